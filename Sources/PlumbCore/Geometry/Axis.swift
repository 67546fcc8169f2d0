/// The horizontal or vertical dimension of a 2D layout.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal
  case vertical

  var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes, as `fixedSize(horizontal:vertical:)` and
  /// `gridCellUnsizedAxes` take.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
