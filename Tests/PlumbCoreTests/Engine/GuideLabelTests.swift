import Foundation
import PlumbCore
import Testing

/// The label tags of a drawing with guides: each label's text and its
/// tag's rectangle (the text's, 2 wider on each side).
func labelTags(_ r: LayoutResult) -> [(text: String, tag: CGRect)] {
  DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
    guard case .text(let t, let origin, _, let width, _) = $0, t.font.size == 9 else { return nil }
    let height = r.engine.measurer.measure(t, width: nil).size.height
    return (t.string, CGRect(x: origin.x - 2, y: origin.y, width: width + 4, height: height))
  }
}

/// Every text frame of a layout.
func textFrames(_ r: LayoutResult) -> [CGRect] {
  r.frames.filter { $0.kind.hasPrefix("Text(") }.map(\.frame)
}

/// Checks that labels overlap neither each other nor any text, and lie
/// inside the drawing (the figure, grown for labels that needed room).
func expectLabelsClear(_ r: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
  let tags = labelTags(r)
  let figure = DisplayList(r, scale: 1, colorScheme: .light).bounds
  func overlap(_ a: CGRect, _ b: CGRect) -> Bool { a.intersection(b).width > 1e-9 && a.intersection(b).height > 1e-9 }
  for (i, a) in tags.enumerated() {
    #expect(figure.contains(a.tag), "\(a) outside \(figure)", sourceLocation: sourceLocation)
    for b in tags[(i + 1)...] {
      #expect(!overlap(a.tag, b.tag), "\(a) overlaps \(b)", sourceLocation: sourceLocation)
    }
    for t in textFrames(r) {
      #expect(!overlap(a.tag, t), "\(a) covers the text at \(t)", sourceLocation: sourceLocation)
    }
  }
}

/// The optional labels of `.layoutGuides()`: sizes, guide values, spacing.
@MainActor @Suite struct GuideLabelTests {
  static let all = LayoutGuideStyle(showsSizes: true, showsGuideValues: true, showsSpacing: true)

  func labels(_ style: LayoutGuideStyle) -> [String] {
    let r = layout(
      HStack(alignment: .bottom, spacing: 6) {
        leaf("a", width: 40, height: 64)
        leaf("b", width: 60, height: 91)
      }.layoutGuides(style))
    return labelTags(r).map(\.text)
  }

  @Test func sizesGuidesAndSpacing() {
    #expect(labels(LayoutGuideStyle()).isEmpty)
    #expect(labels(LayoutGuideStyle(showsSizes: true)) == ["40 × 64", "60 × 91"])
    #expect(labels(LayoutGuideStyle(showsGuideValues: true)) == ["bottom = 91"])
    #expect(labels(LayoutGuideStyle(showsSpacing: true)) == ["6"])
  }

  /// Lengths print with at most two decimals; whole ones without any.
  @Test func labelsRoundToTwoDecimals() {
    let r = layout(
      HStack(alignment: .center, spacing: 10.125) {
        leaf("a", width: 100 / 3, height: 64)
        leaf("b", width: 60, height: 20.575)
      }.layoutGuides(Self.all))
    #expect(labelTags(r).map(\.text) == ["33.33 × 64", "60 × 20.58", "10.13", "center = 32"])
  }

  /// Seed 000's stack with every label, placed sizes first, then
  /// spacing, then guide values: the sizes sit at each leaf's top-left
  /// corner; the spacing labels, below the stack at first, move inside it,
  /// centered on their gaps; the guide value fits above the line's start.
  /// Tags are 11.25 high (9-pt text), 4.5 per character plus 4.
  @Test func labelsStayInsideTheFigure() {
    let r = layout(plainCharacters(.center).layoutGuides(Self.all))
    expectLabelsClear(r)
    #expect(labelTags(r).map(\.tag) == [
      rect(0, 14.5, 35.5, 11.25),  // 40 × 64 at the rogue's top-left (y 13.5 + 1)
      rect(48, 1, 35.5, 11.25),
      rect(116, 8.5, 35.5, 11.25),
      rect(39.75, 78.75, 8.5, 11.25),  // 8, centered on the gap 40…48, inside the stack's bottom
      rect(107.75, 78.75, 8.5, 11.25),
      rect(0, 33, 62.5, 11.25),  // center = 45.5, above the line (at 45 once snapped)
    ])
    #expect(DisplayList(r, scale: 1, colorScheme: .light).bounds == rect(0, 0, 166, 91))
  }

  /// Texts are not covered: a text's size goes above or below it, and the
  /// guide value moves off the text it would cover.
  @Test func labelsAvoidText() {
    let r = layout(
      VStack(alignment: .leading, spacing: 4) {
        Text("Title").id("title")
        HStack(alignment: .firstTextBaseline) {
          Text("Body text").id("body")
          leaf("box", width: 30, height: 40)
        }
      }
      .padding(12)
      .layoutGuides(Self.all))
    expectLabelsClear(r)
    #expect(labelTags(r).count == 7)
    #expect(DisplayList(r, scale: 1, colorScheme: .light).bounds == CGRect(origin: .zero, size: r.size))
  }

  /// Labels that find no candidate free take the nearest free place:
  /// texts 17 wide in stacks 2 apart leave no room above or below them
  /// inside the stack, so their sizes go into the padding.
  @Test func crowdedLabelsFindFreePlaces() {
    let r = layout(
      HStack(spacing: 2) {
        ForEach(0..<4) { i in
          VStack(spacing: 2) {
            Text("T\(i)")
            leaf("c\(i)", width: 20, height: 12)
          }
        }
      }
      .padding(30)
      .layoutGuides(LayoutGuideStyle(showsSizes: true)))
    expectLabelsClear(r)
    #expect(labelTags(r).count == 8)
    #expect(DisplayList(r, scale: 1, colorScheme: .light).bounds == CGRect(origin: .zero, size: r.size))
  }
}
