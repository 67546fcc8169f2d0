import Foundation

/// A key for a keyboard shortcut: a character (`"s"`) or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public var character: Character

  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys of a shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let function = EventModifiers(rawValue: 1 << 6)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key and its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
  public var key: KeyEquivalent
  public var modifiers: EventModifiers

  /// How the shortcut's key follows the keyboard's layout.
  public var localization: Localization = .automatic

  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
    self.init(key, modifiers: modifiers)
    self.localization = localization
  }

  /// Whether a shortcut's key is remapped for the user's keyboard.
  public struct Localization: Hashable, Sendable {
    let name: String
    public static let automatic = Localization(name: "automatic")
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    public static let custom = Localization(name: "custom")
  }

  /// Return, for the default button of a dialog.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, for the cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
  /// Nobody presses keys at a still image.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { inert() }

  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { inert() }
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> some View { inert() }
  /// A shortcut or none (iOS 15.4).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { inert() }
}
