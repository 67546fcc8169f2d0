import Foundation
import PlumbCore
import Testing

// Control sizes with the fixed-advance measurer: a character is half an em
// wide and a line 1.25 em tall, so body text (17) is 8.5 per character and
// 21.25 tall, subheadline (15) 7.5 and 18.75.
@MainActor @Suite struct ControlLayoutTests {
  func layout<V: View>(_ view: V, _ width: CGFloat? = nil, _ height: CGFloat? = nil) -> LayoutResult {
    LayoutResult(of: view, proposal: ProposedViewSize(width: width, height: height))
  }
  func frames(_ r: LayoutResult, _ kind: String) -> [CGRect] {
    r.frames.filter { $0.kind == kind }.map(\.frame)
  }

  /// The automatic style is the label alone: no padding.
  @Test func automaticButtonIsItsLabel() {
    let r = layout(Button("Tap") {})
    #expect(r.size == CGSize(width: 3 * 8.5, height: 21.25))
  }

  /// `.bordered` pads by the control size's insets: regular 7 × 12.
  @Test func borderedButtonPadding() {
    let r = layout(Button("Tap") {}.buttonStyle(.bordered))
    #expect(r.size == CGSize(width: 25.5 + 24, height: 21.25 + 14))
    let large = layout(Button("Tap") {}.buttonStyle(.borderedProminent).controlSize(.large))
    #expect(large.size == CGSize(width: 25.5 + 40, height: 21.25 + 28))
    // Small: the subheadline style, 5 × 10.
    let small = layout(Button("Tap") {}.buttonStyle(.bordered).controlSize(.small))
    #expect(small.size == CGSize(width: 22.5 + 20, height: 18.75 + 10))
  }

  /// A user's ButtonStyle draws what its makeBody returns.
  @Test func customButtonStyle() {
    struct Pill: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(10).background(Capsule().fill(Color.orange))
      }
    }
    let r = layout(Button("Go") {}.buttonStyle(Pill()))
    #expect(r.size == CGSize(width: 17 + 20, height: 21.25 + 20))
  }

  /// A Toggle is a full-width row with the 51×31 switch trailing.
  @Test func toggleRow() {
    let r = layout(Toggle("Wi-Fi", isOn: .constant(true)), 300)
    #expect(r.size == CGSize(width: 300, height: 31))
    #expect(frames(r, "Capsule").first == CGRect(x: 249, y: 0, width: 51, height: 31))
    let hidden = layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), 300)
    #expect(hidden.size == CGSize(width: 51, height: 31))
  }

  /// The knob sits 2 from the trailing end when on, the leading end when off.
  @Test func toggleKnob() {
    let on = layout(Toggle("A", isOn: .constant(true)).labelsHidden())
    #expect(frames(on, "Circle").first == CGRect(x: 22, y: 2, width: 27, height: 27))
    let off = layout(Toggle("A", isOn: .constant(false)).labelsHidden())
    #expect(frames(off, "Circle").first == CGRect(x: 2, y: 2, width: 27, height: 27))
  }

  /// Inset-grouped rows: cells 20 from the sides, rows at least 44 tall
  /// with content 20 in, the first section 35 from the top.
  @Test func insetGroupedList() {
    let r = layout(List { Text("A").id("a"); Text("B").id("b") }, 393, 600)
    #expect(r.size == CGSize(width: 393, height: 600))
    // Row content: 20 (margin) + 20 (inset); centred in a 44-tall row.
    #expect(r.frame(of: "a") == CGRect(x: 40, y: 35 + (44 - 21.25) / 2, width: 8.5, height: 21.25))
    #expect(r.frame(of: "b") == CGRect(x: 40, y: 35 + 44 + (44 - 21.25) / 2, width: 8.5, height: 21.25))
  }

  /// Plain lists have no margins and no section gaps.
  @Test func plainList() {
    let r = layout(List { Text("A").id("a") }.listStyle(.plain), 393, 600)
    #expect(r.frame(of: "a") == CGRect(x: 20, y: (44 - 21.25) / 2, width: 8.5, height: 21.25))
  }

  /// Sections: the header above the cells, 7 from them; sections 35 apart.
  @Test func sections() {
    let r = layout(
      List {
        Section("One") { Text("A").id("a") }
        Section { Text("B").id("b") } header: { Text("Two").id("two") }
      }, 393, 800)
    // Header: footnote (13) → 16.25 tall; the cell starts 7 below it.
    let headerHeight = 13 * 1.25
    let aRow = 35 + headerHeight + 7
    #expect(abs((r.frame(of: "a")?.minY ?? 0) - (aRow + (44 - 21.25) / 2)) < 1e-9)
    let two = r.frame(of: "two")
    #expect(abs((two?.minY ?? 0) - (aRow + 44 + 35)) < 1e-9)
    #expect(two?.minX == 40)
  }

  /// A navigation stack's bar: 44, plus 52 for a large title.
  @Test func navigationBar() {
    let large = layout(NavigationStack { Color.red.id("root").navigationTitle("T") }, 393, 800)
    #expect(large.frame(of: "root") == CGRect(x: 0, y: 96, width: 393, height: 800 - 96))
    let inline = layout(
      NavigationStack { Color.red.id("root").navigationTitle("T").navigationBarTitleDisplayMode(.inline) }, 393, 800)
    #expect(inline.frame(of: "root") == CGRect(x: 0, y: 44, width: 393, height: 800 - 44))
  }

  /// A NavigationView's views are columns: an iPhone shows the first,
  /// under the bar (44 + 52 for the large title), not the detail beside
  /// it (Hacking with Swift's SnowSeeker: the list, not the welcome view).
  @Test func navigationViewShowsItsFirstColumnOnACompactScreen() {
    let r = layout(
      NavigationView {
        Color.red.id("sidebar").navigationTitle("Resorts")
        Color.blue.id("detail").toolbar { Button("Share") {}.id("share") }
      }, 393, 800)
    #expect(r.frame(of: "sidebar") == CGRect(x: 0, y: 96, width: 393, height: 800 - 96))
    #expect(r.frame(of: "detail") == nil)
    // The detail is not lowered: its toolbar item is not in the bar.
    #expect(r.frame(of: "share") == nil)
    // A column with no title leaves the bar without one: 44 tall, not 96.
    let untitled = layout(
      NavigationView {
        Color.red.id("sidebar")
        Color.blue.navigationTitle("Detail")
      }, 393, 800)
    #expect(untitled.frame(of: "sidebar") == CGRect(x: 0, y: 44, width: 393, height: 800 - 44))
    // One view is the whole screen, as before.
    let one = layout(NavigationView { Color.red.id("only") }, 393, 800)
    #expect(one.frame(of: "only") == CGRect(x: 0, y: 44, width: 393, height: 800 - 44))
  }

  /// A Picker shows the option whose tag is selected (ForEach ids tag).
  @Test func pickerShowsSelection() {
    let r = layout(
      Picker("Size", selection: .constant(2)) {
        Text("One").tag(1).id("one")
        Text("Two").tag(2).id("two")
      })
    #expect(r.frame(of: "two") != nil)
    #expect(r.frame(of: "one") == nil)
    let each = layout(
      Picker("Size", selection: .constant("b")) {
        ForEach(["a", "b", "c"], id: \.self) { Text($0).id($0) }
      })
    #expect(each.frame(of: "b") != nil && each.frame(of: "a") == nil)
  }

  /// Segmented: equal segments across the width, 32 tall.
  @Test func segmentedPicker() {
    let r = layout(
      Picker("", selection: .constant(0)) {
        Text("A").tag(0).id("a")
        Text("B").tag(1).id("b")
        Text("C").tag(2).id("c")
      }.pickerStyle(.segmented), 300)
    #expect(r.size == CGSize(width: 300, height: 32))
    // 13-point text, 6.5 per character, centred in its 100-wide segment.
    #expect(r.frame(of: "b")?.midX == 150)
    #expect(r.frame(of: "c")?.midX == 250)
  }

  /// The tab bar is 49 tall at the bottom; the first tab fills the rest.
  @Test func tabView() {
    let r = layout(
      TabView {
        Color.red.id("one").tabItem { Label("One", systemImage: "star") }
        Color.blue.id("two").tabItem { Label("Two", systemImage: "heart") }
      }, 393, 800)
    #expect(r.frame(of: "one") == CGRect(x: 0, y: 0, width: 393, height: 800 - 49))
    #expect(r.frame(of: "two") == nil)
  }

  /// A label is icon, 8, title; iOS 26's `labelIconToTitleSpacing` sets
  /// the 8, `labelReservedIconWidth` the icon's least width (the icon
  /// centred in it). Title "Ab": 2 × 8.5 = 17 wide.
  @Test func labelSpacingAndReservedIconWidth() {
    func label() -> some View {
      Label { Text("Ab") } icon: { Color.red.frame(width: 20, height: 20).id("icon") }
    }
    #expect(layout(label()).size == CGSize(width: 20 + 8 + 17, height: 21.25))
    #expect(layout(label().labelIconToTitleSpacing(2)).size == CGSize(width: 20 + 2 + 17, height: 21.25))
    let reserved = layout(label().labelReservedIconWidth(30))
    #expect(reserved.size == CGSize(width: 30 + 8 + 17, height: 21.25))
    #expect(reserved.frame(of: "icon") == CGRect(x: 5, y: 0.625, width: 20, height: 20))
    // A narrower reservation than the icon changes nothing.
    #expect(layout(label().labelReservedIconWidth(10)).size == CGSize(width: 20 + 8 + 17, height: 21.25))
  }

  /// A style built on `Button(configuration)` (iOS 15) draws the button
  /// in the style it was set over, or in one set around the new button;
  /// it never draws itself again. "Tap": 25.5 × 21.25; bordered adds
  /// 12 and 7 on each side.
  @Test func buttonFromConfiguration() {
    struct Wrapping: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(1) }
    }
    struct Bordering: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(.bordered) }
    }
    #expect(layout(Button("Tap") {}.buttonStyle(Wrapping())).size == CGSize(width: 25.5 + 2, height: 21.25 + 2))
    #expect(
      layout(Button("Tap") {}.buttonStyle(Wrapping()).buttonStyle(.bordered)).size
        == CGSize(width: 25.5 + 24 + 2, height: 21.25 + 14 + 2))
    #expect(layout(Button("Tap") {}.buttonStyle(Bordering())).size == CGSize(width: 25.5 + 24, height: 21.25 + 14))
    // A style whose body sets another custom style: each draws once.
    struct WrappingInBordering: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(Wrapping()).padding(2)
      }
    }
    #expect(
      layout(Button("Tap") {}.buttonStyle(WrappingInBordering())).size
        == CGSize(width: 25.5 + 2 + 4, height: 21.25 + 2 + 4))
    // Two custom styles: the inner one's button is drawn by the outer one.
    #expect(
      layout(Button("Tap") {}.buttonStyle(Wrapping()).buttonStyle(Wrapping())).size
        == CGSize(width: 25.5 + 4, height: 21.25 + 4))
  }

  /// Indicators: the spinner 20×20; a value bar 4 tall across the width.
  @Test func progressViews() {
    #expect(layout(ProgressView()).size == CGSize(width: 20, height: 20))
    #expect(layout(ProgressView(value: 0.5), 200).size == CGSize(width: 200, height: 4))
  }

  /// Stepper: the 94×32 control trailing; Slider: 28 tall.
  @Test func stepperAndSlider() {
    let s = layout(Stepper("Count", value: .constant(1)), 300)
    #expect(s.size == CGSize(width: 300, height: 32))
    #expect(layout(Slider(value: .constant(0.5)), 200).size == CGSize(width: 200, height: 28))
  }

  /// TextField takes the proposed width; rounded border adds 7 all round.
  @Test func textFields() {
    #expect(layout(TextField("Name", text: .constant("")), 200).size == CGSize(width: 200, height: 21.25))
    let rounded = layout(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder), 200)
    #expect(rounded.size == CGSize(width: 200, height: 21.25 + 14))
  }

  /// A user's TextFieldStyle (`_body(configuration:)`) decorates the field
  /// it is handed, which draws plain: the 12 of padding on each side is
  /// the only inset, even under `.roundedBorder` (the innermost style
  /// wins, as in SwiftUI), and the field keeps its placeholder.
  @Test func customTextFieldStyle() {
    struct Oval: TextFieldStyle {
      func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(12).background(Capsule().fill(Color.gray))
      }
    }
    let r = layout(TextField("Name", text: .constant("")).textFieldStyle(Oval()), 200)
    #expect(r.size == CGSize(width: 200, height: 21.25 + 24))
    let inner = layout(
      TextField("Name", text: .constant("")).textFieldStyle(Oval()).textFieldStyle(.roundedBorder), 200)
    #expect(inner.size == CGSize(width: 200, height: 21.25 + 24))
    // The placeholder is the label, 4 characters of body text.
    #expect(r.frames.contains { $0.kind == "Text(\"Name\")" && $0.frame.width == 4 * 8.5 }, "\(r.frames)")
    // A built-in style set inside the custom one replaces it.
    let outer = layout(
      TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).textFieldStyle(Oval()), 200)
    #expect(outer.size == CGSize(width: 200, height: 21.25 + 14))
  }
}

/// Spacers yield: a stack sizes its other children first, offered the
/// space less the spacers' minimum lengths, and the spacers share the
/// rest. Apple's Landmarks rows (`HStack { image 50; Text(name); Spacer();
/// star }`) show "Silver Salmon Creek" on one line on an iPhone, which an
/// equal split between the text and the spacer would wrap.
@MainActor @Suite struct SpacerYieldsTests {
  /// 20 characters (170 wide) beside a Spacer in 200: the text is offered
  /// 200 − 8 (the spacer's minimum; no spacing beside a spacer) = 192 and
  /// keeps one line; the spacer takes the 30 left.
  @Test func textBesideSpacerKeepsItsWidth() {
    let r = LayoutResult(
      of: HStack { Text("aaaaaaaaaaaaaaaaaaaa").id("t"); Spacer().id("s") },
      proposal: ProposedViewSize(width: 200, height: nil))
    #expect(r.frame(of: "t") == CGRect(x: 0, y: 0, width: 170, height: 21.25))
    #expect(r.frame(of: "s")?.width == 30)
  }

  /// A flexible view beside a Spacer takes all but the spacer's minimum.
  @Test func flexibleViewBesideSpacer() {
    let r = LayoutResult(
      of: HStack(spacing: 0) { Color.blue.id("c"); Spacer().id("s") },
      proposal: ProposedViewSize(width: 300, height: 10))
    #expect(r.frame(of: "c")?.width == 292)
    #expect(r.frame(of: "s")?.width == 8)
  }

  /// Spacers share equally among themselves what the others leave.
  @Test func spacersShare() {
    let r = LayoutResult(
      of: HStack(spacing: 0) {
        Spacer().id("a")
        Color.red.frame(width: 30)
        Spacer().id("b")
        Color.red.frame(width: 30)
        Spacer().id("c")
      },
      proposal: ProposedViewSize(width: 180, height: 10))
    #expect([r.frame(of: "a")?.width, r.frame(of: "b")?.width, r.frame(of: "c")?.width] == [40, 40, 40])
  }
}

/// String interpolations a `LocalizedStringKey` takes, as in SwiftUI.
@MainActor @Suite struct TextInterpolationTests {
  func shown(_ text: Text) -> String {
    LayoutResult(of: text).frames.first { $0.kind.hasPrefix("Text(") }?.kind ?? ""
  }

  @Test func specifier() {
    let progress = 0.4567
    #expect(shown(Text("\(progress * 100, specifier: "%.1f")% done")) == "Text(\"45.7% done\")")
  }

  /// An SF Symbol inline becomes its stand-in glyph (Font Awesome's star,
  /// U+F005), which the icon font draws in the text's size.
  @Test func inlineSymbol() {
    #expect(shown(Text("\(Image(systemName: "star.fill")) 4.5")) == "Text(\"\u{F005} 4.5\")")
  }

  @Test func interpolatedText() {
    #expect(shown(Text("Hello, \(Text("world").bold())!")) == "Text(\"Hello, world!\")")
  }
}

/// Spacers have no spacing: a stack puts no default spacing between a
/// Spacer and its neighbours; an explicit `spacing:` still applies.
@MainActor @Suite struct SpacerSpacingTests {
  /// Red 70 and blue 90 around a zero-length spacer in 160: red at 0, blue
  /// at 70, no overflow (with 8 on each side of the spacer, 176 > 160).
  @Test func noSpacingBesideASpacer() {
    let r = LayoutResult(
      of: HStack {
        Color.red.frame(width: 70).id("red")
        Spacer(minLength: 0)
        Color.blue.frame(width: 90).id("blue")
      },
      proposal: ProposedViewSize(width: 160, height: 10))
    #expect(r.size == CGSize(width: 160, height: 10))
    #expect(r.frame(of: "red")?.minX == 0)
    #expect(r.frame(of: "blue")?.minX == 70)
  }

  /// Three spacers around two 30-wide views in 180 share 120: 40 each.
  @Test func spacersShareWithoutSpacing() {
    let r = LayoutResult(
      of: HStack {
        Spacer().id("a")
        Color.red.frame(width: 30)
        Spacer().id("b")
        Color.red.frame(width: 30)
        Spacer().id("c")
      },
      proposal: ProposedViewSize(width: 180, height: 10))
    #expect([r.frame(of: "a")?.width, r.frame(of: "b")?.width, r.frame(of: "c")?.width] == [40, 40, 40])
  }

  /// An explicit spacing still applies beside a spacer: 160 − 2 × 10 = 140
  /// for the views and the spacer.
  @Test func explicitSpacingApplies() {
    let r = LayoutResult(
      of: HStack(spacing: 10) {
        Color.red.frame(width: 70).id("red")
        Spacer(minLength: 0)
        Color.blue.frame(width: 50).id("blue")
      },
      proposal: ProposedViewSize(width: 160, height: 10))
    #expect(r.frame(of: "blue")?.minX == 110)
  }

  /// Between two ordinary views the default 8 remains.
  @Test func defaultSpacingElsewhere() {
    let r = LayoutResult(
      of: HStack {
        Color.red.frame(width: 10)
        Color.blue.frame(width: 10).id("b")
        Spacer()
      },
      proposal: ProposedViewSize(width: 100, height: 10))
    #expect(r.frame(of: "b")?.minX == 18)
  }
}

/// Ties among equally flexible children: the larger minimum is offered
/// space first.
@MainActor @Suite struct FlexibilityTieTests {
  /// Red (0…∞) and blue (120…∞) are equally (infinitely) flexible. Blue,
  /// with the larger minimum, is offered 180 / 2 = 90 first and takes its
  /// 120; red gets the 60 left, instead of red taking 90 and blue
  /// overflowing to 210.
  @Test func largerMinimumFirst() {
    let r = LayoutResult(
      of: HStack(spacing: 0) {
        Color.red.id("red")
        Color.blue.frame(minWidth: 120).id("blue")
      },
      proposal: ProposedViewSize(width: 180, height: 10))
    #expect(r.size.width == 180)
    #expect(r.frame(of: "red") == CGRect(x: 0, y: 0, width: 60, height: 10))
    #expect(r.frame(of: "blue") == CGRect(x: 60, y: 0, width: 120, height: 10))
  }
}

/// A ZStack sizes by its highest-priority children; the others are
/// proposed that size and aligned in it.
@MainActor @Suite struct ZStackPriorityTests {
  /// The blue 60×40 (priority 1) sets the size; red, proposed 60×40,
  /// fills it — without the priority red would take the whole 300×200.
  @Test func highestPrioritySizes() {
    let r = LayoutResult(
      of: ZStack {
        Color.red.id("red")
        Color.blue.frame(width: 60, height: 40).layoutPriority(1).id("blue")
      },
      proposal: ProposedViewSize(width: 300, height: 200))
    #expect(r.size == CGSize(width: 60, height: 40))
    #expect(r.frame(of: "red") == CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(r.frame(of: "blue") == CGRect(x: 0, y: 0, width: 60, height: 40))
  }

  /// A lower-priority child larger than that size overflows it, centred:
  /// an 80×80 square over a 60×40 leader sits at (−10, −20).
  @Test func othersMayOverflow() {
    let r = LayoutResult(
      of: ZStack {
        Color.green.frame(width: 80, height: 80).id("big")
        Color.blue.frame(width: 60, height: 40).layoutPriority(1)
      },
      proposal: ProposedViewSize(width: 300, height: 200))
    #expect(r.size == CGSize(width: 60, height: 40))
    #expect(r.frame(of: "big") == CGRect(x: -10, y: -20, width: 80, height: 80))
  }
}

/// `containerRelativeFrame` measures against the figure's window (the
/// root proposal), which is the scroll view's size in a full-width
/// carousel.
@MainActor @Suite struct ContainerRelativeFrameTests {
  /// Three columns 10 apart in 393: (393 − 2 × 10) / 3 = 124.33 each; a
  /// span of 2 is 2 × 124.33 + 10.
  @Test func columnsOfTheWindow() {
    let r = LayoutResult(
      of: ScrollView(.horizontal) {
        HStack(spacing: 10) {
          Color.red.id("one").containerRelativeFrame(.horizontal, count: 3, spacing: 10)
          Color.blue.id("two").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        }
      },
      proposal: ProposedViewSize(width: 393, height: 100))
    let column = (393.0 - 20) / 3
    #expect(abs((r.frame(of: "one")?.width ?? 0) - column) < 1e-9)
    #expect(abs((r.frame(of: "two")?.width ?? 0) - (2 * column + 10)) < 1e-9)
    #expect(r.frame(of: "one")?.height == 100)
  }

  /// An unspecified window leaves the axis as the view sizes it.
  @Test func unspecifiedWindow() {
    let r = LayoutResult(of: Color.red.frame(height: 5).containerRelativeFrame(.horizontal).id("c"))
    #expect(r.frame(of: "c")?.width == 10)
  }
}

/// Format styles format in US English whatever the machine's locale.
@MainActor @Suite struct FormatLocaleTests {
  func shown(_ text: Text) -> String {
    LayoutResult(of: text).frames.first { $0.kind.hasPrefix("Text(") }?.kind ?? ""
  }
  @Test func currencyAndNumbers() {
    #expect(shown(Text(Decimal(12.5), format: .currency(code: "USD"))) == "Text(\"$12.50\")")
    #expect(shown(Text(1234.5, format: .number)) == "Text(\"1,234.5\")")
    #expect(shown(Text("Total \(Decimal(3), format: .currency(code: "EUR"))")) == "Text(\"Total €3.00\")")
  }
}

/// Anchor preferences: a view's bounds handed up and resolved in an
/// overlay's GeometryReader, the pattern of a tab's underline.
@MainActor @Suite struct AnchorPreferenceTests {
  struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
      value = value ?? nextValue()
    }
  }

  /// The selected tab (40 wide, after a 30-wide one) is underlined: the
  /// overlay's reader sees its bounds at x 30, 40 wide, and draws a
  /// 2-point line under it at y 10.
  @Test func underline() {
    let view = HStack(spacing: 0) {
      Color.gray.frame(width: 30, height: 10)
      Color.red.frame(width: 40, height: 10).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    }
    .overlayPreferenceValue(BoundsKey.self, alignment: .topLeading) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let r = proxy[anchor]
          Rectangle().frame(width: r.width, height: 2).id("underline").offset(x: r.minX, y: r.maxY)
        }
      }
    }
    let result = LayoutResult(of: view)
    #expect(result.size == CGSize(width: 70, height: 10))
    #expect(result.frame(of: "underline") == CGRect(x: 30, y: 10, width: 40, height: 2))
  }

  /// Anchors are `Equatable` (so preference values holding them can be):
  /// equal when on the same view and pointing at the same place in it.
  @Test func anchorsCompareByViewAndPlace() {
    let box = Anchor(onNothing: CGRect(x: 0, y: 0, width: 10, height: 10))
    let sameBox = Anchor(onNothing: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = Anchor(onNothing: CGRect(x: 1, y: 0, width: 10, height: 10))
    #expect(box == sameBox)
    #expect(box != other)
  }
}

/// `imageScale` sizes symbols: 1.2 × the font size at medium, × 0.783
/// small, × 1.29 large (SF Symbols' image scales).
@MainActor @Suite struct ImageScaleTests {
  @Test func scales() {
    func side(_ scale: Image.Scale?) -> CGFloat {
      let image = Image(systemName: "star")
      let r = scale.map { LayoutResult(of: image.imageScale($0)) } ?? LayoutResult(of: image)
      return r.size.width
    }
    #expect(abs(side(nil) - 17 * 1.2) < 1e-9)
    #expect(abs(side(.small) - 17 * 1.2 * 0.783) < 1e-9)
    #expect(abs(side(.large) - 17 * 1.2 * 1.29) < 1e-9)
  }
}

/// Foundation's localization API that Linux lacks: the key is the text.
@MainActor @Suite struct LocalizationTests {
  func shown(_ text: Text) -> String {
    LayoutResult(of: text).frames.first { $0.kind.hasPrefix("Text(") }?.kind ?? ""
  }
  @Test func localizedStrings() throws {
    let count = 3
    #expect(String(localized: "Hello \(count) times") == "Hello 3 times")
    #expect(String(localized: "greeting", defaultValue: "Hi") == "Hi")
    #expect(shown(Text(String(localized: "Inbox"))) == "Text(\"Inbox\")")
    let resource: LocalizedStringResource = "Settings"
    #expect(shown(Text(resource)) == "Text(\"Settings\")")
    #expect(String(try AttributedString(markdown: "**Bold** and _it_").characters) == "Bold and it")
  }
}

/// Foundation API the Linux Foundation lacks, as Apple's formats it.
@MainActor @Suite struct FoundationGapTests {
  @Test func listsAndMeasurements() {
    #expect(ListFormatter.localizedString(byJoining: ["a", "b", "c"]) == "a, b, and c")
    #expect(ListFormatter.localizedString(byJoining: ["a", "b"]) == "a and b")
    #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted() == "5 km")
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
  }
}

/// MultiDatePicker draws iOS's inline calendar for the first selected
/// date's month: November 2026 starts on a Sunday and has 30 days, so five
/// weeks: the 44 header, the 24 weekday row and 5 × 44, inside 8 of
/// horizontal inset; the selected days sit on 40-wide circles.
@MainActor @Suite struct MultiDatePickerTests {
  @Test func novemberTwentyTwentySix() {
    let picked: Set<DateComponents> = [DateComponents(year: 2026, month: 11, day: 17), DateComponents(year: 2026, month: 11, day: 3)]
    let r = LayoutResult(
      of: MultiDatePicker("Dates", selection: .constant(picked)), proposal: ProposedViewSize(width: 393, height: nil))
    // Seven sevenths of 377 add up to a hair over 377 in floating point.
    #expect(abs(r.size.width - 393) < 1e-9 && r.size.height == 44 + 24 + 5 * 44)
    #expect(r.frames.filter { $0.kind == "Circle" }.map(\.frame.width) == [40, 40])
    #expect(r.frames.contains { $0.kind == "Text(\"November 2026\")" })
    #expect(r.frames.contains { $0.kind == "Text(\"30\")" } && !r.frames.contains { $0.kind == "Text(\"31\")" })
    // The first day sits in the first column: Sunday, the calendar's first weekday.
    let one = r.frames.first { $0.kind == "Text(\"1\")" }!.frame
    #expect(one.midX < 8 + (393 - 16) / 7)
  }

  /// PasteButton is the bordered prominent capsule of its label.
  @Test func pasteButton() {
    let paste = LayoutResult(of: PasteButton(payloadType: String.self) { _ in })
    let label = LayoutResult(
      of: Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }.buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule))
    #expect(paste.size == label.size && paste.size.width > 0)
  }
}

/// `.datePickerStyle(.graphical)` draws iOS's calendar for the selected
/// date's month, that day circled, and a "Time" row when the time is
/// shown: 2026-11-17 (UTC, the figure's time zone) gives November's five
/// weeks (44 + 24 + 5 × 44) and one 40-wide circle; date-only adds no row.
@MainActor @Suite struct GraphicalDatePickerTests {
  @Test func calendarWithTheDayCircled() {
    let day = Date(timeIntervalSince1970: 1_794_873_600)  // 2026-11-17 00:00 UTC
    let dateOnly = LayoutResult(
      of: DatePicker("When", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical),
      proposal: ProposedViewSize(width: 393, height: nil))
    #expect(abs(dateOnly.size.height - (44 + 24 + 5 * 44)) < 1e-9, "\(dateOnly.size.height)")
    #expect(dateOnly.frames.filter { $0.kind == "Circle" }.count == 1)
    #expect(dateOnly.frames.contains { $0.kind == "Text(\"November 2026\")" })
    // The circle is behind the 17th.
    let circle = dateOnly.frames.first { $0.kind == "Circle" }!.frame
    let seventeen = dateOnly.frames.first { $0.kind == "Text(\"17\")" }!.frame
    #expect(circle.midX == seventeen.midX && circle.midY == seventeen.midY)
    let withTime = LayoutResult(
      of: DatePicker("When", selection: .constant(day)).datePickerStyle(.graphical),
      proposal: ProposedViewSize(width: 393, height: nil))
    #expect(withTime.size.height > dateOnly.size.height)
    #expect(withTime.frames.contains { $0.kind == "Text(\"Time\")" })
    // The compact style is unchanged: one row of pills.
    let compact = LayoutResult(
      of: DatePicker("When", selection: .constant(day)).datePickerStyle(.compact),
      proposal: ProposedViewSize(width: 393, height: nil))
    #expect(!compact.frames.contains { $0.kind == "Circle" })
  }
}
