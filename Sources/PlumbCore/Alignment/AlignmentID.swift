import Foundation

/// A type that identifies an alignment guide and gives its default value.
///
/// Custom guides are written as in SwiftUI:
///
///     extension VerticalAlignment {
///       enum Feet: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
///       }
///       static let feet = VerticalAlignment(Feet.self)
///     }
public protocol AlignmentID {
  /// The guide's value for a view that sets no explicit value, in the view's
  /// own coordinates (from its top-left corner).
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide on one axis: the identity the solver works with.
package struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
  // A metatype is immutable; the wrapper is Sendable for that reason.
  let id: any AlignmentID.Type
  let axis: Axis
  /// For the built-in edge and center guides, the default value as a
  /// fraction of the view's length on `axis` (0, 1/2, 1): stacks ask for
  /// it once per child, and arithmetic beats a call through the metatype.
  private let fraction: CGFloat?

  init(_ id: any AlignmentID.Type, axis: Axis) {
    self.id = id
    self.axis = axis
    switch ObjectIdentifier(id) {
    case ObjectIdentifier(LeadingID.self), ObjectIdentifier(TopID.self): fraction = 0
    case ObjectIdentifier(HCenterID.self), ObjectIdentifier(VCenterID.self): fraction = 0.5
    case ObjectIdentifier(TrailingID.self), ObjectIdentifier(BottomID.self): fraction = 1
    default: fraction = nil
    }
  }

  /// The default value for a view of `size` without explicit guides.
  @inline(__always)
  func defaultValue(for size: CGSize) -> CGFloat {
    // Leading and top are 0 even for an infinite size (∞ × 0 is NaN).
    if let fraction { return fraction == 0 ? 0 : size[axis] * fraction }
    return id.defaultValue(in: ViewDimensions(size: size))
  }

  package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
    a.axis == b.axis && ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
    hasher.combine(axis)
  }

  func defaultValue(in d: ViewDimensions) -> CGFloat {
    id.defaultValue(in: d)
  }

  /// How a container merges its children's explicit values for this guide
  /// (SwiftUI: the first text baseline takes the topmost, the last the
  /// bottommost, every other guide the mean).
  func combine(_ values: [CGFloat]) -> CGFloat? {
    guard !values.isEmpty else { return nil }
    if id == FirstTextBaselineID.self { return values.min() }
    if id == LastTextBaselineID.self { return values.max() }
    return values.reduce(0, +) / CGFloat(values.count)
  }

  package var description: String {
    let name = String(describing: id)
    switch name {
    case "LeadingID": return "leading"
    case "TrailingID": return "trailing"
    case "HCenterID", "VCenterID": return "center"
    case "TopID": return "top"
    case "BottomID": return "bottom"
    case "FirstTextBaselineID": return "firstTextBaseline"
    case "LastTextBaselineID": return "lastTextBaseline"
    default:
      // A custom AlignmentID: its type name, lower-camel-cased.
      guard let first = name.first else { return name }
      return first.lowercased() + name.dropFirst()
    }
  }
}

enum LeadingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HCenterID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VCenterID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
/// A view without text has its baselines at its bottom, as in SwiftUI.
enum FirstTextBaselineID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
enum LastTextBaselineID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
