// `import Network` on Linux: what apps use to know whether they are online
// (`NWPathMonitor`). A figure shows an app online: the monitor reports one
// satisfied path over Wi-Fi, delivered on the monitor's queue after
// `start(queue:)`, as Apple's monitor delivers its first path, and then
// lets its handler go (no other path ever comes). Connections
// are never opened: they go to `.waiting` with a "network is down" error.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

/// A network interface's kind.
public struct NWInterface: Hashable, Sendable, CustomStringConvertible {
  public enum InterfaceType: Hashable, Sendable {
    case other, wifi, cellular, wiredEthernet, loopback
  }
  public let name: String
  public let type: InterfaceType
  public var index: Int { 1 }
  public var description: String { name }
}

/// The state of the network as a monitor sees it.
public struct NWPath: Equatable, Sendable, CustomStringConvertible {
  public enum Status: Hashable, Sendable {
    case satisfied, unsatisfied, requiresConnection
  }
  public enum UnsatisfiedReason: Hashable, Sendable {
    case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
  }
  public let status: Status
  public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
  public let availableInterfaces: [NWInterface]
  public var isExpensive: Bool { false }
  public var isConstrained: Bool { false }
  public var supportsIPv4: Bool { status == .satisfied }
  public var supportsIPv6: Bool { status == .satisfied }
  public var supportsDNS: Bool { status == .satisfied }
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    availableInterfaces.contains { $0.type == type }
  }
  public var description: String { "\(status)" }

  /// The path a figure's app sees: online over Wi-Fi.
  static let online = NWPath(status: .satisfied, availableInterfaces: [NWInterface(name: "en0", type: .wifi)])
}

/// Watches the network: reports the (online) path once started.
public final class NWPathMonitor: @unchecked Sendable {
  private let lock = NSLock()
  private var handler: (@Sendable (NWPath) -> Void)?
  private var started = false
  private var _queue: DispatchQueue?

  public init() {}
  public init(requiredInterfaceType: NWInterface.InterfaceType) {}
  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}

  /// Told each new path; set before or after `start(queue:)`.
  public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }
  public var currentPath: NWPath { .online }
  public var queue: DispatchQueue? { lock.withLock { _queue } }

  /// Starts watching: the current path is delivered on `queue`.
  public func start(queue: DispatchQueue) {
    let first = lock.withLock { () -> Bool in
      defer { started = true; _queue = queue }
      return !started
    }
    guard first else { return }
    // The only path there will be: the handler is let go once told, so a
    // model it captures is not kept alive by its own monitor.
    queue.async { [self] in
      let handler = lock.withLock { () -> (@Sendable (NWPath) -> Void)? in
        defer { self.handler = nil }
        return self.handler
      }
      handler?(.online)
    }
  }
  public func cancel() { pathUpdateHandler = nil }
}

extension NWPathMonitor: AsyncSequence {
  public typealias Element = NWPath
  /// The paths as they come: the current one, then none (the network of a
  /// figure does not change).
  public struct AsyncIterator: AsyncIteratorProtocol {
    var delivered = false
    public mutating func next() async -> NWPath? {
      if delivered { return nil }
      delivered = true
      return .online
    }
  }
  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// A network error.
public enum NWError: Error, Equatable, Sendable, CustomStringConvertible {
  case posix(POSIXErrorCode)
  case dns(Int32)
  case tls(Int32)
  public var description: String {
    switch self {
    case .posix(let code): "POSIX error \(code.rawValue)"
    case .dns(let code): "DNS error \(code)"
    case .tls(let code): "TLS error \(code)"
    }
  }
}

/// A host and port to connect to.
public enum NWEndpoint: Hashable, Sendable {
  public struct Host: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
  }
  public struct Port: Hashable, Sendable, ExpressibleByIntegerLiteral {
    public let rawValue: UInt16
    public init?(rawValue: UInt16) { self.rawValue = rawValue }
    public init(integerLiteral value: UInt16) { rawValue = value }
    public static let http: Port = 80
    public static let https: Port = 443
  }
  case hostPort(host: Host, port: Port)
  case service(name: String, type: String, domain: String, interface: NWInterface?)
  case url(URL)
}

/// Connection settings (TCP, UDP, TLS): kept.
public final class NWParameters: @unchecked Sendable {
  public init() {}
  public static var tcp: NWParameters { NWParameters() }
  public static var udp: NWParameters { NWParameters() }
  public static var tls: NWParameters { NWParameters() }
  public var requiredInterfaceType = NWInterface.InterfaceType.other
  public var allowLocalEndpointReuse = false
  public var includePeerToPeer = false
}

/// A connection: never opened in a figure. After `start(queue:)` it waits,
/// as with no network, and sends and receives nothing.
public final class NWConnection: @unchecked Sendable {
  public enum State: Equatable, Sendable {
    case setup, waiting(NWError), preparing, ready, failed(NWError), cancelled
  }
  public struct ContentContext: Sendable {
    public static let defaultMessage = ContentContext()
    public static let finalMessage = ContentContext()
    public static let defaultStream = ContentContext()
  }
  public enum SendCompletion: Sendable {
    case contentProcessed(@Sendable (NWError?) -> Void)
    case idempotent
  }
  private let lock = NSLock()
  private var _state = State.setup
  private var handler: (@Sendable (State) -> Void)?
  public let endpoint: NWEndpoint

  public init(to endpoint: NWEndpoint, using parameters: NWParameters) { self.endpoint = endpoint }
  public init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
    endpoint = .hostPort(host: host, port: port)
  }
  public var state: State { lock.withLock { _state } }
  public var stateUpdateHandler: (@Sendable (State) -> Void)? {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }
  public func start(queue: DispatchQueue) {
    let waiting = State.waiting(.posix(.ENETDOWN))
    lock.withLock { _state = waiting }
    queue.async { [self] in stateUpdateHandler?(waiting) }
  }
  public func cancel() {
    lock.withLock { _state = .cancelled }
  }
  public func send(content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true, completion: SendCompletion) {
    if case .contentProcessed(let done) = completion { done(.posix(.ENETDOWN)) }
  }
  public func receive(
    minimumIncompleteLength: Int, maximumLength: Int,
    completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void
  ) {}
  public func receiveMessage(completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {}
}

/// An IP address of either family (Network's `IPAddress`).
public protocol IPAddress: Sendable {
  init?(_ rawValue: Data, _ interface: NWInterface?)
  var rawValue: Data { get }
  var interface: NWInterface? { get }
  var isLoopback: Bool { get }
  var isMulticast: Bool { get }
}

/// An IPv4 address, parsed as Network parses one (`IPv4Address("1.2.3.4")`
/// is non-nil for dotted quads only): what apps use to tell an address's
/// family.
public struct IPv4Address: IPAddress, Hashable, CustomDebugStringConvertible {
  public let rawValue: Data
  public let interface: NWInterface?
  public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
    guard rawValue.count == 4 else { return nil }
    (self.rawValue, self.interface) = (rawValue, interface)
  }
  public init?(_ string: String) {
    var addr = in_addr()
    guard inet_pton(AF_INET, string, &addr) == 1 else { return nil }
    self.init(withUnsafeBytes(of: &addr) { Data($0) })
  }
  public static let any = IPv4Address(Data([0, 0, 0, 0]))!
  public static let broadcast = IPv4Address(Data([255, 255, 255, 255]))!
  public static let loopback = IPv4Address(Data([127, 0, 0, 1]))!
  public var isLoopback: Bool { rawValue.first == 127 }
  public var isMulticast: Bool { (rawValue.first ?? 0) >> 4 == 0xE }
  public var isLinkLocal: Bool { rawValue.prefix(2) == Data([169, 254]) }
  public var debugDescription: String { rawValue.map { String($0) }.joined(separator: ".") }
}

/// An IPv6 address (`IPv6Address("::1")`).
public struct IPv6Address: IPAddress, Hashable, CustomDebugStringConvertible {
  public let rawValue: Data
  public let interface: NWInterface?
  public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
    guard rawValue.count == 16 else { return nil }
    (self.rawValue, self.interface) = (rawValue, interface)
  }
  public init?(_ string: String) {
    var addr = in6_addr()
    guard inet_pton(AF_INET6, string, &addr) == 1 else { return nil }
    self.init(withUnsafeBytes(of: &addr) { Data($0) })
  }
  public static let any = IPv6Address(Data(count: 16))!
  public static let loopback = IPv6Address(Data(count: 15) + Data([1]))!
  public var isLoopback: Bool { self == .loopback }
  public var isMulticast: Bool { rawValue.first == 0xFF }
  public var isLinkLocal: Bool { rawValue.first == 0xFE && (rawValue.dropFirst().first ?? 0) & 0xC0 == 0x80 }
  public var debugDescription: String {
    var addr = in6_addr()
    withUnsafeMutableBytes(of: &addr) { $0.copyBytes(from: rawValue) }
    var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    guard inet_ntop(AF_INET6, &addr, &buffer, socklen_t(buffer.count)) != nil else { return "" }
    return String(cString: buffer)
  }
}
