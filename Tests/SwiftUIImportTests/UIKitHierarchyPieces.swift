import SafariServices
import SwiftUI
import Testing
import UIKit

// What onboarding, settings and tutorial screens reach for in UIKit beside
// SwiftUI: a blur view inserted under a representable's content, a tab
// bar's item appearance, the keyboard's frame notifications, Safari's
// configuration set in place.

/// A representable that builds a small UIKit hierarchy, as tutorials write
/// their blur views.
private struct BlurBehind: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let view = UIView(frame: .zero)
    view.backgroundColor = .clear
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blurView.translatesAutoresizingMaskIntoConstraints = false
    view.insertSubview(blurView, at: 0)
    view.bringSubviewToFront(blurView)
    return view
  }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

@Suite struct UIKitHierarchyPiecesTests {
  /// The hierarchy calls compile and keep nothing: no view is on screen,
  /// so coordinates convert unchanged and a tag finds only the view itself.
  @Test func hierarchyCallsAreKeptByNoOne() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.tag = 7
    let child = UIView()
    view.insertSubview(child, belowSubview: child)
    view.insertSubview(child, aboveSubview: child)
    view.sendSubviewToBack(child)
    #expect(view.subviews.isEmpty)
    #expect(view.viewWithTag(7) === view && view.viewWithTag(8) == nil)
    #expect(view.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 3, y: 4))
    #expect(view.point(inside: CGPoint(x: 39, y: 29), with: nil) && !view.point(inside: CGPoint(x: 41, y: 0), with: nil))
    // The representable lays out as any: it takes its proposal.
    let r = LayoutResult(of: BlurBehind().frame(width: 50, height: 20))
    #expect(r.size == CGSize(width: 50, height: 20))
  }

  /// A tab bar's appearance keeps its items' colors per state.
  @Test func tabBarItemAppearance() {
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    let item = UITabBarItemAppearance()
    item.normal.iconColor = .gray
    item.selected.titleTextAttributes = [.foregroundColor: UIColor.blue]
    appearance.stackedLayoutAppearance = item
    #expect(appearance.stackedLayoutAppearance.normal.iconColor == .gray)
    #expect(appearance.stackedLayoutAppearance.selected.titleTextAttributes.count == 1)
    let nav = UINavigationItem(title: "Settings")
    nav.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in })
    #expect(nav.rightBarButtonItem?.title == "Done")
    UITableViewCell.appearance().selectionStyle = .none
    #expect(UITableViewCell.appearance().selectionStyle == .none && UITableViewCell().selectionStyle == .default)
  }

  /// Safari's configuration is a class, set in place; the keyboard's
  /// frame notifications have UIKit's names.
  @Test func safariConfigurationAndKeyboardNames() {
    let config = SFSafariViewController.Configuration()
    config.entersReaderIfAvailable = true
    let controller = SFSafariViewController(url: URL(string: "https://example.com")!, configuration: config)
    #expect(controller.url.host == "example.com" && config.entersReaderIfAvailable)
    #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
    #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
  }

  /// A share sheet's completion handler has UIKit's type (the activity
  /// type first); Darwin's unfair lock by its C struct's name locks; a
  /// highlighted menu item's text is white.
  @Test func shareSheetLockAndMenuColor() {
    let sheet = UIActivityViewController(activityItems: ["hi"], applicationActivities: nil)
    let handler: UIActivityViewController.CompletionWithItemsHandler = { type, completed, _, _ in
      _ = (type, completed)
    }
    sheet.completionWithItemsHandler = handler
    #expect(sheet.completionWithItemsHandler != nil)
    let lock = os_unfair_lock_t.allocate(capacity: 1)
    lock.initialize(to: os_unfair_lock_s())
    #expect(os_unfair_lock_trylock(lock))
    #expect(!os_unfair_lock_trylock(lock))
    os_unfair_lock_unlock(lock)
    lock.deinitialize(count: 1)
    lock.deallocate()
    #expect(Color(NSColor.selectedMenuItemTextColor).resolve(in: EnvironmentValues()) == Color.white.resolve(in: EnvironmentValues()))
  }

  /// A calendar view keeps its configuration and its selection as set.
  @Test func calendarViewKeepsItsConfiguration() {
    let view = UICalendarView()
    view.calendar = Calendar(identifier: .gregorian)
    let range = DateInterval(start: Date(timeIntervalSince1970: 0), duration: 86_400 * 30)
    view.availableDateRange = range
    let selection = UICalendarSelectionSingleDate(delegate: nil)
    selection.setSelected(DateComponents(year: 1970, month: 1, day: 3), animated: false)
    view.selectionBehavior = selection
    #expect(view.availableDateRange == range)
    #expect((view.selectionBehavior as? UICalendarSelectionSingleDate)?.selectedDate?.day == 3)
  }

  /// A configured button keeps its style's defaults and what the app
  /// set: a filled button's white title on the tint colour, its image
  /// trailing, a capsule.
  @MainActor @Test func buttonConfigurationIsKept() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    configuration.image = UIImage(systemName: "arrow.right")
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 8
    configuration.cornerStyle = .capsule
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
    let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in })
    button.configurationUpdateHandler = { button in button.configuration?.showsActivityIndicator = true }
    #expect(button.configuration?.title == "Continue")
    #expect(button.configuration?.imagePlacement == .trailing && button.configuration?.cornerStyle == .capsule)
    #expect(button.configuration?.contentInsets.leading == 20)
    #expect(button.configuration?.baseForegroundColor == .white)
    #expect(button.configuration?.background.backgroundColor == .tintColor)
    // Nothing changes the button's state in a figure: the handler is kept,
    // not called.
    #expect(button.configuration?.showsActivityIndicator == false)
    #expect(UIButton.Configuration.plain().background.backgroundColor == nil)
  }
}
