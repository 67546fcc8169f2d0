import Foundation
import PlumbCore
import Testing

@MainActor @Suite struct ModifierTests {
  /// Padding defaults to 16 on each edge.
  @Test func defaultPadding() {
    let r = layout(leaf("c", width: 10, height: 10).padding())
    #expect(r.size == CGSize(width: 42, height: 42))
    expectFrames(r, ["c": rect(16, 16, 10, 10)])
  }

  @Test func edgePadding() {
    let r = layout(leaf("c", width: 10, height: 10).padding(.horizontal, 5).padding(.top, 3))
    #expect(r.size == CGSize(width: 20, height: 13))
    expectFrames(r, ["c": rect(5, 3, 10, 10)])
  }

  /// Padding subtracts from the proposal before the child sees it.
  @Test func paddingShrinksProposal() {
    let r = layout(Color.red.id("c").padding(10), ProposedViewSize(width: 100, height: 50))
    expectFrames(r, ["c": rect(10, 10, 80, 30)])
  }

  /// Modifier order matters: `.padding().border()` borders the padded view;
  /// `.border().padding()` pads a bordered view.
  @Test func modifierOrder() {
    let outer = layout(leaf("c", width: 10, height: 10).padding().overlay(Color.clear.id("b")))
    let inner = layout(leaf("c", width: 10, height: 10).overlay(Color.clear.id("b")).padding())
    expectFrames(outer, ["b": rect(0, 0, 42, 42)])
    expectFrames(inner, ["b": rect(16, 16, 10, 10)])
  }

  /// `offset` moves the drawing, not the layout: the stack keeps its size
  /// and the sibling its place; the moved view reports its drawn frame.
  @Test func offsetMovesDrawingOnly() {
    let r = layout(
      HStack(spacing: 0) {
        leaf("a", width: 10, height: 10).offset(x: 5, y: -3)
        leaf("b", width: 10, height: 10)
      })
    #expect(r.size == CGSize(width: 20, height: 10))
    expectFrames(r, ["a": rect(5, -3, 10, 10), "b": rect(10, 0, 10, 10)])
  }

  /// `fixedSize` proposes nil: a color becomes 10 × 10 whatever is offered.
  @Test func fixedSizeProposesNil() {
    let r = layout(Color.red.fixedSize().id("c"), ProposedViewSize(width: 300, height: 300))
    expectFrames(r, ["c": rect(0, 0, 10, 10)])
    let h = layout(Color.red.fixedSize(horizontal: true, vertical: false), ProposedViewSize(width: 300, height: 300))
    #expect(h.size == CGSize(width: 10, height: 300))
  }

  /// Background and overlay are proposed the decorated view's size and
  /// never change it.
  @Test func decorationsTakeTheBaseSize() {
    let r = layout(
      leaf("c", width: 30, height: 20)
        .background(Color.red.id("bg"))
        .overlay(leaf("big", width: 100, height: 100), alignment: .topLeading))
    #expect(r.size == CGSize(width: 30, height: 20))
    expectFrames(r, ["bg": rect(0, 0, 30, 20), "big": rect(0, 0, 100, 100)])
  }

  /// The decoration is aligned in the base's bounds.
  @Test func overlayAlignment() {
    let r = layout(
      leaf("c", width: 30, height: 20).overlay(alignment: .bottomTrailing) { leaf("o", width: 4, height: 4) })
    expectFrames(r, ["o": rect(26, 16, 4, 4)])
  }

  /// A border is an overlay: same frame as the view.
  @Test func borderIsInsideTheFrame() {
    let r = layout(leaf("c", width: 30, height: 20).border(Color.red, width: 2))
    #expect(r.size == CGSize(width: 30, height: 20))
  }

  /// Modifiers on a Group apply to each of its views.
  @Test func groupModifiersApplyToEachChild() {
    let r = layout(HStack(spacing: 0) {
      Group {
        leaf("a", width: 10, height: 10)
        leaf("b", width: 10, height: 10)
      }.padding(1)
    })
    #expect(r.size == CGSize(width: 24, height: 12))
  }

  /// Environment: `.font` on a stack reaches its texts.
  @Test func fontFlowsDown() {
    let r = layout(VStack { Text("ab").id("t") }.font(.largeTitle))
    // Fixed advance 0.5 × 34 per character; line height 1.25 × 34.
    expectFrames(r, ["t": rect(0, 0, 34, 42.5)])
  }
}

/// iOS 16's `backgroundStyle(_:)`: what `background(in:)` and
/// `background()` fill with, set around them; without it, the system
/// background (white in light mode).
@MainActor @Suite struct BackgroundStyleTests {
  func fills<V: View>(_ view: V) -> [RGBA] {
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 100, height: 100), measurer: FixedAdvanceTextMeasurer())
    return DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .fill(_, let c) = $0, c.alpha > 0 { return c } else { return nil }
    }
  }

  @Test func backgroundInShapeTakesTheStyle() {
    let square = Color.clear.frame(width: 20, height: 20)
    #expect(fills(square.background(in: RoundedRectangle(cornerRadius: 5))) == [Color.white.resolve(in: .light)])
    #expect(
      fills(square.background(in: RoundedRectangle(cornerRadius: 5)).backgroundStyle(Color.red))
        == [Color.red.resolve(in: .light)])
    #expect(fills(square.background().backgroundStyle(Color.blue)) == [Color.blue.resolve(in: .light)])
    // Set inside the background, it does not reach it.
    #expect(fills(square.backgroundStyle(Color.red).background(in: Circle())) == [Color.white.resolve(in: .light)])
  }
}

/// The deprecated `colorScheme(_:)` still sets the scheme below it: a
/// primary fill is the dark scheme's inside, the light one's outside.
@MainActor @Suite struct ColorSchemeModifierTests {
  @available(*, deprecated)
  @Test func colorSchemeSetsTheSchemeBelow() {
    let view = HStack(spacing: 0) {
      Color.primary.frame(width: 10, height: 10).colorScheme(.dark)
      Color.primary.frame(width: 10, height: 10)
    }
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 100, height: 100), measurer: FixedAdvanceTextMeasurer())
    let fills: [RGBA] = DisplayList(r, scale: 1, colorScheme: .light).items.compactMap {
      if case .fill(_, let c) = $0 { return c } else { return nil }
    }
    #expect(fills == [Color.primary.resolve(in: .dark), Color.primary.resolve(in: .light)])
    // Nested settings: the innermost wins, as the environment reads it.
    let nested = LayoutResult(
      of: Color.primary.frame(width: 10, height: 10).environment(\.colorScheme, .light).environment(\.colorScheme, .dark),
      measurer: FixedAdvanceTextMeasurer())
    let nestedFills: [RGBA] = DisplayList(nested, scale: 1, colorScheme: .dark).items.compactMap {
      if case .fill(_, let c) = $0 { return c } else { return nil }
    }
    #expect(nestedFills == [Color.primary.resolve(in: .light)])
  }
}

/// An `EnvironmentalModifier` resolves from the environment at the
/// modifier: padding 20 in the dark scheme, 5 in the light one, around a
/// 10×10 color, so the padded view is 50×50 or 20×20.
@MainActor @Suite struct EnvironmentalModifierTests {
  struct SchemePadding: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
      PaddingBy(length: environment.colorScheme == .dark ? 20 : 5)
    }
  }
  struct PaddingBy: ViewModifier {
    let length: CGFloat
    func body(content: Content) -> some View { content.padding(length) }
  }

  @Test func resolvesFromTheEnvironmentAtTheModifier() {
    let square = Color.red.frame(width: 10, height: 10).modifier(SchemePadding()).id("padded")
    #expect(layout(square).frame(of: "padded")?.size == CGSize(width: 20, height: 20))
    let dark = layout(square.environment(\.colorScheme, .dark))
    #expect(dark.frame(of: "padded")?.size == CGSize(width: 50, height: 50))
  }
}
