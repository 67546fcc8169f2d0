import Foundation

/// A value that has a few common cases, listed in a fixed order, so that
/// it can be stored in one word (`Packed`).
protocol BuiltInPackable: Hashable, Sendable {
  static var builtIn: [Self] { get }
}

/// A value in one word, for rules stored by the million: a built-in value
/// (an `Alignment`'s nine edges and centers and six text baselines, a
/// guide of a stack) is its index in `Value.builtIn`; any other is boxed.
/// An `Alignment` is 73 bytes (two guides, each a protocol metatype), which
/// made a frame's rule too large for an existential's inline buffer: every
/// frame was a heap box, copied with a retain at every call.
enum Packed<Value: BuiltInPackable> {
  case builtIn(UInt8)
  case custom(Box)

  final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  init(_ value: Value) {
    if let i = Value.builtIn.firstIndex(of: value) {
      self = .builtIn(UInt8(i))
    } else {
      self = .custom(Box(value))
    }
  }

  var value: Value {
    switch self {
    case .builtIn(let i): Value.builtIn[Int(i)]
    case .custom(let box): box.value
    }
  }
}

extension Alignment: BuiltInPackable {
  /// The built-in alignments, in a fixed order (`Packed`).
  static let builtIn: [Alignment] = [
    .center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    .leadingFirstTextBaseline, .centerFirstTextBaseline, .trailingFirstTextBaseline,
    .leadingLastTextBaseline, .centerLastTextBaseline, .trailingLastTextBaseline,
  ]
}

extension Packed where Value == Alignment {
  /// Where a child of size `child` goes in a box of `size` when the
  /// alignment is built in and the child sets no explicit guide: each
  /// guide is a fixed fraction of a length (0, ½, 1; a text baseline of a
  /// view without text is its bottom), so the origin is arithmetic on the
  /// index, with no `Alignment` made (`LayoutChild.alignedOrigin` gives
  /// the same). nil for a custom alignment.
  @inline(__always)
  func defaultOrigin(of child: CGSize, in size: CGSize) -> CGPoint? {
    guard case .builtIn(let i) = self else { return nil }
    // Alignment.builtIn's order: center, leading, trailing, top, bottom,
    // the four corners, then leading/center/trailing with the first and
    // the last text baseline.
    let h: UInt8, v: UInt8  // 0, 1 (half) or 2 (whole)
    switch i {
    case 0: (h, v) = (1, 1)
    case 1: (h, v) = (0, 1)
    case 2: (h, v) = (2, 1)
    case 3: (h, v) = (1, 0)
    case 4: (h, v) = (1, 2)
    case 5: (h, v) = (0, 0)
    case 6: (h, v) = (2, 0)
    case 7: (h, v) = (0, 2)
    case 8: (h, v) = (2, 2)
    case 9, 12: (h, v) = (0, 2)
    case 10, 13: (h, v) = (1, 2)
    default: (h, v) = (2, 2)
    }
    @inline(__always) func guide(_ f: UInt8, _ length: CGFloat) -> CGFloat {
      f == 0 ? 0 : f == 1 ? length * 0.5 : length
    }
    return CGPoint(
      x: finiteOffset(guide(h, size.width) - guide(h, child.width)),
      y: finiteOffset(guide(v, size.height) - guide(v, child.height)))
  }
}

extension AlignmentKey: BuiltInPackable {
  /// The built-in guides, in a fixed order (`Packed`).
  static let builtIn: [AlignmentKey] = [
    HorizontalAlignment.center.key, HorizontalAlignment.leading.key, HorizontalAlignment.trailing.key,
    VerticalAlignment.center.key, VerticalAlignment.top.key, VerticalAlignment.bottom.key,
    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
  ]
}
