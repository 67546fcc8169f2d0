import Foundation

// Font.TextStyle is declared with Font (Text/Font.swift).

/// A length that follows Dynamic Type in SwiftUI:
///
///     @ScaledMetric var iconSize: CGFloat = 24
///     @ScaledMetric(relativeTo: .caption) var gap = 4.0
///
/// Plumb has no Dynamic Type setting: text styles have their default
/// ("large") sizes, at which SwiftUI's scale factor is 1, so the value is
/// the one written.
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

  public var wrappedValue: Value { baseValue }
}

extension ScaledMetric: Sendable where Value: Sendable {}
