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

extension AlignmentKey: BuiltInPackable {
  /// The built-in guides, in a fixed order (`Packed`).
  static let builtIn: [AlignmentKey] = [
    HorizontalAlignment.center.key, HorizontalAlignment.leading.key, HorizontalAlignment.trailing.key,
    VerticalAlignment.center.key, VerticalAlignment.top.key, VerticalAlignment.bottom.key,
    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
  ]
}
