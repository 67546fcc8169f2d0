import Plumb
import Testing

// What has no meaning in a still image — animations, transitions, gestures,
// presentations, lifecycle closures, focus, input traits, most of
// accessibility — compiles as SwiftUI declares it and changes nothing: the
// layout dump, the diagnostics and the drawing are exactly those of the same
// view without it, and no user closure runs.

// MARK: A card written as for SwiftUI

/// Records every user closure that runs. None should.
final class InertCallLog {
  var calls: [String] = []
  func record(_ name: String) { calls.append(name) }
}

struct InertRecipe: Identifiable, Equatable {
  var id: Int
  var title: String
  var minutes: Int
  var isFavorite: Bool
}

enum InertRecipeField: Hashable {
  case title, notes
}

struct InertRecipeDetail: View {
  let recipe: InertRecipe
  var body: some View {
    Text(recipe.title).font(.largeTitle)
  }
}

/// The card with everything a SwiftUI developer adds to one. The state the
/// card would own (`@State`) comes in as bindings.
struct InertRecipeCard: View {
  let recipe: InertRecipe
  let log: InertCallLog
  @Binding var isShowingDetails: Bool
  @Binding var isConfirmingDelete: Bool
  @Binding var isShowingSaved: Bool
  @Binding var selectedRecipe: InertRecipe?
  @GestureState private var dragOffset = CGSize.zero
  @GestureState private var isPressing = false
  @FocusState private var isNoteFocused: Bool
  @FocusState private var focusedField: InertRecipeField?
  @Namespace private var cardNamespace
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var drag: some Gesture {
    DragGesture(minimumDistance: 5)
      .updating($dragOffset) { value, state, transaction in
        log.record("drag.updating")
        state = value.translation
        transaction.animation = .interactiveSpring()
      }
      .onChanged { value in
        log.record("drag.onChanged \(value.location) \(value.startLocation)")
      }
      .onEnded { value in
        log.record("drag.onEnded")
        if value.predictedEndTranslation.height > 100 {
          withAnimation(.snappy) { isShowingDetails = true }
        }
      }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "star.circle.fill")
          .matchedGeometryEffect(id: recipe.id, in: cardNamespace)
          .transition(.scale.combined(with: .opacity))
          .onTapGesture(count: 2) {
            log.record("star.doubleTap")
          }
        Text(recipe.title)
          .font(.headline)
          .contentTransition(.opacity)
        Spacer()
        Text("\(recipe.minutes) min")
          .foregroundStyle(.secondary)
          .contentTransition(.numericText())
          .animation(.spring(response: 0.3, dampingFraction: 0.7), value: recipe.minutes)
      }
      Text("Add a note")
        .focused($isNoteFocused)
        .focused($focusedField, equals: .notes)
        .submitLabel(.done)
        .onSubmit {
          log.record("note.onSubmit")
          focusedField = nil
        }
      if isShowingDetails {
        InertRecipeDetail(recipe: recipe)
          .matchedGeometryEffect(id: "detail", in: cardNamespace, isSource: false)
          .transition(.move(edge: .bottom).combined(with: .opacity))
      }
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.1)))
    .offset(dragOffset)
    .opacity(isPressing ? 0.8 : 1)
    .contentShape(RoundedRectangle(cornerRadius: 12))
    .gesture(drag)
    .simultaneousGesture(
      LongPressGesture(minimumDuration: 0.4)
        .updating($isPressing) { current, state, _ in
          log.record("press.updating")
          state = current
        }
    )
    .onTapGesture {
      log.record("card.tap")
      withAnimation(.easeInOut(duration: 0.25)) {
        isShowingDetails.toggle()
      }
    }
    .onLongPressGesture(minimumDuration: 0.8) {
      log.record("card.longPress")
      isConfirmingDelete = true
    }
    .animation(.default, value: isShowingDetails)
    .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity))
    .sheet(isPresented: $isShowingDetails, onDismiss: { log.record("sheet.onDismiss") }) {
      InertRecipeDetail(recipe: recipe)
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
    .sheet(item: $selectedRecipe) { selected in
      InertRecipeDetail(recipe: selected)
    }
    .alert(isPresented: $isConfirmingDelete) {
      Alert(
        title: Text("Delete \(recipe.title)?"), message: Text("This cannot be undone."),
        primaryButton: .destructive(Text("Delete")) { log.record("alert.delete") },
        secondaryButton: .cancel())
    }
    .alert("Saved", isPresented: $isShowingSaved) {
    } message: {
      Text("\(recipe.title) is in your favorites.")
    }
    .task {
      log.record("task")
      await loadNutrition()
    }
    .task(id: recipe.id) {
      await loadNutrition()
    }
    .onChange(of: recipe.minutes) { oldValue, newValue in
      log.record("minutes \(oldValue) → \(newValue)")
    }
    .onChange(of: recipe.isFavorite, initial: true) {
      log.record("favorite changed")
    }
    .onChange(of: recipe.title) { newTitle in
      log.record("title \(newTitle)")
    }
    .onAppear {
      log.record("onAppear")
    }
    .onDisappear {
      log.record("onDisappear")
    }
    .onReceive(timer) { now in
      log.record("tick \(now)")
    }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
    .accessibilityHint("Shows the recipe")
    .sensoryFeedback(.selection, trigger: isShowingDetails)
  }

  func loadNutrition() async {
    log.record("loadNutrition")
  }
}

/// The same card as it lays out: every inert modifier taken away, the
/// gesture states at their initial values.
struct PlainRecipeCard: View {
  let recipe: InertRecipe
  var isShowingDetails = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "star.circle.fill")
        Text(recipe.title)
          .font(.headline)
        Spacer()
        Text("\(recipe.minutes) min")
          .foregroundStyle(.secondary)
      }
      Text("Add a note")
      if isShowingDetails {
        InertRecipeDetail(recipe: recipe)
      }
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.1)))
    .offset(CGSize.zero)
    .opacity(1)
  }
}

// MARK: Shapes from SwiftUI's documentation and tutorials

/// A custom gesture: its value is its body's.
struct InertDoubleTap: Gesture {
  var body: some Gesture { TapGesture(count: 2) }
}

/// `@FocusState.Binding`, handed down as `$isFocused`.
struct InertFocusChild: View {
  @FocusState.Binding var isFocused: Bool
  var body: some View { Text("x").focused($isFocused) }
}

/// Apple's `LongPressGesture` example, `matchedGeometryEffect` with a
/// namespace named `animation`, and the closure shapes SwiftUI takes.
struct InertDocExamples: View {
  @FocusState private var isFocused: Bool
  @GestureState(resetTransaction: Transaction(animation: .default)) private var drag: CGSize?
  @GestureState private var isDetectingLongPress = false
  @Namespace private var animation
  var flag = false

  var longPress: some Gesture {
    LongPressGesture(minimumDuration: 3)
      .updating($isDetectingLongPress) { currentState, gestureState, transaction in
        gestureState = currentState
        transaction.animation = Animation.easeIn(duration: 2.0)
      }
      .onEnded { finished in print(finished) }
  }

  var body: some View {
    VStack {
      InertFocusChild(isFocused: $isFocused)
      Circle()
        .matchedGeometryEffect(id: "shape", in: animation)
        .animation(.spring(), value: flag)
        .animation(.easeInOut, value: flag)
        .transition(.scale(scale: 0.8).combined(with: .opacity))
        .transition(.opacity.combined(with: .move(edge: .top)))
        .sensoryFeedback(.impact(), trigger: flag)
        .sensoryFeedback(.impact(flexibility: .soft, intensity: 0.5), trigger: flag)
        .gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
        .gesture(longPress)
        .gesture(InertDoubleTap().onEnded { _ in print("two") })
        .onLongPressGesture { print("long") }
        .onChange(of: flag) { }
        .onTapGesture(count: 2) { }
    }
    .onAppear {
      withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { print("spin") }
      withAnimation(Animation.easeInOut.repeatForever()) {}
    }
  }
}

// MARK: Each group on its own

/// The view each group is tried on: a leaf, a stack, a `Group` (a modifier
/// on a Group applies to each of its views) and the whole, each wrapped in
/// the group's modifier.
func inertSample<M: ViewModifier>(_ group: M) -> AnyView {
  AnyView(
    VStack(alignment: .leading) {
      Text("Title").font(.headline).modifier(group)
      HStack {
        Color.red.frame(width: 20, height: 10)
        Text("Detail")
      }
      .modifier(group)
      Group {
        Circle().frame(width: 12, height: 12)
        Capsule().stroke(Color.blue, lineWidth: 2).frame(width: 30, height: 12)
      }
      .modifier(group)
    }
    .padding(4)
    .border(Color.green)
    .modifier(group))
}

/// Adds nothing: the sample's baseline.
struct NoInertModifiers: ViewModifier {
  func body(content: Content) -> some View { content }
}

struct AnimationGroup: ViewModifier {
  func body(content: Content) -> some View {
    content
      .animation(.default, value: 1)
      .animation(.easeIn.delay(0.2).speed(2), value: "a")
      .animation(.spring(duration: 0.4, bounce: 0.2).repeatCount(3), value: true)
      .animation(.linear(duration: 1).repeatForever(autoreverses: false))
      .animation(nil, value: 0.5)
      .transaction { $0.animation = nil }
  }
}

struct TransitionGroup: ViewModifier {
  @Namespace var namespace
  func body(content: Content) -> some View {
    content
      .transition(.opacity)
      .transition(.slide)
      .transition(.push(from: .leading))
      .transition(AnyTransition.scale(scale: 0.5, anchor: .top).animation(.bouncy))
      .transition(.identity)
      .transition(InertFadeTransition())
      .transition(OpacityTransition().combined(with: .scale(0.5)))
      .contentTransition(.interpolate)
      .matchedGeometryEffect(id: 7, in: namespace, properties: .position, anchor: .leading, isSource: false)
  }
}

/// A custom transition in the iOS 17 style; never applied.
struct InertFadeTransition: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

struct GestureGroup: ViewModifier {
  @GestureState var zoom: CGFloat = 1
  @GestureState var angle = Angle.zero
  func body(content: Content) -> some View {
    content
      .onTapGesture { print("tapped") }
      .onTapGesture(count: 2) { location in print(location) }
      .onLongPressGesture(minimumDuration: 1, perform: { print("long") }, onPressingChanged: { print($0) })
      .gesture(TapGesture(count: 2).onEnded { print("double") })
      .gesture(MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
      .gesture(MagnificationGesture().onChanged { print($0) })
      .gesture(RotateGesture().updating($angle) { value, state, _ in state = value.rotation })
      .gesture(RotationGesture().onEnded { print($0.degrees) })
      .highPriorityGesture(SpatialTapGesture().onEnded { print($0.location) }, including: .gesture)
      .simultaneousGesture(
        LongPressGesture().sequenced(before: DragGesture()).exclusively(before: TapGesture())
          .simultaneously(with: AnyGesture(TapGesture().map { 1 })))
      .onHover { print($0) }
  }
}

struct LifecycleGroup: ViewModifier {
  func body(content: Content) -> some View {
    content
      .onAppear()
      .onAppear { print("appear") }
      .onDisappear { print("disappear") }
      .task(priority: .background) { print("task") }
      .task(id: "x") { print("task id") }
      .onChange(of: 1, initial: true) { print("zero") }
      .onChange(of: 2) { old, new in print(old, new) }
      .onChange(of: 3) { print($0) }
      .refreshable { print("refresh") }
      .onSubmit(of: .search) { print("submit") }
      .onReceive(NotificationCenter.default.publisher(for: Notification.Name("x"))) { print($0.name) }
      .onReceive(Just(5)) { print($0) }
  }
}

struct PresentationGroup: ViewModifier {
  func body(content: Content) -> some View {
    content
      .sheet(isPresented: .constant(true)) { Text("sheet") }
      .fullScreenCover(isPresented: .constant(true)) { Text("cover") }
      .fullScreenCover(item: .constant(InertRecipe(id: 1, title: "", minutes: 0, isFavorite: false))) {
        Text($0.title)
      }
      .popover(isPresented: .constant(true), arrowEdge: .top) { Text("popover").interactiveDismissDisabled() }
      .popover(item: .constant(nil as InertRecipe?)) { Text($0.title) }
      .alert(Text("Title"), isPresented: .constant(true)) { Text("OK") }
      .alert("Error", isPresented: .constant(true), presenting: 404) { code in
        Text("\(code)")
      } message: { code in
        Text("Code \(code)")
      }
      .alert(String("plain"), isPresented: .constant(true)) {}
      .alert(item: .constant(nil as InertRecipe?)) { Alert(title: Text($0.title), dismissButton: .default(Text("OK"))) }
      .confirmationDialog("Delete?", isPresented: .constant(true), titleVisibility: .visible) {
        Text("Delete")
      } message: {
        Text("Forever")
      }
      .inspector(isPresented: .constant(true)) { Text("inspector").inspectorColumnWidth(min: 100, ideal: 200) }
      .presentationDetents([.fraction(0.3), .height(200)], selection: .constant(.medium))
  }
}

struct FocusGroup: ViewModifier {
  @FocusState var isFocused: Bool
  @FocusState var field: InertRecipeField?
  func body(content: Content) -> some View {
    content
      .focused($isFocused)
      .focused($field, equals: .title)
      .focusable()
      .submitLabel(.next)
      .keyboardType(.emailAddress)
      .textInputAutocapitalization(.never)
      .autocorrectionDisabled()
      .keyboardShortcut("s", modifiers: [.command, .shift])
      .keyboardShortcut(.defaultAction)
      .keyboardShortcut(.escape, modifiers: [])
  }
}

struct AccessibilityGroup: ViewModifier {
  func body(content: Content) -> some View {
    content
      .accessibilityHint("hint")
      .accessibilityHint(Text("hint"))
      .accessibilityValue("\(3) of 5")
      .accessibilityIdentifier("card")
      .accessibilityHidden(true)
      .accessibilityElement(children: .contain)
      .accessibilityElement()
      .accessibilityAddTraits([.isHeader, .isSelected])
      .accessibilityRemoveTraits(.isImage)
      .accessibilitySortPriority(1)
  }
}

struct InteractionGroup: ViewModifier {
  func body(content: Content) -> some View {
    content
      .allowsHitTesting(false)
      .contentShape(Rectangle())
      .contentShape(.interaction, Circle(), eoFill: true)
      .disabled(true)
      .help("A tooltip")
      .tag(3)
      .tag("x", includeOptional: false)
      .contextMenu { Text("Copy") }
      .contextMenu { Text("Share") } preview: { Color.red }
      .swipeActions(edge: .leading, allowsFullSwipe: false) { Text("Pin") }
      .swipeActions { Text("Delete") }
      .draggable("payload")
      .dropDestination(for: String.self) { items, location in items.isEmpty && location.x > 0 }
      .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 1)
      .sensoryFeedback(.impact, trigger: 2) { old, new in old < new }
      .sensoryFeedback(trigger: 3) { _, _ in .success }
      .scrollTargetBehavior(.paging)
      .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
      .scrollTargetLayout()
      .scrollPosition(id: .constant(nil as Int?), anchor: .top)
  }
}

enum InertGroup: String, CaseIterable, Sendable {
  case animation, transition, gesture, lifecycle, presentation, focus, accessibility, interaction

  @MainActor var view: AnyView {
    switch self {
    case .animation: inertSample(AnimationGroup())
    case .transition: inertSample(TransitionGroup())
    case .gesture: inertSample(GestureGroup())
    case .lifecycle: inertSample(LifecycleGroup())
    case .presentation: inertSample(PresentationGroup())
    case .focus: inertSample(FocusGroup())
    case .accessibility: inertSample(AccessibilityGroup())
    case .interaction: inertSample(InteractionGroup())
    }
  }
}

// MARK: Tests

@MainActor @Suite struct InertModifierTests {
  static let proposal = ProposedViewSize(width: 320, height: nil)

  /// The dump, with the diagnostics after it.
  static func dump<V: View>(_ view: V) -> String {
    let result = LayoutResult(of: view, proposal: proposal, measurer: FixedAdvanceTextMeasurer())
    return "\(result)\n" + result.diagnostics.joined(separator: "\n")
  }

  static func svg<V: View>(_ view: V) throws -> String {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = proposal
    return String(decoding: try renderer.svgData(), as: UTF8.self)
  }

  static let recipe = InertRecipe(id: 1, title: "Shakshuka", minutes: 25, isFavorite: true)

  static func card(_ log: InertCallLog, showsDetails: Bool = false) -> InertRecipeCard {
    InertRecipeCard(
      recipe: recipe, log: log, isShowingDetails: .constant(showsDetails), isConfirmingDelete: .constant(true),
      isShowingSaved: .constant(true), selectedRecipe: .constant(recipe))
  }

  /// The card lays out and draws exactly as the plain one, with its
  /// details shown and not, and runs none of its closures, not even
  /// `onAppear`, `task` or `onChange(initial: true)`.
  @Test(arguments: [false, true])
  func recipeCardIsItsPlainLayout(showsDetails: Bool) throws {
    let log = InertCallLog()
    let card = Self.card(log, showsDetails: showsDetails)
    let plain = PlainRecipeCard(recipe: Self.recipe, isShowingDetails: showsDetails)
    let dump = Self.dump(card)
    #expect(dump == Self.dump(plain))
    #expect(dump.contains("offset"), "the gesture state's offset is laid out, at zero: \(dump)")
    #expect(try Self.svg(card) == Self.svg(plain))
    #expect(log.calls.isEmpty, "closures ran: \(log.calls)")
  }

  /// Each group, on a leaf, a stack, a Group and the whole: the same dump,
  /// diagnostics and SVG as without it.
  @Test(arguments: InertGroup.allCases)
  func groupLeavesTheLayoutAlone(group: InertGroup) throws {
    let baseline = inertSample(NoInertModifiers())
    #expect(Self.dump(group.view) == Self.dump(baseline))
    #expect(try Self.svg(group.view) == Self.svg(baseline))
  }

  /// The documentation's shapes lay out as their views alone.
  @Test func documentationExamplesLayOutAsTheirViews() throws {
    let plain = VStack {
      Text("x")
      Circle()
    }
    #expect(Self.dump(InertDocExamples()) == Self.dump(plain))
    #expect(try Self.svg(InertDocExamples()) == Self.svg(plain))
  }

  /// Inert modifiers add no node: a chain of them on a color is the color.
  @Test func inertModifiersAddNoNode() {
    let chain = Color.red.frame(width: 10, height: 10)
      .onTapGesture {}
      .animation(.easeOut, value: 1)
      .transition(.slide)
      .accessibilityHidden(true)
      .disabled(true)
    let result = LayoutResult(of: chain)
    #expect(result.frames.count == 2, "\(result)")
  }

  /// `withAnimation` and `withTransaction` run their body once and return
  /// its result; the completion runs right after.
  @Test func withAnimationRunsItsBody() throws {
    var count = 0
    let value = withAnimation { count += 1; return 42 }
    #expect(value == 42)
    #expect(withAnimation(.bouncy(duration: 0.3)) { "done" } == "done")
    var order: [String] = []
    withAnimation(.smooth, completionCriteria: .removed) {
      order.append("body")
    } completion: {
      order.append("completion")
    }
    #expect(order == ["body", "completion"])
    let counted = withTransaction(Transaction(animation: .snappy)) { count += 1; return count }
    #expect(counted == 2)
    struct Failure: Error {}
    #expect(throws: Failure.self) { try withAnimation(.default) { () throws -> Int in throw Failure() } }
  }

  /// Animations are values: equal when built the same way.
  @Test func animationsCompareByConstruction() {
    #expect(Animation.easeInOut(duration: 0.3).delay(0.1) == .easeInOut(duration: 0.3).delay(0.1))
    #expect(Animation.easeIn != .easeOut)
    #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    #expect(Animation.interactiveSpring() == .interactiveSpring(response: 0.15, dampingFraction: 0.86))
    let curves: [Animation] = [
      .default, .linear, .easeIn(duration: 1), .easeOut(duration: 1), .easeInOut, .spring, .bouncy, .smooth,
      .snappy, .interactiveSpring, .interpolatingSpring(stiffness: 100, damping: 10), .timingCurve(0, 0, 1, 1),
      .linear.repeatCount(2, autoreverses: false), .default.repeatForever(),
    ]
    #expect(Set(curves).count == curves.count)
  }

  /// Wrappers read their initial values, and writes are dropped.
  @Test func wrappersReadTheirInitialValues() {
    @GestureState var offset = CGSize(width: 3, height: 4)
    @GestureState var pressed: Bool? = nil
    @FocusState var isFocused: Bool
    @FocusState var field: InertRecipeField?
    #expect(offset == CGSize(width: 3, height: 4))
    #expect($offset.wrappedValue == CGSize(width: 3, height: 4))
    #expect(pressed == nil)
    isFocused = true
    field = .notes
    #expect(!isFocused)
    #expect(field == nil)
    #expect($field.wrappedValue == nil)
    @Namespace var first
    @Namespace var second
    #expect(first != second)
    #expect(first == first)
  }

  /// A timer publisher compiles as view code writes it and never fires.
  @Test func timerPublisherIsInert() {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    #expect(timer.upstream.interval == 0.5)
    timer.upstream.connect().cancel()
    let key: KeyEquivalent = "k"
    #expect(key.character == "k")
    #expect(KeyboardShortcut("s").modifiers == .command)
  }
}
