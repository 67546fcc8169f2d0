import Foundation

/// The sizes of Dynamic Type: seven standard sizes and five accessibility
/// sizes. `.large` is the default, at which the text styles have the sizes
/// `Font.body` and the others are declared with.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension Font.TextStyle {
  /// The style's point size at each Dynamic Type size, xSmall … AX5, from
  /// Apple's Human Interface Guidelines, Typography, "Specifications": the
  /// tables "iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS larger
  /// accessibility type sizes". At `.large` these are the sizes of
  /// `Font.largeTitle` … `Font.caption2`.
  var sizes: [CGFloat] {
    switch self {
    //                  xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// The style's size at `size`.
  func size(at size: DynamicTypeSize) -> CGFloat {
    sizes[DynamicTypeSize.allCases.firstIndex(of: size)!]
  }

  /// How much a length relative to this style grows at `size`: the style's
  /// size there over its size at `.large` (UIFontMetrics' scaling).
  func scale(at size: DynamicTypeSize) -> CGFloat {
    self.size(at: size) / self.size(at: .large)
  }
}

extension Font {
  /// The font at a Dynamic Type size: a text style takes the table's size,
  /// a custom font relative to a style grows in the same proportion, and a
  /// fixed size (`system(size:)`, `custom(_:fixedSize:)`) stays.
  func scaled(for dynamicTypeSize: DynamicTypeSize) -> Font {
    guard dynamicTypeSize != .large, let style = textStyle else { return self }
    var f = self
    let base = style.size(at: .large)
    f.size = size == base ? style.size(at: dynamicTypeSize) : size * style.scale(at: dynamicTypeSize)
    return f
  }
}

nonisolated extension View {
  /// Sets the Dynamic Type size of the texts below: their text styles take
  /// the size the HIG gives for it.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    modifier(EnvironmentModifier { $0.dynamicTypeSize = size })
  }

  /// Limits the Dynamic Type size below to a range: the current size,
  /// clamped into it.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    modifier(
      EnvironmentModifier { env in
        let all = DynamicTypeSize.allCases
        let allowed = all.filter { range.contains($0) }
        guard let low = allowed.first, let high = allowed.last else { return }
        env.dynamicTypeSize = min(max(env.dynamicTypeSize, low), high)
      })
  }
}
