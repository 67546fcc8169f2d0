import Foundation

/// A proposal for the size of a view: a parent's offer to a child.
///
/// `nil` in a dimension asks for the view's ideal size, `0` for its minimum,
/// `.infinity` for its maximum. Mirrors SwiftUI's `ProposedViewSize`.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with `nil` dimensions replaced (SwiftUI's default is 10×10).
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    func f(_ v: CGFloat?) -> String { v.map { formatLength($0) } ?? "nil" }
    return "(\(f(width)), \(f(height)))"
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  /// Negative dimensions become 0 and NaN becomes unspecified, so no layout
  /// rule ever sees a proposal SwiftUI could not produce.
  @inline(__always)
  var sanitized: ProposedViewSize {
    // The common case, checked first: nothing to clean (NaN fails `>=`).
    if (width.map { $0 >= 0 } ?? true) && (height.map { $0 >= 0 } ?? true) { return self }
    func clean(_ v: CGFloat?) -> CGFloat? {
      guard let v else { return nil }
      if v.isNaN { return nil }
      return max(0, v)
    }
    return ProposedViewSize(width: clean(width), height: clean(height))
  }
}

/// Formats a layout length for dumps: integers without a fraction, others
/// with up to three decimals, so text dumps stay stable and readable.
package func formatLength(_ v: CGFloat) -> String { formatDecimal(v, fractionDigits: 3) }

/// A length with up to `fractionDigits` decimals, integers without a fraction.
package func formatDecimal(_ v: CGFloat, fractionDigits: Int) -> String {
  if v.isNaN { return "nan" }
  if v.isInfinite { return v > 0 ? "inf" : "-inf" }
  if abs(v) >= 1e15 { return String(format: "%g", Double(v)) }
  let scale = pow(10, CGFloat(fractionDigits))
  let rounded = (v * scale).rounded() / scale
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  var s = String(format: "%.\(fractionDigits)f", Double(rounded))
  while s.hasSuffix("0") { s.removeLast() }
  return s
}
