import Charts
import CoreData
import Foundation
import SwiftData
import SwiftUI
import Testing

// Pieces of tutorial apps and widgets, as they are written: a spending
// widget whose axis marks sit at zero and at the day's limit, a Core Data
// list filtered by a date range and by an id.

/// A widget's chart: the y axis marked at 0 and at a limit held as a
/// `Double`, labelled in currency (`[0, limit]` is a `[Double]`, as in
/// Charts, not an `AxisMarkValues`).
private struct Spend: Identifiable {
  let day: String
  let amount: Double
  var id: String { day }
}

private struct SpendingChart: View {
  let dailyLimit: Double = 80
  let spent = [Spend(day: "Mon", amount: 20), Spend(day: "Tue", amount: 95)]
  let currency = FloatingPointFormatStyle<Double>.Currency(code: "USD")

  var body: some View {
    Chart(spent) { entry in
      BarMark(x: .value("Day", entry.day), y: .value("Amount", entry.amount))
    }
    .chartYAxis {
      AxisMarks(position: .leading, values: [0, dailyLimit]) { value in
        AxisValueLabel {
          if let number = value.as(Double.self) {
            Text(number, format: currency)
          }
        }
      }
    }
    .chartXAxis {
      AxisMarks(values: ["Mon", "Tue"], stroke: StrokeStyle(lineWidth: 0))
    }
    .chartYScale(domain: [0, dailyLimit])
  }
}

@Suite struct TutorialCorpusPieces {
  /// The chart compiles as written and lays out at the size it is given.
  @Test func axisMarksAtALimitCompile() {
    let result = LayoutResult(
      of: SpendingChart().frame(width: 300, height: 200), proposal: ProposedViewSize(width: 300, height: 200))
    #expect(result.size == CGSize(width: 300, height: 200))
  }

  /// A predicate's arguments as Core Data code passes them: dates as
  /// `NSDate`, an id `as CVarArg` (every `NSObject` is a `CVarArg` on
  /// Apple platforms, and `UUID` bridges to one).
  @Test func predicateArgumentsAreVarArgs() {
    let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 86_400)
    let range = NSPredicate(
      format: "publicationDate >= %@ AND publicationDate <= %@", start as NSDate, end as NSDate)
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let byID = NSPredicate(format: "id == %@", id as CVarArg)
    // Foundation on Linux evaluates no key paths: neither predicate
    // matches an object (see NSPredicate(format:) in FoundationOnLinux).
    #expect(range.evaluate(with: "x") == false)
    #expect(byID.evaluate(with: "x") == false)
  }

  /// `%@` in a C format reads what each argument encodes: an object's
  /// description, a bridged value's as on Apple platforms.
  @Test func objectsFormatThroughPercentAt() {
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    #expect(String(format: "id %@", id as CVarArg) == "id E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(String(format: "n %@", NSNumber(value: 3)) == "n 3")
    #expect(String(format: "u %@", URL(string: "https://example.com/a")! as CVarArg) == "u https://example.com/a")
    #expect(String(format: "%@", Date(timeIntervalSince1970: 0) as CVarArg) == "1970-01-01 00:00:00 +0000")
    #expect(String(format: "%@", Date(timeIntervalSince1970: 0) as NSDate) == "1970-01-01 00:00:00 +0000")
  }
}

/// A settings form's style: its rows stacked and padded, as a Mac app's
/// custom `FormStyle` draws them.
private struct PaddedFormStyle: FormStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) { configuration.content }.padding(10)
  }
}

@Suite struct FormStylePieces {
  /// A custom style's body draws the form: two texts at 17 points
  /// (fixed advance: 8.5 a character, lines 21.25) stacked 4 apart, 34
  /// wide and 46.5 tall, padded by 10: 54 × 66.5, the first text at (10, 10).
  @Test func customFormStyleDrawsTheForm() {
    let form = Form {
      Text("AB").id("first")
      Text("ABCD").id("second")
    }
    .formStyle(PaddedFormStyle())
    let result = LayoutResult(of: form, measurer: FixedAdvanceTextMeasurer())
    #expect(result.size == CGSize(width: 54, height: 66.5))
    #expect(result.frame(of: "first") == CGRect(x: 10, y: 10, width: 17, height: 21.25))
    #expect(result.frame(of: "second") == CGRect(x: 10, y: 35.25, width: 34, height: 21.25))
  }

  /// The built-in styles draw iOS's grouped form, as no style does.
  @Test func builtInFormStylesDrawTheGroupedForm() {
    func dump(_ view: some View) -> String {
      LayoutResult(of: view, proposal: ProposedViewSize(width: 390, height: 400), measurer: FixedAdvanceTextMeasurer())
        .description
    }
    let plain = dump(Form { Text("Row") })
    #expect(dump(Form { Text("Row") }.formStyle(.grouped)) == plain)
    #expect(dump(Form { Text("Row") }.formStyle(.columns)) == plain)
    #expect(dump(Form { Text("Row") }.formStyle(.automatic)) == plain)
    // Inset grouped: the section 20 in from each side, 35 below the top.
    #expect(plain.contains("clipShape(RoundedRectangle) (20, 35, 350, 44)"))
  }
}

@MainActor @Suite struct TextInputPieces {
  /// Text positions are UTF-16 offsets; the selection reads and writes
  /// the view's selected range; positions outside the text are nil.
  @Test func textViewSelectionAsPositions() {
    let view = UITextView()
    view.text = "hello"
    view.selectedRange = NSRange(location: 1, length: 2)
    let range = view.selectedTextRange!
    #expect(view.offset(from: view.beginningOfDocument, to: range.start) == 1)
    #expect(view.offset(from: view.beginningOfDocument, to: range.end) == 3)
    #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 5)
    #expect(view.position(from: view.endOfDocument, offset: 1) == nil)
    let start = view.position(from: view.beginningOfDocument, offset: 4)!
    view.selectedTextRange = view.textRange(from: start, to: view.endOfDocument)
    #expect(view.selectedRange == NSRange(location: 4, length: 1))
    #expect(view.caretRect(for: range.end).width == 2)
  }

  @Test func textFieldSelectionAsPositions() {
    let field = UITextField()
    field.text = "héllo"
    let end = field.endOfDocument
    field.selectedTextRange = field.textRange(from: end, to: end)
    #expect(field.selectedTextRange?.isEmpty == true)
    #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 5)
    #expect(field.compare(field.beginningOfDocument, to: end) == .orderedAscending)
  }

  /// An editor's undo button asks the text view's responder chain for
  /// its undo manager: none in a figure, so the button does nothing.
  @Test func textViewHasNoUndoManager() {
    let view = UITextView()
    view.undoManager?.undo()
    #expect(view.undoManager == nil)
  }

  /// A page control's current page stays within its pages.
  @Test func pageControlKeepsItsPageInRange() {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.currentPage = 5
    #expect(control.currentPage == 2)
    control.currentPage = 1
    #expect(control.currentPage == 1)
    control.numberOfPages = 0
    #expect(control.currentPage == 0)
  }
}

// The order a SwiftData tutorial writes its file in: a list whose sort
// order is a key path to the model (in a stored property's initializer),
// an editor with `@Bindable`, then the `@Model` class. `@Model` names
// `Observable` among its conformances, as SwiftData's does, so the editor
// finds the conformance before the macro is expanded.
private struct SortedUsersView: View {
  @State private var sortOrder = [SortDescriptor(\TutorialUser.name)]
  var body: some View { Text("\(sortOrder.count) sort keys") }
}

private struct EditTutorialUserView: View {
  @Bindable var user: TutorialUser
  var body: some View { TextField("Name", text: $user.name) }
}

@Model
private final class TutorialUser {
  var name: String
  init(name: String) { self.name = name }
}

@MainActor @Suite struct ModelOrderPieces {
  /// The editor's binding writes through to the model. (That this file
  /// compiles at all is the quirk's test: `SortedUsersView` comes first.)
  @Test func bindableModelDeclaredLaterInTheFile() {
    let user = TutorialUser(name: "Ed")
    let editor = EditTutorialUserView(user: user)
    editor.$user.name.wrappedValue = "Rosa"
    #expect(user.name == "Rosa")
  }
}

/// A visionOS app as its samples write it: scenes grouped under one
/// `Group`, a volume sized in meters, arms hidden in the space.
private struct VolumeApp: App {
  var body: some Scene {
    Group {
      WindowGroup(id: "splash") { Text("Welcome") }
        .windowResizability(.contentSize)
      WindowGroup(id: "volume") { Text("Volume").upperLimbVisibility(.hidden) }
        .defaultSize(width: 1, height: 0.6, depth: 0.1, in: .meters)
    }
  }
}

@MainActor @Suite struct VisionScenePieces {
  /// `upperLimbVisibility` changes nothing a figure draws.
  @Test func upperLimbVisibilityIsInert() {
    let hidden = LayoutResult(of: Text("Volume").upperLimbVisibility(.hidden), measurer: FixedAdvanceTextMeasurer())
    let plain = LayoutResult(of: Text("Volume"), measurer: FixedAdvanceTextMeasurer())
    #expect(hidden.size == plain.size)
    #expect(hidden.size == CGSize(width: 51, height: 21.25))
  }
}

/// A shape that wraps another and forwards its size, as shape libraries
/// write them (iOS 16's `Shape.sizeThatFits(_:)`).
private struct ForwardingShape<S: Shape>: Shape {
  let shape: S
  func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

@Suite struct ShapeSizePieces {
  /// A shape's size is the proposal, 10 where a length is unspecified.
  @Test func shapeSizeThatFitsDefaultsToTheProposal() {
    #expect(Circle().sizeThatFits(ProposedViewSize(width: nil, height: 30)) == CGSize(width: 10, height: 30))
    #expect(ForwardingShape(shape: Rectangle()).sizeThatFits(ProposedViewSize(width: 40, height: 20)) == CGSize(width: 40, height: 20))
    #expect(ForwardingShape(shape: Capsule()).sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
  }
}

/// A shape twice as wide as it is tall, whatever it is offered.
private struct HalfHeightShape: Shape {
  func path(in rect: CGRect) -> Path { Path(rect) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width ?? 10
    return CGSize(width: width, height: width / 2)
  }
}

extension ShapeSizePieces {
  /// A shape's own `sizeThatFits(_:)` sizes it in layout, as in SwiftUI:
  /// offered 200 × 300 it is 200 × 100; a circle beside it takes the
  /// proposal as ever.
  @Test func aShapesOwnSizeIsLaidOut() {
    let result = LayoutResult(
      of: VStack(spacing: 0) {
        HalfHeightShape().fill(.blue).id("half")
      }.frame(width: 200, height: 300),
      proposal: ProposedViewSize(width: 200, height: 300))
    #expect(result.frame(of: "half") == CGRect(x: 0, y: 100, width: 200, height: 100))
    let circle = LayoutResult(of: Circle().id("c"), proposal: ProposedViewSize(width: 200, height: 300))
    #expect(circle.frame(of: "c") == CGRect(x: 0, y: 0, width: 200, height: 300))
  }
}

extension ShapeSizePieces {
  /// A stroked shape is sized as the shape it strokes: the 2:1 shape's
  /// outline, offered 200 × 300, is 200 × 100.
  @Test func aStrokedShapeKeepsItsShapesSize() {
    let result = LayoutResult(
      of: HalfHeightShape().stroke(lineWidth: 2).id("outline").frame(width: 200, height: 300),
      proposal: ProposedViewSize(width: 200, height: 300))
    #expect(result.frame(of: "outline") == CGRect(x: 0, y: 100, width: 200, height: 100))
  }
}
