import Foundation

/// A modifier a preview applies through its traits, with a context shared
/// by every preview that uses it (iOS 18), as Apple's SwiftData samples
/// fill a container once:
///
///     struct SampleData: PreviewModifier {
///       static func makeSharedContext() throws -> ModelContainer { … }
///       func body(content: Content, context: ModelContainer) -> some View {
///         content.modelContainer(context)
///       }
///     }
///     #Preview(traits: .modifier(SampleData())) { TripList() }
///
/// The context is made once per modifier type in a process, before the
/// first preview using it is rendered.
@MainActor @preconcurrency
public protocol PreviewModifier {
  associatedtype Context = Void
  associatedtype Body: View
  typealias Content = PreviewModifierContent
  static func makeSharedContext() async throws -> Context
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  public static func makeSharedContext() async throws {}
}

/// The preview's own view, inside a `PreviewModifier`'s body.
nonisolated public struct PreviewModifierContent: View {
  let view: AnyView
  public var body: some View { view }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// A preview modifier: `#Preview(traits: .modifier(SampleData()))`.
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
    let box = UncheckedBox(modifier)
    return PreviewTrait(
      layout: .none, modifier: { content in box.value.apply(to: content) }, prepare: { _ = box.value.sharedContext() })
  }
}

/// Shared contexts, one per modifier type, made on first use.
private final class SharedPreviewContexts: @unchecked Sendable {
  static let shared = SharedPreviewContexts()
  let lock = NSLock()
  var contexts: [ObjectIdentifier: Result<Any, any Error>] = [:]
}

extension PreviewModifier {
  /// The body around `content`, with the type's shared context; a context
  /// that fails to be made is drawn as the error, as Xcode's canvas shows it.
  nonisolated func apply(to content: AnyView) -> AnyView {
    switch sharedContext() {
    case .success(let context):
      // The body is the main actor's; previews may be rendered on other
      // threads (as previews' bodies are), so it is called as they are.
      // The body is the main actor's; previews render in parallel on other
      // threads too (as their own bodies do, DeferredPreviewBody), so it is
      // called as they are.
      return Self.callBody(self, PreviewModifierContent(view: content), context as! Context)
    case .failure(let error):
      return AnyView(
        Text("\(String(describing: Self.self)).makeSharedContext() threw: \(String(describing: error))")
          .foregroundStyle(.red).padding())
    }
  }
}

/// Why a preview modifier's context could not be made.
struct PreviewContextError: Error, CustomStringConvertible {
  var description: String
}

extension PreviewModifier {
  /// Calls `body(content:context:)` from any thread.
  nonisolated static func callBody(_ modifier: Self, _ content: PreviewModifierContent, _ context: Context) -> AnyView {
    let isolated: @MainActor (Self, PreviewModifierContent, Context) -> AnyView = { m, c, x in
      AnyView(m.body(content: c, context: x))
    }
    return unsafeBitCast(isolated, to: ((Self, PreviewModifierContent, Context) -> AnyView).self)(modifier, content, context)
  }

  /// The type's shared context, made on first use and kept for the process.
  nonisolated func sharedContext() -> Result<Any, any Error> {
    let key = ObjectIdentifier(Self.self)
    let store = SharedPreviewContexts.shared
    if let cached = store.lock.withLock({ store.contexts[key] }) { return cached }
    let made = Result { try runToCompletion { try await Self.makeSharedContext() } as Any }
    store.lock.withLock { store.contexts[key] = made }
    return made
  }
}

/// Runs `makeSharedContext()` to its end from synchronous code. Previews
/// are made on the main actor, so the function starts there immediately
/// (`Task.immediate`) and, as context makers do, finishes without waiting
/// on anything; one that suspends (a network fetch, a sleep) cannot be
/// waited for on the main thread, and is reported. Off the main thread it
/// runs in a task waited for.
func runToCompletion<T>(_ operation: @escaping @MainActor () async throws -> T) throws -> T {
  let outcome = Outcome<T>()
  let work = UncheckedBox(operation)
  if isOnMainQueue {
    _ = MainActor.assumeIsolated {
      Task.immediate { @MainActor in
        let result: Result<T, any Error>
        do { result = .success(try await work.value()) } catch { result = .failure(error) }
        outcome.lock.withLock { outcome.result = result }
      }
    }
    // Work the context queued on the main actor (`Task { @MainActor in …
    // insert(…) }`, as Apple's samples fill a container) runs when the main
    // run loop turns: on the main thread outside a dispatch job (a preview
    // runner), turn it a few times.
    if Thread.isMainThread {
      for _ in 0..<5 { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002)) }
    }
    guard let result = outcome.lock.withLock({ outcome.result }) else {
      throw PreviewContextError(
        description: "it waited (for a sleep, a download, another actor); previews are made on the main "
          + "thread, which cannot wait for it. Make the context without awaiting.")
    }
    return try result.get()
  }
  let done = DispatchSemaphore(value: 0)
  Task { @MainActor in
    let result: Result<T, any Error>
    do { result = .success(try await work.value()) } catch { result = .failure(error) }
    outcome.lock.withLock { outcome.result = result }
    done.signal()
  }
  // The main actor may be busy rendering too (previews rendered in
  // parallel): give up rather than wait forever.
  if done.wait(timeout: .now() + 10) == .timedOut {
    throw PreviewContextError(
      description: "it did not finish within 10 seconds on the main actor, which was busy; render this preview "
        + "on the main thread, or make its context before rendering (PreviewItem.prepare())")
  }
  return try outcome.lock.withLock { outcome.result! }.get()
}

/// Whether this code runs on the main actor: on the main thread, or on the
/// main queue, which a worker thread drains after `dispatchMain()` (as the
/// test runner calls it).
private var isOnMainQueue: Bool {
  if Thread.isMainThread { return true }
  _ = mainQueueMarked
  return DispatchQueue.getSpecific(key: mainQueueKey) == true
}
private let mainQueueKey = DispatchSpecificKey<Bool>()
private let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

/// The result of `runToCompletion`'s task, once it ends.
private final class Outcome<T>: @unchecked Sendable {
  let lock = NSLock()
  var result: Result<T, any Error>?
}
