import Foundation

// A path's point test and its text form, as SwiftUI's `Path` has them: a
// tap on a seat map is tested against the seat's outline, and apps hash a
// path by its description.

extension Path {
  /// Whether `point` is inside the path, filled by the non-zero winding
  /// rule (or even-odd with `eoFill`), each subpath closed. Curves are
  /// followed as 32 straight pieces each, closer than a pixel at the sizes
  /// views draw.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    var start = CGPoint.zero
    var current = CGPoint.zero
    func edge(_ a: CGPoint, _ b: CGPoint) {
      // A crossing of the horizontal ray to the right of the point.
      if a.y <= point.y {
        if b.y > point.y && cross(a, b, point) > 0 {
          winding += 1
          crossings += 1
        }
      } else if b.y <= point.y && cross(a, b, point) < 0 {
        winding -= 1
        crossings += 1
      }
    }
    for element in elements {
      switch element {
      case .move(let p):
        edge(current, start)
        start = p
        current = p
      case .line(let p):
        edge(current, p)
        current = p
      case .quadCurve(let p, let c):
        let (c1, c2) = Path.cubicControls(from: current, quadControl: c, to: p)
        flatten(current, c1, c2, p, edge)
        current = p
      case .curve(let p, let c1, let c2):
        flatten(current, c1, c2, p, edge)
        current = p
      case .closeSubpath:
        edge(current, start)
        current = start
      }
    }
    edge(current, start)
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The path as SwiftUI writes it: each element's points then its
  /// operator (`m`, `l`, `q`, `c`, `h`), "0 0 m 100 0 l 100 100 l h";
  /// `Path(_:)` reads it back.
  public var description: String {
    var parts: [String] = []
    func n(_ v: CGFloat) -> String {
      v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(Double(v))"
    }
    for element in elements {
      switch element {
      case .move(let p): parts.append("\(n(p.x)) \(n(p.y)) m")
      case .line(let p): parts.append("\(n(p.x)) \(n(p.y)) l")
      case .quadCurve(let p, let c): parts.append("\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y)) q")
      case .curve(let p, let c1, let c2):
        parts.append("\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y)) c")
      case .closeSubpath: parts.append("h")
      }
    }
    return parts.joined(separator: " ")
  }

  /// A path read from its description; nil when the text is not one.
  public init?(_ string: String) {
    var path = Path()
    var numbers: [CGFloat] = []
    for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
      if let v = Double(token) {
        numbers.append(CGFloat(v))
        continue
      }
      func point(_ i: Int) -> CGPoint { CGPoint(x: numbers[i], y: numbers[i + 1]) }
      switch (token, numbers.count) {
      case ("m", 2): path.move(to: point(0))
      case ("l", 2): path.addLine(to: point(0))
      case ("q", 4): path.addQuadCurve(to: point(2), control: point(0))
      case ("c", 6): path.addCurve(to: point(4), control1: point(0), control2: point(2))
      case ("h", 0): path.closeSubpath()
      default: return nil
      }
      numbers.removeAll()
    }
    guard numbers.isEmpty else { return nil }
    self = path
  }
}

extension Path: LosslessStringConvertible {}

/// Which side of the line from `a` to `b` the point is on: positive to the
/// left (counter-clockwise in a y-up frame).
private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
  (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

/// A cubic from `p0` to `p3` as 32 straight edges.
private func flatten(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ edge: (CGPoint, CGPoint) -> Void) {
  var previous = p0
  for k in 1...32 {
    let t = CGFloat(k) / 32, u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    let p = CGPoint(
      x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    edge(previous, p)
    previous = p
  }
}
