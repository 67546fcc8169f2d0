import Foundation
@testable import PlumbCore
import Testing

/// iOS 18's custom containers: a container reads its content's views and
/// sections, with the values the views set for it.
@MainActor @Suite struct CustomContainerTests {
  struct Card: ContainerValueKey { static let defaultValue: CGFloat = 10 }

  /// A container laying its content's views out in a row, each in a frame
  /// as wide as the value the view set (`containerValue`), 10 by default.
  struct Row<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      HStack(spacing: 0) {
        ForEach(subviews: content) { subview in
          subview.frame(width: subview.containerValues[Card.self], height: 5)
        }
      }
    }
  }

  /// Three views; the second sets 30: frames 10, 30, 10 wide, side by side.
  @Test func forEachSubviewsReadsContainerValues() {
    let view = Row {
      Color.red.id("a")
      Color.green.id("b").containerValue(\.cardWidth, 30)
      Color.blue.id("c")
    }
    expectFrames(layout(view), ["a": rect(0, 0, 10, 5), "b": rect(10, 0, 30, 5), "c": rect(40, 0, 10, 5)])
  }

  /// `Group(subviews:)` hands the views over: the container shows the
  /// count and only the first.
  @Test func groupSubviewsCountsAndPicks() {
    let view = Group(subviews: Group { Color.red.id("first"); Color.blue.id("second"); Color.green }) { subviews in
      VStack(spacing: 0) {
        Color.black.frame(width: CGFloat(subviews.count) * 10, height: 1).id("count")
        subviews[0].frame(width: 20, height: 20)
      }
    }
    let r = layout(view)
    #expect(r.frame(of: "count")?.width == 30)
    #expect(r.frame(of: "first")?.size == CGSize(width: 20, height: 20))
    #expect(r.frame(of: "second") == nil)
  }

  /// `Group(sections:)`: two `Section`s and a loose view make three
  /// sections, in order; each keeps its header and content apart.
  @Test func groupSectionsSplitsSections() {
    let content = Group {
      Section { Color.red.id("r1"); Color.red.id("r2") } header: { Text("Reds") }
      Color.gray.id("loose")
      Section("Blues") { Color.blue.id("b1") }
    }
    let view = Group(sections: content) { sections in
      HStack(spacing: 0) {
        ForEach(sections) { section in
          VStack(spacing: 0) {
            Color.black.frame(width: 10, height: CGFloat(section.content.count) * 10)
            Color.white.frame(width: 10, height: section.header.isEmpty ? 1 : 2)
          }
          .id("section \(section.content.count) \(section.header.count)")
        }
      }
    }
    let r = layout(view)
    // Reds: 2 views and a header (20 + 2); the loose view: 1, no header
    // (10 + 1); Blues: 1 and a header (10 + 2), side by side, centred in
    // the row's 22: y = 0, (22 − 11) / 2 = 5.5, (22 − 12) / 2 = 5.
    expectFrames(
      r, ["section 2 1": rect(0, 0, 10, 22), "section 1 0": rect(10, 5.5, 10, 11), "section 1 1": rect(20, 5, 10, 12)])
  }
}

extension CustomContainerTests {
  /// A value set on a `Section` reaches the section's views (Apple's
  /// display-board sample rejects a whole section so): 30 for both views of
  /// the marked section, the default 10 for the other.
  @Test func sectionValuesReachItsViews() {
    let content = Group {
      Section { Color.red.id("a"); Color.red.id("b") }.containerValue(\.cardWidth, 30)
      Section { Color.blue.id("c") }
    }
    let view = Group(sections: content) { sections in
      HStack(spacing: 0) {
        ForEach(sections) { section in
          ForEach(section.content) { subview in
            subview.frame(width: subview.containerValues[Card.self], height: 5)
          }
        }
      }
    }
    expectFrames(layout(view), ["a": rect(0, 0, 30, 5), "b": rect(30, 0, 30, 5), "c": rect(60, 0, 10, 5)])
  }
}

extension ContainerValues {
  var cardWidth: CGFloat {
    get { self[CustomContainerTests.Card.self] }
    set { self[CustomContainerTests.Card.self] = newValue }
  }
}

/// iOS 17's layered shapes: a fill then a stroke draw both, the stroke on
/// top; a fill after a stroke goes under it.
@MainActor @Suite struct LayeredShapeTests {
  func kinds<V: View>(_ view: V) -> [String] {
    DisplayList(layout(view, ProposedViewSize(width: 40, height: 40)), scale: 1, colorScheme: .light).items.compactMap {
      switch $0 {
      case .fill: "fill"
      case .stroke, .styledStroke: "stroke"
      default: nil
      }
    }
  }

  @Test func fillThenStroke() {
    #expect(kinds(Circle().fill(.yellow).stroke(.orange, lineWidth: 4)) == ["fill", "stroke"])
  }

  @Test func strokeThenFillGoesUnder() {
    #expect(kinds(Circle().stroke(.orange, lineWidth: 4).fill(.yellow)) == ["fill", "stroke"])
  }

  /// `strokeBorder` after a fill (CS193p's code-breaker pegs): the border
  /// over the fill, inside the frame: a 4-wide border of a 40×40 circle
  /// follows the circle inset by 2.
  @Test func fillThenStrokeBorder() {
    #expect(kinds(Circle().fill(.yellow).strokeBorder(.orange, lineWidth: 4)) == ["fill", "stroke"])
    let items = DisplayList(
      layout(Circle().fill(.yellow).strokeBorder(.orange, lineWidth: 4), ProposedViewSize(width: 40, height: 40)),
      scale: 1, colorScheme: .light
    ).items
    let border = items.compactMap { item -> (Path, CGFloat)? in
      if case .stroke(let path, _, let width) = item { return (path, width) }
      return nil
    }
    #expect(border.count == 1)
    #expect(border.first?.0 == Circle().path(in: CGRect(x: 2, y: 2, width: 36, height: 36)))
    #expect(border.first?.1 == 4)
  }

  /// CS193p's Set card: a border, two strokes, each over the last.
  @Test func severalStrokes() {
    let shape = RoundedRectangle(cornerRadius: 8)
    #expect(kinds(shape.strokeBorder(lineWidth: 2).stroke(.red, lineWidth: 2).stroke(.blue, lineWidth: 2)) == ["stroke", "stroke", "stroke"])
  }
}

/// The first frame's edit mode is `.inactive`, as a hosting controller
/// provides it: Apple's Landmarks `ProfileHost` shows its summary.
@MainActor @Suite struct EditModeDefaultTests {
  struct Host: View {
    @Environment(\.editMode) var editMode
    var body: some View {
      if editMode?.wrappedValue == .inactive { Color.green.id("summary") } else { Color.red.id("editor") }
    }
  }

  @Test func editModeIsInactive() {
    let r = layout(Host(), ProposedViewSize(width: 10, height: 10))
    #expect(r.frame(of: "summary") != nil && r.frame(of: "editor") == nil)
  }
}

/// A list's background reaches the screen's edge only where the list
/// touches the safe area: a form under an Edit button does not cover it.
@MainActor @Suite struct ListBackgroundSafeAreaTests {
  /// The form starts below the button (at 110 on an iPhone 15); its gray
  /// background is drawn within the form's frame, 16 in from the padding.
  @Test func formUnderAButtonKeepsItsFrame() {
    let view = VStack {
      HStack { Spacer(); EditButton() }
      Form { Text("Row") }.id("form")
    }
    .padding()
    .deviceFrame(.iPhone15)
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 393, height: 852))
    guard let form = r.frame(of: "form") else { Issue.record("no form"); return }
    let grayTop: [CGFloat] = DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .fill(let path, let c) = $0, c == Color(uiColor: .systemGroupedBackground).resolve(in: .light) {
        return path.boundingRect.minY
      }
      return nil
    }
    #expect(!grayTop.isEmpty)
    #expect(grayTop.allSatisfy { $0 >= form.minY })
  }
}

/// Keyframes take the track's value type: `.zero` in a track of angles.
@MainActor @Suite struct KeyframeTypingTests {
  struct Values { var angle = Angle.zero }
  @Test func leadingDotKeyframesCompileAndDrawTheFirstFrame() {
    let view = Color.red.frame(width: 10, height: 10).id("box")
      .keyframeAnimator(initialValue: Values()) { content, value in
        content.rotationEffect(value.angle)
      } keyframes: { _ in
        KeyframeTrack(\.angle) {
          CubicKeyframe(.zero, duration: 0.5)
          CubicKeyframe(.degrees(16), duration: 0.1)
        }
      }
    #expect(layout(view).frame(of: "box")?.size == CGSize(width: 10, height: 10))
  }
}

/// `transformAnchorPreference` changes the value the content set, as
/// swiftui-lab's month grid does: an anchor preference gives the top-leading
/// corner, the transform adds the bottom-trailing one.
@MainActor @Suite struct TransformAnchorPreferenceTests {
  struct CornersKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
  }

  /// The 40 × 10 view at x 30: corners (30, 0) and (70, 10), so the line
  /// drawn between them is 40 wide, 10 tall, at (30, 0).
  @Test func transformKeepsTheContentsValue() {
    let view = HStack(spacing: 0) {
      Color.gray.frame(width: 30, height: 10)
      Color.red.frame(width: 40, height: 10)
        .anchorPreference(key: CornersKey.self, value: .topLeading) { [$0] }
        .transformAnchorPreference(key: CornersKey.self, value: .bottomTrailing) { value, anchor in value.append(anchor) }
    }
    .overlayPreferenceValue(CornersKey.self, alignment: .topLeading) { corners in
      GeometryReader { proxy in
        if corners.count == 2 {
          let a = proxy[corners[0]], b = proxy[corners[1]]
          Color.blue.frame(width: b.x - a.x, height: b.y - a.y).id("span").offset(x: a.x, y: a.y)
        }
      }
    }
    #expect(LayoutResult(of: view).frame(of: "span") == CGRect(x: 30, y: 0, width: 40, height: 10))
  }
}

/// `LayoutSubviews` slices are `LayoutSubviews`: a layout hands part of its
/// subviews to itself (swiftui-lab's recursive wheel).
@MainActor @Suite struct LayoutSubviewsSliceTests {
  /// Places two views per ring, 10 apart, each ring 50 further right.
  struct Rings: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 100, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      place(subviews, x: bounds.minX, y: bounds.minY)
    }
    func place(_ subviews: Subviews, x: CGFloat, y: CGFloat) {
      let n = Swift.min(subviews.count, 2)
      // Indexed from 0, as the wheel indexes its slices.
      for (i, s) in subviews[0..<n].enumerated() {
        s.place(at: CGPoint(x: x + CGFloat(i) * 10, y: y), proposal: ProposedViewSize(width: 10, height: 10))
      }
      if subviews.count > 2 { place(subviews[(subviews.startIndex + 2)..<subviews.endIndex], x: x + 50, y: y) }
    }
  }

  /// a, b in the first ring at 0 and 10; c, d in the second at 50 and 60.
  @Test func recursiveSlices() {
    let view = Rings {
      Color.red.id("a"); Color.red.id("b"); Color.blue.id("c"); Color.blue.id("d")
    }
    expectFrames(
      layout(view, ProposedViewSize(width: 100, height: 10)),
      ["a": rect(0, 0, 10, 10), "b": rect(10, 0, 10, 10), "c": rect(50, 0, 10, 10), "d": rect(60, 0, 10, 10)])
  }

  /// A slice keeps its parent's indices, as collections' slices do.
  struct FirstIndex: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      // Width: the start index of the slice without the first view (1).
      CGSize(width: CGFloat(subviews.dropFirst().startIndex), height: 1)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  }
  @Test func slicesKeepIndices() {
    let r = layout(FirstIndex { Color.red; Color.blue }.id("l"))
    #expect(r.frame(of: "l")?.width == 1)
  }
}
