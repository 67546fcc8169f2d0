import Foundation

/// The leading or trailing edge, as `swipeActions(edge:)` takes it.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

/// The top or bottom edge of a view.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
  }
}
