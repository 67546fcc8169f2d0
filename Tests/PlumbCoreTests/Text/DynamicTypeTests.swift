import Foundation
@testable import PlumbCore
import Testing

/// Dynamic Type with the fixed-advance measurer: a character advances
/// 0.5 em and a line is 1.25 em, so "Hello" at s points is 2.5 s × 1.25 s.
@MainActor @Suite struct DynamicTypeTests {
  func size(_ view: some View) -> CGSize {
    LayoutResult(of: view, measurer: FixedAdvanceTextMeasurer()).size
  }

  /// Body is 17 at .large; the HIG gives 14 at xSmall, 23 at xxxLarge and
  /// 53 at AX5: 5 × 7 = 35 wide and 17.5 high, 57.5 × 28.75, 132.5 × 66.25.
  @Test(arguments: [
    (DynamicTypeSize.xSmall, CGSize(width: 35, height: 17.5)),
    (.large, CGSize(width: 42.5, height: 21.25)),
    (.xxxLarge, CGSize(width: 57.5, height: 28.75)),
    (.accessibility5, CGSize(width: 132.5, height: 66.25)),
  ])
  func bodyFollowsTheTable(_ dynamicTypeSize: DynamicTypeSize, _ expected: CGSize) {
    #expect(size(Text("Hello").dynamicTypeSize(dynamicTypeSize)) == expected)
  }

  /// Each style at each size is the HIG's: caption2 stays 11 from xSmall
  /// to large; headline is body's size, semibold.
  @Test func stylesAtSizes() {
    #expect(Font.TextStyle.caption2.size(at: .xSmall) == 11)
    #expect(Font.TextStyle.largeTitle.size(at: .accessibility5) == 60)
    #expect(Font.largeTitle.scaled(for: .xxxLarge).size == 40)
    #expect(Font.headline.scaled(for: .accessibility1).size == 28)
    #expect(Font.headline.scaled(for: .accessibility1).weight == .semibold)
    for style in Font.TextStyle.allCases {
      #expect(style.size(at: .large) == style.font.size, "\(style)")
      #expect(style.sizes.count == DynamicTypeSize.allCases.count)
    }
  }

  /// A fixed size does not scale: 20 pt at xxxLarge is 5 × 10 = 50 wide.
  /// A custom font scales relative to body: 34 × 23/17 = 46, so 115 wide.
  @Test func fixedAndCustomSizes() {
    #expect(size(Text("Hello").font(.system(size: 20)).dynamicTypeSize(.xxxLarge)).width == 50)
    #expect(size(Text("Hello").font(.custom("Inter", size: 34)).dynamicTypeSize(.xxxLarge)).width == 115)
    #expect(size(Text("Hello").font(.custom("Inter", fixedSize: 34)).dynamicTypeSize(.xxxLarge)).width == 85)
    // A Text's own font scales too: title at xSmall is 25, 62.5 wide.
    #expect(size(VStack { Text("Hello").font(.title) }.dynamicTypeSize(.xSmall)).width == 62.5)
  }

  /// A range clamps the size set above: xxxLarge limited to ...large is
  /// large (body 17: 42.5 wide); xSmall limited to .medium... is medium
  /// (16: 40 wide).
  @Test func rangesClamp() {
    #expect(size(Text("Hello").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xxxLarge)).width == 42.5)
    #expect(size(Text("Hello").dynamicTypeSize(DynamicTypeSize.medium...).dynamicTypeSize(.xSmall)).width == 40)
    #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }

  struct Square: View {
    @ScaledMetric var side: CGFloat = 17
    var body: some View { Color.red.frame(width: side, height: side) }
  }

  /// @ScaledMetric follows body: 17 at large, 23 at xxxLarge, 53 at AX5.
  @Test func scaledMetricFollowsTheSize() {
    #expect(size(Square()).width == 17)
    #expect(size(Square().dynamicTypeSize(.xxxLarge)).width == 23)
    #expect(size(Square().dynamicTypeSize(.accessibility5)).width == 53)
  }
}
