import Foundation

/// How a rounded rectangle's corners are drawn. Plumb draws both styles as
/// circular arcs (docs/deviations.md); the style is kept for equality.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular
  case continuous
}

extension Capsule {
  /// A capsule with corners of a style (drawn circular).
  public init(style: RoundedCornerStyle) { self.init() }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners each have their own radius.
nonisolated public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  public var _invalidValues: [String] {
    let r = cornerRadii
    return [r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing].allSatisfy(\.isFinite)
      ? [] : ["UnevenRoundedRectangle corner radii \(r) are not all finite; drew square corners there"]
  }

  public func path(in rect: CGRect) -> Path {
    var p = Path()
    p.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    return p
  }
}

/// The shape of the container a view is in. A figure has no container
/// shape (a widget's, a window's): it is drawn as a rectangle.
nonisolated public struct ContainerRelativeShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A `Path` is a shape: drawn in its own coordinates (the view's frame at
/// the origin), filling its frame by default.
extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}

extension Path {
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
  }

  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// The end of the last element: where the next segment starts (after a
  /// close, the start of that subpath). Read from the end, so building a
  /// path segment by segment stays linear.
  public var currentPoint: CGPoint? {
    var closed = false
    for e in elements.reversed() {
      switch e {
      case .move(let p): return p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): if !closed { return p }
      case .closeSubpath: closed = true
      }
    }
    return nil
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
    // A quadratic Bézier as the cubic with the same curve.
    let (c1, c2) = Path.cubicControls(from: currentPoint ?? c, quadControl: c, to: p)
    addCurve(to: p, control1: c1, control2: c2)
  }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  public mutating func addRects(_ rects: [CGRect]) {
    for r in rects { addRect(r) }
  }

  public mutating func addPath(_ path: Path) {
    for e in path.elements {
      switch e {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
  }

  /// A rounded corner: a line from the current point toward `tangent1End`,
  /// then an arc of `radius` tangent to that line and to the line from
  /// `tangent1End` to `tangent2End` (canvas's `arcTo`). With no current
  /// point the path starts at `tangent1End`; a zero radius, or points on
  /// one line, draw the line to `tangent1End`.
  public mutating func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    guard transform == .identity else {
      var arc = Path()
      arc.move(to: (currentPoint ?? p1).applying(transform.inverted()))
      arc.addArc(tangent1End: p1, tangent2End: p2, radius: radius)
      addPath(arc.applying(transform))
      return
    }
    guard let p0 = currentPoint else {
      move(to: p1)
      return
    }
    let (ux, uy) = (Double(p0.x - p1.x), Double(p0.y - p1.y))
    let (vx, vy) = (Double(p2.x - p1.x), Double(p2.y - p1.y))
    let lu = (ux * ux + uy * uy).squareRoot(), lv = (vx * vx + vy * vy).squareRoot()
    let r = Double(radius)
    let cross = ux * vy - uy * vx
    guard r > 0, r.isFinite, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
      addLine(to: p1)
      return
    }
    let (ax, ay) = (ux / lu, uy / lu), (bx, by) = (vx / lv, vy / lv)
    // The angle at the corner, and how far from it the arc meets each line.
    let theta = acos(max(-1, min(1, ax * bx + ay * by)))
    let d = r / tan(theta / 2)
    let start = CGPoint(x: Double(p1.x) + ax * d, y: Double(p1.y) + ay * d)
    let end = CGPoint(x: Double(p1.x) + bx * d, y: Double(p1.y) + by * d)
    let (mx, my) = (ax + bx, ay + by)
    let lm = (mx * mx + my * my).squareRoot()
    let h = r / sin(theta / 2)
    let center = CGPoint(x: Double(p1.x) + mx / lm * h, y: Double(p1.y) + my / lm * h)
    let a0 = atan2(Double(start.y - center.y), Double(start.x - center.x))
    let a1 = atan2(Double(end.y - center.y), Double(end.x - center.x))
    var sweep = a1 - a0
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    addLine(to: start)
    addArc(center: center, radius: radius, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: sweep < 0)
  }

  /// An arc of a circle, in SwiftUI's coordinates (y down): angles grow
  /// from the x axis toward the y axis, and `clockwise` is as Core Graphics
  /// takes it there — `false` draws with growing angles, which looks
  /// clockwise on screen. A line joins the current point to the arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard transform == .identity else {
      var arc = Path()
      arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
      addPath(arc.applying(transform))
      return
    }
    let a0 = startAngle.radians, a1 = endAngle.radians
    var sweep = a1 - a0
    let full = 2 * Double.pi
    if clockwise {
      // Decreasing angles.
      while sweep > 0 { sweep -= full }
      if sweep < -full { sweep = -full }
    } else {
      while sweep < 0 { sweep += full }
      if sweep > full { sweep = full }
    }
    let start = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    guard radius > 0, sweep != 0 else { return }
    let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    let k = 4.0 / 3.0 * tan(step / 4)
    var a = a0
    for _ in 0..<segments {
      let b = a + step
      let p0 = CGPoint(x: cos(a), y: sin(a)), p1 = CGPoint(x: cos(b), y: sin(b))
      addCurve(
        to: CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y),
        control1: CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x)),
        control2: CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x)))
      a = b
    }
  }

  /// An arc from `startAngle` sweeping `delta` (positive: growing angles).
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
      clockwise: delta.radians < 0)
  }

  /// Corners with their own radii, each clamped to half the shorter side.
  public mutating func addRoundedRect(in r: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(
      in: r,
      radii: (cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading),
      style: style)
  }

  /// The smallest rectangle holding every point of the path (control
  /// points included).
  public var boundingRect: CGRect {
    var pts: [CGPoint] = []
    for e in elements {
      switch e {
      case .move(let p), .line(let p): pts.append(p)
      case .quadCurve(let p, let c): pts += [p, c]
      case .curve(let p, let c1, let c2): pts += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = pts.first else { return .null }
    var r = CGRect(origin: first, size: .zero)
    for p in pts.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
    return r
  }
}

extension Path {
  /// The path with every point transformed.
  public func applying(_ t: CGAffineTransform) -> Path {
    var out = Path()
    out.stroke = stroke
    for e in elements {
      switch e {
      case .move(let p): out.move(to: p.applying(t))
      case .line(let p): out.addLine(to: p.applying(t))
      case .quadCurve(let p, let c): out.addQuadCurve(to: p.applying(t), control: c.applying(t))
      case .curve(let p, let c1, let c2): out.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
      case .closeSubpath: out.closeSubpath()
      }
    }
    return out
  }
}

// iOS 17's shape shorthands: `.clipShape(.rect(cornerRadius: 12))`,
// `.background(.blue, in: .capsule)`.
nonisolated extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}
nonisolated extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
nonisolated extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
nonisolated extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule() }
}
nonisolated extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}
nonisolated extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}
nonisolated extension Shape where Self == ContainerRelativeShape {
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension Edge {
  /// A corner of a rectangle (iOS 26), for its corner styles.
  public enum Corner: Hashable, Sendable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// How a corner is rounded: a fixed radius, or concentric with the
    /// container's corner.
    public struct Style: Hashable, Sendable {
      let radius: CGFloat
      let concentric: Bool
      public static func fixed(_ radius: CGFloat) -> Style { Style(radius: radius, concentric: false) }
      /// Concentric with the container's corner: drawn at the minimum (zero
      /// without one), since a figure does not know how far the shape is
      /// from its container's corner (docs/deviations.md).
      public static var concentric: Style { Style(radius: 0, concentric: true) }
      public static func concentric(minimum: Style? = nil) -> Style {
        Style(radius: minimum?.radius ?? 0, concentric: true)
      }
    }
  }
}

/// A rectangle whose corners are rounded concentric with its container's
/// (iOS 26), or with fixed radii.
///
/// Child proposal: none. Own size: the proposal. Placement: none.
nonisolated public struct ConcentricRectangle: Shape {
  let topLeading: Edge.Corner.Style, topTrailing: Edge.Corner.Style
  let bottomLeading: Edge.Corner.Style, bottomTrailing: Edge.Corner.Style

  public init() { self.init(corners: .concentric) }
  public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
    (topLeading, topTrailing, bottomLeading, bottomTrailing) = (corners, corners, corners, corners)
  }
  public init(
    topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    (topLeading, topTrailing) = (topLeadingCorner, topTrailingCorner)
    (bottomLeading, bottomTrailing) = (bottomLeadingCorner, bottomTrailingCorner)
  }
  public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
    self.init(
      topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
      bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
  }
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
      bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
  }

  public func path(in rect: CGRect) -> Path {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeading.radius, bottomLeadingRadius: bottomLeading.radius,
      bottomTrailingRadius: bottomTrailing.radius, topTrailingRadius: topTrailing.radius, style: .continuous
    ).path(in: rect)
  }
}

extension Shape where Self == ConcentricRectangle {
  public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
    ConcentricRectangle(corners: corners, isUniform: isUniform)
  }
}

// SwiftUI's `transform:` spellings of the path builders: the figure built
// as without it, then transformed, then added.
extension Path {
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
    addPath(Path(rect), transform: transform)
  }
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform) {
    var sub = Path()
    sub.addRects(rects)
    addPath(sub, transform: transform)
  }
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
    addPath(Path(ellipseIn: rect), transform: transform)
  }
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform
  ) {
    var sub = Path()
    sub.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    addPath(sub, transform: transform)
  }
  public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
    addPath(transform.isIdentity ? path : path.applying(transform))
  }
}
