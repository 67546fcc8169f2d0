import AVKit
import Foundation
import MapKit
import SwiftUI
import Testing

// Pieces of Mac apps, as they are written: a clipboard menu bar app that
// reads the pasteboard's first item, a video player and a map wrapped in
// NSViewRepresentable, a search field with a delegate, a sidebar that sets
// its split view's display mode.

private struct MacVideoPlayer: NSViewRepresentable {
  let player: AVPlayer
  func makeNSView(context: Context) -> AVPlayerView {
    let view = AVPlayerView()
    view.player = player
    view.controlsStyle = .none
    view.videoGravity = .resizeAspect
    return view
  }
  func updateNSView(_ nsView: AVPlayerView, context: Context) {}
}

private struct SearchFieldView: NSViewRepresentable {
  @Binding var text: String
  final class Coordinator: NSObject, NSSearchFieldDelegate {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
    func controlTextDidChange(_ obj: Notification) {
      if let field = obj.object as? NSTextField { text.wrappedValue = field.stringValue }
    }
  }
  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
  func makeNSView(context: Context) -> NSSearchField {
    let field = NSSearchField(frame: .zero)
    field.delegate = context.coordinator
    field.bezelStyle = .roundedBezel
    field.sendsSearchStringImmediately = true
    return field
  }
  func updateNSView(_ nsView: NSSearchField, context: Context) { nsView.stringValue = text }
}

/// A view that takes the click that activates its window.
private final class FirstMouseView: NSView {
  override func acceptsFirstMouse(for event: NSEvent?) -> Bool { true }
}

@MainActor @Suite struct MacAppPieces {
  /// The pasteboard's contents as one item with every type written;
  /// none when it is empty.
  @Test func pasteboardItemsHoldWhatWasWritten() {
    let board = NSPasteboard(name: NSPasteboard.Name("plumb.tests.items"))
    board.clearContents()
    #expect(board.pasteboardItems == nil)
    board.setString("42", forType: .string)
    board.setData(Data([1, 2, 3]), forType: .png)
    let item = board.pasteboardItems?.first
    #expect(board.pasteboardItems?.count == 1)
    #expect(item?.string(forType: .string) == "42")
    #expect(item?.data(forType: .png) == Data([1, 2, 3]))
    #expect(item?.types == [.png, .string])
  }

  /// A split view's display mode: as preferred, and beside the secondary
  /// when automatic (a regular-width iPad's).
  @Test func splitViewDisplayMode() {
    let split = UISplitViewController(style: .tripleColumn)
    #expect(split.style == .tripleColumn)
    #expect(split.displayMode == .oneBesideSecondary)
    split.preferredDisplayMode = .twoBesideSecondary
    #expect(split.displayMode == .twoBesideSecondary)
    let sidebar = UIViewController()
    split.setViewController(sidebar, for: .primary)
    #expect(split.viewController(for: .primary) === sidebar)
    #expect(split.viewController(for: .secondary) == nil)
  }

  /// macOS's field date pickers are drawn as the compact one.
  @Test func fieldDatePickerDrawsCompact() {
    let date = Date(timeIntervalSince1970: 0)
    func size(_ style: some DatePickerStyle) -> CGSize {
      LayoutResult(
        of: DatePicker("Start", selection: .constant(date)).datePickerStyle(style),
        proposal: ProposedViewSize(width: 390, height: nil)
      ).size
    }
    #expect(size(.field) == size(.compact))
    #expect(size(.stepperField) == size(.compact))
  }

  /// AppKit views as Mac apps wrap and subclass them.
  @Test func appKitViewsAsWritten() {
    #expect(AVPlayerView().controlsStyle == .inline)
    #expect(AVPlayerViewControlsStyle.default == .inline)
    #expect(FirstMouseView(frame: .zero).acceptsFirstMouse(for: nil))
    #expect(!NSView(frame: .zero).acceptsFirstMouse(for: nil))
    let map = MKMapView()
    map.showsZoomControls = true
    #expect(map.showsZoomControls)
    let search = SearchFieldView(text: .constant("x")).makeCoordinator()
    #expect(search.text.wrappedValue == "x")
    _ = MacVideoPlayer(player: AVPlayer())
  }

  /// A menu bar extra with an asset image, shown or not by a binding.
  @Test func menuBarExtraWithAnImage() {
    let extra = MenuBarExtra("App", image: "menubar", isInserted: .constant(true)) { Text("Quit") }
    #expect(LayoutResult(of: extra.content).description == LayoutResult(of: Text("Quit")).description)
    let titled = MenuBarExtra(String("Clip"), image: "clip") { Text("Clear") }
    #expect(LayoutResult(of: titled.content).description == LayoutResult(of: Text("Clear")).description)
  }
}
