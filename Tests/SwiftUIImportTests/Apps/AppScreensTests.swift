import Plumb
import SwiftUI
import Testing

/// App screens written as open-source apps write them (Apps/*.swift),
/// laid out on an iPhone 15 (393 wide).
@MainActor @Suite struct AppScreensTests {
  func layout<V: View>(_ view: V, height: CGFloat? = nil) throws -> LayoutResult {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: height)
    return try r.layout()
  }
  func text(_ r: LayoutResult, _ s: String) -> CGRect? {
    r.frames.first { $0.kind == "Text(\"\(s)\")" }?.frame
  }

  /// An adaptive grid (minimum 150, spacing 16) in 393 − 2 × 16 = 361 has
  /// ⌊(361 + 16) / 166⌋ = 2 columns of (361 − 16) / 2 = 172.5: the second
  /// starts at 16 + 172.5 + 16 = 204.5. Sorted by price.
  @Test func shopGrid() throws {
    let products = [
      Product(id: 1, name: "Ceramic Mug", price: 12.5, rating: 4, tags: ["kitchen", "gift"]),
      Product(id: 2, name: "Tote Bag", price: 24, rating: 3, tags: ["bags"]),
      Product(id: 3, name: "Notebook", price: 8, rating: 5, tags: ["paper"]),
    ]
    let r = try layout(ProductGrid(products: products).environment(CartModel()), height: 852)
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    let first = try #require(text(r, "Notebook"))
    let second = try #require(text(r, "Ceramic Mug"))
    let third = try #require(text(r, "Tote Bag"))
    #expect(first.minX == 16 && abs(second.minX - 204.5) < 0.001)
    #expect(third.minX == 16 && third.minY > first.maxY)
  }

  /// Focus, keyboard traits and a custom-styled button: the fields take
  /// the width less 24 of padding on each side.
  @Test func login() throws {
    let r = try layout(LoginView())
    #expect(r.size.width == 393)
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    let signIn = try #require(text(r, "Sign In"))
    #expect(abs(signIn.midX - 393 / 2) < 0.001)
  }

  @Test func weatherAndCards() throws {
    let weather = try layout(WeatherView(), height: 600)
    #expect(weather.diagnostics.isEmpty, "\(weather.diagnostics)")
    #expect(text(weather, "Paris") != nil)
    let card = try layout(StatCard(title: "Revenue", value: 1234.5).padding())
    #expect(text(card, "REVENUE") != nil)
    let onboarding = try layout(OnboardingView(isPresented: .constant(true)), height: 700)
    #expect(text(onboarding, "Page 1") != nil && text(onboarding, "Page 2") == nil)
  }

  /// Older environment values (presentationMode, sizeCategory), a timer
  /// text, a gauge tinted with a gradient, an AsyncImage's placeholder and
  /// a canvas: the first frame.
  @Test func detailSheetAndCharts() throws {
    let sheet = try layout(DetailSheet())
    #expect(sheet.diagnostics.isEmpty, "\(sheet.diagnostics)")
    #expect(text(sheet, "1:00") != nil)
    #expect(text(sheet, "Close") != nil)
    let bars = try layout(ChartBars())
    // Five bars in a 120-tall reader: the tallest (8) fills it.
    let heights = bars.frames.filter { $0.kind.hasPrefix("RoundedRectangle") }.map(\.frame.height)
    #expect(heights.count == 5 && heights.max() == 120)
    _ = try layout(MatchedView())
  }

  /// @Observable models with @Bindable, a split view on an iPhone (its
  /// sidebar), collapsible sections, swipe actions, a Grid in a Form, and
  /// a List bound to its items with edit actions.
  @Test func notes() throws {
    let r = try layout(NotesApp(), height: 852)
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    #expect(text(r, "Notes") != nil && text(r, "Groceries") != nil && text(r, "Ideas") != nil)
    let editor = try layout(NoteEditor(note: Note(title: "T", body: "one two three")), height: 600)
    #expect(text(editor, "3") != nil)
    let items = try layout(ItemsEditor(), height: 300)
    #expect(text(items, "One") != nil && text(items, "Two") != nil)
  }

  /// UIKit appearance proxies set in init() and notifications observed:
  /// kept, unused; the screen draws as SwiftUI's List and bar do.
  @Test func appearanceProxies() throws {
    let r = try layout(StyledListView(), height: 500)
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    #expect(r.frames.filter { $0.kind == "Text(\"Styled\")" }.count == 2)
  }

  /// UIViewRepresentable and UIViewControllerRepresentable compile; a
  /// wrapped UIKit view draws as a placeholder filling its space and says
  /// so: here the blur behind the padded text, 80 tall under it.
  @Test func representables() throws {
    let r = try layout(BlurCard())
    #expect(r.diagnostics.contains { $0.contains("BlurView wraps a UIKit view") })
    #expect(r.diagnostics.contains { $0.contains("MultilineEditor wraps a UIKit view") })
    let label = try #require(text(r, "Over a blur"))
    // The placeholder is the background of the padded text: 16 around it.
    let placeholder = r.frames.first { $0.kind == "Color(secondarySystemFill)" && $0.frame.height == label.height + 32 }
    #expect(placeholder?.frame.width == label.width + 32)
    #expect(r.frames.contains { $0.kind == "Color(secondarySystemFill)" && $0.frame.height == 80 })
  }

  /// `import Combine` and a Combine view model (debounce, sink, subjects,
  /// cancellables): compiles; nothing publishes, so the first results show.
  @Test func combineViewModel() throws {
    let r = try layout(SearchScreen(), height: 600)
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    for fruit in ["Apple", "Apricot", "Banana"] { #expect(text(r, fruit) != nil) }
  }
}
