// `import BackgroundTasks` on Linux: background refresh and processing.
// A figure has no background: handlers are registered and never launched,
// and submitting a request throws `BGTaskScheduler.Error.unavailable`, as
// on the simulator. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

/// A task the system runs in the background.
open class BGTask: NSObject, @unchecked Sendable {
  open var identifier: String { "" }
  open var expirationHandler: (() -> Void)?
  open func setTaskCompleted(success: Bool) {}
}
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}
open class BGProcessingTask: BGTask, @unchecked Sendable {}
open class BGHealthResearchTask: BGProcessingTask, @unchecked Sendable {}

/// A request to run a task later.
open class BGTaskRequest: NSObject, @unchecked Sendable {
  public let identifier: String
  open var earliestBeginDate: Date?
  public init(identifier: String) { self.identifier = identifier }
}
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {}
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
  open var requiresNetworkConnectivity = false
  open var requiresExternalPower = false
}

/// Schedules background tasks: none ever runs in a figure.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
  public struct Error: Swift.Error, Equatable, Sendable {
    public enum Code: Int, Sendable { case unavailable = 1, tooManyPendingTaskRequests, notPermitted }
    public let code: Code
    public init(_ code: Code) { self.code = code }
  }
  public static let shared = BGTaskScheduler()
  private let lock = NSLock()
  private var pending: [BGTaskRequest] = []
  /// Registers a handler (true): it is never launched.
  @discardableResult
  open func register(
    forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void
  ) -> Bool { true }
  /// Refused: background tasks are unavailable, as on the simulator.
  open func submit(_ taskRequest: BGTaskRequest) throws { throw Error(.unavailable) }
  open func cancel(taskRequestWithIdentifier identifier: String) {}
  open func cancelAllTaskRequests() {}
  open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) { completionHandler([]) }
  open func pendingTaskRequests() async -> [BGTaskRequest] { [] }
}
