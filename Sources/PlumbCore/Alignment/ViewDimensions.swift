import Foundation

/// A view's size and its alignment guides, in its own coordinates.
///
/// `d[guide]` is the explicit value set by `alignmentGuide` (or reported by a
/// container), else the guide's default; `d[explicit: guide]` is the explicit
/// value only.
public struct ViewDimensions {
  public let width: CGFloat
  public let height: CGFloat
  let explicitGuide: (AlignmentKey) -> CGFloat?

  init(size: CGSize, explicitGuide: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
    width = size.width
    height = size.height
    self.explicitGuide = explicitGuide
  }

  var size: CGSize { CGSize(width: width, height: height) }

  /// Disfavored so that `d[.center]`, which SwiftUI rejects as ambiguous,
  /// compiles as the vertical center, as the seeds write it.
  @_disfavoredOverload
  public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
  public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

  subscript(key: AlignmentKey) -> CGFloat {
    explicitGuide(key) ?? key.defaultValue(in: self)
  }
}

extension ViewDimensions: Equatable {
  /// Two dimensions are equal when their sizes are (guides are closures).
  public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
    a.width == b.width && a.height == b.height
  }
}
