import Foundation

/// An `Alignment` in one word, for rules stored by the million: a built-in
/// alignment (the nine edges and centers, the six text baselines) is its
/// index in `Alignment.builtIn`; a custom one is boxed. An `Alignment` is
/// 73 bytes (two guides, each a protocol metatype), which made a frame's
/// rule too large for an existential's inline buffer: every frame was a
/// heap box, copied with a retain at every call.
enum PackedAlignment {
  case builtIn(UInt8)
  case custom(Box)

  final class Box: Sendable {
    let alignment: Alignment
    init(_ alignment: Alignment) { self.alignment = alignment }
  }

  init(_ alignment: Alignment) {
    if let i = Alignment.builtIn.firstIndex(of: alignment) {
      self = .builtIn(UInt8(i))
    } else {
      self = .custom(Box(alignment))
    }
  }

  var alignment: Alignment {
    switch self {
    case .builtIn(let i): Alignment.builtIn[Int(i)]
    case .custom(let box): box.alignment
    }
  }
}

extension Alignment {
  /// The built-in alignments, in a fixed order (`PackedAlignment`).
  static let builtIn: [Alignment] = [
    .center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    .leadingFirstTextBaseline, .centerFirstTextBaseline, .trailingFirstTextBaseline,
    .leadingLastTextBaseline, .centerLastTextBaseline, .trailingLastTextBaseline,
  ]
}

/// One guide in one word (`PackedAlignment`'s reason): a built-in guide is
/// its index in `AlignmentKey.builtIn`, a custom one is boxed.
enum PackedAlignmentKey {
  case builtIn(UInt8)
  case custom(Box)

  final class Box: Sendable {
    let key: AlignmentKey
    init(_ key: AlignmentKey) { self.key = key }
  }

  init(_ key: AlignmentKey) {
    if let i = AlignmentKey.builtIn.firstIndex(of: key) {
      self = .builtIn(UInt8(i))
    } else {
      self = .custom(Box(key))
    }
  }

  var key: AlignmentKey {
    switch self {
    case .builtIn(let i): AlignmentKey.builtIn[Int(i)]
    case .custom(let box): box.key
    }
  }
}

extension AlignmentKey {
  /// The built-in guides, in a fixed order (`PackedAlignmentKey`).
  static let builtIn: [AlignmentKey] = [
    HorizontalAlignment.center.key, HorizontalAlignment.leading.key, HorizontalAlignment.trailing.key,
    VerticalAlignment.center.key, VerticalAlignment.top.key, VerticalAlignment.bottom.key,
    VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
  ]
}
