import Foundation

// What view models do with Combine, typed so that it compiles: subjects,
// `sink` and `assign` returning `AnyCancellable`s kept in a set, and the
// common operators. Nothing is ever published in a still image, so no
// closure runs and no value flows; `import Combine` finds this on Linux
// (a module of that name re-exports Plumb, Package.swift).

/// A cancellation token, kept in a `Set<AnyCancellable>`.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  public init(_ cancel: @escaping () -> Void) {}
  public init<C: Cancellable>(_ canceller: C) {}
  public func cancel() {}
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }
  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

/// A publisher code sends values into (Combine's `Subject`): the two
/// subjects below, and any a view model writes.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Subscribers.Completion<Failure>)
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  public func send() { send(()) }
}

extension Publisher {
  /// Sends this publisher's values into `subject`
  /// (`responses.share().subscribe(responseSubject)`).
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
    AnyCancellable {}
  }
}

/// A publisher code sends values into.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  public init() {}
  public func send(_ value: Output) {}
  public func send(completion: Subscribers.Completion<Failure>) {}
  public func send(subscription: any Subscription) {}
}


/// A publisher holding a current value.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  public var value: Output
  public init(_ value: Output) { self.value = value }
  public func send(_ value: Output) { self.value = value }
  public func send(completion: Subscribers.Completion<Failure>) {}
  public func send(subscription: any Subscription) {}
}

public enum Subscribers {
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

/// How long an operator waits: `.milliseconds(300)`, `.seconds(1)`, `0.5`.
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  public let seconds: Double
  public init(floatLiteral value: Double) { seconds = value }
  public init(integerLiteral value: Int) { seconds = Double(value) }
  public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(floatLiteral: s) }
  public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(s)) }
  public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(ms) / 1000) }
  public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(us) / 1e6) }
  public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(ns) / 1e9) }
}

/// Where values are delivered: `DispatchQueue.main`, `RunLoop.main`.
public protocol Scheduler {}
extension DispatchQueue: Scheduler {
  /// Combine's time type for a queue; its stride is the operators' stride.
  public struct SchedulerTimeType: Hashable, Sendable {
    public typealias Stride = SchedulerStride
    public var dispatchTime: DispatchTime
    public init(_ time: DispatchTime) { dispatchTime = time }
    public func advanced(by n: Stride) -> Self {
      Self(dispatchTime + n.seconds)
    }
    public func distance(to other: Self) -> Stride {
      let a = Double(dispatchTime.uptimeNanoseconds), b = Double(other.dispatchTime.uptimeNanoseconds)
      return Stride(floatLiteral: (b - a) / 1e9)
    }
    public static func == (a: Self, b: Self) -> Bool { a.dispatchTime == b.dispatchTime }
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
  }
  /// What a queue is asked to schedule with (quality of service, flags).
  public struct SchedulerOptions: Sendable {
    public var qos: DispatchQoS
    nonisolated(unsafe) public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }
  // A scheduler's requirements, as custom schedulers written over a queue
  // call them. Nothing is scheduled: no publisher ever delivers a value.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {}
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable { InertCancellable() }
}
extension RunLoop: Scheduler {
  public struct SchedulerTimeType: Hashable, Sendable {
    public typealias Stride = SchedulerStride
    public var date: Date
    public init(_ date: Date) { self.date = date }
    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.seconds)) }
    public func distance(to other: Self) -> Stride { Stride(floatLiteral: other.date.timeIntervalSince(date)) }
  }
  public struct SchedulerOptions: Sendable {}
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
}
extension SchedulerStride: Hashable, Comparable {
  public static func < (a: Self, b: Self) -> Bool { a.seconds < b.seconds }
  public static var zero: Self { 0 }
}
extension OperationQueue: Scheduler {}

extension Publisher {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
    AnyCancellable {}
  }
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    AnyCancellable {}
  }
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
  where Failure == Never {
    AnyCancellable {}
  }
  public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {}
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> where Output: Equatable {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
  public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
  }
  public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
  public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S) -> Publishers.Delay<Self, S> {
    Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
  }
  public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }
  // The same with the scheduler's options (`options: .none`, a queue's
  // quality of service): nothing is scheduled in a figure, so they change
  // nothing.
  public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S, options: Any?) -> Publishers.Delay<Self, S> {
    delay(for: interval, scheduler: scheduler)
  }
  public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S, options: Any?) -> Publishers.Debounce<Self, S> {
    debounce(for: dueTime, scheduler: scheduler)
  }
  public func receive<S: Scheduler>(on scheduler: S, options: Any?) -> Publishers.ReceiveOn<Self, S> {
    receive(on: scheduler)
  }
  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { AnyPublisher(Empty()) }
  public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
    AnyPublisher(Empty())
  }
  public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
    AnyPublisher(self)
  }
  public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
  where P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: .unlimited, transform: transform)
  }
  /// The closures are never called: nothing is subscribed to or published.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> { Publishers.HandleEvents(upstream: self) }
}

/// A publisher that never publishes.
public struct Empty<Output, Failure: Error>: Publisher {
  public init(completeImmediately: Bool = true) {}
}

extension Published.Publisher: Publisher {
  public typealias Output = Value
  public typealias Failure = Never
}

extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
}

// MARK: Combining, creating and the rest of the operators view models use

extension Publishers {
  /// What `Publishers.CombineLatest(a, b)` makes: the latest of each.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B) {}
  }
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B, _ c: C) {}
  }
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {}
  }
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B) {}
  }
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B, _ c: C) {}
  }
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B) {}
  }
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public init(_ a: A, _ b: B, _ c: C) {}
  }
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public init(_ upstream: Upstream...) {}
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {}
  }
}

/// A publisher that eventually produces one value: its closure is not run
/// in a still image.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  public typealias Promise = (Result<Output, Failure>) -> Void
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {}
}

/// A publisher that fails at once.
public struct Fail<Output, Failure: Error>: Publisher {
  public init(error: Failure) {}
  public init(outputType: Output.Type, failure: Failure) {}
}

/// A publisher made when subscribed to.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure
  public init(createPublisher: @escaping () -> DeferredPublisher) {}
}

/// A publisher's values as an async sequence (`publisher.values`), typed
/// by the publisher as Combine's is: it ends at once, as nothing is
/// published.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output
  public init(_ publisher: P) {}
  public struct Iterator: AsyncIteratorProtocol {
    public mutating func next() async -> Element? { nil }
  }
  public func makeAsyncIterator() -> Iterator { Iterator() }
}

/// A failing publisher's values as an async sequence: it ends at once.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output
  public init(_ publisher: P) {}
  public struct Iterator: AsyncIteratorProtocol {
    public mutating func next() async throws -> Element? { nil }
  }
  public func makeAsyncIterator() -> Iterator { Iterator() }
}

extension Publisher where Failure == Never {
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publishers {
  public enum PrefetchStrategy: Sendable { case keepFull, byRequest }
  public enum BufferingStrategy<Failure: Error> {
    case dropNewest, dropOldest
    case customError(() -> Failure)
  }
  /// What `buffer(size:prefetch:whenFull:)` makes: the upstream's values,
  /// kept until asked for.
  public struct Buffer<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let size: Int
    public init(
      upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Upstream.Failure>
    ) {
      self.upstream = upstream
      self.size = size
    }
  }
}

extension Publisher {
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
  public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>)
    -> Publishers.Buffer<Self>
  { Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull) }
  public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> { AnyPublisher(Empty()) }
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: transform)
  }
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, any Error> {
    AnyPublisher(Empty())
  }
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
  where P.Output == Output {
    Publishers.Catch(upstream: self, handler: handler)
  }
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
    AnyPublisher(Empty())
  }
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
    AnyPublisher(Empty())
  }
  public func collect() -> AnyPublisher<[Output], Failure> { AnyPublisher(Empty()) }
  public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> { AnyPublisher(Empty()) }
  public func share() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func first() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func last() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func ignoreOutput() -> AnyPublisher<Never, Failure> { AnyPublisher(Empty()) }
  public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func timeout<S: Scheduler>(_ interval: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
  public func subscribe<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func assertNoFailure() -> AnyPublisher<Output, Never> { AnyPublisher(Empty()) }
  public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { AnyPublisher(Empty()) }
  public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
  public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand, _ transform: @escaping (Output) -> P)
    -> Publishers.FlatMap<P, Self> where P.Failure == Failure
  {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> where Output: Publisher, Output.Failure == Failure {
    Publishers.SwitchToLatest(upstream: self)
  }
  public func decode<Item: Decodable, Decoder>(type: Item.Type, decoder: Decoder) -> AnyPublisher<Item, any Error> {
    AnyPublisher(Empty())
  }
  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
    -> AnyPublisher<(Output, P.Output, Q.Output), Failure> where P.Failure == Failure, Q.Failure == Failure
  {
    AnyPublisher(Empty())
  }
  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> AnyPublisher<T, Failure> where P.Failure == Failure
  {
    AnyPublisher(Empty())
  }
  public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
    AnyPublisher(Empty())
  }
}

extension Subscribers {
  /// How many values a subscriber asks for.
  public struct Demand: Hashable, Sendable, ExpressibleByIntegerLiteral {
    let count: Int?
    public init(integerLiteral value: Int) { count = value }
    init(count: Int?) { self.count = count }
    public static let unlimited = Demand(count: nil)
    public static let none = Demand(count: 0)
    public static func max(_ value: Int) -> Demand { Demand(count: value) }
  }
}

// Subscribers, as code that writes its own publisher or subscriber for
// Combine declares them. Nothing is delivered in a figure.

/// What a subscriber receives to ask for values and to cancel.
public protocol Subscription: Cancellable {
  func request(_ demand: Subscribers.Demand)
}

/// Something that receives a publisher's values.
public protocol Subscriber<Input, Failure> {
  associatedtype Input
  associatedtype Failure: Error
  func receive(subscription: any Subscription)
  func receive(_ input: Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Publisher {
  /// Attaches a subscriber (`receive(subscriber:)`).
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// Subscriptions made by hand.
public enum Subscriptions {
  /// A subscription that asks for nothing.
  public static var empty: any Subscription { EmptySubscription() }
}
private struct EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

extension Subscribers {
  /// Assigns each value to an object's property: never called here.
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    public typealias Failure = Never
    public let object: Root?
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      (self.object, self.keyPath) = (object, keyPath)
    }
    public func receive(subscription: any Subscription) {}
    public func receive(_ value: Input) -> Subscribers.Demand { .none }
    public func receive(completion: Subscribers.Completion<Never>) {}
    public func cancel() {}
  }
  /// Calls closures with each value and the completion: never called here.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    public let receiveValue: (Input) -> Void
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void
    ) {
      (self.receiveCompletion, self.receiveValue) = (receiveCompletion, receiveValue)
    }
    public func receive(subscription: any Subscription) {}
    public func receive(_ value: Input) -> Subscribers.Demand { .none }
    public func receive(completion: Subscribers.Completion<Failure>) {}
    public func cancel() {}
  }
}

extension Subscribers.Demand {
  public static func + (a: Self, b: Self) -> Self {
    guard let x = a.count, let y = b.count else { return .unlimited }
    let (sum, overflow) = x.addingReportingOverflow(y)
    return overflow ? .unlimited : .max(sum)
  }
  public static func += (a: inout Self, b: Self) { a = a + b }
  public var max: Int? { count }
}

/// A type-erased subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {}
  public init() {}
  public func receive(subscription: any Subscription) {}
  public func receive(_ input: Input) -> Subscribers.Demand { .none }
  public func receive(completion: Subscribers.Completion<Failure>) {}
}

extension Publishers {
  /// A publisher of a sequence's elements (`[1, 2, 3].publisher`).
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    public let sequence: Elements
    public init(sequence: Elements) { self.sequence = sequence }
  }
}

extension Sequence {
  /// A publisher of the elements; never delivered in a figure.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// When a key-value observation reports (Foundation on Linux has no
/// key-value observing).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

extension NSObject {
  /// A publisher of a property's values: never publishes in a figure.
  public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    public let object: Subject
    public let keyPath: KeyPath<Subject, Value>
    public let options: NSKeyValueObservingOptions
  }
}

extension NSObjectProtocol where Self: NSObject {
  /// Combine's key-value observing publisher (`window.publisher(for:
  /// \.screen)`): typed, never publishes.
  public func publisher<Value>(
    for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
  ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
    NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
  }
}

/// A key-value observation's token (`player.observe(\.timeControlStatus)
/// { … }`): kept to stop observing.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  public func invalidate() {}
}

/// What changed, as a key-value observation's handler receives it.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion, removal, replacement }
/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)`
/// receives (never called on Linux: there is no key-value observing).
public struct NSKeyValueChangeKey: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// What decodes a value from a publisher's output (Combine's
/// `decode(type:decoder:)`): JSON's and property lists' decoders are.
public protocol TopLevelDecoder {
  associatedtype Input
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}
/// What encodes a publisher's values (Combine's `encode(encoder:)`).
public protocol TopLevelEncoder {
  associatedtype Output
  func encode<T: Encodable>(_ value: T) throws -> Output
}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension NSObjectProtocol where Self: NSObject {
  /// Key-value observing, as a view model watches a player: with
  /// `.initial` the handler runs at once with the current value, as
  /// Apple's does; later changes are not reported (Foundation on Linux
  /// has no key-value observing, docs/deviations.md).
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    if options.contains(.initial) {
      let value = options.contains(.new) ? self[keyPath: keyPath] : nil
      changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
    }
    return NSKeyValueObservation()
  }
}

// The operators' publishers, as Combine names them, so a function can
// declare what it returns (`-> Publishers.TryMap<Self, Item>`). Each keeps
// its upstream and closures; none ever publishes.
extension Publishers {
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output
  }
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output
  }
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let keyPath: KeyPath<Upstream.Output, Output>
  }
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?
  }
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool
  }
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool
  }
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public let transform: (Upstream.Failure) -> Failure
  }
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
  }
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure
    public let upstream: Upstream
    public let handler: (Upstream.Failure) -> NewPublisher
  }
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher
  }
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure
    public let upstream: Upstream
  }
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
  }
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let dueTime: SchedulerStride
    public let scheduler: Context
  }
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: SchedulerStride
    public let scheduler: Context
    public let latest: Bool
  }
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: SchedulerStride
    public let scheduler: Context
  }
}

// Combine fuses a map after a map (and the like) into one publisher over the
// first one's upstream, so `tryMap { … }.tryMap { … }` is a
// `Publishers.TryMap<Upstream, T>`, as functions that name it declare.
extension Publishers.Map {
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
    let first = self.transform
    return Publishers.Map(upstream: upstream) { transform(first($0)) }
  }
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
  }
}
extension Publishers.TryMap {
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
  }
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
  }
}
extension Publishers.Filter {
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
    let first = self.isIncluded
    return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
  }
}
extension Publishers.CompactMap {
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
  }
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
  }
}

// MARK: The rest of Apple's operators
// Inert as the others: each compiles with Apple's signature and, since
// nothing publishes in a figure, passes nothing on.

extension Publishers {
  /// A publisher that never fails, given a failure type: what `flatMap`
  /// between a `Never` publisher and a failing one wraps the `Never` side
  /// in. (`setFailureType(to:)` answers an `AnyPublisher` here.)
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
  }
}

extension Publisher where Failure == Never {
  /// A `flatMap` from a publisher that never fails into one that can.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: Publishers.SetFailureType(upstream: self), maxPublishers: maxPublishers, transform: transform)
  }
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// A `flatMap` into publishers that never fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { Publishers.SetFailureType(upstream: transform($0)) }
  }

  public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    AnyPublisher(Empty())
  }
  public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    AnyPublisher(Empty())
  }
  public func drop<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure>
  where P.Failure == Failure { AnyPublisher(self) }
  public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func append<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
    AnyPublisher(self)
  }
  public func append<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure>
  where P.Output == Output, P.Failure == Failure { AnyPublisher(self) }
  public func prepend<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
    AnyPublisher(self)
  }
  public func prepend<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure>
  where P.Output == Output, P.Failure == Failure { AnyPublisher(self) }
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    AnyPublisher(Empty())
  }
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> AnyPublisher<Output, any Error>
  { AnyPublisher(Empty()) }
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    AnyPublisher(Empty())
  }
  public func last(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    AnyPublisher(Empty())
  }
  public func output(at index: Int) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func output<R: RangeExpression>(in range: R) -> AnyPublisher<Output, Failure> where R.Bound == Int {
    AnyPublisher(self)
  }
  public func count() -> AnyPublisher<Int, Failure> { AnyPublisher(Empty()) }
  public func contains(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
    AnyPublisher(Empty())
  }
  public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, any Error> {
    AnyPublisher(Empty())
  }
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> AnyPublisher<Bool, Failure> {
    AnyPublisher(Empty())
  }
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> AnyPublisher<Bool, any Error> {
    AnyPublisher(Empty())
  }
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher(Empty())
  }
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher(Empty())
  }
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    AnyPublisher(Empty())
  }
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> AnyPublisher<Output, any Error> {
    AnyPublisher(Empty())
  }
  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> AnyPublisher<T, any Error>
  { AnyPublisher(Empty()) }
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> AnyPublisher<T, any Error>
  { AnyPublisher(Empty()) }
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<P.Output, any Error>
  where P.Output == Output { AnyPublisher(Empty()) }
  public func encode<Coder>(encoder: Coder) -> AnyPublisher<Data, any Error> { AnyPublisher(Empty()) }
  public func breakpoint(
    receiveSubscription: ((any Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func breakpointOnError() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  public func contains(_ output: Output) -> AnyPublisher<Bool, Failure> { AnyPublisher(Empty()) }
}

extension Publisher where Output: Comparable {
  public func min() -> AnyPublisher<Output, Failure> { AnyPublisher(Empty()) }
  public func max() -> AnyPublisher<Output, Failure> { AnyPublisher(Empty()) }
}
