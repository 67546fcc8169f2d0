#if canImport(FoundationNetworking)
import FoundationNetworking

// What Apple's URLSessionConfiguration has and Linux's does not: the
// network-cost settings (iOS 13), which a session on Linux cannot act on.
// They read back as Apple's defaults (allowed); setting them changes
// nothing.
extension URLSessionConfiguration {
  public var allowsExpensiveNetworkAccess: Bool {
    get { true }
    set {}
  }
  public var allowsConstrainedNetworkAccess: Bool {
    get { true }
    set {}
  }
}
#endif
