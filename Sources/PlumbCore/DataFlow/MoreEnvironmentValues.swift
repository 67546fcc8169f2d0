import Foundation

// Environment values apps read that a figure answers with a device's
// defaults: not searching, no reduced motion, the default content size.

/// The older way to dismiss a presentation: `presentationMode.wrappedValue
/// .dismiss()`. Nothing is presented in a figure.
public struct PresentationMode: Sendable {
  public var isPresented: Bool { false }
  public mutating func dismiss() {}
}

/// Ends the current search: nothing to end in a figure.
public struct DismissSearchAction: Sendable {
  public func callAsFunction() {}
}

/// The pre-iOS 15 text size categories, for `\.sizeCategory`.
public enum ContentSizeCategory: Hashable, Comparable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge
  public var isAccessibilityCategory: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge:
      true
    default: false
    }
  }
}

private struct PresentationModeKey: EnvironmentKey {
  static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode()) }
}

extension EnvironmentValues {
  public var presentationMode: Binding<PresentationMode> { self[PresentationModeKey.self] }
  /// False: nothing is being searched in a figure.
  public var isSearching: Bool { false }
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
  public var accessibilityReduceMotion: Bool { false }
  public var accessibilityReduceTransparency: Bool { false }
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  public var accessibilityInvertColors: Bool { false }
  public var accessibilityShowButtonShapes: Bool { false }
  public var accessibilityVoiceOverEnabled: Bool { false }
  public var legibilityWeight: LegibilityWeight? { .regular }
  /// The Dynamic Type size as the older category.
  /// Setting it sets the Dynamic Type size (`.environment(\.sizeCategory,
  /// .extraExtraLarge)` in older previews).
  public var sizeCategory: ContentSizeCategory {
    get {
      switch dynamicTypeSize {
      case .xSmall: .extraSmall
      case .small: .small
      case .medium: .medium
      case .large: .large
      case .xLarge: .extraLarge
      case .xxLarge: .extraExtraLarge
      case .xxxLarge: .extraExtraExtraLarge
      case .accessibility1: .accessibilityMedium
      case .accessibility2: .accessibilityLarge
      case .accessibility3: .accessibilityExtraLarge
      case .accessibility4: .accessibilityExtraExtraLarge
      default: .accessibilityExtraExtraExtraLarge
      }
    }
    set {
      dynamicTypeSize =
        switch newValue {
        case .extraSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .xLarge
        case .extraExtraLarge: .xxLarge
        case .extraExtraExtraLarge: .xxxLarge
        case .accessibilityMedium: .accessibility1
        case .accessibilityLarge: .accessibility2
        case .accessibilityExtraLarge: .accessibility3
        case .accessibilityExtraExtraLarge: .accessibility4
        case .accessibilityExtraExtraExtraLarge: .accessibility5
        }
    }
  }
}

public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

extension Text {
  /// A timer counting through `timerInterval`: in a figure, at its start
  /// (the full interval when counting down), as `m:ss`.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    let seconds = Int(max(0, (countsDown ? timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound) : 0)).rounded())
    let h = seconds / 3600, m = (seconds % 3600) / 60, s = seconds % 60
    self.init(verbatim: h > 0 && showsHours ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", h * 60 + m, s))
  }
}

nonisolated extension View {
  /// The menu under the navigation title: not shown.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { inert() }
}
