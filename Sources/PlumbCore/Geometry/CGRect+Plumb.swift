import Foundation

extension CGSize {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  init(major: CGFloat, minor: CGFloat, axis: Axis) {
    self = axis == .horizontal
      ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }

  /// NaN and negative sizes become 0: a child can never break its parent.
  var sanitized: CGSize {
    func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(0, v) }
    return CGSize(width: clean(width), height: clean(height))
  }
}

extension CGPoint {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}
