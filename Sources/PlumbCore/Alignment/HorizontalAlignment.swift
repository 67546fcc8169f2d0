import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  package let key: AlignmentKey

  /// Creates a custom alignment from its identifier type.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal)
  }

  public static let leading = HorizontalAlignment(LeadingID.self)
  public static let center = HorizontalAlignment(HCenterID.self)
  public static let trailing = HorizontalAlignment(TrailingID.self)
  /// Where a List row's separator starts and ends (iOS 16): a row sets
  /// them with `alignmentGuide`; by default the row's leading and
  /// trailing edges.
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

enum ListRowSeparatorLeadingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}
enum ListRowSeparatorTrailingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
}
