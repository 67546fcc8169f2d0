import Foundation

/// A vector outline, as SwiftUI's `Path`: what a `Shape` returns.
public struct Path: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    /// A quadratic segment: Plumb stores `addQuadCurve`'s as the equivalent
    /// cubic (`.curve`), so a path's own elements never hold one.
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The cubic's control points for a quadratic from `p0` through control
  /// `c` to `p`: two thirds of the way from each end to the control.
  package static func cubicControls(from p0: CGPoint, quadControl c: CGPoint, to p: CGPoint) -> (CGPoint, CGPoint) {
    (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
     CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
  }

  public private(set) var elements: [Element] = []

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Element) -> Void) {
    for element in elements { body(element) }
  }
  /// Set by a stroked shape or `strokedPath(_:)`: filling this path strokes it.
  var stroke: PathStroke?

  public init() {}

  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Continuous corners by default, as SwiftUI's `Path(roundedRect:cornerRadius:style:)`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerRadius: cornerRadius, style: style)
  }

  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
  public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: p, control1: control1, control2: control2))
  }
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  public mutating func addRect(_ r: CGRect) {
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// A rounded rectangle, continuous corners as SwiftUI's default (see
  /// `addRoundedRect(in:radii:style:)`).
  public mutating func addRoundedRect(in r: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: r, radii: (cornerRadius, cornerRadius, cornerRadius, cornerRadius), style: style)
  }

  /// A rectangle with rounded corners (top leading, top trailing, bottom
  /// trailing, bottom leading), each radius clamped to half the shorter
  /// side; NaN and negative radii are square corners.
  ///
  /// `.circular` corners are quarter circles. `.continuous` corners are
  /// iOS's ("squircle"): the curve starts 1.52866 × the radius from the
  /// corner and eases into it through three cubic segments (the profile
  /// UIKit draws for continuous corner curves, as reconstructed from its
  /// paths). Where that start would pass the middle of a side (a radius
  /// over about a third of the shorter side), the corner is circular, as
  /// a capsule's is.
  mutating func addRoundedRect(
    in r: CGRect, radii: (CGFloat, CGFloat, CGFloat, CGFloat), style: RoundedCornerStyle
  ) {
    let limit = min(r.width, r.height) / 2
    func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(0, min(v, limit)) }
    let corners = [clamp(radii.0), clamp(radii.1), clamp(radii.2), clamp(radii.3)]
    guard corners.contains(where: { $0 > 0 }) else { return addRect(r) }
    // Each corner: the corner point, the direction the side runs into it
    // (u) and the direction the next side leaves it (v).
    let points = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
      CGPoint(x: r.minX, y: r.maxY),
    ]
    let dirs = [CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)]
    // Start on the top side, past the top-leading corner.
    for i in 0..<4 {
      let c = points[(i + 1) % 4], u = dirs[(i + 1) % 4], v = dirs[(i + 2) % 4]
      let radius = corners[(i + 1) % 4]
      // A point `a` radii back along u from the corner and `b` along v.
      func at(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
        CGPoint(x: c.x - a * radius * u.x + b * radius * v.x, y: c.y - a * radius * u.y + b * radius * v.y)
      }
      let continuous = style == .continuous && radius * Self.continuousExtent <= limit
      let reach = radius == 0 ? 0 : (continuous ? Self.continuousExtent : 1)
      if i == 0 {
        let tl = corners[0]
        let tlReach = tl == 0 ? 0 : (style == .continuous && tl * Self.continuousExtent <= limit ? Self.continuousExtent : 1)
        move(to: CGPoint(x: r.minX + tlReach * tl, y: r.minY))
      }
      addLine(to: at(reach, 0))
      guard radius > 0 else { continue }
      if continuous {
        addCurve(to: at(0.63149399, 0.07491100), control1: at(1.08849323, 0), control2: at(0.86840689, 0))
        addCurve(to: at(0.07491100, 0.63149399), control1: at(0.37282392, 0.16905899), control2: at(0.16905899, 0.37282392))
        addCurve(to: at(0, Self.continuousExtent), control1: at(0, 0.86840689), control2: at(0, 1.08849323))
      } else {
        let k: CGFloat = 1 - 0.5522847498
        addCurve(to: at(0, 1), control1: at(k, 0), control2: at(0, k))
      }
    }
    closeSubpath()
  }

  /// How far from its corner a continuous corner's curve starts, in radii.
  static let continuousExtent: CGFloat = 1.52866483

  public mutating func addEllipse(in r: CGRect) {
    let kx = 0.5522847498 * r.width / 2, ky = 0.5522847498 * r.height / 2
    let cx = r.midX, cy = r.midY
    move(to: CGPoint(x: r.maxX, y: cy))
    addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky), control2: CGPoint(x: cx + kx, y: r.maxY))
    addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ky))
    addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky), control2: CGPoint(x: cx - kx, y: r.minY))
    addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ky))
    closeSubpath()
  }

  /// The path moved by (dx, dy).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
    var out = Path()
    out.stroke = stroke
    out.elements = elements.map {
      switch $0 {
      case .move(let p): return .move(to: m(p))
      case .line(let p): return .line(to: m(p))
      case .quadCurve(let p, let c): return .quadCurve(to: m(p), control: m(c))
      case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    return out
  }
}
