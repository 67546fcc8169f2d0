import Foundation

// Combine is not on Linux. `onReceive(_:perform:)` takes a publisher, and
// view code makes publishers in two ways above all:
//
//     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
//     .onReceive(timer) { now in … }
//     .onReceive(NotificationCenter.default.publisher(for: .NSCalendarDayChanged)) { _ in … }
//
// Plumb declares just enough of Combine for those to compile: a `Publisher`
// protocol with no operators and no subscribers, the timer and
// notification publishers, and `Just`. Nothing is ever published: a still
// image does not wait for a timer, and `onReceive` never calls its action.

/// A source of values over time: only its types, as `onReceive` needs them.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  /// Attaches a subscriber. Plumb's publishers never publish, so the
  /// default does nothing; a publisher written for Combine implements it.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
}

/// Something that can be cancelled: what `connect()` returns.
public protocol Cancellable {
  func cancel()
}

extension Cancellable {
  /// Kept as an `AnyCancellable` (`timer.connect().store(in: &cancellables)`),
  /// as Combine's extension does.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(AnyCancellable(cancel)) }
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(AnyCancellable(cancel))
  }
}

/// A publisher that starts when connected (`Timer.publish`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects on the first subscriber, in Combine; here there are none.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

/// Combine's namespace for the publishers that operators return.
public enum Publishers {
  /// What `autoconnect()` returns.
  public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
  }
}

extension Publishers.Autoconnect: Sendable where Upstream: Sendable {}

/// A publisher of one value.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output
  public init(_ output: Output) { self.output = output }
}

extension Just: Sendable where Output: Sendable {}

/// What `connect()` returns: cancelling it does nothing, since nothing runs.
struct InertCancellable: Cancellable {
  func cancel() {}
}

extension Timer {
  /// An unscheduled timer (`var timer = Timer()` as a placeholder before
  /// the real one is made): it never fires.
  /// (Foundation on Linux hides NSObject's `init()` for `Timer`, and an
  /// extension cannot declare it: a defaulted parameter stands in.)
  public convenience init(_unscheduled: Void = ()) {
    self.init(timeInterval: 0, repeats: false) { _ in }
  }

  /// A publisher of the date every `interval` seconds, in Combine. Here it
  /// never fires; the run loop and mode are accepted and not used.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance)
  }

  /// What `Timer.publish(every:on:in:)` returns.
  public final class TimerPublisher: ConnectablePublisher, Sendable {
    public typealias Output = Date
    public typealias Failure = Never
    public let interval: TimeInterval
    public let tolerance: TimeInterval?

    init(interval: TimeInterval, tolerance: TimeInterval?) {
      self.interval = interval
      self.tolerance = tolerance
    }
    /// Combine's own initializer (`Timer.TimerPublisher(interval: 10,
    /// runLoop: .main, mode: .default)`).
    public convenience init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.init(interval: interval, tolerance: tolerance)
    }

    public func connect() -> any Cancellable { InertCancellable() }
  }
}

extension NotificationCenter {
  /// A publisher of the notifications named `name`, in Combine. Here none
  /// is ever delivered.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// What `publisher(for:object:)` returns.
  public struct Publisher: PlumbCore.Publisher, Sendable {
    public typealias Output = Notification
    public typealias Failure = Never
    public let name: Notification.Name
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.name = name
    }
  }
}

nonisolated extension View {
  /// Never called: nothing is published while a still image is drawn.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    inert()
  }
}
