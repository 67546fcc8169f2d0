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

/// A publisher code sends values into.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  public init() {}
  public func send(_ value: Output) {}
  public func send(completion: Subscribers.Completion<Failure>) {}
}

extension PassthroughSubject where Output == Void {
  public func send() {}
}

/// A publisher holding a current value.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  public var value: Output
  public init(_ value: Output) { self.value = value }
  public func send(_ value: Output) { self.value = value }
  public func send(completion: Subscribers.Completion<Failure>) {}
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
extension DispatchQueue: Scheduler {}
extension RunLoop: Scheduler {}
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
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher(Empty()) }
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher(Empty()) }
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func removeDuplicates() -> AnyPublisher<Output, Failure> where Output: Equatable { AnyPublisher(self) }
  public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
  public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
  public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
  public func receive<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { AnyPublisher(Empty()) }
  public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
    AnyPublisher(Empty())
  }
  public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
    AnyPublisher(self)
  }
  public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
    AnyPublisher(Empty())
  }
  public func handleEvents(receiveOutput: ((Output) -> Void)? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
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
