import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  package let key: AlignmentKey

  /// Creates a custom alignment from its identifier type.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical)
  }

  public static let top = VerticalAlignment(TopID.self)
  public static let center = VerticalAlignment(VCenterID.self)
  public static let bottom = VerticalAlignment(BottomID.self)
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}
