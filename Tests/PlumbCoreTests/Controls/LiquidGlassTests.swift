import Foundation
@testable import PlumbCore
import Testing

/// iOS 26's Liquid Glass: glass is drawn behind a view, in its bounds, and
/// never changes the layout.
@MainActor @Suite struct LiquidGlassTests {
  func items<V: View>(_ view: V) -> [DisplayItem] {
    DisplayList(layout(view, ProposedViewSize(width: 300, height: 300)), scale: 1, colorScheme: .light).items
  }

  /// `glassEffect()` is a background: the padded text keeps its frame
  /// (its line padded by 16 on each side), and the glass is a fill in a
  /// shadow, before the text.
  @Test func glassIsABackgroundThatKeepsTheFrame() {
    let plain = layout(Text("Hi").padding().id("t"), ProposedViewSize(width: 300, height: 300))
    let glass = layout(Text("Hi").padding().glassEffect().id("t"), ProposedViewSize(width: 300, height: 300))
    #expect(plain.frame(of: "t") == glass.frame(of: "t"))
    let line = layout(Text("Hi").id("t"), ProposedViewSize(width: 300, height: 300)).frame(of: "t")?.height ?? 0
    #expect(glass.frame(of: "t")?.height == line + 32)
    let drawn = items(Text("Hi").padding().glassEffect())
    let shadow = drawn.firstIndex { if case .beginShadow = $0 { return true } else { return false } }
    let text = drawn.firstIndex { if case .text = $0 { return true } else { return false } }
    #expect(shadow != nil && text != nil && shadow! < text!)
  }

  /// `.identity` and `isEnabled: false` draw no glass.
  @Test func identityDrawsNothing() {
    let count = items(Text("Hi").padding()).count
    #expect(items(Text("Hi").padding().glassEffect(.identity)).count == count)
    #expect(items(Text("Hi").padding().glassEffect(isEnabled: false)).count == count)
    #expect(items(Text("Hi").padding().glassEffect()).count > count)
  }

  /// A tinted glass is filled with the tint: the fill's color is the
  /// tint's red at 85%.
  @Test func tintedGlassFillsWithTheTint() {
    let fills: [RGBA] = items(Color.clear.frame(width: 40, height: 20).glassEffect(.regular.tint(.red))).compactMap {
      if case .fill(_, let c) = $0 { return c } else { return nil }
    }
    let red = Color.red.resolve(in: .light)
    #expect(fills.contains { $0.red == red.red && $0.green == red.green && abs($0.alpha - 0.85) < 1e-9 })
  }

  /// A glass button is padded as a bordered one (7 × 12 at the regular
  /// size): the label's line plus 14; `GlassEffectContainer`
  /// lays its content out as it is.
  @Test func glassButtonsArePaddedAsBordered() {
    let r = layout(
      GlassEffectContainer {
        VStack(spacing: 0) {
          Button("Go") {}.buttonStyle(.glass).id("glass")
          Button("Go") {}.buttonStyle(.bordered).id("bordered")
          Button("Go") {}.buttonStyle(.glassProminent).id("prominent")
        }
      }, ProposedViewSize(width: 300, height: 300))
    #expect(r.frame(of: "glass")?.size == r.frame(of: "bordered")?.size)
    #expect(r.frame(of: "prominent")?.size == r.frame(of: "bordered")?.size)
    let line = layout(Text("Go").id("t"), ProposedViewSize(width: 300, height: 300)).frame(of: "t")?.height ?? 0
    #expect(r.frame(of: "glass")?.height == line + 14)
  }

  /// iOS 26's `Button(role: .close)` is labelled with an ✕ symbol.
  @Test func closeButtonShowsAnX() {
    let symbols: [String] = items(Button(role: .close) {}).compactMap {
      if case .symbol(let name, _, _, _) = $0 { return name } else { return nil }
    }
    #expect(symbols == ["xmark"])
  }
}

/// Styles and spellings from real files: a style at an opacity, `.fill`,
/// an image in text, concentric rectangles.
@MainActor @Suite struct RealFileStyleTests {
  /// `.red.gradient.opacity(0.25)`: every stop of the gradient at a
  /// quarter of its alpha.
  @Test func gradientAtAnOpacity() {
    let style = Color.red.gradient.opacity(0.25)
    let stops = style._gradientPaint?.gradient.stops ?? []
    #expect(stops.count == 2)
    #expect(stops.allSatisfy { abs($0.color.resolve(in: .light).alpha - 0.25) < 1e-9 })
  }

  /// `.fill` is the system fill (120, 120, 128 at 20% in light).
  @Test func fillStyle() {
    #expect(FillShapeStyle().resolvedColor(foreground: .black).resolve(in: .light) == RGBA(120, 120, 128, 0.2))
  }

  /// `Text(Image(systemName:))` is the symbol's stand-in glyph, as the
  /// interpolation `"\(image)"` is.
  @Test func imageInText() {
    let star = Image(systemName: "star.fill")
    #expect(Text(star).string == Text("\(star)").string)
    #expect(!Text(star).string.isEmpty)
  }

  /// A concentric rectangle with a minimum of 12 is a rounded rectangle of
  /// 12; a fixed corner keeps its radius.
  @Test func concentricCorners() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
    let concentric = ConcentricRectangle(corners: .concentric(minimum: .fixed(12))).path(in: r)
    let rounded = UnevenRoundedRectangle(
      topLeadingRadius: 12, bottomLeadingRadius: 12, bottomTrailingRadius: 12, topTrailingRadius: 12, style: .continuous
    ).path(in: r)
    #expect(concentric == rounded)
  }

  /// A field showing a formatted value formats it in the figures' locale
  /// (US English), as `Text(_:format:)` does: "$0.00", not "US$0.00".
  @Test func fieldValueUsesTheFiguresLocale() {
    let shown: [String] = DisplayList(
      layout(TextField("Amount", value: .constant(0.0), format: .currency(code: "USD")), ProposedViewSize(width: 300, height: 100)),
      scale: 1, colorScheme: .light
    ).items.compactMap { if case .text(let c, _, _, _, _) = $0 { return c.string } else { return nil } }
    #expect(shown == ["$0.00"])
  }

  /// `CGRect.applying` bounds the transformed corners, as CoreGraphics.
  @Test func rectApplying() {
    let r = CGRect(x: 10, y: 20, width: 30, height: 40).applying(CGAffineTransform(scaleX: 2, y: -1))
    #expect(r == CGRect(x: 20, y: -60, width: 60, height: 40))
  }
}
