import Foundation

/// One drawing operation, in root coordinates, colors resolved.
package enum DisplayItem {
  case fill(Path, RGBA)
  /// A path filled with a gradient, its geometry in root coordinates.
  case gradient(Path, ResolvedGradient)
  case stroke(Path, RGBA, lineWidth: CGFloat)
  /// A stroke with its caps, joins, miter limit and dashes.
  case styledStroke(Path, RGBA, StrokeStyle)
  /// Text drawn with its top-left at `origin`, wrapped to `wrapWidth`,
  /// aligned within `width`.
  case text(TextContent, origin: CGPoint, wrapWidth: CGFloat?, width: CGFloat, RGBA)
  case image(ImageReference, CGRect)
  /// An SF Symbol stand-in in its square, and how much its outline is
  /// thickened for a heavier weight (points; 0 at regular and below).
  case symbol(String, CGRect, RGBA, CGFloat)
  case beginOpacity(Double)
  /// Applies an affine transform (a, b, c, d, tx, ty, as Cairo's matrix)
  /// to the items until the matching `endTransform`.
  case beginTransform(CGAffine)
  /// Draws what follows, until `endShadow`, over its own Gaussian shadow:
  /// the drawing's alpha blurred with σ = radius, in the color, offset; the
  /// rectangle bounds where the drawing is.
  case beginShadow(RGBA, radius: CGFloat, offset: CGSize, bounds: CGRect)
  case endShadow
  /// Draws what follows, until `endBlur`, blurred with σ = radius over the
  /// rectangle grown by 3σ.
  case beginBlur(radius: CGFloat, bounds: CGRect)
  case endBlur
  /// Draws what follows, until `endFilter`, through a color matrix over
  /// the bounds (rasterized at the device scale).
  case beginFilter(ColorMatrix, bounds: CGRect)
  case endFilter
  /// Composites what follows, until `endBlend`, with a blend mode.
  case beginBlend(BlendMode)
  case endBlend
  /// Draws what follows until `maskWith` as the content, then what follows
  /// until `endMask` as the mask: the content shows where the mask is
  /// opaque.
  case beginMask
  case maskWith
  case endMask
  case endTransform
  case endOpacity
  case beginClip(Path)
  case endClip
}

/// The drawing of a laid-out view: the items in painting order.
///
/// This is where pixel rounding happens, once: every frame's edges snap to
/// the device pixel grid at `scale`, so a 1-pt line at a whole coordinate
/// is one crisp pixel row at scale 1 and two at scale 2. Layout values
/// themselves stay exact.
package struct DisplayList {
  private static let rectangle = AnyShape(Rectangle())
  package var items: [DisplayItem] = []
  /// What the drawing covers: the root's frame, grown to hold guide labels
  /// that found no room inside it. The canvas is this size.
  package private(set) var bounds: CGRect

  package init(_ result: LayoutResult, scale: CGFloat, colorScheme: ColorScheme, guides: LayoutGuideStyle?, step: AlignmentStepFigure) {
    self.init(
      result, scale: scale, colorScheme: colorScheme, guides: guides, hiding: step.hidden, moving: step.moved,
      lines: step.lines)
  }

  package init(
    _ result: LayoutResult, scale: CGFloat, colorScheme: ColorScheme, guides: LayoutGuideStyle? = nil,
    hiding hidden: Set<LayoutNode> = [], moving moved: [LayoutNode: CGSize] = [:],
    lines: [LayoutNode: CGFloat] = [:]
  ) {
    bounds = CGRect(origin: .zero, size: result.size)
    let s = scale > 0 && scale.isFinite ? scale : 1
    func snap(_ v: CGFloat) -> CGFloat { v.isFinite ? (v * s).rounded() / s : 0 }
    func pixelRect(_ r: CGRect) -> CGRect {
      let x0 = snap(r.minX), y0 = snap(r.minY)
      return CGRect(x: x0, y: y0, width: snap(r.maxX) - x0, height: snap(r.maxY) - y0)
    }

    enum Step {
      /// A node, its shift, and the color scheme its subtree is drawn in.
      case node(LayoutNode, CGSize, ColorScheme)
      case end(DisplayItem)
      case guides(LayoutNode, LayoutGuideStyle)
    }
    // Step figures move subtrees: their frames here, not in the nodes (a
    // result is shared across threads).
    var shiftedFrames: [LayoutNode: CGRect] = [:]
    let engine = result.engine
    func frame(_ n: LayoutNode) -> CGRect { shiftedFrames.isEmpty ? engine.frame(n) : shiftedFrames[n] ?? engine.frame(n) }

    result.engine.lock.lock()
    defer { result.engine.lock.unlock() }
    // Guide labels, placed across every guided subtree of the figure.
    var labels: LabelPlacement?
    var work: [Step] = []
    if let guides { work.append(.guides(result.root, guides)) }
    let figureScheme = colorScheme
    work.append(.node(result.root, .zero, figureScheme))
    while let step = work.popLast() {
      let node: LayoutNode
      var shift: CGSize
      let colorScheme: ColorScheme
      switch step {
      case .end(let item):
        items.append(item)
        continue
      case .guides(let n, let style):
        if labels == nil {
          labels = LabelPlacement(
            bounds: CGRect(origin: .zero, size: result.size),
            avoiding: Self.textFrames(result, hidden: hidden, frame: frame))
        }
        items += Self.guideItems(
          for: n, style: style, result: result, scheme: figureScheme, lines: lines, hidden: hidden, pixelRect: pixelRect,
          frame: frame, labels: &labels!)
        continue
      case .node(let n, let s, let scheme):
        node = n
        shift = s
        // `.environment(\.colorScheme, …)` draws its subtree in that scheme.
        colorScheme = n.colorSchemeOverride ?? scheme
      }
      if engine.isHidden(node) || hidden.contains(node) { continue }
      if let m = moved[node] {
        shift.width += m.width
        shift.height += m.height
      }
      if shift != .zero {
        shiftedFrames[node] = engine.frame(node).offsetBy(dx: shift.width, dy: shift.height)
      }
      if let style = node.guideStyle { work.append(.guides(node, style)) }
      let nodeFrame = frame(node)
      let frame = pixelRect(nodeFrame)
      var closing: DisplayItem?
      switch node.drawing {
      case .none: break
      case .color(let color):
        items.append(.fill(Self.rectangle.path(in: frame), color.resolve(in: colorScheme)))
      case .fill(let shape, let color):
        var path = shape.path(in: frame)
        if let stroke = path.stroke {
          // A stroked shape, or a stroked path, filled: its stroke.
          path.stroke = nil
          let w = stroke.style.lineWidth
          // An inset stroke too wide for its frame has no path: nothing.
          if !(stroke.inset && path.isEmpty) && w > 0 {
            items.append(
              stroke.styled
                ? .styledStroke(path, color.resolve(in: colorScheme), stroke.style)
                : .stroke(path, color.resolve(in: colorScheme), lineWidth: w))
          }
        } else {
          items.append(.fill(path, color.resolve(in: colorScheme)))
        }
      case .gradient(let shape, let paint):
        var path = shape.path(in: frame)
        if let stroke = path.stroke {
          // A stroked shape filled with a gradient: the gradient over the
          // frame, masked by the stroke.
          path.stroke = nil
          let w = stroke.style.lineWidth
          if !(stroke.inset && path.isEmpty) && w > 0 {
            items.append(contentsOf: gradientStroke(path, ResolvedGradient(paint, in: frame, colorScheme), stroke.style))
          }
        } else {
          items.append(.gradient(path, ResolvedGradient(paint, in: frame, colorScheme)))
        }
      case .stroke(let shape, let color, let lineWidth, let inset):
        let r = inset ? frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2) : frame
        if r.width >= 0 && r.height >= 0 && lineWidth > 0 {
          items.append(.stroke(shape.path(in: r), color.resolve(in: colorScheme), lineWidth: lineWidth))
        }
      case .styledStroke(let shape, let color, let style, let inset):
        let w = style.lineWidth
        let r = inset ? frame.insetBy(dx: w / 2, dy: w / 2) : frame
        if r.width >= 0 && r.height >= 0 && w > 0 {
          items.append(.styledStroke(shape.path(in: r), color.resolve(in: colorScheme), style))
        }
      case .text(let content, let color):
        items.append(
          .text(
            content, origin: frame.origin, wrapWidth: engine.proposal(node).width, width: nodeFrame.width,
            color.resolve(in: colorScheme)))
      case .image(let ref):
        items.append(.image(ref, frame))
      case .imageFill(let shape, let ref, let scale):
        var path = shape.path(in: frame)
        path.stroke = nil
        items.append(contentsOf: imageFill(path, ref, scale: scale, origin: frame.origin))
      case .symbol(let name, let color, let weight):
        items.append(
          .symbol(name, frame, color.resolve(in: colorScheme), SymbolStandIns.strokeWidth(weight, side: min(nodeFrame.width, nodeFrame.height))))
      case .opacity(let o):
        items.append(.beginOpacity(o))
        closing = .endOpacity
      case .shadow(let color, let radius, let x, let y):
        items.append(
          .beginShadow(color.resolve(in: colorScheme), radius: radius, offset: CGSize(width: x, height: y), bounds: nodeFrame))
        closing = .endShadow
      case .transform(let angle, let sx, let sy, let anchor):
        let p = CGPoint(x: nodeFrame.minX + anchor.x * nodeFrame.width, y: nodeFrame.minY + anchor.y * nodeFrame.height)
        items.append(.beginTransform(CGAffine.about(p, rotation: angle.radians, scaleX: Double(sx), scaleY: Double(sy))))
        closing = .endTransform
      case .clip(let shape):
        items.append(.beginClip(shape.path(in: frame)))
        closing = .endClip
      case .canvas(let draw):
        for command in draw(nodeFrame.size) {
          switch command {
          case .fill(let p, let c):
            items.append(.fill(p.offsetBy(dx: nodeFrame.minX, dy: nodeFrame.minY), c.resolve(in: colorScheme)))
          case .stroke(let p, let c, let s):
            items.append(.styledStroke(p.offsetBy(dx: nodeFrame.minX, dy: nodeFrame.minY), c.resolve(in: colorScheme), s))
          case .gradient(let p, let g, let stroke):
            let path = p.offsetBy(dx: nodeFrame.minX, dy: nodeFrame.minY)
            let paint = ResolvedGradient(g.gradient, g.geometry, colorScheme).offsetBy(dx: nodeFrame.minX, dy: nodeFrame.minY)
            if let stroke {
              items.append(contentsOf: gradientStroke(path, paint, stroke))
            } else {
              items.append(.gradient(path, paint))
            }
          case .text(let content, let point, let anchor, let c, let wrap):
            let size = engine.textMetrics(content, width: wrap).size
            let origin = CGPoint(
              x: nodeFrame.minX + point.x - anchor.x * size.width, y: nodeFrame.minY + point.y - anchor.y * size.height)
            items.append(.text(content, origin: origin, wrapWidth: wrap, width: size.width, c.resolve(in: colorScheme)))
          case .image(let ref, let r):
            items.append(.image(ref, r.offsetBy(dx: nodeFrame.minX, dy: nodeFrame.minY)))
          case .symbol(let name, let r, let c):
            items.append(.symbol(name, r.offsetBy(dx: nodeFrame.minX, dy: nodeFrame.minY), c.resolve(in: colorScheme), 0))
          }
        }
      case .blur(let radius):
        items.append(.beginBlur(radius: radius, bounds: nodeFrame))
        closing = .endBlur
      case .colorFilter(let filter):
        items.append(.beginFilter(filter.resolved(in: colorScheme), bounds: nodeFrame))
        closing = .endFilter
      case .blend(let mode):
        items.append(.beginBlend(mode))
        closing = .endBlend
      case .mask:
        items.append(.beginMask)
        closing = .endMask
      case .affine(let transform):
        items.append(.beginTransform(CGAffine(transform(nodeFrame.size), at: nodeFrame.origin)))
        closing = .endTransform
      }
      if let closing { work.append(.end(closing)) }
      var children = Array(node.children)
      if case .decorated(let d) = node.rule, d.isBackground, children.count == 2 {
        children = [children[1], children[0]]
      }
      if children.contains(where: { $0.zIndex != 0 }) {
        // zIndex orders siblings; equal ones keep their order.
        children = children.enumerated().sorted { a, b in
          a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
      }
      if case .mask = node.drawing, children.count == 2 {
        // The base, then the mask.
        work.append(.node(children[1], shift, colorScheme))
        work.append(.end(.maskWith))
        work.append(.node(children[0], shift, colorScheme))
      } else {
        for child in children.reversed() { work.append(.node(child, shift, colorScheme)) }
      }
    }
    for label in labels?.labels ?? [] { bounds = bounds.union(label) }
  }

  /// The images the drawing needs that were not found.
  package var missingImages: [String] {
    items.compactMap {
      if case .image(let ref, _) = $0, ref.url == nil { return ref.name }
      return nil
    }
  }
}

extension DisplayList {
  /// Moves every item (for a figure margin).
  package mutating func translate(dx: CGFloat, dy: CGFloat) {
    bounds = bounds.offsetBy(dx: dx, dy: dy)
    func p(_ pt: CGPoint) -> CGPoint { CGPoint(x: pt.x + dx, y: pt.y + dy) }
    items = items.map {
      switch $0 {
      case .fill(let path, let c): return .fill(path.offsetBy(dx: dx, dy: dy), c)
      case .gradient(let path, let g): return .gradient(path.offsetBy(dx: dx, dy: dy), g.offsetBy(dx: dx, dy: dy))
      case .stroke(let path, let c, let w): return .stroke(path.offsetBy(dx: dx, dy: dy), c, lineWidth: w)
      case .styledStroke(let path, let c, let s): return .styledStroke(path.offsetBy(dx: dx, dy: dy), c, s)
      case .text(let t, let o, let ww, let w, let c): return .text(t, origin: p(o), wrapWidth: ww, width: w, c)
      case .image(let r, let rect): return .image(r, rect.offsetBy(dx: dx, dy: dy))
      case .symbol(let n, let rect, let c, let w): return .symbol(n, rect.offsetBy(dx: dx, dy: dy), c, w)
      case .beginClip(let path): return .beginClip(path.offsetBy(dx: dx, dy: dy))
      case .beginShadow(let c, let r, let o, let b): return .beginShadow(c, radius: r, offset: o, bounds: b.offsetBy(dx: dx, dy: dy))
      case .beginBlur(let r, let b): return .beginBlur(radius: r, bounds: b.offsetBy(dx: dx, dy: dy))
      case .beginFilter(let m, let b): return .beginFilter(m, bounds: b.offsetBy(dx: dx, dy: dy))
      case .beginTransform(var m):
        // T(d) · M · T(−d): the same transform about the moved anchor.
        let x = Double(dx), y = Double(dy)
        m.tx += x - m.a * x - m.c * y
        m.ty += y - m.b * x - m.d * y
        return .beginTransform(m)
      default: return $0
      }
    }
  }
}

extension LayoutResult {
  /// The root's accessibility label, the figure's title.
  package var rootAccessibilityLabel: String? { root.accessibilityLabel }
}

/// A gradient placed in a frame: stops with resolved colors, geometry in
/// root coordinates.
package struct ResolvedGradient: Equatable {
  package enum Geometry: Equatable {
    case linear(start: CGPoint, end: CGPoint)
    case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, scaleY: CGFloat)
    /// Clockwise from `start` to `end`, in radians, 0 pointing right.
    case angular(center: CGPoint, start: Double, end: Double, radius: CGFloat)
  }
  package var stops: [(location: Double, color: RGBA)]
  package var geometry: Geometry

  package static func == (a: ResolvedGradient, b: ResolvedGradient) -> Bool {
    a.geometry == b.geometry && a.stops.map(\.location) == b.stops.map(\.location) && a.stops.map(\.color) == b.stops.map(\.color)
  }

  /// A gradient whose geometry is already in root coordinates.
  init(_ gradient: Gradient, _ geometry: Geometry, _ scheme: ColorScheme) {
    stops = gradient.stops.map { (Double(min(1, max(0, $0.location.isFinite ? $0.location : 0))), $0.color.resolve(in: scheme)) }
    // User values: non-finite coordinates are 0, radii at least 0.
    func p(_ q: CGPoint) -> CGPoint { CGPoint(x: q.x.isFinite ? q.x : 0, y: q.y.isFinite ? q.y : 0) }
    func r(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
    switch geometry {
    case .linear(let s, let e): self.geometry = .linear(start: p(s), end: p(e))
    case .radial(let c, let r0, let r1, let sy):
      self.geometry = .radial(center: p(c), startRadius: r(r0), endRadius: r(r1), scaleY: sy.isFinite ? sy : 1)
    case .angular(let c, let a0, let a1, let radius):
      self.geometry = .angular(center: p(c), start: a0.isFinite ? a0 : 0, end: a1.isFinite ? a1 : 0, radius: r(radius))
    }
  }

  init(_ paint: _GradientPaint, in frame: CGRect, _ scheme: ColorScheme) {
    stops = paint.gradient.stops.map { (Double(min(1, max(0, $0.location.isFinite ? $0.location : 0))), $0.color.resolve(in: scheme)) }
    func point(_ u: UnitPoint) -> CGPoint {
      CGPoint(x: frame.minX + (u.x.isFinite ? u.x : 0) * frame.width, y: frame.minY + (u.y.isFinite ? u.y : 0) * frame.height)
    }
    switch paint.kind {
    case .linear(let s, let e): geometry = .linear(start: point(s), end: point(e))
    case .radial(let c, let r0, let r1):
      geometry = .radial(center: point(c), startRadius: max(0, r0.isFinite ? r0 : 0), endRadius: max(0, r1.isFinite ? r1 : 0), scaleY: 1)
    case .elliptical(let c, let f0, let f1):
      // Fractions of the frame's size: 0.5 reaches its edges. A circle
      // of the width, squashed to the height.
      let w = frame.width, h = frame.height
      geometry = .radial(
        center: point(c), startRadius: w * max(0, f0), endRadius: w * max(0, f1), scaleY: w > 0 ? h / w : 1)
    case .angular(let c, let a0, let a1):
      // SwiftUI's angles start pointing right and turn clockwise (y down).
      geometry = .angular(
        center: point(c), start: a0.radians, end: a1.radians, radius: (frame.width * frame.width + frame.height * frame.height).squareRoot())
    }
  }

  func offsetBy(dx: CGFloat, dy: CGFloat) -> ResolvedGradient {
    var g = self
    func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
    switch geometry {
    case .linear(let s, let e): g.geometry = .linear(start: m(s), end: m(e))
    case .radial(let c, let r0, let r1, let sy): g.geometry = .radial(center: m(c), startRadius: r0, endRadius: r1, scaleY: sy)
    case .angular(let c, let a0, let a1, let r): g.geometry = .angular(center: m(c), start: a0, end: a1, radius: r)
    }
    return g
  }

  /// The color at `t` (0…1) between the stops.
  package func color(at t: Double) -> RGBA {
    guard let first = stops.first else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    if t <= first.location { return first.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
      let span = b.location - a.location
      let k = span > 0 ? (t - a.location) / span : 1
      return RGBA(
        red: a.color.red + (b.color.red - a.color.red) * k, green: a.color.green + (b.color.green - a.color.green) * k,
        blue: a.color.blue + (b.color.blue - a.color.blue) * k, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * k)
    }
    return stops.last!.color
  }
}

/// An affine transform, as Cairo's matrix: x' = a x + c y + tx,
/// y' = b x + d y + ty.
package struct CGAffine: Equatable, Sendable {
  package var a, b, c, d, tx, ty: Double

  /// Scale, then rotate (clockwise for positive angles, y pointing down),
  /// about `p`.
  static func about(_ p: CGPoint, rotation: Double, scaleX: Double, scaleY: Double) -> CGAffine {
    let r = rotation.isFinite ? rotation : 0
    let sx = scaleX.isFinite ? scaleX : 1, sy = scaleY.isFinite ? scaleY : 1
    let cs = cos(r), sn = sin(r)
    let a = cs * sx, b = sn * sx, c = -sn * sy, d = cs * sy
    let px = Double(p.x.isFinite ? p.x : 0), py = Double(p.y.isFinite ? p.y : 0)
    return CGAffine(a: a, b: b, c: c, d: d, tx: px - a * px - c * py, ty: py - b * px - d * py)
  }
}

/// A stroke painted with a gradient: the gradient over the stroke's
/// bounds, masked by the stroke.
func gradientStroke(_ path: Path, _ paint: ResolvedGradient, _ style: StrokeStyle) -> [DisplayItem] {
  let w = style.lineWidth
  let bounds = path.boundingRect.insetBy(dx: -w, dy: -w)
  return [
    .beginMask, .gradient(Path(bounds), paint), .maskWith,
    .styledStroke(path, RGBA(red: 0, green: 0, blue: 0), style), .endMask,
  ]
}

extension CGAffine {
  /// `m` in the coordinates of a node at `origin`: move there, transform,
  /// move back. A transform with a non-finite entry draws untransformed.
  init(_ m: CGAffineTransform, at origin: CGPoint) {
    let finite = m.a.isFinite && m.b.isFinite && m.c.isFinite && m.d.isFinite && m.tx.isFinite && m.ty.isFinite
    let (a, b, c, d, tx, ty) =
      finite ? (Double(m.a), Double(m.b), Double(m.c), Double(m.d), Double(m.tx), Double(m.ty)) : (1, 0, 0, 1, 0, 0)
    let ox = Double(origin.x), oy = Double(origin.y)
    self.init(a: a, b: b, c: c, d: d, tx: ox + tx - (a * ox + c * oy), ty: oy + ty - (b * ox + d * oy))
  }
}
