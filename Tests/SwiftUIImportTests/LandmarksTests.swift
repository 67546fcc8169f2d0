import Plumb
import SwiftUI
import Testing

/// The Landmarks tutorial's screens (LandmarksTutorial.swift), compiled
/// with `import SwiftUI` and laid out on an iPhone 15 (393×852).
@MainActor @Suite struct LandmarksTests {
  func layout<V: View>(_ view: V, height: CGFloat = 852) throws -> LayoutResult {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: height)
    return try r.layout()
  }
  func text(_ r: LayoutResult, _ s: String) -> CGRect? {
    r.frames.first { $0.kind == "Text(\"\(s)\")" }?.frame
  }

  /// Each row's name keeps one line (its Spacer yields), 50 + 8 from the
  /// row's content edge: 20 of margin, 20 of inset, the image, spacing.
  @Test func landmarkList() throws {
    let r = try layout(LandmarkListView().environment(ModelData()))
    let line = try #require(text(r, "Favorites only")).height
    for name in ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"] {
      let frame = try #require(text(r, name))
      #expect(frame.height == line, "\(name) wraps: \(frame)")
      #expect(abs(frame.minX - (40 + 50 + 8)) < 0.001)
    }
    // The large title sits in the bar's 52-point band below its 44.
    let title = try #require(text(r, "Landmarks"))
    #expect(title.minX == 16 && title.minY > 44 && title.maxY < 96)
  }

  /// The tab bar's two items, the selected one in the tint; the Featured
  /// tab shows; its toolbar button in the bar, its label's icon alone (as
  /// iOS draws a `Label` in a bar).
  @Test func contentViewTabs() throws {
    let r = try layout(LandmarksContentView().environment(ModelData()))
    #expect(text(r, "Featured") != nil)
    #expect(text(r, "List") != nil)
    #expect(text(r, "Select a Landmark") == nil)
    #expect(text(r, "Lakes") != nil)
    #expect(text(r, "User Profile") == nil)
    let profile = try #require(r.frames.first { $0.kind == "Image(systemName: person.crop.circle)" }?.frame)
    #expect(profile.maxX == 393 - 16 && profile.midY == 22)
  }

  /// A form of rows: the user name right-aligned in its field, the toggle,
  /// the picker showing the selected season, the date in its pill.
  @Test func profileEditor() throws {
    let r = try layout(ProfileEditor(profile: .constant(.default)), height: 500)
    let name = try #require(text(r, "g_kumar"))
    #expect(abs(name.maxX - (393 - 40)) < 0.001)
    #expect(text(r, "☃️") != nil)
    #expect(text(r, "🌷") == nil)
    #expect(text(r, "Nov 14, 2023") != nil)
  }
}

/// The older-style to-do screen (TodoList.swift): a plain List under a
/// NavigationView with navigationBarItems.
@MainActor @Suite struct TodoListTests {
  @Test func todoScreen() throws {
    let r = ImageRenderer(content: TodoListView())
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    let layout = try r.layout()
    let frames = layout.frames
    func text(_ s: String) -> CGRect? { frames.first { $0.kind == "Text(\"\(s)\")" }?.frame }
    // "Edit" leading in the 44-point bar, "Clear" trailing, 16 from the edges.
    let edit = try #require(text("Edit"))
    let clear = try #require(text("Clear"))
    #expect(edit.minX == 16 && abs(clear.maxX - (393 - 16)) < 0.001)
    #expect(edit.midY == 22 && clear.midY == 22)
    // The large title below the bar; the plain list's rows full width,
    // their text 20 in (plus the 8 after a symbol of 1.2 em).
    let title = try #require(text("Todos"))
    #expect(title.minX == 16 && title.minY >= 44)
    #expect(text("Buy milk") != nil && text("Write the report") != nil && text("Call Ada") != nil)
  }
}
