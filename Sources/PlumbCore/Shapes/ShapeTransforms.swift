import Foundation

// SwiftUI's shape modifiers that return shapes: a trimmed outline, and the
// outline rotated, scaled or moved inside the shape's own rectangle. Each is
// still a shape, so it can be filled, stroked or used as a clip.

/// `trim(from:to:)`: the part of the outline between two fractions of its
/// length, 0 at the path's start.
nonisolated public struct _TrimmedShape<Content: Shape>: Shape {
  public var shape: Content
  public var startFraction: CGFloat
  public var endFraction: CGFloat
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
  public var _invalidValues: [String] { shape._invalidValues }
}

/// `rotation(_:anchor:)`: the outline turned about a point of the rectangle.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(about(anchor, in: rect) { $0.rotated(by: CGFloat(angle.radians)) })
  }
  public var _invalidValues: [String] { shape._invalidValues }
}

/// `scale(_:anchor:)` and `scale(x:y:anchor:)`: the outline scaled about a
/// point of the rectangle.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(about(anchor, in: rect) { $0.scaledBy(x: scale.width, y: scale.height) })
  }
  public var _invalidValues: [String] { shape._invalidValues }
}

/// `transform` applied about the point `anchor` of `rect`.
private func about(_ anchor: UnitPoint, in rect: CGRect, _ transform: (CGAffineTransform) -> CGAffineTransform)
  -> CGAffineTransform
{
  let p = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
  return transform(CGAffineTransform(translationX: p.x, y: p.y)).translatedBy(x: -p.x, y: -p.y)
}

/// `offset(_:)`: the outline moved.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
  public var _invalidValues: [String] { shape._invalidValues }
}

/// `transform(_:)`: the outline through an affine transform.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
  public var shape: Content
  public var transform: CGAffineTransform
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
  public var _invalidValues: [String] { shape._invalidValues }
}

nonisolated extension Shape {
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
  /// The shape made in a rectangle of `size` at the frame's origin,
  /// whatever the frame's size (the view's layout is unchanged).
  public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }
  public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
    _SizedShape(shape: self, size: CGSize(width: width, height: height))
  }
}

/// `size(_:)`: the outline made in a rectangle of a fixed size.
nonisolated public struct _SizedShape<Content: Shape>: Shape {
  public var shape: Content
  public var size: CGSize
  public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
  public var _invalidValues: [String] {
    let valid = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    return shape._invalidValues + (valid ? [] : ["size(\(size))"])
  }
}

extension Path {
  /// The part of the path between two fractions of its length (0 at its
  /// start, 1 at its end, over all its subpaths), as SwiftUI trims: lines
  /// are cut exactly, curves split where the cut falls (their length
  /// measured along 32 chords). Nothing when `from` is not below `to`.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let a = max(0, min(1, from.isNaN ? 0 : from)), b = max(0, min(1, to.isNaN ? 0 : to))
    guard a < b else { return Path() }
    if a == 0 && b == 1 { return self }
    let segments = PathSegments(self)
    let total = segments.length
    guard total > 0 else { return Path() }
    return segments.cut(from: a * total, to: b * total)
  }
}

/// A path as drawable pieces (lines and cubic curves, a closing line made
/// explicit), each with its length, for trimming.
private struct PathSegments {
  enum Piece {
    case line(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
  }
  /// The pieces, and whether each starts a new subpath.
  var pieces: [(piece: Piece, starts: Bool, length: CGFloat)] = []
  var length: CGFloat = 0

  init(_ path: Path) {
    var start = CGPoint.zero, current = CGPoint.zero, starts = true
    func add(_ piece: Piece) {
      let l = Self.length(of: piece)
      pieces.append((piece, starts, l))
      length += l
      starts = false
    }
    for e in path.elements {
      switch e {
      case .move(let p):
        start = p
        current = p
        starts = true
      case .line(let p):
        add(.line(current, p))
        current = p
      case .quadCurve(let p, let c):
        let (c1, c2) = Path.cubicControls(from: current, quadControl: c, to: p)
        add(.cubic(current, c1, c2, p))
        current = p
      case .curve(let p, let c1, let c2):
        add(.cubic(current, c1, c2, p))
        current = p
      case .closeSubpath:
        if current != start { add(.line(current, start)) }
        current = start
        starts = true
      }
    }
  }

  static let chords = 32

  static func point(_ piece: Piece, _ t: CGFloat) -> CGPoint {
    switch piece {
    case .line(let p, let q): return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    case .cubic(let p0, let p1, let p2, let p3):
      let u = 1 - t
      let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
      return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
  }

  static func length(of piece: Piece) -> CGFloat {
    switch piece {
    case .line(let p, let q): return hypot(q.x - p.x, q.y - p.y)
    case .cubic:
      var l: CGFloat = 0
      var last = point(piece, 0)
      for i in 1...chords {
        let p = point(piece, CGFloat(i) / CGFloat(chords))
        l += hypot(p.x - last.x, p.y - last.y)
        last = p
      }
      return l
    }
  }

  /// The curve parameter at which `piece` has run `distance` of its length.
  static func parameter(_ piece: Piece, at distance: CGFloat, of total: CGFloat) -> CGFloat {
    guard total > 0 else { return 0 }
    switch piece {
    case .line: return max(0, min(1, distance / total))
    case .cubic:
      var run: CGFloat = 0
      var last = point(piece, 0)
      for i in 1...chords {
        let p = point(piece, CGFloat(i) / CGFloat(chords))
        let step = hypot(p.x - last.x, p.y - last.y)
        if run + step >= distance {
          let f = step > 0 ? (distance - run) / step : 0
          return (CGFloat(i - 1) + f) / CGFloat(chords)
        }
        run += step
        last = p
      }
      return 1
    }
  }

  /// The part of `piece` between parameters `t0` and `t1`.
  static func sub(_ piece: Piece, _ t0: CGFloat, _ t1: CGFloat) -> Piece {
    switch piece {
    case .line: return .line(point(piece, t0), point(piece, t1))
    case .cubic(let p0, let p1, let p2, let p3):
      // Split at t1, keep the first part; then split that at t0 / t1.
      func split(_ q0: CGPoint, _ q1: CGPoint, _ q2: CGPoint, _ q3: CGPoint, _ t: CGFloat)
        -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint))
      {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let a = lerp(q0, q1), b = lerp(q1, q2), c = lerp(q2, q3)
        let d = lerp(a, b), e = lerp(b, c), f = lerp(d, e)
        return ((q0, a, d, f), (f, e, c, q3))
      }
      let (head, _) = split(p0, p1, p2, p3, t1)
      guard t0 > 0, t1 > 0 else { return .cubic(head.0, head.1, head.2, head.3) }
      let (_, tail) = split(head.0, head.1, head.2, head.3, t0 / t1)
      return .cubic(tail.0, tail.1, tail.2, tail.3)
    }
  }

  func cut(from a: CGFloat, to b: CGFloat) -> Path {
    var out = Path()
    var run: CGFloat = 0
    var open = false
    for (piece, starts, l) in pieces {
      if starts { open = false }
      let s0 = run, s1 = run + l
      run = s1
      guard s1 > a, s0 < b, l > 0 else { continue }
      let t0 = s0 >= a ? 0 : Self.parameter(piece, at: a - s0, of: l)
      let t1 = s1 <= b ? 1 : Self.parameter(piece, at: b - s0, of: l)
      let part = (t0 == 0 && t1 == 1) ? piece : Self.sub(piece, t0, t1)
      switch part {
      case .line(let p, let q):
        if !open { out.move(to: p) }
        out.addLine(to: q)
      case .cubic(let p0, let c1, let c2, let p3):
        if !open { out.move(to: p0) }
        out.addCurve(to: p3, control1: c1, control2: c2)
      }
      open = true
    }
    return out
  }
}
