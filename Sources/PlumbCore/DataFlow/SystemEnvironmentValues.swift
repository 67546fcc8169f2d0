import Foundation

// The environment values SwiftUI's system sets, with the values a figure
// has: an iPhone in portrait (compact width, regular height), light, left
// to right, enabled, and a fixed locale, time zone and calendar so that
// dates and numbers read the same on every machine.

/// The width or height class of a size: an iPhone in portrait is compact
/// across and regular down.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// The direction of a locale's writing.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

/// Why a view is shown redacted (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// What `@Environment(\.dismiss)` gives: callable, and a still figure has
/// nothing to dismiss, so calling it does nothing.
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// What `@Environment(\.openURL)` gives: callable; a figure opens nothing,
/// and a handler set with `.environment(\.openURL, OpenURLAction { … })` is
/// not called.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    let kind: Int
    public static let handled = Result(kind: 0)
    public static let discarded = Result(kind: 1)
    public static let systemAction = Result(kind: 2)
    public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
  }

  public init(handler: @escaping (URL) -> Result) {}
  init() {}

  public func callAsFunction(_ url: URL) {}
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

/// The locale of a figure unless set: `en_US_POSIX`, the same everywhere.
let figureLocale = Locale(identifier: "en_US_POSIX")
/// The time zone of a figure unless set: UTC.
let figureTimeZone = TimeZone(identifier: "UTC")!
/// The calendar of a figure unless set: Gregorian, in the figure's locale
/// and time zone.
let figureCalendar: Calendar = {
  var c = Calendar(identifier: .gregorian)
  c.locale = figureLocale
  c.timeZone = figureTimeZone
  return c
}()

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}
private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}
private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}
private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { figureLocale }
}
private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { figureTimeZone }
}
private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { figureCalendar }
}
private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}
private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}
private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}
private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction()
}

extension EnvironmentValues {
  /// Compact, as on an iPhone in portrait.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// Regular, as on an iPhone in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
  /// Pixels per point: 1 unless set (`ImageRenderer.scale` does not set it,
  /// as in SwiftUI's `ImageRenderer`).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// `en_US_POSIX` unless set, so figures read the same on every machine.
  /// `Text(_:style:)` formats dates in it.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// UTC unless set. `Text(_:style:)` shows dates in it.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  /// Gregorian, in the figure's locale and time zone, unless set.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  /// False below `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Left to right unless set. Set with `.environment(\.layoutDirection,
  /// .rightToLeft)` (or in the figure's environment), placements below are
  /// mirrored (docs/deviations.md).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// Set by `redacted(reason:)`.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
  /// Does nothing when called: a figure has nothing to dismiss.
  public var dismiss: DismissAction { DismissAction() }
  /// Opens nothing when called.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the color scheme of the whole figure, as SwiftUI sets it for the
  /// window the view is in: the figure is laid out again with it, and drawn
  /// in it whatever `ImageRenderer.colorScheme` says. The first preference
  /// in view order wins. nil: no preference.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeModifier(scheme: colorScheme))
  }

  /// Sets the color scheme below (deprecated since iOS 17, still common):
  /// the views inside are drawn light or dark.
  @available(*, deprecated, message: "Use preferredColorScheme(_:) or .environment(\\.colorScheme, …)")
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Sets `redactionReasons` below. The views are drawn as they are, not as
  /// placeholder bars (docs/deviations.md).
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
  }

  /// Clears `redactionReasons` below.
  public func unredacted() -> some View {
    modifier(EnvironmentModifier { $0.redactionReasons = [] })
  }
}

/// `preferredColorScheme(_:)`: noted on the lowering, which the result
/// applies to the whole figure; the content lowers unchanged.
nonisolated struct PreferredColorSchemeModifier: PrimitiveModifier {
  let scheme: ColorScheme?
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    if let scheme, ctx.preferredColorScheme == nil { ctx.preferredColorScheme = scheme }
    PlumbCore.lower(content, ctx, env)
  }
}
