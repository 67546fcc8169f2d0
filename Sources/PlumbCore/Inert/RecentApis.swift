import Foundation

// iOS 17–26 API Apple documents that changes nothing a still figure
// shows, or that a phone does not draw: each compiles and is kept or
// ignored, as its comment says.

/// How a variable symbol shows its value (iOS 26): by color, or drawn.
public struct SymbolVariableValueMode: Hashable, Sendable {
  let name: String
  public static let color = SymbolVariableValueMode(name: "color")
  public static let draw = SymbolVariableValueMode(name: "draw")
}

/// How the search field sits in the toolbar (iOS 26).
public struct SearchToolbarBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = SearchToolbarBehavior(name: "automatic")
  public static let minimize = SearchToolbarBehavior(name: "minimize")
}

/// Where a content toolbar goes (iOS 18.4): a tab view's sidebar's.
public struct ContentToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ContentToolbarPlacement(name: "automatic")
  public static let bottomBar = ContentToolbarPlacement(name: "bottomBar")
  public static let sidebar = ContentToolbarPlacement(name: "sidebar")
}

extension Text {
  /// How a multiline text picks its alignment (iOS 26).
  public struct AlignmentStrategy: Hashable, Sendable {
    let name: String
    public static let `default` = AlignmentStrategy(name: "default")
    public static let layoutBased = AlignmentStrategy(name: "layoutBased")
    public static let writingDirection = AlignmentStrategy(name: "writingDirection")
  }
  /// How a text picks its writing direction (iOS 26).
  public struct WritingDirectionStrategy: Hashable, Sendable {
    let name: String
    public static let `default` = WritingDirectionStrategy(name: "default")
    public static let layoutBased = WritingDirectionStrategy(name: "layoutBased")
    public static let contentBased = WritingDirectionStrategy(name: "contentBased")
  }
  /// Which variant of a text's content to show (iOS 18): the text as given.
  public func textVariant<V: TextVariantPreference>(_ preference: V) -> Text { self }
}

/// A text variant (iOS 18): a fixed one, or one chosen by the space.
public protocol TextVariantPreference {}
public struct FixedTextVariant: TextVariantPreference, Sendable {}
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {}
extension TextVariantPreference where Self == SizeDependentTextVariant {
  public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension AttributedString {
  /// A line's height (iOS 26): exact, a multiple of the font's, or the
  /// font's leading increased. Kept; text keeps its font's line height
  /// (docs/deviations.md).
  public struct LineHeight: Hashable, Sendable {
    let kind: String
    let value: CGFloat
    public static func exact(points: CGFloat) -> LineHeight { LineHeight(kind: "exact", value: points) }
    public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(kind: "multiple", value: factor) }
    public static func leading(increase: CGFloat) -> LineHeight { LineHeight(kind: "leading", value: increase) }
    public static let tight = LineHeight(kind: "tight", value: 0)
    public static let normal = LineHeight(kind: "normal", value: 0)
    public static let loose = LineHeight(kind: "loose", value: 0)
    public static let variable = LineHeight(kind: "variable", value: 0)
  }
}

/// What a pencil's double tap or squeeze asks for (iOS 17.5): nothing
/// taps in a figure.
public struct PencilPreferredAction: Hashable, Sendable {
  let name: String
  public static let ignore = PencilPreferredAction(name: "ignore")
  public static let switchEraser = PencilPreferredAction(name: "switchEraser")
  public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
  public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
  public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
  public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
  public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
}
public struct PencilHoverPose: Hashable, Sendable {
  public var location: CGPoint
  public var zOffset: CGFloat
  public var altitude: Angle
  public var azimuth: Angle
  public var roll: Angle
}
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
  public var hoverPose: PencilHoverPose?
}
public struct PencilSqueezeGestureValue: Hashable, Sendable {
  public var hoverPose: PencilHoverPose?
}
public enum PencilSqueezeGesturePhase: Hashable, Sendable {
  case active(PencilSqueezeGestureValue)
  case ended(PencilSqueezeGestureValue)
  case failed
}
extension EnvironmentValues {
  public var preferredPencilDoubleTapAction: PencilPreferredAction { .switchEraser }
  public var preferredPencilSqueezeAction: PencilPreferredAction { .showContextualPalette }
}

nonisolated extension View {
  /// iOS 26's variable-value mode for symbols: symbols are drawn whole.
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View { inert() }
  public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { inert() }
  /// Offsets out of a container's concentric corners (iOS 26): a figure's
  /// containers have none to offset from.
  public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View { inert() }
  /// A list's A–Z section index (iOS 26): not drawn (docs/deviations.md).
  public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { inert() }
  public func sectionIndexLabel(_ label: Text?) -> some View { inert() }
  public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { inert() }
  @_disfavoredOverload
  public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View { inert() }
  /// Line height (iOS 26): kept; text keeps its font's (docs/deviations.md).
  public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View { inert() }
  public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View { inert() }
  public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View { inert() }
  public func onOpenURL(prefersInApp: Bool) -> some View { inert() }
  public func contentToolbar<C: View>(for placement: ContentToolbarPlacement, @ViewBuilder content: () -> C)
    -> some View
  { inert() }
  /// Tab bar or sidebar, on an iPad: a phone shows its tab bar.
  public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
    inert()
  }
  public func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> some View {
    inert()
  }
  public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> some View { inert() }
}

extension Image {
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image { self }
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { self }
}

extension Color {
  /// HDR exposure and headroom (iOS 26): a figure is SDR, the color
  /// stays as it is.
  public func exposureAdjust(_ stops: Double) -> Color { self }
  public func headroom(_ headroom: Double?) -> Color { self }
}

extension ShapeStyle {
  /// A style's unit space mapped to a rectangle (iOS 17): gradients keep
  /// the shape's own bounds (docs/deviations.md).
  public func `in`(_ rect: CGRect) -> Self { self }
}

/// System format styles (iOS 18): a timer's remaining or elapsed time.
public enum SystemFormatStyle {
  /// The time left in, or elapsed since the start of, a range, as a
  /// running timer shows it at the formatted date: "4:59", "1:02:03".
  public struct Timer: FormatStyle, Hashable, Sendable {
    let range: Range<Date>
    let countsDown: Bool
    public func format(_ value: Date) -> String {
      let clamped = min(max(value, range.lowerBound), range.upperBound)
      let seconds = countsDown
        ? range.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(range.lowerBound)
      let total = Int(seconds.rounded(countsDown ? .up : .down))
      let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
      let ss = s < 10 ? "0\(s)" : "\(s)"
      if h > 0 { return "\(h):\(m < 10 ? "0\(m)" : "\(m)"):\(ss)" }
      return "\(m):\(ss)"
    }
  }
}
extension SystemFormatStyle {
  /// The offset of a date from an anchor (iOS 18): "5:32" when only minutes
  /// and seconds (or hours, minutes and seconds) are allowed, as a running
  /// timer; otherwise units, the largest first, at most `maxFieldCount`
  /// of them: "3 minutes, 42 seconds". English, a day of 24 hours, a
  /// month of 30 days and a year of 365 (a figure has no calendar context).
  public struct DateOffset: FormatStyle, Hashable, Sendable {
    let anchor: Date
    let allowedFields: Set<Date.ComponentsFormatStyle.Field>
    let maxFieldCount: Int
    let sign: NumberFormatStyleConfiguration.SignDisplayStrategy

    public init(
      to anchor: Date,
      allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
      maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) {
      self.anchor = anchor
      self.allowedFields = allowedFields
      self.maxFieldCount = max(1, maxFieldCount)
      self.sign = sign
    }

    public func format(_ value: Date) -> String {
      let raw = value.timeIntervalSince(anchor)
      let offset = raw.isFinite ? raw : 0
      let total = Int(min(abs(offset), 1e15).rounded(.down))
      // `.never` shows no sign; `.always()` a plus on positive offsets and
      // zero, `.always(includingZero: false)` on positive offsets only.
      let sign: String
      if self.sign == .never {
        sign = ""
      } else if offset < 0 && total > 0 {
        sign = "-"
      } else if self.sign == .always() || (self.sign == .always(includingZero: false) && total > 0) {
        sign = "+"
      } else {
        sign = ""
      }
      if allowedFields == [.minute, .second] && maxFieldCount >= 2 {
        return sign + "\(total / 60):" + twoDigits(total % 60)
      }
      if allowedFields == [.hour, .minute, .second] && maxFieldCount >= 3 {
        return sign + "\(total / 3600):" + twoDigits(total / 60 % 60) + ":" + twoDigits(total % 60)
      }
      let units: [(Date.ComponentsFormatStyle.Field, Int, String)] = [
        (.year, 365 * 86_400, "year"), (.month, 30 * 86_400, "month"), (.week, 7 * 86_400, "week"),
        (.day, 86_400, "day"), (.hour, 3_600, "hour"), (.minute, 60, "minute"), (.second, 1, "second"),
      ]
      var left = total
      var parts: [String] = []
      for (field, seconds, name) in units where allowedFields.contains(field) && parts.count < maxFieldCount {
        let n = left / seconds
        left -= n * seconds
        if n > 0 { parts.append("\(n) \(name)\(n == 1 ? "" : "s")") }
      }
      if parts.isEmpty {
        let smallest = units.last { allowedFields.contains($0.0) }?.2 ?? "second"
        parts = ["0 \(smallest)s"]
      }
      return sign + parts.joined(separator: ", ")
    }

    private func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
  }
}
extension FormatStyle where Self == SystemFormatStyle.DateOffset {
  public static func offset(
    to anchor: Date,
    allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
    maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
  ) -> SystemFormatStyle.DateOffset {
    SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
  }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
  public static func timer(countingDownIn range: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 4)
    -> SystemFormatStyle.Timer
  { SystemFormatStyle.Timer(range: range, countsDown: true) }
  public static func timer(countingUpIn range: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 4)
    -> SystemFormatStyle.Timer
  { SystemFormatStyle.Timer(range: range, countsDown: false) }
}

/// Starts renaming (`@Environment(\.rename)`): none in a figure.
public struct RenameAction: Sendable {
  public func callAsFunction() {}
}
/// Resets focus in a namespace (`@Environment(\.resetFocus)`).
public struct ResetFocusAction: Sendable {
  public func callAsFunction(in namespace: Namespace.ID) {}
}
/// Opens the app's settings window (macOS 14): none opens in a figure.
public struct OpenSettingsAction: Sendable {
  public func callAsFunction() {}
}
/// A document app's actions (iOS 17): no document opens in a figure.
public struct NewDocumentAction: Sendable {
  public func callAsFunction<D: FileDocument>(_ newDocument: @autoclosure @escaping () -> D) {}
  public func callAsFunction(contentType: UTType) {}
}
public struct OpenDocumentAction: Sendable {
  public func callAsFunction(at url: URL) async throws {}
}
/// The document a scene shows (iOS 17): none in a figure.
public struct DocumentConfiguration: Sendable {
  public var isEditable: Bool { true }
  public var fileURL: URL? { nil }
}
/// Where a sidebar-adaptable tab view shows its tabs (iOS 18).
public struct TabBarPlacement: Hashable, Sendable {
  let name: String
  public static let tabBar = TabBarPlacement(name: "tabBar")
  public static let topBar = TabBarPlacement(name: "topBar")
  public static let sidebar = TabBarPlacement(name: "sidebar")
  public static let bottomBar = TabBarPlacement(name: "bottomBar")
  public static let ornament = TabBarPlacement(name: "ornament")
}
/// Where the bottom accessory of a tab view sits (iOS 26): inline with a
/// minimized tab bar, or expanded above it.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable { case inline, expanded }
/// A toolbar item's label style (iOS 26).
public struct ToolbarLabelStyle: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarLabelStyle(name: "automatic")
  public static let iconOnly = ToolbarLabelStyle(name: "iconOnly")
  public static let titleOnly = ToolbarLabelStyle(name: "titleOnly")
  public static let titleAndIcon = ToolbarLabelStyle(name: "titleAndIcon")
}
/// How a drag hovering over a view springs it open (iOS 17).
public struct SpringLoadingBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}

extension EnvironmentValues {
  public var rename: RenameAction? { nil }
  public var resetFocus: ResetFocusAction { ResetFocusAction() }
  public var openSettings: OpenSettingsAction { OpenSettingsAction() }
  public var newDocument: NewDocumentAction { NewDocumentAction() }
  public var openDocument: OpenDocumentAction { OpenDocumentAction() }
  public var documentConfiguration: DocumentConfiguration? { nil }
  /// A phone shows its tabs in the tab bar.
  public var tabBarPlacement: TabBarPlacement? { .tabBar }
  public var isTabViewSidebarAvailable: Bool { false }
  /// The bottom accessory sits expanded above the tab bar, as at rest.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { .expanded }
  public var toolbarLabelStyle: ToolbarLabelStyle? { nil }
  public var springLoadingBehavior: SpringLoadingBehavior { .automatic }
  public var symbolVariableValueMode: SymbolVariableValueMode? { nil }
  public var symbolColorRenderingMode: SymbolColorRenderingMode? { nil }
  public var lineHeight: AttributedString.LineHeight? { nil }
  public var accessibilityShowBorders: Bool { false }
  public var accessibilityReduceHighlightingEffects: Bool { false }
}

/// A notification to assistive technologies (iOS 17): posted to nobody in
/// a figure.
public protocol AccessibilityNotificationPost {}
extension AccessibilityNotificationPost {
  public func post() {}
}
public enum AccessibilityNotification {
  public struct Announcement: AccessibilityNotificationPost, Sendable {
    public init(_ announcement: String) {}
    public init(_ announcement: LocalizedStringKey) {}
    public init(_ announcement: AttributedString) {}
  }
  public struct LayoutChanged: AccessibilityNotificationPost, Sendable {
    public init() {}
    public init<ID: Hashable>(_ id: ID) {}
  }
  public struct ScreenChanged: AccessibilityNotificationPost, Sendable {
    public init() {}
    public init(_ announcement: String) {}
  }
  public struct PageScrolled: AccessibilityNotificationPost, Sendable {
    public init(_ string: String) {}
  }
}
