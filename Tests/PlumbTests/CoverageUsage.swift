import Plumb
#if canImport(FoundationXML)
import FoundationXML
#endif

// Every API that docs/swiftui-coverage.md marks `supported` or `inert`, used
// as a SwiftUI app would use it. That this file compiles is the proof that
// the API exists. Each use sits under (or ends with) a marker comment:
// `coverage:` and the row's first column exactly, less its backticks.
// CoverageTests checks the markers against the table and lays out the views
// below, so the file is run, not only compiled.
//
// Adding an API to Plumb: use it here under a marker, then mark its row.

// MARK: Text and images

struct CoverageTextAndImages: View {
  var body: some View {
    VStack(alignment: .leading) {
      // coverage: Text(_:)
      Text("Plain text")
      // coverage: Text(verbatim:)
      Text(verbatim: "Not localized")
      // coverage: Image(_:)
      Image("rogue")
      // coverage: Image(systemName:)
      Image(systemName: "star.circle.fill")
      // coverage: Image.resizable()
      Image("dragoon").resizable().frame(width: 20, height: 20)
    }
  }
}

// MARK: Stacks, grids and containers

struct CoverageItem: Identifiable {
  var id: Int
  var width: CGFloat
}

struct CoverageContainers: View {
  let items = [CoverageItem(id: 1, width: 10), CoverageItem(id: 2, width: 20)]
  let names = ["a", "b"]
  var showsExtra = false

  var body: some View {
    // coverage: VStack(alignment:spacing:content:)
    VStack(alignment: .leading, spacing: 4) {
      // coverage: HStack(alignment:spacing:content:)
      HStack(alignment: .top, spacing: 2) {
        Color.red.frame(width: 10, height: 10)
        // coverage: Spacer(minLength:)
        Spacer(minLength: 4)
        // coverage: Divider()
        Divider()
        Spacer()
      }
      // coverage: ZStack(alignment:content:)
      ZStack(alignment: .bottomTrailing) {
        Color.blue.frame(width: 30, height: 30)
        Color.green.frame(width: 10, height: 10)
      }
      // coverage: Grid(alignment:horizontalSpacing:verticalSpacing:content:)
      Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 2) {
        // coverage: GridRow(alignment:content:)
        GridRow(alignment: .bottom) {
          Color.red.frame(width: 10, height: 10)
          Color.red.frame(width: 10, height: 5)
        }
        GridRow {
          Color.red.frame(width: 22, height: 10).gridCellColumns(2)
        }
      }
      // coverage: ViewThatFits(in:content:)
      ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 500, height: 10)
        Color.red.frame(width: 50, height: 10)
      }
      // coverage: TupleView
      TupleView((Color.orange.frame(width: 5, height: 5), Color.orange.frame(width: 5, height: 5)))
      // coverage: Group
      Group {
        Color.orange.frame(width: 5, height: 5)
        Color.orange.frame(width: 5, height: 5)
      }
      .padding(1)
      // coverage: ForEach(_:id:content:)
      ForEach(names, id: \.self) { name in
        Text(name)
      }
      // coverage: ForEach(_:content:)
      ForEach(items) { item in
        Color.gray.frame(width: item.width, height: 2)
      }
      ForEach(0..<2) { i in
        Color.gray.frame(width: CGFloat(i), height: 2)
      }
      // coverage: EmptyView()
      EmptyView()
      // coverage: AnyView(_:)
      AnyView(Color.pink.frame(width: 4, height: 4))
      if showsExtra {
        Text("extra")
      } else {
        Text("none")
      }
    }
  }
}

struct CoverageNode: Identifiable {
  let id: String
  var children: [CoverageNode]?
}

struct CoverageTreesAndTables: View {
  let nodes = [CoverageNode(id: "root", children: [CoverageNode(id: "leaf")])]
  var body: some View {
    VStack {
      // coverage: List(_:children:rowContent:)
      List(nodes, children: \.children) { Text($0.id) }
      List {
        // coverage: OutlineGroup
        OutlineGroup(nodes, children: \.children) { Text($0.id) }
      }
      // coverage: Table
      Table(nodes) {
        TableColumn("Name", value: \.id)
        TableColumn("Kids") { Text("\($0.children?.count ?? 0)") }
      }
      // coverage: navigationSplitViewStyle(_:)
      NavigationSplitView { Text("Side") } detail: { Text("Detail") }
        .navigationSplitViewStyle(.balanced)
      // coverage: containerShape(_:)
      Text("Shaped").containerShape(.rect(cornerRadius: 12))
      // coverage: MeshGradient
      MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
        .frame(height: 20)
      // coverage: BackgroundStyle
      Rectangle().fill(.background.secondary).frame(height: 4)
      // coverage: ShapeStyle.shadow(_:)
      Circle().fill(.red.shadow(.drop(radius: 2))).frame(width: 8, height: 8)
      // coverage: ShapeStyle.blendMode(_:)
      Circle().fill(Color.red.blendMode(.multiply)).frame(width: 8, height: 8)
      // coverage: ImagePaint
      Rectangle().fill(.image(Image("rogue"), scale: 0.25)).frame(width: 24, height: 16)
      ScrollView { Text("Scrolled") }
        // coverage: onScrollGeometryChange(for:of:action:)
        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, _ in }
        .onScrollPhaseChange { _, _ in }
      Text("Read aloud")
        // coverage: accessibilityRepresentation(representation:)
        .accessibilityRepresentation { Text("Spoken") }
      // coverage: Image(systemName:variableValue:)
      Image(systemName: "wifi", variableValue: 0.5)
    }
  }
}

// MARK: Shapes and paths

struct CoverageTriangle: Shape {
  func path(in rect: CGRect) -> Path {
    // coverage: Path(_:)
    Path { p in
      // coverage: Path.move(to:)
      p.move(to: CGPoint(x: rect.midX, y: rect.minY))
      // coverage: Path.addLine(to:)
      p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      // coverage: Path.addCurve(to:control1:control2:)
      p.addCurve(
        to: CGPoint(x: rect.minX, y: rect.maxY), control1: CGPoint(x: rect.midX, y: rect.maxY),
        control2: CGPoint(x: rect.minX, y: rect.midY))
      // coverage: Path.closeSubpath()
      p.closeSubpath()
      // coverage: Path.addRect(_:)
      p.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
      // coverage: Path.addEllipse(in:)
      p.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
    }
  }
}

/// A pill when wide, an oval when tall, a nudged square otherwise.
struct CoverageBadge: Shape {
  func path(in rect: CGRect) -> Path {
    if rect.width > rect.height {
      // coverage: Path(roundedRect:cornerRadius:)
      return Path(roundedRect: rect, cornerRadius: rect.height / 2)
    }
    if rect.width < rect.height {
      // coverage: Path(ellipseIn:)
      return Path(ellipseIn: rect)
    }
    // coverage: Path
    var square: Path = Path(rect.insetBy(dx: 1, dy: 1))
    // coverage: Path.contains(_:eoFill:)
    if !square.contains(CGPoint(x: rect.midX, y: rect.midY)) {
      // coverage: Path.addRect(_:transform:)
      square.addRect(rect, transform: CGAffineTransform(translationX: 1, y: 0))
    }
    // coverage: Path.description
    if square.description.isEmpty {
      // coverage: Path.init(_:) from a description
      square = Path("0 0 m 1 0 l h") ?? square
    }
    // coverage: Path.offsetBy(dx:dy:)
    return square.offsetBy(dx: 1, dy: 1)
  }
}

struct CoverageShapes: View {
  var body: some View {
    HStack {
      // coverage: Shape
      CoverageTriangle()
      // coverage: Rectangle()
      Rectangle()
      // coverage: RoundedRectangle(cornerRadius:)
      RoundedRectangle(cornerRadius: 8)
      // coverage: RoundedRectangle(cornerSize:)
      RoundedRectangle(cornerSize: CGSize(width: 4, height: 4))
      // coverage: Capsule()
      Capsule()
      // coverage: Circle()
      Circle()
      // coverage: Ellipse()
      Ellipse()
      // coverage: AnyShape(_:)
      AnyShape(CoverageBadge())
      // coverage: Shape.fill(_:)
      Circle().fill(.red)
      Circle().fill()
      // coverage: Shape.stroke(_:lineWidth:)
      Capsule().stroke(.blue, lineWidth: 2)
      // coverage: Shape.stroke(lineWidth:)
      Capsule().stroke(lineWidth: 2)
      // coverage: Shape.strokeBorder(_:lineWidth:)
      Circle().strokeBorder(Color.green, lineWidth: 3)
      // coverage: Shape.trim(from:to:)
      Circle().trim(from: 0, to: 0.7).stroke(.blue, lineWidth: 2)
      // coverage: Shape.inset(by:)
      RoundedRectangle(cornerRadius: 6).inset(by: 2).fill(.orange)
      // coverage: InsettableShape
      CoverageInsetStar().strokeBorder(Color.yellow, lineWidth: 2)
      // coverage: Shape.rotation(_:anchor:)
      CoverageTriangle().rotation(.degrees(90))
      // coverage: Shape.scale(_:anchor:)
      Rectangle().scale(0.5)
      // coverage: Shape.offset(_:)
      Rectangle().offset(CGSize(width: 2, height: 2))
      // coverage: Shape.transform(_:)
      Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1))
      // coverage: Animatable
      CoverageWave(amplitude: 4, phase: 0)
    }
    .frame(width: 260, height: 20)
  }
}

/// A user's insettable shape: a diamond that shrinks with its inset.
struct CoverageInsetStar: InsettableShape {
  var inset: CGFloat = 0
  func inset(by amount: CGFloat) -> CoverageInsetStar { CoverageInsetStar(inset: inset + amount) }
  func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: inset, dy: inset)
    return Path { p in
      p.move(to: CGPoint(x: r.midX, y: r.minY))
      p.addLine(to: CGPoint(x: r.maxX, y: r.midY))
      p.addLine(to: CGPoint(x: r.midX, y: r.maxY))
      p.addLine(to: CGPoint(x: r.minX, y: r.midY))
      p.closeSubpath()
    }
  }
}

/// A shape with animatable data, as apps write them.
struct CoverageWave: Shape {
  var amplitude: CGFloat
  var phase: CGFloat
  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(amplitude, phase) }
    set {
      amplitude = newValue.first
      phase = newValue.second
    }
  }
  func path(in rect: CGRect) -> Path {
    Path { p in
      p.move(to: CGPoint(x: rect.minX, y: rect.midY + amplitude * sin(phase)))
      p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
    }
  }
}

/// A modifier with animatable data (SwiftUI's older protocol).
struct CoveragePulse: AnimatableModifier {
  var scale: Double
  var animatableData: Double {
    get { scale }
    set { scale = newValue }
  }
  func body(content: Content) -> some View { content.scaleEffect(scale) }
}

/// A custom gauge style: a ring trimmed to the value.
struct CoverageGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    Circle().trim(from: 0, to: configuration.value).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
  }
}

/// A custom progress style drawing the built-in bar under a percentage.
struct CoverageProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
      ProgressView(configuration)
    }
  }
}

// MARK: Colors and styles

struct CoverageColors: View {
  var body: some View {
    HStack(spacing: 0) {
      // coverage: Color
      Color.red
      // coverage: Color(red:green:blue:opacity:)
      Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
      // coverage: Color(white:opacity:)
      Color(white: 0.5, opacity: 1)
      // coverage: Color(hue:saturation:brightness:opacity:)
      Color(hue: 0.5, saturation: 1, brightness: 1, opacity: 1)
      // coverage: Color.red
      Group {
        Color.red; Color.orange; Color.yellow; Color.green; Color.mint
        Color.teal; Color.cyan; Color.blue; Color.indigo; Color.purple
        Color.pink; Color.brown; Color.gray; Color.black; Color.white
      }
      // coverage: Color.primary
      Color.primary
      // coverage: Color.secondary
      Color.secondary
      // coverage: Color.accentColor
      Color.accentColor
      // coverage: Color.clear
      Color.clear
      // coverage: Color.opacity(_:)
      Color.blue.opacity(0.5)
      Rectangle()
        // coverage: ShapeStyle
        .fill(CoverageStyle())
      Rectangle()
        // coverage: ForegroundStyle
        .fill(.foreground)
      Rectangle().fill(ForegroundStyle())
    }
  }
}

// coverage: ShapeStyle
struct CoverageStyle: ShapeStyle {
  func resolvedColor(foreground: Color) -> Color { foreground.opacity(0.5) }
}

// MARK: Layout modifiers

struct CoverageLayoutModifiers: View {
  var body: some View {
    VStack(spacing: 0) {
      Color.red
        // coverage: frame(width:height:alignment:)
        .frame(width: 40, height: 10, alignment: .leading)
      Color.red
        // coverage: frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
        .frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 5, maxHeight: 10, alignment: .top)
      Text("padded")
        // coverage: padding()
        .padding()
      Text("padded")
        // coverage: padding(_:)
        .padding(4)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      Text("padded")
        // coverage: padding(_:_:)
        .padding(.horizontal, 8)
        .padding(.top)
        // coverage: padding3D(_:_:)
        .padding3D(.back, 20)
      Color.red.frame(width: 10, height: 10)
        // coverage: offset(_:)
        .offset(CGSize(width: 2, height: 2))
        // coverage: offset(x:y:)
        .offset(x: 3, y: -3)
      Text("a long line that wraps")
        // coverage: fixedSize()
        .fixedSize()
      Text("a long line that wraps")
        // coverage: fixedSize(horizontal:vertical:)
        .fixedSize(horizontal: false, vertical: true)
      HStack {
        // coverage: layoutPriority(_:)
        Text("first").layoutPriority(1)
        Text("second")
      }
      HStack(alignment: .top) {
        Color.red.frame(width: 10, height: 20)
        Color.blue.frame(width: 10, height: 20)
          // coverage: alignmentGuide(_:computeValue:)
          .alignmentGuide(.top) { d in d.height / 2 }
          .alignmentGuide(HorizontalAlignment.center) { d in d[HorizontalAlignment.center] }
      }
      CoverageEqualWidths {
        Color.red.frame(width: 10, height: 10)
          // coverage: layoutValue(key:value:)
          .layoutValue(key: CoverageSpan.self, value: 2)
      }
      Grid {
        GridRow {
          Color.red.frame(width: 10, height: 10)
            // coverage: gridColumnAlignment(_:)
            .gridColumnAlignment(.trailing)
          Color.red.frame(width: 10, height: 10)
            // coverage: gridCellAnchor(_:)
            .gridCellAnchor(.bottomTrailing)
        }
        GridRow {
          Color.blue.frame(height: 2)
            // coverage: gridCellUnsizedAxes(_:)
            .gridCellUnsizedAxes(.horizontal)
            // coverage: gridCellColumns(_:)
            .gridCellColumns(2)
        }
      }
      Color.red.frame(width: 10, height: 10)
        // coverage: id(_:)
        .id("named")
    }
  }
}

// MARK: Drawing and effect modifiers

struct CoverageDrawingModifiers: View {
  var body: some View {
    VStack {
      Text("a")
        // coverage: background(alignment:content:)
        .background(alignment: .leading) { Color.yellow.frame(width: 2) }
      Text("b")
        // coverage: background(_:alignment:)
        .background(Circle().fill(.red), alignment: .center)
      Text("c")
        // coverage: background(ignoresSafeAreaEdges:)
        .background()
        // coverage: background(_:ignoresSafeAreaEdges:)
        .background(.mint)
        .background(Color.gray)
        .background(.foreground, ignoresSafeAreaEdges: .all)
      Text("d")
        // coverage: overlay(alignment:content:)
        .overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }
      Text("e")
        // coverage: overlay(_:alignment:)
        .overlay(Capsule().stroke(.red), alignment: .center)
      Text("f")
        // coverage: overlay(_:ignoresSafeAreaEdges:)
        .overlay(Color.red.opacity(0.2))
        .overlay(Color.teal.opacity(0.1), ignoresSafeAreaEdges: .all)
      Text("g")
        // coverage: border(_:width:)
        .border(.green, width: 2)
        .border(Color.red)
      Text("h")
        // coverage: foregroundStyle(_:)
        .foregroundStyle(.secondary)
      Rectangle()
        // coverage: foregroundColor(_:)
        .foregroundColor(.indigo)
      Text("i")
        // coverage: opacity(_:)
        .opacity(0.5)
      Color.red.frame(width: 20, height: 20)
        // coverage: cornerRadius(_:)
        .cornerRadius(4)
      Color.red.frame(width: 20, height: 20)
        // coverage: clipShape(_:)
        .clipShape(Circle())
      Color.red.frame(width: 20, height: 20)
        .offset(x: 5)
        // coverage: clipped()
        .clipped()
    }
  }
}

// MARK: Text modifiers and fonts

struct CoverageText: View {
  var body: some View {
    VStack {
      Text("Title")
        // coverage: font(_:)
        .font(.title)
      // coverage: Font.body
      Group {
        Text("x").font(.largeTitle)
        Text("x").font(.title)
        Text("x").font(.title2)
        Text("x").font(.title3)
        Text("x").font(.headline)
        Text("x").font(.subheadline)
        Text("x").font(.body)
        Text("x").font(.callout)
        Text("x").font(.footnote)
        Text("x").font(.caption)
        Text("x").font(.caption2)
      }
      // coverage: Font.system(size:weight:design:)
      Text("x").font(.system(size: 12, weight: .medium, design: .monospaced))
      Text("x").font(.system(size: 12))
      // coverage: Font.bold()
      Text("x").font(.body.bold())
      // coverage: Font.italic()
      Text("x").font(.body.italic())
      // coverage: Font.weight(_:)
      Text("x").font(.caption.weight(.heavy))
      // coverage: Font.Weight
      Text("x").font(.system(size: 10, weight: Font.Weight.ultraLight))
      // coverage: Font.Design
      Text("x").font(.system(size: 10, design: Font.Design.serif))
      Text("bold")
        // coverage: bold(_:)
        .bold()
        .bold(false)
      Text("italic")
        // coverage: italic(_:)
        .italic()
      Text("one line only, however long it is")
        // coverage: lineLimit(_:)
        .lineLimit(1)
        .lineLimit(nil)
      Text("centered\nlines")
        // coverage: multilineTextAlignment(_:)
        // coverage: TextAlignment
        .multilineTextAlignment(TextAlignment.center)
    }
  }
}

// MARK: Environment

struct CoverageEnvironment: View {
  var body: some View {
    VStack {
      Text("dark")
        // coverage: environment(_:_:)
        // coverage: EnvironmentValues.colorScheme
        // coverage: ColorScheme
        .environment(\.colorScheme, ColorScheme.dark)
      Text("font")
        // coverage: EnvironmentValues.font
        .environment(\.font, .headline)
      Text("lines")
        // coverage: EnvironmentValues.lineLimit
        .environment(\.lineLimit, 2)
      Text("trailing")
        // coverage: EnvironmentValues.multilineTextAlignment
        .environment(\.multilineTextAlignment, .trailing)
    }
  }
}

// coverage: EnvironmentValues
let coverageEnvironment: EnvironmentValues = {
  var values = EnvironmentValues()
  values.colorScheme = .dark
  return values
}()

// MARK: Accessibility

struct CoverageAccessibility: View {
  var body: some View {
    Circle()
      .frame(width: 10, height: 10)
      // coverage: accessibilityLabel(_:)
      .accessibilityLabel("A dot")
      // coverage: accessibilityHint(_:)
      .accessibilityHint("Marks the spot")
      // coverage: accessibilityValue(_:)
      .accessibilityValue("\(3) of 5")
      // coverage: accessibilityHidden(_:)
      .accessibilityHidden(false)
      // coverage: accessibilityElement(children:)
      .accessibilityElement(children: .combine)
      // coverage: accessibilityAddTraits(_:)
      .accessibilityAddTraits([.isButton, .isSelected])
      // coverage: accessibilityRemoveTraits(_:)
      .accessibilityRemoveTraits(.isImage)
      // coverage: accessibilityIdentifier(_:)
      .accessibilityIdentifier("dot")
  }
}

struct CoverageAudioGraph: View, AXChartDescriptorRepresentable {
  var body: some View {
    Rectangle()
      .frame(width: 10, height: 10)
      // coverage: accessibilityChartDescriptor(_:)
      .accessibilityChartDescriptor(self)
  }
  func makeChartDescriptor() -> AXChartDescriptor {
    AXChartDescriptor(
      title: "Bars", summary: nil, xAxis: AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon"]),
      yAxis: AXNumericDataAxisDescriptor(title: "Steps", range: 0...10, gridlinePositions: []) { "\($0)" },
      additionalAxes: [], series: [AXDataSeriesDescriptor(name: "Steps", isContinuous: false, dataPoints: [.init(x: "Mon", y: 4)])])
  }
}

struct CoverageShader: View {
  var body: some View {
    Text("Ripple")
      // coverage: colorEffect(_:isEnabled:)
      .colorEffect(ShaderLibrary.ripple(.float(1), .float2(2, 3)))
  }
}

struct CoverageLabeledStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack { configuration.label; configuration.content }
  }
}

struct CoverageLabeled: View {
  var body: some View {
    LabeledContent("A", value: "B")
      // coverage: labeledContentStyle(_:)
      .labeledContentStyle(CoverageLabeledStyle())
  }
}

struct CoverageWideShape: Shape {
  func path(in rect: CGRect) -> Path { Path(rect) }
  // coverage: Shape.sizeThatFits(_:)
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: proposal.width ?? 10, height: 10) }
}

struct CoverageFormStyle: FormStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) { configuration.content }
  }
}

struct CoverageForm: View {
  var body: some View {
    Form { Text("Row") }
      // coverage: formStyle(_:)
      .formStyle(CoverageFormStyle())
  }
}

struct CoverageMac: View {
  @State private var on = true
  @State private var pick = 1
  var body: some View {
    // coverage: HSplitView
    HSplitView {
      // coverage: LinkButtonStyle
      Button("Website") {}.buttonStyle(.link)
      // coverage: SettingsLink
      SettingsLink()
      Toggle("On", isOn: $on).toggleStyle(.checkbox)
      Picker("Pick", selection: $pick) { Text("One").tag(1) }.pickerStyle(.radioGroup)
    }
    // coverage: onExitCommand(perform:)
    .onExitCommand {}
  }
}

struct CoverageMacApp: App {
  var body: some Scene {
    // coverage: MenuBarExtra
    MenuBarExtra("Plumb", systemImage: "ruler") { Text("Hi") }
    WindowGroup { Text("Hi") }
      // coverage: commands(content:)
      .commands {
        CommandMenu("Figure") { Button("Render") {} }
        CommandGroup(after: .newItem) { Button("New Figure") {} }
      }
      // coverage: backgroundTask(_:action:)
      .backgroundTask(.appRefresh("figures")) { }
      .windowStyle(.hiddenTitleBar)
  }
}

// MARK: Interaction, animation and lifecycle

enum CoverageField: Hashable {
  case name, email
}

struct CoverageInteraction: View {
  var count = 3
  // coverage: @GestureState
  @GestureState private var dragOffset = CGSize.zero
  @GestureState private var isPressed = false
  // coverage: @FocusState
  @FocusState private var isFocused: Bool
  @FocusState private var field: CoverageField?
  @AccessibilityFocusState private var voiceOverFocus: Bool
  // coverage: @Namespace
  @Namespace private var namespace
  // coverage: Timer.publish(every:on:in:)
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  // coverage: Gesture
  var drag: some Gesture {
    // coverage: DragGesture
    DragGesture(minimumDistance: 0)
      // coverage: Gesture.updating(_:body:)
      .updating($dragOffset) { value, state, transaction in
        // coverage: DragGesture.Value
        state = value.translation
        _ = (value.location, value.startLocation, value.predictedEndTranslation)
        transaction.animation = .interactiveSpring
      }
      // coverage: Gesture.onChanged(_:)
      .onChanged { value in _ = value.translation }
      // coverage: Gesture.onEnded(_:)
      .onEnded { _ in
        // coverage: withAnimation(_:_:)
        withAnimation(.bouncy) {}
        withAnimation { print("ended") }
        // coverage: withAnimation(_:completionCriteria:_:completion:)
        withAnimation(.smooth, completionCriteria: .logicallyComplete) {} completion: {}
        // coverage: CustomAnimation
        withAnimation(Animation(CoverageBlink())) {}
        // coverage: withTransaction(_:_:)
        // coverage: Transaction
        withTransaction(Transaction(animation: .snappy)) {}
      }
  }

  var body: some View {
    VStack {
      Text("tap")
        // coverage: onTapGesture(count:perform:)
        .onTapGesture { print("tap") }
        .onTapGesture(count: 2) { location in print(location) }
        // coverage: onLongPressGesture(minimumDuration:perform:)
        .onLongPressGesture(minimumDuration: 1) { print("long") }
        // coverage: gesture(_:)
        .gesture(drag)
        // coverage: simultaneousGesture(_:including:)
        // coverage: LongPressGesture
        .simultaneousGesture(LongPressGesture().updating($isPressed) { current, state, _ in state = current })
        // coverage: highPriorityGesture(_:including:)
        // coverage: TapGesture
        // coverage: GestureMask
        .highPriorityGesture(TapGesture(count: 2).onEnded { print("double") }, including: .gesture)
        // coverage: SpatialTapGesture
        .gesture(SpatialTapGesture().onEnded { print($0.location) })
        // coverage: MagnifyGesture
        .gesture(MagnifyGesture().onChanged { print($0.magnification) })
        // coverage: MagnificationGesture
        .gesture(MagnificationGesture().onEnded { print($0) })
        // coverage: RotateGesture
        .gesture(RotateGesture().onChanged { print($0.rotation.degrees) })
        // coverage: RotationGesture
        .gesture(RotationGesture(minimumAngleDelta: .degrees(5)).onEnded { print($0.radians) })
        // coverage: Gesture.simultaneously(with:)
        // coverage: Gesture.sequenced(before:)
        // coverage: Gesture.exclusively(before:)
        // coverage: Gesture.map(_:)
        // coverage: AnyGesture
        .gesture(
          LongPressGesture().sequenced(before: DragGesture())
            .simultaneously(with: AnyGesture(TapGesture().map { "tapped" }))
            .exclusively(before: TapGesture()))
        // coverage: Gesture.modifiers(_:)
        .gesture(TapGesture().modifiers(.shift).onEnded { print("shift-tap") })
        // coverage: onHover(perform:)
        .onHover { print($0) }
      Text("\(count)")
        // coverage: animation(_:value:)
        // coverage: Animation
        .animation(.spring(), value: count)
        .animation(.easeInOut(duration: 0.3).delay(0.1), value: count)
        // coverage: Animation.spring(response:dampingFraction:blendDuration:)
        .animation(.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0), value: count)
        // coverage: Animation.delay(_:)
        // coverage: Animation.speed(_:)
        .animation(.linear.delay(1).speed(2), value: count)
        // coverage: Animation.repeatForever(autoreverses:)
        .animation(.easeIn(duration: 1).repeatForever(autoreverses: false), value: count)
        // coverage: Animation.repeatCount(_:autoreverses:)
        .animation(.easeOut.repeatCount(3), value: count)
        // coverage: phaseAnimator(_:content:animation:)
        .phaseAnimator([1.0, 1.2]) { content, phase in content.scaleEffect(phase) }
        // coverage: keyframeAnimator(initialValue:repeating:content:keyframes:)
        .keyframeAnimator(initialValue: 1.0) { content, value in
          content.opacity(value)
        } keyframes: { _ in
          KeyframeTrack(\.self) {
            LinearKeyframe(0.5, duration: 0.2)
            SpringKeyframe(1.0, spring: .bouncy)
            CubicKeyframe(0.8, duration: 0.1)
            MoveKeyframe(1.0)
          }
        }
        // coverage: AnimatableModifier
        .modifier(CoveragePulse(scale: 1))
        // coverage: Spring
        .animation(.spring(Spring(duration: 0.3, bounce: 0.2)), value: count)
        // coverage: animation(_:)
        .animation(.default)
        // coverage: transaction(_:)
        .transaction { $0.disablesAnimations = true }
        // coverage: contentTransition(_:)
        // coverage: ContentTransition
        .contentTransition(.numericText())
        .contentTransition(.opacity)
        .contentTransition(.interpolate)
      Color.red.frame(width: 10, height: 10)
        // coverage: transition(_:)
        // coverage: AnyTransition
        .transition(.opacity)
        .transition(.move(edge: .bottom).combined(with: .opacity))
        .transition(.asymmetric(insertion: .push(from: .trailing), removal: .scale))
        .transition(.slide.animation(.easeIn))
        .transition(AnyTransition.identity)
        // coverage: Transition
        // coverage: TransitionPhase
        .transition(CoverageBlurless())
        // coverage: matchedGeometryEffect(id:in:)
        // coverage: Namespace.ID
        .matchedGeometryEffect(id: "square", in: namespace)
        // coverage: allowsHitTesting(_:)
        .allowsHitTesting(false)
        // coverage: contentShape(_:)
        .contentShape(Rectangle())
        // coverage: onAppear(perform:)
        .onAppear { print("appear") }
        // coverage: onDisappear(perform:)
        .onDisappear { print("disappear") }
        // coverage: task(priority:_:)
        .task { await coverageLoad() }
        // coverage: task(id:priority:_:)
        .task(id: count) { await coverageLoad() }
        // coverage: onChange(of:initial:_:)
        .onChange(of: count) { old, new in print(old, new) }
        .onChange(of: count, initial: true) { print("changed") }
        // coverage: onChange(of:perform:)
        .onChange(of: count) { new in print(new) }
        // coverage: onReceive(_:perform:)
        // coverage: Publisher
        .onReceive(timer) { date in print(date) }
        // coverage: NotificationCenter.publisher(for:object:)
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("refresh"))) { print($0) }
        // coverage: Just
        .onReceive(Just(1)) { print($0) }
        // coverage: refreshable(action:)
        .refreshable { await coverageLoad() }
      Text("field")
        // coverage: focused(_:)
        .focused($isFocused)
        // coverage: focused(_:equals:)
        .focused($field, equals: .email)
        // coverage: AccessibilityFocusState
        .accessibilityFocused($voiceOverFocus)
        // coverage: searchFocused(_:)
        .searchFocused($isFocused)
        // coverage: focusedSceneValue(_:_:)
        .focusedSceneValue(\.coverageSelection, "draft")
        // coverage: focusable(_:)
        .focusable()
        // coverage: onSubmit(of:_:)
        .onSubmit { field = .name }
        // coverage: submitLabel(_:)
        .submitLabel(.next)
        // coverage: keyboardType(_:)
        .keyboardType(.emailAddress)
        // coverage: textInputAutocapitalization(_:)
        .textInputAutocapitalization(.never)
        // coverage: autocorrectionDisabled(_:)
        .autocorrectionDisabled()
        // coverage: keyboardShortcut(_:modifiers:)
        .keyboardShortcut("s", modifiers: [.command, .shift])
        // coverage: keyboardShortcut(_:)
        // coverage: KeyboardShortcut
        .keyboardShortcut(.defaultAction)
        // coverage: help(_:)
        .help("Your email address")
        // coverage: disabled(_:)
        .disabled(true)
        // coverage: tag(_:)
        .tag(CoverageField.email)
        // coverage: contextMenu(menuItems:)
        .contextMenu { Text("Copy") }
        // coverage: contextMenu(menuItems:preview:)
        .contextMenu { Text("Copy") } preview: { Text("field") }
        // coverage: contextMenu(forSelectionType:menu:primaryAction:)
        .contextMenu(forSelectionType: Int.self) { ids in Text("Delete \(ids.count)") } primaryAction: { _ in }
        // coverage: swipeActions(edge:allowsFullSwipe:content:)
        // coverage: HorizontalEdge
        .swipeActions(edge: .leading, allowsFullSwipe: false) { Text("Pin") }
        // coverage: draggable(_:)
        .draggable("field")
        // coverage: dropDestination(for:action:isTargeted:)
        .dropDestination(for: String.self) { items, _ in !items.isEmpty }
        // coverage: sensoryFeedback(_:trigger:)
        .sensoryFeedback(.success, trigger: count)
        .sensoryFeedback(.impact(weight: .light), trigger: count)
        // coverage: scrollTargetBehavior(_:)
        .scrollTargetBehavior(.viewAligned)
        // coverage: scrollTargetLayout(isEnabled:)
        .scrollTargetLayout()
        // coverage: scrollPosition(id:anchor:)
        .scrollPosition(id: .constant(Optional(1)))
    }
  }
}

func coverageLoad() async {}

/// A custom transition; Plumb never applies it.
struct CoverageBlurless: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0.5)
  }
}

// MARK: Navigation and presentation

struct CoverageRecipe: Identifiable {
  var id: Int
}

struct CoveragePresentation: View {
  @Binding var isPresented: Bool
  @Binding var recipe: CoverageRecipe?

  var body: some View {
    Text("presenter")
      // coverage: sheet(isPresented:content:)
      .sheet(isPresented: $isPresented) {
        Text("sheet")
          // coverage: presentationDetents(_:)
          // coverage: PresentationDetent
          .presentationDetents([.medium, .large, .fraction(0.25)])
          // coverage: presentationDragIndicator(_:)
          // coverage: Visibility
          .presentationDragIndicator(.visible)
          // coverage: interactiveDismissDisabled(_:)
          .interactiveDismissDisabled()
      }
      // coverage: sheet(item:onDismiss:content:)
      .sheet(item: $recipe, onDismiss: { print("dismissed") }) { recipe in Text("\(recipe.id)") }
      // coverage: fullScreenCover(isPresented:content:)
      .fullScreenCover(isPresented: $isPresented) { Text("cover") }
      // coverage: fullScreenCover(item:onDismiss:content:)
      .fullScreenCover(item: $recipe) { recipe in Text("\(recipe.id)") }
      // coverage: popover(isPresented:content:)
      .popover(isPresented: $isPresented) { Text("popover") }
      // coverage: popover(item:content:)
      .popover(item: $recipe, arrowEdge: .top) { recipe in Text("\(recipe.id)") }
      // coverage: alert(_:isPresented:actions:)
      .alert("Saved", isPresented: $isPresented) {}
      // coverage: alert(_:isPresented:actions:message:)
      .alert("Delete?", isPresented: $isPresented) {
        Text("Delete")
      } message: {
        Text("This cannot be undone.")
      }
      // coverage: alert(_:isPresented:presenting:actions:message:)
      .alert("Recipe", isPresented: $isPresented, presenting: recipe) { recipe in
        Text("\(recipe.id)")
      } message: { recipe in
        Text("Recipe \(recipe.id)")
      }
      // coverage: alert(isPresented:content:)
      // coverage: Alert
      .alert(isPresented: $isPresented) {
        Alert(title: Text("Old style"), message: Text("Still compiles"), dismissButton: .default(Text("OK")))
      }
      // coverage: alert(item:content:)
      .alert(item: $recipe) { recipe in
        Alert(
          title: Text("\(recipe.id)"), primaryButton: .destructive(Text("Delete")) { print("deleted") },
          secondaryButton: .cancel())
      }
      // coverage: confirmationDialog(_:isPresented:actions:)
      .confirmationDialog("Share", isPresented: $isPresented) { Text("Copy") }
      // coverage: confirmationDialog(_:isPresented:titleVisibility:actions:message:)
      .confirmationDialog("Delete?", isPresented: $isPresented, titleVisibility: .visible) {
        Text("Delete")
      } message: {
        Text("Forever")
      }
      // coverage: inspector(isPresented:content:)
      .inspector(isPresented: $isPresented) { Text("inspector") }
  }
}

// MARK: Data flow

// coverage: @Observable
@Observable final class CoverageModel {
  var title = "Observed"
}

struct CoverageObserving: View {
  let model: CoverageModel
  var body: some View { Text(model.title) }
}

// coverage: ObservableObject
final class CoverageSettings: ObservableObject {
  // coverage: @Published
  @Published var name = "Ada"
  @Published var isOn = true
}

// coverage: EnvironmentKey
struct CoverageGapKey: EnvironmentKey {
  static let defaultValue: CGFloat = 4
}

extension EnvironmentValues {
  var coverageGap: CGFloat {
    get { self[CoverageGapKey.self] }
    set { self[CoverageGapKey.self] = newValue }
  }
}

// coverage: PreferenceKey
struct CoverageCountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

// coverage: DynamicProperty
struct CoverageGapReader: DynamicProperty {
  @Environment(\.coverageGap) var gap
}

struct CoverageRow: View {
  // coverage: @Binding
  @Binding var isOn: Bool
  var body: some View { Color.green.frame(width: isOn ? 10 : 5, height: 5) }
}

struct CoverageObservedRow: View {
  // coverage: @ObservedObject
  @ObservedObject var settings: CoverageSettings
  var body: some View { CoverageRow(isOn: $settings.isOn) }
}

struct CoverageBindableRow: View {
  // coverage: @Bindable
  @Bindable var model: CoverageModel
  var body: some View { Text($model.title.wrappedValue) }
}

struct CoverageDataFlow: View {
  // coverage: @State
  @State private var count = 2
  // coverage: @Environment
  @Environment(\.colorScheme) private var colorScheme
  @Environment(CoverageModel.self) private var model
  // coverage: @EnvironmentObject
  @EnvironmentObject private var settings: CoverageSettings
  // coverage: @StateObject
  @StateObject private var owned = CoverageSettings()
  // coverage: @AppStorage
  @AppStorage("coverage.name") private var storedName = "Plumb"
  // coverage: @SceneStorage
  @SceneStorage("coverage.tab") private var tab = 0
  // coverage: @ScaledMetric
  // coverage: Font.TextStyle
  @ScaledMetric(relativeTo: Font.TextStyle.caption) private var size: CGFloat = 6
  private let reader = CoverageGapReader()

  var body: some View {
    VStack(spacing: reader.gap) {
      Text("\(count) \(settings.name) \(model.title) \(storedName) \(tab)")
      CoverageRow(isOn: $settings.isOn)
      // coverage: Binding.constant(_:)
      CoverageRow(isOn: .constant(false))
      // coverage: Binding(get:set:)
      CoverageRow(isOn: Binding(get: { count > 1 }, set: { _ in }))
      CoverageObservedRow(settings: owned)
      CoverageBindableRow(model: model)
      Color.red.frame(width: size, height: size)
        // coverage: preference(key:value:)
        .preference(key: CoverageCountKey.self, value: 1)
        // coverage: transformPreference(_:_:)
        .transformPreference(CoverageCountKey.self) { $0 += 1 }
    }
    // coverage: onPreferenceChange(_:perform:)
    .onPreferenceChange(CoverageCountKey.self) { count = $0 }
    .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
  }
}

/// CoverageDataFlow with what it reads from the environment.
struct CoverageDataFlowRoot: View {
  var body: some View {
    CoverageDataFlow()
      // coverage: environmentObject(_:)
      .environmentObject(CoverageSettings())
      // coverage: environment(_:)
      .environment(CoverageModel())
      // coverage: transformEnvironment(_:transform:)
      .transformEnvironment(\.coverageGap) { $0 += 1 }
      // coverage: defaultAppStorage(_:)
      .defaultAppStorage(.standard)
  }
}

// MARK: View composition

// coverage: View
struct CoverageComposition: View {
  // coverage: body
  var body: some View {
    VStack {
      content
      // coverage: modifier(_:)
      Text("card").modifier(CoverageCard())
      // coverage: ModifiedContent
      ModifiedContent(content: Text("card"), modifier: CoverageCard())
    }
  }

  // coverage: ViewBuilder
  @ViewBuilder var content: some View {
    Text("built")
    Color.red.frame(width: 2, height: 2)
  }

  // coverage: ContentBuilder
  @ContentBuilder var moreContent: some View {
    Text("built")
    Text("too")
  }
}

// coverage: ViewModifier
struct CoverageCard: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(4).background(Color.gray.opacity(0.2))
  }
}

// MARK: Geometry and layout types

// coverage: CGFloat
let coverageLength: CGFloat = 12.5
// coverage: CGPoint
let coveragePoint = CGPoint(x: 1, y: 2)
// coverage: CGSize
let coverageSize = CGSize(width: 3, height: 4)
// coverage: CGRect
let coverageRect = CGRect(origin: coveragePoint, size: coverageSize)
// coverage: UnitPoint
let coverageAnchor: UnitPoint = .bottomTrailing
// coverage: Alignment
let coverageAlignment = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
// coverage: HorizontalAlignment
let coverageHGuide = HorizontalAlignment(CoverageMiddle.self)
// coverage: VerticalAlignment
let coverageVGuide = VerticalAlignment(CoverageMiddle.self)
// coverage: VerticalAlignment.firstTextBaseline
let coverageBaselines: [VerticalAlignment] = [.firstTextBaseline, .lastTextBaseline]
// coverage: Edge
let coverageEdge = Edge.leading
// coverage: Edge.Set
let coverageEdges: Edge.Set = [.top, .horizontal]
// coverage: EdgeInsets
let coverageInsets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
// coverage: Axis
let coverageAxis = Axis.vertical
// coverage: Axis.Set
let coverageAxes: Axis.Set = [.horizontal]
// coverage: Angle
let coverageAngle = Angle.degrees(90) + .radians(.pi / 2)
// coverage: ProposedViewSize
let coverageProposal = ProposedViewSize(width: 100, height: nil)
// coverage: ProposedViewSize.replacingUnspecifiedDimensions(by:)
let coverageReplaced = coverageProposal.replacingUnspecifiedDimensions(by: .zero)

// coverage: AlignmentID
enum CoverageMiddle: AlignmentID {
  // coverage: ViewDimensions
  static func defaultValue(in d: ViewDimensions) -> CGFloat {
    // A view's explicit top guide if it sets one, else its middle.
    d[explicit: .top] ?? d[.top] + d.height / 2
  }
}

/// How many columns a cell of `CoverageEqualWidths` spans.
// coverage: LayoutValueKey
struct CoverageSpan: LayoutValueKey {
  static let defaultValue = 1
}

/// A row of cells, each as wide as the widest subview (times its span),
/// higher `layoutPriority` first: a custom `Layout`.
// coverage: Layout
struct CoverageEqualWidths: Layout {
  // coverage: Layout.layoutProperties
  // coverage: LayoutProperties
  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// The widest subview's ideal width.
  // coverage: Layout.makeCache(subviews:)
  func makeCache(subviews: Subviews) -> CGFloat {
    // coverage: LayoutSubview.sizeThatFits(_:)
    subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
  }

  // coverage: Layout.spacing(subviews:cache:)
  // coverage: ViewSpacing
  func spacing(subviews: Subviews, cache: inout CGFloat) -> ViewSpacing {
    ViewSpacing()
  }

  // coverage: Layout.sizeThatFits(proposal:subviews:cache:)
  // coverage: LayoutSubviews
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout CGFloat) -> CGSize {
    // coverage: LayoutSubview.dimensions(in:)
    let height = subviews.map { $0.dimensions(in: .unspecified).height }.max() ?? 0
    // coverage: LayoutSubview.subscript(_:)
    let columns = subviews.map { CGFloat($0[CoverageSpan.self]) }.reduce(0, +)
    // coverage: LayoutSubview.spacing
    let gaps = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
    return CGSize(width: cache * columns + gaps.reduce(0, +), height: height)
  }

  // coverage: Layout.placeSubviews(in:proposal:subviews:cache:)
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
    // coverage: LayoutSubview.priority
    let order = subviews.indices.sorted { (subviews[$0].priority, -$0) > (subviews[$1].priority, -$1) }
    var x = bounds.minX
    for i in order {
      let width = cache * CGFloat(subviews[i][CoverageSpan.self])
      // coverage: LayoutSubview.place(at:anchor:proposal:)
      subviews[i].place(
        at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: ProposedViewSize(width: width, height: nil))
      x += width + 8
    }
  }

  /// No guide of its own: the subviews' explicit guides, merged.
  // coverage: Layout.explicitAlignment(of:in:proposal:subviews:cache:)
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout CGFloat
  ) -> CGFloat? {
    nil
  }
}

struct CoverageLayouts: View {
  var isWide = true
  var body: some View {
    // coverage: AnyLayout
    // coverage: HStackLayout
    // coverage: VStackLayout
    let layout = isWide ? AnyLayout(HStackLayout(alignment: .top, spacing: 4)) : AnyLayout(VStackLayout())
    VStack {
      // coverage: Layout.callAsFunction(_:)
      layout {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 20)
      }
      // coverage: ZStackLayout
      ZStackLayout(alignment: .center) {
        Color.red.frame(width: 10, height: 10)
      }
      CoverageEqualWidths {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 30, height: 10)
      }
    }
  }
}

// MARK: Rendering

// coverage: ImageRenderer(content:)
func coverageRenderer() -> ImageRenderer<CoverageShapes> {
  let renderer = ImageRenderer(content: CoverageShapes())
  // coverage: ImageRenderer.proposedSize
  renderer.proposedSize = ProposedViewSize(width: 300, height: nil)
  // coverage: ImageRenderer.scale
  renderer.scale = 2
  // coverage: ImageRenderer.uiImage
  _ = renderer.uiImage?.pngData()
  // coverage: ImageRenderer.cgImage
  _ = renderer.cgImage?.width
  return renderer
}

// MARK: Scrolling, geometry, aspect ratio

struct CoverageScrolling: View {
  var body: some View {
    // coverage: ScrollViewReader
    ScrollViewReader { proxy in
      // coverage: ScrollView
      ScrollView {
        // coverage: LazyVStack
        LazyVStack(alignment: .leading, spacing: 4) {
          // coverage: GeometryReader
          GeometryReader { (geometry: GeometryProxy) in  // coverage: GeometryProxy
            Color.red.frame(width: geometry.size.width / 2)
          }
          .frame(height: 10)
          Color.blue
            // coverage: aspectRatio(_:contentMode:)
            .aspectRatio(2, contentMode: ContentMode.fit)  // coverage: ContentMode
          Color.green.frame(width: 10, height: 10)
            // coverage: scaledToFit()
            .scaledToFit()
          Color.green.frame(width: 10, height: 10)
            // coverage: scaledToFill()
            .scaledToFill()
            // coverage: zIndex(_:)
            .zIndex(1)
            // coverage: hidden()
            .hidden()
        }
        // coverage: LazyHStack
        LazyHStack { Text("a").font(.system(.title, design: .rounded, weight: .bold)) }  // coverage: Font.system(_:design:weight:)
        Text("b").font(.custom("Avenir", size: 12).monospaced())  // coverage: Font.custom(_:size:)
        // coverage: Font.monospaced()
        Text("c").font(Font.body.monospaced())
      }
      .onAppearProxy(proxy)
    }
  }
}

extension View {
  fileprivate func onAppearProxy(_ proxy: ScrollViewProxy) -> some View {
    proxy.scrollTo(0)
    return self
  }
}

// MARK: Gradients

struct CoverageGradients: View {
  var body: some View {
    VStack {
      // coverage: LinearGradient
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
      // coverage: RadialGradient
      Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 20))
      // coverage: AngularGradient
      Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(90)))  // coverage: Gradient
      // coverage: Angle
      Color.clear.frame(width: Angle.radians(.pi).degrees)
      // coverage: Color.gradient
      Rectangle().fill(Color.blue.gradient)
      // coverage: #colorLiteral(red:green:blue:alpha:)
      Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(width: 4, height: 4)
      // coverage: ShapeStyle.quinary
      Rectangle().fill(.quinary).frame(width: 4, height: 4)
      // coverage: AnyShapeStyle
      Rectangle().fill([true].first! ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.red.gradient))
    }
  }
}

// MARK: Effects

struct CoverageEffects: View {
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      // coverage: rotationEffect(_:anchor:)
      .rotationEffect(.degrees(45), anchor: .center)
      // coverage: scaleEffect(_:anchor:)
      .scaleEffect(1.5, anchor: .topLeading)
  }
}

struct CoverageShadow: View {
  var body: some View {
    Color.white.frame(width: 10, height: 10)
      // coverage: shadow(color:radius:x:y:)
      .shadow(color: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2), radius: 3, x: 0, y: 2)
  }
}

// MARK: Text as apps write it

struct CoverageTextStyling: View {
  var body: some View {
    VStack {
      // coverage: Text(_:format:)
      Text(3.5, format: .number.locale(Locale(identifier: "en_US")))
      // coverage: Text + Text
      Text("a") + Text("b").bold()
      Text("c")
        // coverage: fontWeight(_:)
        .fontWeight(.semibold)
        // coverage: underline(_:color:)
        .underline()
        // coverage: strikethrough(_:color:)
        .strikethrough(true, color: .red)
        // coverage: kerning(_:)
        .kerning(1)
        // coverage: tracking(_:)
        .tracking(1)
      Text("d")
        // coverage: lineSpacing(_:)
        .lineSpacing(2)
        // coverage: truncationMode(_:)
        .truncationMode(.tail)
        // coverage: minimumScaleFactor(_:)
        .minimumScaleFactor(0.5)
        // coverage: textCase(_:)
        .textCase(.uppercase)
    }
  }
}

// MARK: Apps, dates, Dynamic Type and system values

// coverage: App
struct CoverageApp: App {
  // coverage: @UIApplicationDelegateAdaptor
  @UIApplicationDelegateAdaptor(CoverageAppDelegate.self) var appDelegate
  // coverage: Scene
  var body: some Scene {
    // coverage: WindowGroup
    WindowGroup {
      CoverageDatesAndDynamicType()
    }
    // coverage: WindowGroup(for:content:)
    WindowGroup(for: String.self) { $title in
      Text(title ?? "Untitled")
    }
    // coverage: Window
    Window("Inspector", id: "inspector") { Text("Inspector") }
    // coverage: Settings
    Settings { Text("Settings") }
    // coverage: DocumentGroup
    DocumentGroup(newDocument: CoverageTextDocument()) { file in TextEditor(text: file.$document.text) }
  }
}

/// A plain-text document for the coverage table's DocumentGroup.
struct CoverageTextDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = ""
  init() {}
  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

final class CoverageAppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool { true }
}

struct CoverageEquatableRow: View, Equatable {
  var title: String
  var body: some View { Text(title) }
}

struct CoverageDatesAndDynamicType: View {
  // coverage: EnvironmentValues.dynamicTypeSize
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  // coverage: EnvironmentValues.horizontalSizeClass
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  // coverage: EnvironmentValues.verticalSizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  // coverage: EnvironmentValues.displayScale
  @Environment(\.displayScale) private var displayScale
  // coverage: EnvironmentValues.locale
  @Environment(\.locale) private var locale
  // coverage: EnvironmentValues.timeZone
  @Environment(\.timeZone) private var timeZone
  // coverage: EnvironmentValues.calendar
  @Environment(\.calendar) private var calendar
  // coverage: EnvironmentValues.isEnabled
  @Environment(\.isEnabled) private var isEnabled
  // coverage: EnvironmentValues.dismiss
  @Environment(\.dismiss) private var dismiss
  // coverage: EnvironmentValues.openURL
  @Environment(\.openURL) private var openURL
  // coverage: EnvironmentValues.layoutDirection
  @Environment(\.layoutDirection) private var layoutDirection
  // coverage: EnvironmentValues.scenePhase
  @Environment(\.scenePhase) private var scenePhase
  @State private var query = ""
  let date = Date(timeIntervalSince1970: 1_559_604_180)

  var body: some View {
    VStack(alignment: .leading) {
      // coverage: Text(_:style:)
      Text(date, style: .date)
      // coverage: `Text(_:)` (a date range)
      Text(date...date.addingTimeInterval(3600))
      Text(horizontalSizeClass == .compact && isEnabled ? "Compact" : "Regular")
        // coverage: dynamicTypeSize(_:)
        .dynamicTypeSize(.xxLarge)
        // coverage: lineLimit(_:reservesSpace:)
        .lineLimit(2, reservesSpace: true)
        // coverage: baselineOffset(_:)
        .baselineOffset(2)
        // coverage: allowsTightening(_:)
        .allowsTightening(true)
        // coverage: textSelection(_:)
        .textSelection(.enabled)
        // coverage: fontDesign(_:)
        .fontDesign(.rounded)
        // coverage: fontWidth(_:)
        .fontWidth(.condensed)
        // coverage: monospaced(_:)
        .monospaced()
        // coverage: monospacedDigit()
        .monospacedDigit()
        // coverage: textScale(_:isEnabled:)
        .textScale(.secondary)
      Text("12:30")
        // coverage: Font.monospacedDigit()
        .font(.body.monospacedDigit())
      HStack {
        // coverage: Image(decorative:)
        Image(decorative: "rogue")
          // coverage: Image.renderingMode(_:)
          .renderingMode(.original)
        Image(systemName: "heart")
          // coverage: Image.symbolRenderingMode(_:)
          .symbolRenderingMode(.hierarchical)
      }
      // coverage: imageScale(_:)
      .imageScale(.large)
      // coverage: symbolRenderingMode(_:)
      .symbolRenderingMode(.multicolor)
      // coverage: symbolVariant(_:)
      .symbolVariant(.circle.fill)
      // coverage: equatable()
      CoverageEquatableRow(title: "Row").equatable()
        // coverage: EmptyModifier
        .modifier(EmptyModifier())
        // coverage: redacted(reason:)
        .redacted(reason: .placeholder)
        // coverage: preferredColorScheme(_:)
        .preferredColorScheme(.light)
        // coverage: coordinateSpace(_:)
        .coordinateSpace(.named("list"))
      GeometryReader { proxy in
        // coverage: CoordinateSpace
        Color.clear.frame(width: proxy.frame(in: CoordinateSpace.named("list")).width)
      }
      .frame(height: 1)
    }
    // coverage: searchable(text:)
    .searchable(text: $query, prompt: "Search")
  }
}

// MARK: Position and safe area

struct CoveragePositionAndSafeArea: View {
  var body: some View {
    VStack {
      // coverage: position(_:)
      Color.red.frame(width: 10, height: 10).position(CGPoint(x: 20, y: 20))
      // coverage: position(x:y:)
      Color.blue.frame(width: 10, height: 10).position(x: 5, y: 5)
      Color.green
        // coverage: ignoresSafeArea(_:edges:)
        .ignoresSafeArea()
        // coverage: edgesIgnoringSafeArea(_:)
        .edgesIgnoringSafeArea(.top)
        // coverage: safeAreaPadding(_:_:)
        .safeAreaPadding(.horizontal, 8)
        // coverage: safeAreaInset(edge:alignment:spacing:content:)
        .safeAreaInset(edge: .bottom, spacing: 4) { Text("Footer") }
    }
    .frame(width: 100, height: 200)
  }
}

// MARK: Shapes and paths

struct CoverageShapesAndPaths: View {
  var body: some View {
    VStack {
      // coverage: UnevenRoundedRectangle
      UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4).fill(Color.blue).frame(width: 20, height: 20)
      // coverage: ContainerRelativeShape
      ContainerRelativeShape().fill(Color.green).frame(width: 10, height: 10)
      // coverage: StrokeStyle
      let dashed = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])
      // coverage: Shape.stroke(_:style:)
      Circle().stroke(Color.red, style: dashed).frame(width: 20, height: 20)
      // coverage: `Path` as a view
      Path { p in
        p.move(to: .zero)
        // coverage: Path.addLines(_:)
        p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        // coverage: Path.addQuadCurve(to:control:)
        p.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: 10))
        // coverage: Path.addArc(center:radius:startAngle:endAngle:clockwise:)
        p.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        // coverage: Path.addRoundedRect(in:cornerSize:)
        p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2))
      }
      .stroke(Color.primary, lineWidth: 1)
      .frame(width: 20, height: 20)
    }
  }
}

// MARK: System colors and materials

struct CoverageSystemColors: View {
  // coverage: Color.Resolved
  let resolved: Color.Resolved = Color.red.resolve(in: EnvironmentValues())
  var body: some View {
    VStack {
      // coverage: Color(_:)
      Color("AccentColor").frame(width: 10, height: 10)
      // coverage: Color(uiColor:)
      Color(uiColor: .secondarySystemBackground).frame(width: 10, height: 10)
      Text("Tertiary")
        // coverage: HierarchicalShapeStyle
        .foregroundStyle(.tertiary)
        // coverage: Material
        // coverage: background(_:in:)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
        // coverage: overlay(_:in:fillStyle:)
        .overlay(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
    }
  }
}

// MARK: Effects

struct CoverageBlurAndMask: View {
  var body: some View {
    VStack {
      Color.red.frame(width: 20, height: 20)
        // coverage: mask(alignment:_:)
        .mask { Circle() }
        // coverage: blur(radius:opaque:)
        .blur(radius: 2)
        // coverage: rotation3DEffect(_:axis:)
        .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        // coverage: blendMode(_:)
        .blendMode(.multiply)
        // coverage: brightness(_:)
        .brightness(0.1)
        // coverage: contrast(_:)
        .contrast(1.2)
        // coverage: saturation(_:)
        .saturation(0.5)
        // coverage: grayscale(_:)
        .grayscale(1)
        // coverage: colorMultiply(_:)
        .colorMultiply(.blue)
        // coverage: colorInvert()
        .colorInvert()
        // coverage: compositingGroup()
        .compositingGroup()
        // coverage: drawingGroup()
        .drawingGroup()
        // coverage: transformEffect(_:)
        .transformEffect(CGAffineTransform(translationX: 2, y: 0))
        // coverage: GeometryEffect
        .modifier(CoverageNudge(amount: 1).ignoredByLayout())
    }
  }
}

// MARK: Lazy grids

struct CoverageLazyGrids: View {
  var body: some View {
    VStack {
      // coverage: LazyVGrid
      LazyVGrid(columns: [
        // coverage: GridItem
        GridItem(.adaptive(minimum: 40)), GridItem(.fixed(30)), GridItem(.flexible(minimum: 10, maximum: 60), spacing: 4),
      ]) {
        ForEach(0..<6, id: \.self) { _ in Color.blue.frame(height: 10) }
      }
      // coverage: LazyHGrid
      LazyHGrid(rows: [GridItem(), GridItem()], spacing: 4) {
        ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 10) }
      }
      .frame(height: 40)
    }
    .frame(width: 200)
  }
}

// MARK: Async images

struct CoverageAsyncImage: View {
  var body: some View {
    // coverage: AsyncImage
    AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
      image.resizable().scaledToFit()
    } placeholder: {
      Color.gray
    }
    .frame(width: 40, height: 40)
  }
}

// MARK: Attributed text

struct CoverageAttributedText: View {
  var body: some View {
    // coverage: `Text(_:)` with `AttributedString`
    Text(AttributedString("Attributed"))
  }
}

// MARK: Timelines

struct CoverageTimeline: View {
  var body: some View {
    // coverage: TimelineView
    TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 1)) { context in
      Text(context.date, style: .date)
    }
  }
}

// MARK: Canvas

struct CoverageCanvas: View {
  var body: some View {
    // coverage: Canvas
    Canvas { context, size in
      context.opacity = 0.8
      context.rotate(by: .degrees(10))
      context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
      context.stroke(Path(CGRect(x: 2, y: 2, width: 6, height: 6)), with: .style(Color.blue), style: StrokeStyle(lineWidth: 1, dash: [2]))
      // coverage: `GraphicsContext.Shading` gradients
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 10, height: 4)),
        with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
      context.fill(
        Path(ellipseIn: CGRect(x: 10, y: 0, width: 8, height: 8)),
        with: .radialGradient(Gradient(colors: [.white, .green]), center: CGPoint(x: 14, y: 4), startRadius: 0, endRadius: 4))
      context.stroke(
        Path(CGRect(x: 20, y: 2, width: 6, height: 6)),
        with: .conicGradient(Gradient(colors: [.yellow, .purple]), center: CGPoint(x: 23, y: 5)), lineWidth: 1)
    }
    .frame(width: 30, height: 20)
  }
}

// MARK: Scroll content background

struct CoverageScrollBackground: View {
  var body: some View {
    ScrollView { Text("Content") }
      // coverage: scrollContentBackground(_:)
      .scrollContentBackground(.hidden)
  }
}

// MARK: Controls, lists and navigation

struct CoverageListRow: Identifiable, Hashable {
  var id: Int
  var name: String
}

struct CoverageFilledButton: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(4).background(Color.orange)
  }
}

struct CoverageTriggerStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture { configuration.trigger() }
  }
}

struct CoverageCheckbox: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.label; Text(configuration.isOn ? "[x]" : "[ ]") }
  }
}

struct CoverageIconFirst: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.icon; configuration.title }
  }
}

struct CoveragePreview: PreviewProvider {
  // coverage: PreviewProvider
  static var previews: some View { Text("Preview") }
}

struct CoverageControls: View {
  @State private var on = true
  @State private var choice = 1
  @State private var value = 0.5
  @State private var count = 2
  @State private var text = ""
  @State private var date = Date(timeIntervalSince1970: 0)
  @State private var color = Color.red
  @State private var rows = [CoverageListRow(id: 1, name: "One"), CoverageListRow(id: 2, name: "Two")]
  @Environment(\.editMode) private var editMode

  var body: some View {
    VStack {
      // coverage: Button(_:action:)
      Button("Tap") {}
      // coverage: buttonStyle(_:)
      Button("Bordered") {}.buttonStyle(.bordered)
      // coverage: ButtonStyle
      Button("Custom") {}.buttonStyle(CoverageFilledButton())
      // coverage: PrimitiveButtonStyle
      Button("Trigger") {}.buttonStyle(CoverageTriggerStyle())
      // coverage: controlSize(_:)
      Button("Big") {}.buttonStyle(.borderedProminent).controlSize(.large)
      // coverage: buttonBorderShape(_:)
      Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
      // coverage: tint(_:)
      Button("Tinted") {}.tint(.pink)
      // coverage: Label
      Label { Text("Title") } icon: { Image(systemName: "star") }
      // coverage: Label(_:systemImage:)
      Label("Star", systemImage: "star")
      // coverage: labelStyle(_:)
      Label("Icon", systemImage: "star").labelStyle(.iconOnly)
      // coverage: colorScheme(_:)
      Text("Dark").colorScheme(.dark)
      // coverage: backgroundStyle(_:)
      Text("Styled").padding().background(in: Capsule()).backgroundStyle(.quinary)
      // coverage: NSDataDetector
      Text((try? NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue))?
        .firstMatch(in: "see https://a.b", options: [], range: NSRange(location: 0, length: 15))?.url?.host ?? "")
      // coverage: PersonNameComponentsFormatter
      Text(PersonNameComponentsFormatter().personNameComponents(from: "Ada Lovelace").map(PersonNameComponentsFormatter().string(from:)) ?? "")
      // coverage: Measurement.FormatStyle
      Text(Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .wide)))
      // coverage: XMLParser
      let _ = XMLParser(data: Data("<a/>".utf8)).parse()
      // coverage: observe(_:options:changeHandler:)
      let _ = CoverageObserved().observe(\.count, options: [.initial, .new]) { _, _ in }
      // coverage: DateComponentsFormatter
      Text(DateComponentsFormatter().string(from: 65) ?? "")
      // coverage: Date.ComponentsFormatStyle
      Text((Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 90)).formatted(.components(style: .narrow)))
      // coverage: labelIconToTitleSpacing(_:)
      Label("Spaced", systemImage: "star").labelIconToTitleSpacing(4)
      // coverage: labelReservedIconWidth(_:)
      Label("Reserved", systemImage: "star").labelReservedIconWidth(28)
      // coverage: LabelStyle
      Label("Mine", systemImage: "star").labelStyle(CoverageIconFirst())
      // coverage: Link
      Link("Site", destination: URL(string: "https://example.com")!)
      // coverage: Toggle(_:isOn:)
      Toggle("On", isOn: $on)
      // coverage: Toggle(_:)
      Toggle("Wrapped", isOn: $on).toggleStyle(CoverageWrappedSwitch())
      // coverage: toggleStyle(_:)
      Toggle("Button", isOn: $on).toggleStyle(.button)
      // coverage: ToggleStyle
      Toggle("Check", isOn: $on).toggleStyle(CoverageCheckbox())
      // coverage: labelsHidden()
      Toggle("Hidden", isOn: $on).labelsHidden()
      // coverage: Picker(_:selection:content:)
      Picker("Pick", selection: $choice) {
        Text("One").tag(1)
        Text("Two").tag(2)
      }
      // coverage: pickerStyle(_:)
      Picker("Segments", selection: $choice) {
        ForEach(1..<4) { Text("\($0)").tag($0) }
      }.pickerStyle(.segmented)
      // coverage: Slider(value:in:)
      Slider(value: $value, in: 0...1)
      // coverage: Stepper(_:value:in:)
      Stepper("Count", value: $count, in: 0...10)
      // coverage: TextField(_:text:)
      TextField("Name", text: $text)
      // coverage: TextField(value:format:prompt:label:)
      TextField(value: $value, format: .number, prompt: Text("0")) { Text("Value") }
      // coverage: textFieldStyle(_:)
      TextField("Boxed", text: $text).textFieldStyle(.roundedBorder)
      // coverage: textContentType(_:)
      TextField("Email", text: $text).textContentType(.emailAddress)
      // coverage: SecureField(_:text:)
      SecureField("Password", text: $text)
      // coverage: TextEditor(text:)
      TextEditor(text: $text).frame(height: 40)
      // coverage: DatePicker(_:selection:)
      DatePicker("When", selection: $date)
      // coverage: ColorPicker(_:selection:)
      ColorPicker("Color", selection: $color)
      // coverage: MultiDatePicker(_:selection:)
      MultiDatePicker("Days", selection: .constant([DateComponents(year: 2026, month: 2, day: 14)]))
      // coverage: PasteButton
      PasteButton(payloadType: String.self) { _ in }
      // coverage: Menu(_:content:)
      Menu("Menu") { Button("Item") {} }
      // coverage: ProgressView
      ProgressView(value: 0.3)
      // coverage: progressViewStyle(_:)
      ProgressView().progressViewStyle(.circular)
      // coverage: ProgressViewStyle
      ProgressView(value: 0.4).progressViewStyle(CoverageProgressStyle())
      // coverage: Gauge
      Gauge(value: 0.4) { Text("Level") }
      // coverage: gaugeStyle(_:)
      Gauge(value: 0.4) { Text("Level") }.gaugeStyle(.accessoryCircular)
      // coverage: GaugeStyle
      Gauge(value: 0.4) { Text("Level") }.gaugeStyle(CoverageGaugeStyle())
      // coverage: ShareLink
      ShareLink(item: "text")
      // coverage: EditButton
      EditButton()
      // coverage: GroupBox
      GroupBox("Box") { Text("Inside") }
      // coverage: DisclosureGroup
      DisclosureGroup("More") { Text("Hidden") }
      // coverage: ControlGroup
      ControlGroup { Button("A") {}; Button("B") {} }
      // coverage: LabeledContent
      LabeledContent("Key", value: "Value")
      // coverage: ContentUnavailableView
      ContentUnavailableView("Nothing", systemImage: "tray", description: Text("Empty")).frame(height: 100)
      // coverage: Color.mix(with:by:)
      Color.red.mix(with: .blue, by: 0.5).frame(height: 2)
      // coverage: foregroundStyle(_:_:)
      Image(systemName: "star").foregroundStyle(.red, .blue)
      // coverage: symbolEffect(_:options:value:)
      Image(systemName: "bell").symbolEffect(.bounce.up, value: count)
      // coverage: editMode
      Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Done")
      // coverage: statusBarHidden(_:)
      Text("Full screen").statusBarHidden()
      // coverage: defersSystemGestures(on:)
      Text("Game").defersSystemGestures(on: .bottom)
      // coverage: tableColumnHeaders(_:)
      Text("Table").tableColumnHeaders(.hidden)
      // coverage: _printChanges()
      CoverageDebugged()
      // coverage: textInputSuggestions(_:)
      TextField("City", text: .constant("")).textInputSuggestions { Text("Paris").textInputCompletion("Paris") }
      // coverage: toolbar(removing:)
      Text("Split").toolbar(removing: .sidebarToggle)
      // coverage: contentMargins(_:_:for:)
      ScrollView { Text("Margins") }.contentMargins(.horizontal, 20, for: .scrollContent).frame(height: 30)
      // coverage: onGeometryChange(for:of:action:)
      Text("Geometry").onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { _ in })
    }
  }
}

struct CoverageLists: View {
  @State private var rows = [CoverageListRow(id: 1, name: "One"), CoverageListRow(id: 2, name: "Two")]
  @State private var tab = 0

  var body: some View {
    VStack {
      // coverage: NavigationStack
      NavigationStack {
        // coverage: List
        List {
          // coverage: Section
          Section("Rows") {
            ForEach(rows) { row in
              // coverage: NavigationLink
              NavigationLink(row.name, value: row)
                // coverage: navigationLinkIndicatorVisibility(_:)
                .navigationLinkIndicatorVisibility(.automatic)
            }
            // coverage: onDelete(perform:)
            .onDelete { _ in }
            // coverage: onMove(perform:)
            .onMove { _, _ in }
            Text("Inset")
              // coverage: listRowInsets(_:)
              .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
              // coverage: listRowInsets(_:_:)
              .listRowInsets(.vertical, 4)
              // coverage: listRowBackground(_:)
              .listRowBackground(Color.yellow)
              // coverage: listRowSeparator(_:edges:)
              .listRowSeparator(.hidden)
              // coverage: listRowPlatterColor(_:)
              .listRowPlatterColor(.blue)
              // coverage: badge(_:)
              .badge(3)
          }
        }
        // coverage: listStyle(_:)
        .listStyle(.insetGrouped)
        // coverage: listSectionSpacing(_:)
        .listSectionSpacing(.compact)
        // coverage: listSectionMargins(_:_:)
        .listSectionMargins(.horizontal, 24)
        // coverage: dragContainer(for:in:_:)
        .dragContainer(for: String.self) { items in items }
        // coverage: previewLayout(_:)
        .previewLayout(.sizeThatFits)
        // coverage: previewDisplayName(_:)
        .previewDisplayName("List")
        // coverage: previewDevice(_:)
        .previewDevice("iPhone 15")
        // coverage: previewInterfaceOrientation(_:)
        .previewInterfaceOrientation(.portrait)
        // coverage: navigationTitle(_:)
        .navigationTitle("Title")
        // coverage: navigationBarTitleDisplayMode(_:)
        .navigationBarTitleDisplayMode(.inline)
        // coverage: navigationDestination(for:destination:)
        .navigationDestination(for: CoverageListRow.self) { Text($0.name) }
        // coverage: toolbar(content:)
        .toolbar {
          // coverage: ToolbarItem
          ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
        }
      }
      .frame(height: 300)
      // coverage: NavigationView
      NavigationView { Text("Old") }.frame(height: 100)
      // coverage: NavigationSplitView
      NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }.frame(height: 100)
      // coverage: Form
      Form { Toggle("Setting", isOn: .constant(true)) }.frame(height: 120)
      // coverage: TabView
      TabView(selection: $tab) {
        Text("First")
          // coverage: tabItem(_:)
          .tabItem { Label("First", systemImage: "1.circle") }
          .tag(0)
        Text("Second").tabItem { Label("Second", systemImage: "2.circle") }.tag(1)
      }
      .frame(height: 120)
      TabView {
        Tab("Home", systemImage: "house") { Text("Home") }
        // coverage: Tab(role:content:)
        Tab(role: .search) { Text("Search") }
      }
      .frame(height: 120)
    }
  }
}

struct CoverageUIKit: View {
  @State private var items = ["a", "b", "c"]
  var body: some View {
    VStack {
      // coverage: UIScreen.main.bounds
      Color.red.frame(width: UIScreen.main.bounds.width / 10, height: 2)
      // coverage: Image(uiImage:)
      Image(uiImage: UIImage(systemName: "star")!)
      // coverage: Font(_ font: UIFont)
      Text("UIKit font").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
      Button("Haptics") {
        // coverage: UIImpactFeedbackGenerator
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        // coverage: UIApplication.shared
        UIApplication.shared.open(URL(string: "https://example.com")!)
        // coverage: remove(atOffsets:)
        items.remove(atOffsets: [0])
        // coverage: move(fromOffsets:toOffset:)
        items.move(fromOffsets: [0], toOffset: 2)
      }
    }
  }
}

// coverage: PreviewModifier
struct CoverageSampleData: PreviewModifier {
  static func makeSharedContext() throws -> Color { .orange }
  func body(content: Content, context: Color) -> some View { content.tint(context) }
}

@MainActor func coveragePreviewTraits() -> [PreviewTrait<Preview.ViewTraits>] {
  [.modifier(CoverageSampleData()), .sizeThatFitsLayout]
}

// coverage: #Preview
#Preview("Coverage", traits: .sizeThatFitsLayout) {
  @Previewable @State var on = true
  Toggle("On", isOn: $on)
}

extension EnvironmentValues {
  // coverage: @Entry
  @Entry var coverageEntry: Double = 1.5
}

struct CoverageOlderSpellings: View {
  @State private var showing = false
  @State private var flavor = 0
  var body: some View {
    NavigationView {
      VStack {
        // coverage: Picker(selection:label:content:)
        Picker(selection: $flavor, label: Text("Flavor")) {
          Text("Vanilla").tag(0)
          Text("Chocolate").tag(1)
        }
        Text("Body")
          // coverage: actionSheet(isPresented:content:)
          .actionSheet(isPresented: $showing) {
            ActionSheet(title: Text("Pick"), buttons: [.default(Text("One")), .cancel()])
          }
      }
    }
    // coverage: navigationViewStyle(_:)
    .navigationViewStyle(StackNavigationViewStyle())
    .frame(height: 200)
  }
}

struct CoverageScrollEffects: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        ForEach(0..<3, id: \.self) { i in
          Color.orange
            // coverage: containerRelativeFrame(_:alignment:)
            .containerRelativeFrame(.horizontal, alignment: .leading)
            // coverage: scrollTransition(_:axis:transition:)
            .scrollTransition { content, phase in
              content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase.isIdentity ? 1 : 0.8)
            }
            // coverage: visualEffect(_:)
            .visualEffect { content, proxy in content.offset(y: proxy.size.height > 0 ? 0 : 1) }
            // coverage: onKeyPress(_:action:)
            .onKeyPress(.return) { .handled }
        }
      }
    }
    .frame(height: 40)
  }
}

struct CoverageAnchorKey: PreferenceKey {
  static var defaultValue: Anchor<CGRect>? { nil }
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

struct CoverageAnchors: View {
  var body: some View {
    Text("Tab")
      // coverage: anchorPreference(key:value:transform:)
      .anchorPreference(key: CoverageAnchorKey.self, value: .bounds) { $0 }
      .overlayPreferenceValue(CoverageAnchorKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor { Rectangle().frame(width: proxy[anchor].width, height: 1) }
        }
      }
  }
}

struct CoverageAppearance: View {
  init() {
    // coverage: UITableView.appearance()
    UITableView.appearance().backgroundColor = .clear
  }
  var body: some View { Text("Appearance") }
}

// coverage: UIViewRepresentable
struct CoverageBlur: UIViewRepresentable {
  func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)) }
  func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

final class CoverageCombineModel: ObservableObject {
  @Published var query = ""
  // coverage: AnyCancellable
  private var cancellables = Set<AnyCancellable>()
  // coverage: PassthroughSubject
  let refresh = PassthroughSubject<Void, Never>()
  init() {
    $query
      // coverage: debounce(for:scheduler:)
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      // coverage: sink(receiveValue:)
      .sink { _ in }
      .store(in: &cancellables)
  }
}

struct CoverageLocalization: View {
  var body: some View {
    VStack {
      // coverage: String(localized:)
      Text(String(localized: "Localized"))
      // coverage: AttributedString(markdown:)
      Text((try? AttributedString(markdown: "**Marked**")) ?? AttributedString("Marked"))
    }
  }
}

struct CoverageShapeShorthands: View {
  var body: some View {
    // coverage: Shape.rect(cornerRadius:style:)
    Color.blue.frame(width: 20, height: 10).clipShape(.rect(cornerRadius: 4))
  }
}

/// iOS 26's Liquid Glass and its neighbours.
struct CoverageLiquidGlass: View {
  @Namespace private var namespace
  var body: some View {
    // coverage: GlassEffectContainer
    GlassEffectContainer(spacing: 20) {
      VStack {
        Text("Glass")
          .padding()
          // coverage: glassEffect(_:in:)
          .glassEffect()
          // coverage: glassEffectID(_:in:)
          .glassEffectID("title", in: namespace)
          // coverage: glassEffectUnion(id:namespace:)
          .glassEffectUnion(id: 1, namespace: namespace)
          // coverage: glassEffectTransition(_:)
          .glassEffectTransition(.materialize)
        // coverage: Glass
        Text("Tinted").padding().glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12))
        // coverage: GlassButtonStyle
        Button("Glass") {}.buttonStyle(.glass)
        // coverage: GlassProminentButtonStyle
        Button("Prominent") {}.buttonStyle(.glassProminent)
        // coverage: Button(role:action:)
        Button(role: .close) {}
      }
    }
    // coverage: backgroundExtensionEffect()
    .backgroundExtensionEffect()
    // coverage: scrollEdgeEffectStyle(_:for:)
    .scrollEdgeEffectStyle(.soft, for: .top)
    // coverage: tabBarMinimizeBehavior(_:)
    .tabBarMinimizeBehavior(.onScrollDown)
    // coverage: tabViewBottomAccessory(content:)
    .tabViewBottomAccessory { Text("Now playing") }
    // coverage: safeAreaBar(edge:alignment:spacing:content:)
    .safeAreaBar(edge: .bottom) { Text("Bar") }
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
        // coverage: sharedBackgroundVisibility(_:)
        .sharedBackgroundVisibility(.hidden)
    }
  }
}

/// Spellings and styles real files used that the coverage table lists.
struct CoverageRealFiles: View {
  @State private var amount: Double? = nil
  var body: some View {
    VStack {
      // coverage: Text(_:tableName:bundle:comment:)
      Text("Hello", comment: "A greeting")
      // coverage: `Text(_:)` with an `Image`
      Text(Image(systemName: "star")) + Text(" rated")
      // coverage: scenePadding(_:)
      Text("Padded").scenePadding(.horizontal)
      // coverage: FillShapeStyle
      Text("Filled").background(.fill)
      // coverage: ShapeStyle.opacity(_:)
      Circle().fill(Color.red.gradient.opacity(0.25)).frame(width: 20, height: 20)
      TextField("Amount", value: $amount, format: .number)
        // coverage: focusable(_:interactions:)
        .focusable(true, interactions: .activate)
        // coverage: autocapitalization(_:)
        .autocapitalization(.none)
        // coverage: accessibility(label:)
        .accessibility(label: Text("Amount"))
      GeometryReader { proxy in
        // coverage: `GeometryProxy.frame(in:)` with `.scrollView`
        let minY = proxy.frame(in: .scrollView).minY
        // coverage: GeometryProxy.bounds(of:)
        let minX = proxy.bounds(of: .scrollView)?.minX ?? 0
        Color.blue.opacity(minY + minX >= 0 ? 1 : 0.5)
      }
      .frame(height: 20)
      // coverage: GraphicsContext.addFilter(_:options:)
      Canvas { context, size in
        context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
        context.addFilter(.blur(radius: 4))
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
      }
      .frame(width: 40, height: 20)
      // coverage: Canvas(renderer:symbols:)
      Canvas { context, _ in
        if let ball = context.resolveSymbol(id: 0) { context.draw(ball, at: .zero) }
      } symbols: {
        Circle().frame(width: 10, height: 10).tag(0)
      }
      .frame(width: 40, height: 20)
    }
  }
}

/// A view model chaining publishers as view models do.
final class CoverageSignUp: ObservableObject {
  @Published var name = ""
  @Published var password = ""
  var cancellables = Set<AnyCancellable>()
  init() {
    // coverage: Publishers.CombineLatest
    Publishers.CombineLatest($name, $password)
      .map { !$0.isEmpty && $1.count > 8 }
      .receive(on: RunLoop.main)
      .sink { _ in }
      .store(in: &cancellables)
  }
}

/// iOS 18 tabs and iOS 26 shapes and macros.
enum CoveragePlace: Hashable { case home, settings }
// coverage: @Animatable
@Animatable
struct CoverageAnimatableShape: Shape {
  var inset: CGFloat
  // coverage: @Animatable
  @AnimatableIgnored var label = "ring"
  func path(in rect: CGRect) -> Path { Circle().path(in: rect.insetBy(dx: inset, dy: inset)) }
}
extension ImageResource {
  static let coverageRogue = ImageResource(name: "rogue", bundle: .main)
}
struct CoverageMoreTabs: TabContent {
  var body: some TabContent<CoveragePlace> {
    Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings") }
  }
}
struct CoverageTabsAndShapes: View {
  @AppStorage("tabs") private var customization: TabViewCustomization
  var body: some View {
    VStack {
      // coverage: TabContentBuilder
      TabView(selection: .constant(CoveragePlace.home)) {
        Tab("Home", systemImage: "house", value: .home) { Text("Home") }
          // coverage: TabViewCustomization
          .customizationID("home")
          .badge(2)
        // coverage: TabSection
        TabSection("More") {
          Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings") }
        }
      }
      .tabViewCustomization($customization)
      .frame(height: 120)
      // coverage: TabContent
      TabView(selection: .constant(CoveragePlace.home)) {
        Tab("Home", systemImage: "house", value: .home) { Text("Home") }
        CoverageMoreTabs()
      }
      .frame(height: 120)
      // coverage: Image(size:label:opaque:colorMode:renderer:)
      Image(size: CGSize(width: 20, height: 20)) { context in
        // coverage: GraphicsContext.BlendMode
        context.blendMode = .clear
        context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.green))
      }
      // coverage: `AttributedString(_:)` from an `NSAttributedString`
      Text(AttributedString(NSAttributedString(string: "UIKit", attributes: [.foregroundColor: UIColor.red])))
      // coverage: Shape.size(width:height:)
      Circle().size(width: 10, height: 10).fill(.blue).frame(width: 20, height: 20)
      // coverage: ConcentricRectangle
      ConcentricRectangle(corners: .concentric(minimum: .fixed(8))).fill(.blue).frame(width: 40, height: 20)
      Color.red.clipShape(.rect(corners: .fixed(6), isUniform: true)).frame(width: 40, height: 20)
      // coverage: `Image(_:)` with an `ImageResource`
      Image(.coverageRogue)
        // coverage: Image.resizable(capInsets:resizingMode:)
        .resizable(resizingMode: .stretch)
        .frame(width: 20, height: 20)
      CoverageAnimatableShape(inset: 2).stroke(.blue).frame(width: 20, height: 20)
      // coverage: `drawOn` symbol effect
      Image(systemName: "star").symbolEffect(.drawOn)
    }
    .toolbar {
      // coverage: ToolbarSpacer(_:placement:)
      ToolbarSpacer(.fixed, placement: .topBarTrailing)
      // coverage: DefaultToolbarItem(kind:placement:)
      DefaultToolbarItem(kind: .search, placement: .bottomBar)
    }
  }
}

/// iOS 18 custom containers, layered shapes and the accessibility actions.
extension ContainerValues {
  @Entry var coverageHighlight: Bool = false
}
struct CoverageCustomContainers: View {
  @State private var level = 0.5
  var body: some View {
    VStack {
      // coverage: Group(subviews:transform:)
      Group(subviews: Group { Text("A"); Text("B") }) { subviews in
        HStack { subviews[0]; Text("\(subviews.count)") }
      }
      // coverage: GridLayout
      GridLayout(horizontalSpacing: 2) {
        GridRow { Color.red.frame(width: 4, height: 4); Color.blue.frame(width: 4, height: 4) }
      }
      // coverage: _VariadicView.Tree
      _VariadicView.Tree(CoverageVariadicRoot()) { Text("A"); Text("B") }
      HStack {
        // coverage: ForEach(subviews:content:)
        ForEach(subviews: Group { Text("C"); Text("D").containerValue(\.coverageHighlight, true) }) { subview in
          subview.bold(subview.containerValues.coverageHighlight)
        }
      }
      // coverage: Group(sections:transform:)
      Group(sections: Group { Section("S") { Text("E") } }) { sections in
        VStack {
          // coverage: ForEach(sections:content:)
          ForEach(sections) { section in section.header; section.content }
        }
      }
      // coverage: containerValue(_:_:)
      Text("F").containerValue(\.coverageHighlight, true)
      // coverage: ShapeView.stroke(_:lineWidth:antialiased:)
      Circle().fill(.yellow).stroke(.orange, lineWidth: 2).frame(width: 20, height: 20)
      // coverage: ShapeStyle.secondary
      Text("G").foregroundStyle(.white.secondary)
      // coverage: Slider(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)
      Slider(value: $level, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Level") }
      Text("H")
        // coverage: accessibilityAction(_:_:)
        .accessibilityAction { }
        .accessibilityAction(named: "Delete") { }
        .accessibilityAdjustableAction { _ in }
        .accessibilityInputLabels(["H", "Aitch"])
        // coverage: accessibilityRotor(_:entries:)
        .accessibilityRotor("Letters") { AccessibilityRotorEntry("H", id: 1) }
        // coverage: textEditorStyle(_:)
        .textEditorStyle(.plain)
        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local).onChanged { _ in })
    }
  }
}

/// iOS 18's text renderers.
struct CoverageEmphasis: TextAttribute {}
struct CoverageRenderer: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line where run[CoverageEmphasis.self] != nil {
        context.opacity = UnitCurve.easeIn.value(at: 0.5)
        context.draw(run)
      }
    }
  }
}
struct CoverageTextRenderer: View {
  var body: some View {
    // coverage: textRenderer(_:)
    (Text("Plain ") + Text("bold").customAttribute(CoverageEmphasis())).textRenderer(CoverageRenderer())
  }
}

/// File dialogs, windows, scopes and the rest of the inert APIs apps call.
struct CoverageMoreInert: View {
  @State private var importing = false
  @State private var scope = 0
  @Environment(\.openWindow) private var openWindow
  @Environment(\.physicalMetrics) private var physicalMetrics
  @Environment(\.requestReview) private var requestReview
  // coverage: openImmersiveSpace
  @Environment(\.openImmersiveSpace) private var openImmersiveSpace
  // coverage: supportsMultipleWindows
  @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
  var body: some View {
    VStack {
      // coverage: SharePreview
      ShareLink(item: URL(string: "https://example.com")!, preview: SharePreview("Example"))
      Text("Files")
        // coverage: fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)
        .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf, .image], allowsMultipleSelection: true) { _ in }
        // coverage: searchScopes(_:scopes:)
        .searchScopes($scope) { Text("All").tag(0) }
        // coverage: userActivity(_:isActive:_:)
        .userActivity("com.example.view") { $0.title = "Example" }
        // coverage: typesettingLanguage(_:isEnabled:)
        .typesettingLanguage(Locale.Language(identifier: "en"))
        .focusEffectDisabled()
      // coverage: openWindow
      Button("Open") { openWindow(id: "main"); requestReview() }
      // coverage: physicalMetrics
      Color.clear.frame(width: physicalMetrics.convert(0, from: .meters), height: 0)
    }
  }
}

struct CoverageVariadicRoot: _VariadicView_MultiViewRoot {
  func body(children: _VariadicView.Children) -> some View {
    ForEach(children) { child in child.padding(2) }
  }
}

/// What a menu command reads of the focused view.
struct CoverageCommandState {
  // coverage: FocusedValue
  @FocusedValue(\.coverageSelection) var selection
  // coverage: FocusedBinding
  @FocusedBinding(\.coverageDraft) var draft
}

struct CoverageDraftKey: FocusedValueKey {
  typealias Value = Binding<String>
}

extension FocusedValues {
  var coverageDraft: Binding<String>? {
    get { self[CoverageDraftKey.self] }
    set { self[CoverageDraftKey.self] = newValue }
  }
}

/// A keyframe timeline read by hand.
func coverageTimelineStart() -> Double {
  // coverage: KeyframeTimeline
  let timeline = KeyframeTimeline(initialValue: 1.0) {
    KeyframeTrack(\.self) { LinearKeyframe(2.0, duration: 0.5) }
  }
  return timeline.value(progress: 0)
}

struct CoverageSelectionKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  var coverageSelection: String? {
    get { self[CoverageSelectionKey.self] }
    set { self[CoverageSelectionKey.self] = newValue }
  }
}

/// A geometry effect for the coverage table: moves its view by `amount`.
struct CoverageNudge: GeometryEffect {
  var amount: CGFloat
  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
  }
}

/// A custom animation for the coverage table.
struct CoverageBlink: CustomAnimation {
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    time > 0.2 ? nil : value
  }
}

/// A view printing what changed, as apps debug their bodies.
struct CoverageDebugged: View {
  var body: some View {
    let _ = Self._printChanges()
    TextField("Name" as String, text: .constant(""), onCommit: {})
  }
}


struct CoverageWrappedSwitch: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: "bell")
      Toggle(configuration)
    }
  }
}

struct CoverageDocumentedForms: View {
  @State private var column = NavigationSplitViewColumn.detail
  var body: some View {
    VStack {
      // preferredCompactColumn:
      NavigationSplitView(preferredCompactColumn: $column) { Text("Side") } detail: { Text("Detail") }
      // several items
      ShareLink(items: [URL(string: "https://example.com")!])
      // a primary action
      Menu("More", systemImage: "ellipsis") { Button("A") {} } primaryAction: {}
        // coverage: MenuStyle
        .menuStyle(CoverageMenuStyle())
      // coverage: ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)
      Circle().fill(.ellipticalGradient(colors: [.yellow, .orange]))
      // coverage: GroupBox(_:)
      GroupBox("Box") { Text("Inside") }.groupBoxStyle(CoverageBoxStyle())
      // coverage: disclosureGroupStyle(_:)
      DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(.automatic)
      // coverage: widgetURL(_:)
      Text("Widget").widgetURL(URL(string: "plumb://figure")).widgetAccentable().invalidatableContent()
      // coverage: Font.pointSize(_:)
      Text("Sized").font(.body.pointSize(20))
      // coverage: EnvironmentValues.defaultMinListRowHeight
      List { Text("Tall") }.environment(\.defaultMinListRowHeight, 60)
    }
    // coverage: Animation.interpolatingSpring(_:initialVelocity:)
    .animation(.interpolatingSpring(Spring(duration: 0.3)), value: column)
  }
}

struct CoverageMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View { Menu(configuration).foregroundStyle(.red) }
}

struct CoverageBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).padding(2) }
}

struct CoverageEnvironmentalBits: View {
  struct Tinted: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
      CoverageTintModifier(prominent: environment.backgroundProminence == .increased)
    }
  }
  var body: some View {
    VStack {
      // coverage: EnvironmentalModifier
      Text("Resolved").modifier(Tinted())
      // coverage: RenameButton
      RenameButton()
      // coverage: keyboardShortcut(_:modifiers:localization:)
      Button("Find") {}.keyboardShortcut("f", modifiers: .command, localization: .withoutMirroring)
      // coverage: TypesettingLanguage
      Text("Typeset").typesettingLanguage(.automatic)
    }
    // coverage: BackgroundProminence
    .environment(\.backgroundProminence, .increased)
  }
}
struct CoverageTintModifier: ViewModifier {
  let prominent: Bool
  func body(content: Content) -> some View { content.foregroundStyle(prominent ? Color.white : Color.primary) }
}
func coverageHostingConfiguration() -> UITableViewCell {
  let cell = UITableViewCell()
  // coverage: UIHostingConfiguration
  cell.contentConfiguration = UIHostingConfiguration { Text("Cell") }.margins(.horizontal, 20)
  return cell
}

struct CoverageRecentForms: View {
  @State private var lights = [true, false]
  @State private var items = ["a", "b"]
  @State private var level = 0.5
  var body: some View {
    VStack {
      // coverage: Toggle(sources:isOn:label:)
      Toggle(sources: $lights, isOn: \.self) { Text("All lights") }
      // coverage: Toggle(_:image:isOn:)
      Toggle("Flag", image: .coverageRogue, isOn: .constant(true))
      // coverage: Gauge(value:in:label:currentValueLabel:markedValueLabels:)
      Gauge(value: 0.4) { Text("Fuel") } currentValueLabel: { Text("40%") } markedValueLabels: { Text("Half") }
      // coverage: Slider(value:in:step:onEditingChanged:label:)
      Slider(value: $level, in: 0...1, step: 0.1) { editing in _ = editing } label: { Text("Level") }
      // coverage: Image(_:variableValue:bundle:)
      Image("rogue", variableValue: 0.5).resizable().frame(width: 10, height: 10)
      // coverage: Text.textVariant(_:)
      Text("Variant").textVariant(.sizeDependent)
      // coverage: SystemFormatStyle.Timer
      Text(Date(timeIntervalSince1970: 1), format: .timer(countingDownIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 300)))
      // coverage: PickerStyle.tabs
      Picker("Mode", selection: .constant(1)) { Text("A").tag(1); Text("B").tag(2) }.pickerStyle(.tabs)
      // coverage: List(_:id:editActions:rowContent:)
      List($items, id: \.self, editActions: .all) { $item in Text(item) }.frame(height: 60)
      // coverage: lineHeight(_:)
      Text("Lines").lineHeight(.exact(points: 20))
        // coverage: multilineTextAlignment(strategy:)
        .multilineTextAlignment(strategy: .writingDirection)
        // coverage: listSectionIndexVisibility(_:)
        .listSectionIndexVisibility(.visible)
        // coverage: searchToolbarBehavior(_:)
        .searchToolbarBehavior(.minimize)
        // coverage: symbolVariableValueMode(_:)
        .symbolVariableValueMode(.draw)
        // coverage: onPencilDoubleTap(perform:)
        .onPencilDoubleTap { _ in }
        // coverage: task(id:name:priority:_:)
        .task(id: 1, name: "load") {}
      // coverage: Color.exposureAdjust(_:)
      Color.red.exposureAdjust(1).frame(width: 10, height: 10)
      // coverage: ShapeStyle.in(_:)
      Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).in(CGRect(x: 0, y: 0, width: 10, height: 10)))
        .frame(width: 10, height: 10)
    }
  }
}

/// An object a view model observes by key path.
final class CoverageObserved: NSObject {
  var count = 0
}

// MARK: Older and newer forms real files use

struct CoverageSessionForms: View {
  var body: some View {
    NavigationStack {
      VStack {
        // coverage: Shape.rotation(_:anchor:)
        RotatedShape(shape: Rectangle(), angle: .degrees(45)).frame(width: 10, height: 10)
        // coverage: ShapeStyle.shadow(_:)
        Circle().fill(.shadow(.drop(radius: 5))).frame(width: 10, height: 10)
        // coverage: SystemFormatStyle.DateOffset
        Text(Date(timeIntervalSinceReferenceDate: 90), format: .offset(to: Date(timeIntervalSinceReferenceDate: 0)))
      }
      // coverage: searchable(text:placement:prompt:suggestions:)
      .searchable(text: .constant(""), prompt: "Find") { Text("Suggestion") }
      // coverage: typesettingLanguage(_:isEnabled:)
      .alternatingRowBackgrounds(.disabled)
      .windowResizeAnchor(.top)
      .toolbar(id: "editor") {
        // coverage: ToolbarItem(id:placement:showsByDefault:content:)
        ToolbarItem(id: "credits", placement: .secondaryAction, showsByDefault: false) { Button("Credits") {} }
      }
    }
  }
}

final class CoverageSubjects {
  // coverage: Subject
  let subject = CurrentValueSubject<Int, Never>(0)
  var cancellables = Set<AnyCancellable>()
  init() { Just(1).subscribe(subject).store(in: &cancellables) }
}

// MARK: Library sources and iOS 13 settings screens

struct CoverageLibraryForms: View {
  @State private var selection: Int?
  @State private var count = 0
  var body: some View {
    NavigationView {
      List {
        // coverage: NavigationLink
        NavigationLink("Licenses", destination: Text("MIT"), tag: 1, selection: $selection)
        // coverage: _EnvironmentKeyWritingModifier
        Text("Title").modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimit, value: 1))
        // coverage: Binding.transaction(_:)
        Stepper("Count", value: $count.transaction(Transaction()))
        // coverage: Path.addArc(tangent1End:tangent2End:radius:transform:)
        Path { p in
          p.move(to: .zero)
          p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        }
        .stroke()
      }
    }
  }
  // coverage: NavigationPath.CodableRepresentation
  let saved: NavigationPath.CodableRepresentation? = NavigationPath().codable
}

// MARK: Networking helpers and custom schedulers

struct CoverageSchedulers {
  // coverage: Scheduler
  let start: DispatchQueue.SchedulerTimeType = DispatchQueue.main.now
  func later() -> DispatchQueue.SchedulerTimeType { start.advanced(by: .milliseconds(300)) }
}
