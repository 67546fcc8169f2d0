import Foundation

// Font.TextStyle is declared with Font (Text/Font.swift).

/// A length that follows Dynamic Type in SwiftUI:
///
///     @ScaledMetric var iconSize: CGFloat = 24
///     @ScaledMetric(relativeTo: .caption) var gap = 4.0
///
/// The value scales as its text style's size does at the environment's
/// `dynamicTypeSize` (the HIG's table, Text/DynamicTypeSize.swift): at the
/// default size, `.large`, it is the value written; at `.xxxLarge`, a value
/// relative to `.body` is 23/17 of it. Read in `body`, as SwiftUI reads it.
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  /// The text style whose scaling the value would follow.
  public let textStyle: Font.TextStyle

  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  public var wrappedValue: Value {
    let size = CurrentLowering.environment.dynamicTypeSize
    guard size != .large else { return baseValue }
    return baseValue * Value(textStyle.scale(at: size))
  }
}

extension ScaledMetric: Sendable where Value: Sendable {}
