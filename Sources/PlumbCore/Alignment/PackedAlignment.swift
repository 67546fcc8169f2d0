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

extension Alignment {
  /// Each built-in alignment's guides as fractions of a length (0, ½ or 1),
  /// in `builtIn`'s order: read from the guides themselves, as a unit view
  /// without text answers them (a text baseline is its bottom).
  static let builtInFractions: [(h: CGFloat, v: CGFloat)] = builtIn.map { alignment in
    let unit = CGSize(width: 1, height: 1)
    return (alignment.horizontal.key.defaultValue(for: unit), alignment.vertical.key.defaultValue(for: unit))
  }
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
    let f = Alignment.builtInFractions[Int(i)]
    // As `AlignmentKey.defaultValue(for:)`: 0 stays 0 for an infinite length.
    @inline(__always) func guide(_ f: CGFloat, _ length: CGFloat) -> CGFloat { f == 0 ? 0 : length * f }
    return CGPoint(
      x: finiteOffset(guide(f.h, size.width) - guide(f.h, child.width)),
      y: finiteOffset(guide(f.v, size.height) - guide(f.v, child.height)))
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
