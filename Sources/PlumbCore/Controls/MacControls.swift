import Foundation

// SwiftUI's Mac-only API, as view files written for the Mac use it. Plumb
// draws iOS, so these compile and draw as the nearest iOS control or as a
// plain Mac look where iOS has none (docs/deviations.md): a link-style
// button is its label in the link color, a checkbox toggle a 14-point box
// beside its label, a radio group an inline picker, split views stacks.
// Menu bar extras, commands and window styles belong to scenes, which a
// figure does not draw.

/// A button drawn as a link (`.buttonStyle(.link)`): its label in the
/// tint, no padding, which is the borderless style.
public typealias LinkButtonStyle = BorderlessButtonStyle
/// A toolbar accessory bar's button (macOS 14): drawn borderless.
public typealias AccessoryBarButtonStyle = BorderlessButtonStyle
public typealias AccessoryBarActionButtonStyle = BorderlessButtonStyle
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var link: BorderlessButtonStyle { BorderlessButtonStyle() }
  public static var accessoryBar: BorderlessButtonStyle { BorderlessButtonStyle() }
  public static var accessoryBarAction: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// A Mac checkbox: a 14-point rounded box, in the accent color with a
/// white check when on, white with a gray edge when off, 6 before its
/// label.
///
/// Child proposal: the label gets the width left of the box and gap.
/// Own size: the box beside the label, as tall as the taller.
/// Placement: box and label centered on one line.
nonisolated public struct CheckboxToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      CheckboxShape(isOn: configuration.isOn)
      configuration.label
    }
  }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

nonisolated struct CheckboxShape: View {
  let isOn: Bool
  @Environment(\.tint) private var tint

  var body: some View {
    RoundedRectangle(cornerRadius: 3)
      .fill(isOn ? (tint ?? .accentColor) : Color.white)
      .overlay {
        RoundedRectangle(cornerRadius: 3).strokeBorder(Color(white: 0, opacity: isOn ? 0 : 0.25), lineWidth: 0.5)
      }
      .overlay {
        if isOn {
          Path { p in
            p.move(to: CGPoint(x: 3.5, y: 7.5))
            p.addLine(to: CGPoint(x: 6, y: 10))
            p.addLine(to: CGPoint(x: 10.5, y: 4))
          }
          .stroke(Color.white, style: StrokeStyle(lineWidth: 1.75, lineCap: .round, lineJoin: .round))
        }
      }
      .frame(width: 14, height: 14)
  }
}

/// A Mac radio group: drawn as an inline picker (its options in a list,
/// the selection checked).
nonisolated public struct RadioGroupPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// A Mac text field with a square border: drawn as the rounded border.
nonisolated public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
  public init() {}
  var kind: TextFieldStyleKind { .roundedBorder }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

/// Views side by side with draggable dividers (macOS): an `HStack` with
/// no spacing and a 1-point separator between neighbors.
///
/// Child proposal, own size and placement: the stack's.
nonisolated public struct HSplitView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { SplitStack(axis: .horizontal, content: content) }
}

/// Views one above the other with draggable dividers (macOS): a `VStack`
/// with no spacing and a 1-point separator between neighbors.
///
/// Child proposal, own size and placement: the stack's.
nonisolated public struct VSplitView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { SplitStack(axis: .vertical, content: content) }
}

/// Both split views: the content's subviews in a stack along `axis`, with
/// no spacing and a 1-point separator across it between neighbors.
nonisolated struct SplitStack<Content: View>: View {
  let axis: Axis
  let content: Content
  var body: some View {
    let layout = axis == .horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
    SubviewsReader(content: content) { parts in
      layout {
        ForEach(parts.indices, id: \.self) { i in
          if i > 0 {
            Color(uiColor: .separatorColor)
              .frame(width: axis == .horizontal ? 1 : nil, height: axis == .vertical ? 1 : nil)
          }
          parts[i]
        }
      }
    }
  }
}

/// A button that opens the app's settings window (macOS 14): drawn as a
/// button with its label ("Settings…" by default).
nonisolated public struct SettingsLink<Label: View>: View {
  let label: Label
  public init(@ViewBuilder label: () -> Label) { self.label = label() }
  public var body: some View { Button(action: {}) { label } }
}
extension SettingsLink where Label == Text {
  public init() { label = Text("Settings…") }
}

// MARK: Scenes: menu bar extras, commands, window styles

/// A menu bar extra (macOS 13): a scene, not drawn in a figure (render its
/// content view instead).
nonisolated public struct MenuBarExtra<Label: View, Content: View>: Scene {
  public typealias Body = Never
  public let content: Content
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content() }
  public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }
}
extension MenuBarExtra where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}
extension MenuBarExtra where Label == PlumbCore.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// An image from the asset catalog in the menu bar.
  public init(_ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) { self.content = content() }
}

/// How a menu bar extra presents its content (inert).
public struct MenuBarExtraStyleValue: Sendable {
  public init() {}
  public static let automatic = MenuBarExtraStyleValue()
  public static let menu = MenuBarExtraStyleValue()
  public static let window = MenuBarExtraStyleValue()
}
public typealias MenuBarExtraStyle = MenuBarExtraStyleValue

/// Menu commands: what `.commands { }` holds. Not drawn.
/// Menu-bar commands (macOS), as in SwiftUI: built-in ones, or the
/// user's, whose `body` builds them. No menu bar draws in a figure.
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder var body: Body { get }
}
extension Never: Commands {}
extension Commands where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a built-in command and has no body") }
}
@resultBuilder
public enum CommandsBuilder {
  public static func buildExpression<C: Commands>(_ content: C) -> AnyCommands { AnyCommands() }
  public static func buildBlock(_ parts: AnyCommands...) -> AnyCommands { AnyCommands() }
  public static func buildOptional(_ part: AnyCommands?) -> AnyCommands { AnyCommands() }
  public static func buildEither(first: AnyCommands) -> AnyCommands { AnyCommands() }
  public static func buildEither(second: AnyCommands) -> AnyCommands { AnyCommands() }
  public static func buildLimitedAvailability(_ part: AnyCommands) -> AnyCommands { AnyCommands() }
}
public struct AnyCommands: Commands {}
/// A menu of its own in the menu bar.
public struct CommandMenu<Content: View>: Commands {
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}
/// Items placed beside, or instead of, a standard menu group.
public struct CommandGroup<Content: View>: Commands {
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}
public struct CommandGroupPlacement: Sendable {
  public static let appInfo = CommandGroupPlacement()
  public static let appSettings = CommandGroupPlacement()
  public static let systemServices = CommandGroupPlacement()
  public static let appVisibility = CommandGroupPlacement()
  public static let appTermination = CommandGroupPlacement()
  public static let newItem = CommandGroupPlacement()
  public static let saveItem = CommandGroupPlacement()
  public static let importExport = CommandGroupPlacement()
  public static let printItem = CommandGroupPlacement()
  public static let undoRedo = CommandGroupPlacement()
  public static let pasteboard = CommandGroupPlacement()
  public static let textEditing = CommandGroupPlacement()
  public static let textFormatting = CommandGroupPlacement()
  public static let toolbar = CommandGroupPlacement()
  public static let sidebar = CommandGroupPlacement()
  public static let windowSize = CommandGroupPlacement()
  public static let windowList = CommandGroupPlacement()
  public static let singleWindowList = CommandGroupPlacement()
  public static let windowArrangement = CommandGroupPlacement()
  public static let help = CommandGroupPlacement()
}
/// The standard command sets.
public struct SidebarCommands: Commands { public init() {} }
public struct ToolbarCommands: Commands { public init() {} }
public struct TextEditingCommands: Commands { public init() {} }
public struct TextFormattingCommands: Commands { public init() {} }
public struct InspectorCommands: Commands { public init() {} }
public struct EmptyCommands: Commands { public init() {} }

/// How a window looks (inert).
public struct WindowStyleValue: Sendable {
  public init() {}
  public static let automatic = WindowStyleValue()
  public static let hiddenTitleBar = WindowStyleValue()
  public static let titleBar = WindowStyleValue()
  public static let plain = WindowStyleValue()
  public static let volumetric = WindowStyleValue()
}
public struct WindowToolbarStyleValue: Sendable {
  public init() {}
  public init(showsTitle: Bool) {}
  public static let automatic = WindowToolbarStyleValue()
  public static let expanded = WindowToolbarStyleValue()
  public static let unified = WindowToolbarStyleValue()
  public static let unifiedCompact = WindowToolbarStyleValue()
  public static func unified(showsTitle: Bool) -> WindowToolbarStyleValue { WindowToolbarStyleValue() }
  public static func unifiedCompact(showsTitle: Bool) -> WindowToolbarStyleValue { WindowToolbarStyleValue() }
}
// The style types' older spellings (`HiddenTitleBarWindowStyle()`).
public typealias WindowStyle = WindowStyleValue
public typealias DefaultWindowStyle = WindowStyleValue
public typealias HiddenTitleBarWindowStyle = WindowStyleValue
public typealias TitleBarWindowStyle = WindowStyleValue
public typealias WindowToolbarStyle = WindowToolbarStyleValue
public typealias DefaultWindowToolbarStyle = WindowToolbarStyleValue
public typealias UnifiedWindowToolbarStyle = WindowToolbarStyleValue
public typealias UnifiedCompactWindowToolbarStyle = WindowToolbarStyleValue
public typealias ExpandedWindowToolbarStyle = WindowToolbarStyleValue

public struct WindowResizability: Sendable {
  public static let automatic = WindowResizability()
  public static let contentSize = WindowResizability()
  public static let contentMinSize = WindowResizability()
}
public struct WindowLevel: Sendable {
  public static let automatic = WindowLevel()
  public static let normal = WindowLevel()
  public static let floating = WindowLevel()
  public static let desktop = WindowLevel()
}

extension Scene {
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    ModifiedScene(content: self)
  }
  public func commandsRemoved() -> some Scene { ModifiedScene(content: self) }
  public func windowStyle(_ style: WindowStyleValue) -> some Scene { ModifiedScene(content: self) }
  public func windowToolbarStyle(_ style: WindowToolbarStyleValue) -> some Scene { ModifiedScene(content: self) }
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { ModifiedScene(content: self) }
  public func windowLevel(_ level: WindowLevel) -> some Scene { ModifiedScene(content: self) }
  public func defaultPosition(_ position: UnitPoint) -> some Scene { ModifiedScene(content: self) }
  public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> some Scene { ModifiedScene(content: self) }
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { ModifiedScene(content: self) }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene {
    ModifiedScene(content: self)
  }
  public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { ModifiedScene(content: self) }
}
public struct SceneRestorationBehavior: Sendable {
  public static let automatic = SceneRestorationBehavior()
  public static let disabled = SceneRestorationBehavior()
}

// MARK: Mac view modifiers

nonisolated extension View {
  /// The Escape key's action: never called in a figure.
  public func onExitCommand(perform action: (() -> Void)?) -> some View { inert() }
  /// The Delete key's action: never called in a figure.
  public func onDeleteCommand(perform action: (() -> Void)?) -> some View { inert() }
  /// The arrow keys' action: never called in a figure.
  public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { inert() }
  public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { inert() }
  public func presentedWindowStyle(_ style: WindowStyleValue) -> some View { inert() }
  public func presentedWindowToolbarStyle(_ style: WindowToolbarStyleValue) -> some View { inert() }
  /// The content's menu bar extra style (inert).
  public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> some View { inert() }
  /// Whether the window's background can drag it (inert).
  public func windowBackgroundDragBehavior(_ behavior: WindowInteractionBehavior) -> some View { inert() }
  public func windowMinimizeBehavior(_ behavior: WindowInteractionBehavior) -> some View { inert() }
  public func windowResizeBehavior(_ behavior: WindowInteractionBehavior) -> some View { inert() }
  /// Where a window grows from when its content's size changes (macOS 15):
  /// a figure has no window to resize.
  public func windowResizeAnchor(_ anchor: UnitPoint?) -> some View { inert() }
  public func windowDismissBehavior(_ behavior: WindowInteractionBehavior) -> some View { inert() }
  public func windowFullScreenBehavior(_ behavior: WindowInteractionBehavior) -> some View { inert() }
}
public enum MoveCommandDirection: Hashable, Sendable { case up, down, left, right }
public struct WindowInteractionBehavior: Sendable {
  public static let automatic = WindowInteractionBehavior()
  public static let enabled = WindowInteractionBehavior()
  public static let disabled = WindowInteractionBehavior()
}
