import Foundation

/// A vector outline, as SwiftUI's `Path`: what a `Shape` returns.
public struct Path: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  public private(set) var elements: [Element] = []

  public init() {}

  public init(_ rect: CGRect) {
    addRect(rect)
  }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    addRoundedRect(in: rect, cornerRadius: cornerRadius)
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

  /// Circular corners, the radius clamped to half the shorter side.
  public mutating func addRoundedRect(in r: CGRect, cornerRadius: CGFloat) {
    // NaN and negative radii draw square corners; a radius past half the
    // shorter side is that half, as SwiftUI draws it.
    let radius = cornerRadius.isNaN ? 0 : max(0, min(cornerRadius, min(r.width, r.height) / 2))
    guard radius > 0 else { return addRect(r) }
    let k = 0.5522847498 * radius
    move(to: CGPoint(x: r.minX + radius, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + radius),
      control1: CGPoint(x: r.maxX - radius + k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + radius - k))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
    addCurve(
      to: CGPoint(x: r.maxX - radius, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: r.maxY - radius + k), control2: CGPoint(x: r.maxX - radius + k, y: r.maxY))
    addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - radius),
      control1: CGPoint(x: r.minX + radius - k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - radius + k))
    addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
    addCurve(
      to: CGPoint(x: r.minX + radius, y: r.minY),
      control1: CGPoint(x: r.minX, y: r.minY + radius - k), control2: CGPoint(x: r.minX + radius - k, y: r.minY))
    closeSubpath()
  }

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
    out.elements = elements.map {
      switch $0 {
      case .move(let p): return .move(to: m(p))
      case .line(let p): return .line(to: m(p))
      case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    return out
  }
}
