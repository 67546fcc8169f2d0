import Foundation
import PlumbFigures

// Seed 002: a flow layout with vertical alignment, on the Layout protocol,
// as the talk writes it.

public struct FlowLayout: Layout {
  public var alignment: VerticalAlignment

  public init(alignment: VerticalAlignment) {
    self.alignment = alignment
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let containerWidth = proposal.replacingUnspecifiedDimensions().width
    let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
    return layout(dimensions: dimensions, containerWidth: containerWidth, alignment: alignment).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
    let offsets = layout(dimensions: dimensions, containerWidth: bounds.width, alignment: alignment).offsets
    for (offset, subview) in zip(offsets, subviews) {
      subview.place(at: CGPoint(x: offset.x + bounds.minX, y: offset.y + bounds.minY), proposal: .unspecified)
    }
  }
}

public func layout(
  dimensions: [ViewDimensions], spacing: CGFloat = 10, containerWidth: CGFloat, alignment: VerticalAlignment
) -> (offsets: [CGPoint], size: CGSize) {
  var result: [CGRect] = []
  var currentPosition: CGPoint = .zero
  var currentLine: [CGRect] = []

  func flushLine() {
    currentPosition.x = 0
    let union = currentLine.union
    result.append(
      contentsOf: currentLine.map { rect in
        var copy = rect
        copy.origin.y += currentPosition.y - union.minY
        return copy
      })
    currentPosition.y += union.height + spacing
    currentLine.removeAll()
  }

  for dim in dimensions {
    if currentPosition.x + dim.width > containerWidth {
      flushLine()
    }
    currentLine.append(CGRect(x: currentPosition.x, y: -dim[alignment], width: dim.width, height: dim.height))
    currentPosition.x += dim.width
    currentPosition.x += spacing
  }
  flushLine()

  return (result.map { $0.origin }, result.union.size)
}

extension Sequence where Element == CGRect {
  var union: CGRect {
    reduce(.null, { $0.union($1) })
  }
}

/// A deterministic generator (SplitMix64), so the talk's random paddings
/// draw the same figure every time.
public struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The talk's content: the two-line "Longer Item" with an optional `.top`
/// guide override, then twenty items with random padding.
public struct FlowExample: View {
  public enum TopGuide: Sendable { case none, hundred, height, bottom }
  let alignment: VerticalAlignment
  let topGuide: TopGuide

  public init(alignment: VerticalAlignment, topGuide: TopGuide = .none) {
    self.alignment = alignment
    self.topGuide = topGuide
  }

  public var body: some View {
    var rng = SeededGenerator(seed: 2)
    let paddings = (0..<20).map { _ in CGFloat.random(in: 10...25, using: &rng) }
    let layout = FlowLayout(alignment: alignment)
    return layout {
      longerItem
      ForEach(0..<20) { ix in
        Text("Item \(ix)")
          .padding(paddings[ix])
          .background(Capsule()
            .fill(Color(hue: .init(ix)/10, saturation: 0.8, brightness: 0.8)))
      }
    }
  }

  @ViewBuilder var longerItem: some View {
    let item = Text("Longer Item\nwith second line")
      .padding()
      .background(Capsule()
        .fill(Color(hue: .init(99)/10, saturation: 0.8, brightness: 0.8)))
    switch topGuide {
    case .none: item
    case .hundred: item.alignmentGuide(.top) { _ in 100 }
    case .height: item.alignmentGuide(.top) { $0.height }
    case .bottom: item.alignmentGuide(.top) { $0[.bottom] }
    }
  }
}

// MARK: figure flow-top
// FlowExample(alignment: .top)
// MARK: figure flow-center
// FlowExample(alignment: .center)
// MARK: figure flow-bottom
// FlowExample(alignment: .bottom)
// MARK: figure flow-first-baseline
// FlowExample(alignment: .firstTextBaseline)
// MARK: figure flow-last-baseline
// FlowExample(alignment: .lastTextBaseline)
// MARK: figure flow-guide-100
// FlowExample(alignment: .top, topGuide: .hundred)  // .alignmentGuide(.top) { _ in 100 }
// MARK: figure flow-guide-height
// FlowExample(alignment: .top, topGuide: .height)   // .alignmentGuide(.top) { $0.height }
// MARK: figure flow-guide-bottom
// FlowExample(alignment: .top, topGuide: .bottom)   // .alignmentGuide(.top) { $0[.bottom] }
// MARK: end
