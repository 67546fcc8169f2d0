import Foundation
import PlumbCore
import Testing

private struct FirstThirdAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
  fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

private struct HorizontalStripes: View {
  var body: some View {
    VStack(spacing: 1) {
      ForEach(0..<3) { _ in Color.blue }
    }
  }
}

enum TwoThirdsAlignmentId: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 2 / 3 }
}

extension VerticalAlignment {
  static let twoThirds = VerticalAlignment(TwoThirdsAlignmentId.self)
}

extension Alignment {
  static let twoThirdsLeading = Alignment(horizontal: .leading, vertical: .twoThirds)
}

@MainActor @Suite struct CustomAlignmentTests {
  /// Seed 001: guides at a third of 60, 120, 90 = 20, 40, 30 → line 40,
  /// y = 20, 0, 10, height 120; x = 0, 31, 62 with spacing 1.
  @Test func appleFirstThirdStripes() {
    let r = layout(
      HStack(alignment: .firstThird, spacing: 1) {
        HorizontalStripes().frame(width: 30, height: 60).id("a")
        HorizontalStripes().frame(width: 30, height: 120).id("b")
        HorizontalStripes().frame(width: 30, height: 90).id("c")
      })
    #expect(r.size == CGSize(width: 92, height: 120))
    expectFrames(r, ["a": rect(0, 20, 30, 60), "b": rect(31, 0, 30, 120), "c": rect(62, 10, 30, 90)])
  }

  /// The third group's guide moved to 2 × 90 / 3 = 60 → line 60,
  /// y = 40, 20, 0 and the stack grows to 140.
  @Test func appleFirstThirdWithMovedGuide() {
    let r = layout(
      HStack(alignment: .firstThird, spacing: 1) {
        HorizontalStripes().frame(width: 30, height: 60).id("a")
        HorizontalStripes().frame(width: 30, height: 120).id("b")
        HorizontalStripes().frame(width: 30, height: 90)
          .alignmentGuide(.firstThird) { context in 2 * context.height / 3 }
          .id("c")
      })
    #expect(r.size == CGSize(width: 92, height: 140))
    expectFrames(r, ["a": rect(0, 40, 30, 60), "b": rect(31, 20, 30, 120), "c": rect(62, 0, 30, 90)])
  }

  /// Each stripe of a 60-high group is (60 - 2) / 3 high.
  @Test func stripesShareTheirHeight() {
    let r = layout(
      VStack(spacing: 1) {
        Color.blue.id("s0")
        Color.blue.id("s1")
        Color.blue.id("s2")
      }.frame(width: 30, height: 60))
    let h: CGFloat = 58.0 / 3
    expectFrames(r, ["s0": rect(0, 0, 30, h), "s1": rect(0, h + 1, 30, h), "s2": rect(0, 2 * h + 2, 30, h)])
  }

  /// Seed 004: the cyan color takes 400 × 300, its two-thirds guide is 200;
  /// the 40-high title's guide, overridden to half its height (20), puts it
  /// at y = 180: centered on 200.
  @Test func twoThirdsTitleCenteredOnTheLine() {
    let r = layout(
      ZStack(alignment: .twoThirdsLeading) {
        Color.cyan.id("background")
        Color.clear.frame(width: 120, height: 40)
          .alignmentGuide(.twoThirds) { context in context.height / 2 }
          .id("title")
      }, ProposedViewSize(width: 400, height: 300))
    #expect(r.size == CGSize(width: 400, height: 300))
    expectFrames(r, ["background": rect(0, 0, 400, 300), "title": rect(0, 180, 120, 40)])
  }

  /// Without the override the title's own two-thirds (26.67) sits on 200.
  @Test func twoThirdsTitleBeforeOverride() {
    let r = layout(
      ZStack(alignment: .twoThirdsLeading) {
        Color.cyan
        Color.clear.frame(width: 120, height: 40).id("title")
      }, ProposedViewSize(width: 400, height: 300))
    let y = r.frame(of: "title")!.minY
    #expect(abs(y - (200 - 80.0 / 3)) < 1e-9)
  }

  /// Seed 003, "Aligning Non-Siblings": the selected row's center (row 1:
  /// y 38 + 15 = 53 in the VStack) is the VStack's explicit guide; the
  /// arrow's center (20) meets it, so the arrow sits at y = 33.
  @Test func nonSiblingsAlignAcrossBranches() {
    enum MyAlignment: AlignmentID {
      static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    let my = VerticalAlignment(MyAlignment.self)
    let selected = 1
    let r = layout(
      HStack(alignment: my) {
        leaf("arrow", width: 40, height: 40).alignmentGuide(my) { d in d[VerticalAlignment.center] }
        VStack(alignment: .leading) {
          ForEach(0..<4, id: \.self) { idx in
            Group {
              if idx == selected {
                leaf("day\(idx)", width: 80, height: 30).alignmentGuide(my) { d in d[VerticalAlignment.center] }
              } else {
                leaf("day\(idx)", width: 80, height: 30)
              }
            }
          }
        }.id("days")
      })
    expectFrames(r, ["arrow": rect(0, 33, 40, 40), "days": rect(48, 0, 80, 144), "day1": rect(48, 38, 80, 30)])
  }

  /// Seed 003: an explicit guide for an alignment the container does not
  /// use is ignored.
  @Test func guidesForOtherAlignmentsAreIgnored() {
    let r = layout(
      HStack(alignment: .top) {
        leaf("a", height: 20).alignmentGuide(.bottom) { _ in -100 }
        leaf("b", height: 40).alignmentGuide(VerticalAlignment.center) { _ in 100 }
      })
    expectFrames(r, ["a": rect(0, 0, 40, 20), "b": rect(48, 0, 40, 40)])
  }

  /// Explicit guides travel up through wrappers, moved by the child's
  /// offset: `.padding(20)` turns 10 into 30; the other child's bottom (50)
  /// is the line, so the padded view sits at 20 and its content at 40.
  @Test func explicitGuideTranslatesThroughPadding() {
    let r = layout(
      HStack(alignment: .feet) {
        leaf("inner", width: 10, height: 40).alignmentGuide(.feet) { _ in 10 }.padding(20).id("padded")
        leaf("other", width: 10, height: 50)
      })
    expectFrames(r, ["padded": rect(0, 20, 50, 80), "inner": rect(20, 40, 10, 40), "other": rect(58, 0, 10, 50)])
  }

  /// A container reports the mean of its children's explicit values in its
  /// own coordinates: 10 and 20 + 5 → 17.5; against a 40-high sibling the
  /// line is 40, so the VStack sits at 22.5.
  @Test func containerReportsMeanOfExplicitGuides() {
    let r = layout(
      HStack(alignment: .feet) {
        VStack(spacing: 0) {
          leaf("a", width: 10, height: 20).alignmentGuide(.feet) { _ in 10 }
          leaf("b", width: 10, height: 20).alignmentGuide(.feet) { _ in 5 }
        }.id("v")
        leaf("c", width: 10, height: 40)
      })
    expectFrames(r, ["v": rect(0, 22.5, 10, 40), "c": rect(18, 0, 10, 40)])
  }

  /// `d[explicit:]` is nil without an explicit value and the value with one.
  @Test func explicitSubscript() {
    var seen: [CGFloat?] = []
    _ = layout(
      HStack(alignment: .feet) {
        leaf("a", height: 20)
          .alignmentGuide(.feet) { _ in 7 }
          .alignmentGuide(.feet) { d in
            seen.append(d[explicit: .feet])
            seen.append(d[explicit: VerticalAlignment.top])
            return d[.feet]
          }
      })
    #expect(seen.first == 7)
    #expect(seen.dropFirst().first == .some(nil))
  }
}
