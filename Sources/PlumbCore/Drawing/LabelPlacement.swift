import Foundation

/// Places the labels of `.layoutGuides()` one at a time, each where it
/// covers no text and no label placed before it, inside the figure.
///
/// Each label comes with candidate positions, best first; it takes the
/// first that is free. When none is, it takes the free position nearest
/// the first candidate: that position lies on an edge of the figure or of
/// something it must avoid, or in line with the first candidate, so those
/// coordinates are the only ones tried. A label that finds no room inside
/// the figure (one wider than the figure) goes outside it, at the first
/// free candidate or the nearest free place, and the canvas grows to hold
/// it (`DisplayList.bounds`). Deterministic: the same figure places its
/// labels the same way.
struct LabelPlacement {
  let bounds: CGRect
  /// Text frames, then the labels placed so far.
  private(set) var occupied: [CGRect]
  /// The labels placed so far.
  private(set) var labels: [CGRect] = []

  init(bounds: CGRect, avoiding obstacles: [CGRect]) {
    self.bounds = bounds
    occupied = obstacles.filter { !$0.isEmpty && !$0.isNull }
  }

  /// The rectangle of a label of `size`, at the first free candidate
  /// origin (else the nearest free place), now occupied.
  mutating func place(_ size: CGSize, candidates: [CGPoint]) -> CGRect {
    let first = candidates.first ?? bounds.origin
    let rects = candidates.map { CGRect(origin: $0, size: size) }
    let rect =
      rects.first { isFree($0, within: bounds) } ?? nearestFree(size, to: first, within: bounds)
      ?? rects.first { isFree($0, within: .infinite) } ?? nearestFree(size, to: first, within: .infinite)
      ?? CGRect(origin: first, size: size)
    occupied.append(rect)
    labels.append(rect)
    return rect
  }

  func isFree(_ r: CGRect, within bounds: CGRect) -> Bool {
    let e: CGFloat = 1e-9
    guard r.minX >= bounds.minX - e, r.minY >= bounds.minY - e, r.maxX <= bounds.maxX + e, r.maxY <= bounds.maxY + e
    else { return false }
    // Rectangles that only touch do not overlap.
    return !occupied.contains { o in
      r.minX < o.maxX - e && o.minX < r.maxX - e && r.minY < o.maxY - e && o.minY < r.maxY - e
    }
  }

  private func nearestFree(_ size: CGSize, to p: CGPoint, within bounds: CGRect) -> CGRect? {
    var xs: Set<CGFloat> = [p.x]
    var ys: Set<CGFloat> = [p.y]
    if !bounds.isInfinite {
      xs.formUnion([bounds.minX, bounds.maxX - size.width])
      ys.formUnion([bounds.minY, bounds.maxY - size.height])
    }
    for o in occupied {
      xs.formUnion([o.minX - size.width, o.maxX])
      ys.formUnion([o.minY - size.height, o.maxY])
    }
    var best: (d: CGFloat, origin: CGPoint)?
    for y in ys.sorted() {
      for x in xs.sorted() {
        let d = (x - p.x) * (x - p.x) + (y - p.y) * (y - p.y)
        if let best, d >= best.d { continue }
        if isFree(CGRect(x: x, y: y, width: size.width, height: size.height), within: bounds) {
          best = (d, CGPoint(x: x, y: y))
        }
      }
    }
    return best.map { CGRect(origin: $0.origin, size: size) }
  }
}
