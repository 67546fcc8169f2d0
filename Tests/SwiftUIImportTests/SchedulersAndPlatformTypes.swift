import Combine
import MapKit
import SwiftUI
import Testing
import UserNotifications

// What app files of the personal-productivity, social and media corpora
// name: Combine's operator publishers as return types, a custom scheduler
// over the main queue, a preference key that only declares `reduce`, UIKit's
// text size categories, file bookmarks, a path walked element by element.

/// A networking helper names what its operators return, as Combine's are.
extension Publisher {
  func decodeStatus() -> Publishers.TryMap<Self, Int> { tryMap { _ in 200 } }
  func logged() -> Publishers.HandleEvents<Self> { handleEvents(receiveOutput: { _ in }) }
  func positive() -> Publishers.Filter<Publishers.Map<Self, Int>> { map { _ in 1 }.filter { $0 > 0 } }
}

/// A scheduler that runs at once on the main queue (IgStories'), written
/// over `DispatchQueue.main`'s scheduler members.
struct ImmediateMainScheduler: Scheduler {
  typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
  typealias SchedulerOptions = DispatchQueue.SchedulerOptions
  var now: SchedulerTimeType { DispatchQueue.main.now }
  var minimumTolerance: SchedulerTimeType.Stride { DispatchQueue.main.minimumTolerance }
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

/// A key whose value is optional: SwiftUI gives it a nil default.
struct SelectedRectKey: PreferenceKey {
  typealias Value = CGRect?
  static func reduce(value: inout Value, nextValue: () -> Value) { value = value ?? nextValue() }
}

@Suite struct SchedulersAndPlatformTypesTests {
  @Test func operatorPublishersAreNamedTypes() {
    let subject = PassthroughSubject<String, Never>()
    let status: Publishers.TryMap<PassthroughSubject<String, Never>, Int> = subject.decodeStatus()
    #expect(type(of: status.upstream) == PassthroughSubject<String, Never>.self)
    // Two maps in a row are one publisher over the first's upstream, as
    // Combine fuses them (the F1 app's `-> Publishers.TryMap<Self, Item>`).
    let fused: Publishers.TryMap<PassthroughSubject<String, Never>, Int> =
      subject.tryMap { $0.count }.tryMap { $0 * 2 }
    #expect((try? fused.transform("abc")) == 6)
    let mapped: Publishers.Map<PassthroughSubject<String, Never>, String> = subject.map(\.count).map { "\($0)" }
    #expect(mapped.transform("ab") == "2")
    let chain = subject.logged().positive().receive(on: DispatchQueue.main).eraseToAnyPublisher()
    var received: [Int] = []
    let cancellable = chain.sink { received.append($0) }
    subject.send("a")
    // Nothing is ever published in a figure.
    #expect(received.isEmpty)
    cancellable.cancel()
  }

  /// A custom scheduler's time is the queue's; one second later is a
  /// stride of one second.
  @Test func customSchedulerOverTheMainQueue() {
    let scheduler = ImmediateMainScheduler()
    var ran = false
    scheduler.schedule(options: nil) { ran = true }
    let start = scheduler.now
    #expect(ran && scheduler.minimumTolerance == .zero)
    #expect(abs(start.distance(to: start.advanced(by: .seconds(1))).seconds - 1) < 1e-6)
    let options = DispatchQueue.SchedulerOptions(qos: .userInitiated)
    #expect(options.qos == .userInitiated)
  }

  /// A preference key without `defaultValue` defaults to nil: a view
  /// that sets none reports nil to `onPreferenceChange`.
  @Test func optionalPreferenceDefaultsToNil() {
    #expect(SelectedRectKey.defaultValue == nil)
    var reported: CGRect?? = .none
    _ = LayoutResult(
      of: Color.red.frame(width: 10, height: 10)
        .preference(key: SelectedRectKey.self, value: CGRect(x: 1, y: 2, width: 3, height: 4))
        .onPreferenceChange(SelectedRectKey.self) { reported = $0 })
    #expect(reported == .some(CGRect(x: 1, y: 2, width: 3, height: 4)))
  }

  /// UIKit's categories map onto SwiftUI's in order (unspecified has
  /// no Dynamic Type size); a figure's traits are at the default, large.
  @Test func contentSizeCategories() {
    #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
    #expect(UIContentSizeCategory(DynamicTypeSize.xxxLarge) == .extraExtraExtraLarge)
    #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityMedium) == .accessibility1)
    #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
    #expect(ContentSizeCategory(UIContentSizeCategory.small) == .small)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
    #expect(UIContentSizeCategory.extraSmall < .medium)
  }

  /// A picked file's bookmark resolves to the same URL, never stale.
  @Test func bookmarksRoundTrip() throws {
    let url = URL(fileURLWithPath: "/music/song.m4a")
    let data = try url.bookmarkData(options: .withSecurityScope)
    var stale = true
    let resolved = try URL(resolvingBookmarkData: data, options: .withSecurityScope, bookmarkDataIsStale: &stale)
    #expect(resolved == url && !stale)
    #expect(throws: (any Error).self) { try URL(resolvingBookmarkData: Data([0xFF]), bookmarkDataIsStale: &stale) }
  }

  /// `Path.forEach` visits the elements in order: a rectangle is a move,
  /// three lines and a close.
  @Test func pathForEach() {
    var kinds: [String] = []
    Path(CGRect(x: 0, y: 0, width: 4, height: 2)).forEach { element in
      switch element {
      case .move: kinds.append("move")
      case .line: kinds.append("line")
      case .closeSubpath: kinds.append("close")
      default: kinds.append("other")
      }
    }
    #expect(kinds == ["move", "line", "line", "line", "close"])
  }

  /// Small platform pieces apps set: kept as given.
  @Test func platformSettingsAreKept() {
    let popover = UIPopoverPresentationController(presentedViewController: UIViewController(), presenting: nil)
    #expect(popover.permittedArrowDirections == .any)
    popover.permittedArrowDirections = []
    #expect(popover.permittedArrowDirections.isEmpty)
    let bounds = MapCameraBounds(minimumDistance: 1500, maximumDistance: 3500)
    #expect(bounds.minimumDistance == 1500 && bounds.maximumDistance == 3500)
    let config = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    #expect(config.name == "Default Configuration" && config.role == .windowApplication)
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    #expect(abs((trigger.nextTriggerDate()?.timeIntervalSinceNow ?? 0) - 60) < 5)
    let search = UISearchBar(frame: .zero)
    search.barStyle = .black
    #expect(search.barStyle == .black)
  }
}
