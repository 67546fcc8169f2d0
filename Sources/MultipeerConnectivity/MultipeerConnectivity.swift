// `import MultipeerConnectivity` on Linux: nearby-device chat and games.
// There is no other device here: advertising and browsing start and find
// no peer, so delegates are never called; a session has no connected peers,
// and sending to a peer that is not connected throws `MCError.notConnected`,
// as Apple's does. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// A peer's identity: its display name, equal by identity (each made is a
/// new peer, as Apple's are).
open class MCPeerID: NSObject, @unchecked Sendable {
  public let displayName: String
  public init(displayName myDisplayName: String) { displayName = myDisplayName }
}
public enum MCSessionState: Int, Sendable { case notConnected, connecting, connected }
public enum MCSessionSendDataMode: Int, Sendable { case reliable, unreliable }
public enum MCEncryptionPreference: Int, Sendable { case optional, required, none }
public let kMCSessionMinimumNumberOfPeers = 2
public let kMCSessionMaximumNumberOfPeers = 8

/// A session with nearby peers: none ever connects.
open class MCSession: NSObject, @unchecked Sendable {
  public let myPeerID: MCPeerID
  public let securityIdentity: [Any]?
  public let encryptionPreference: MCEncryptionPreference
  open weak var delegate: (any MCSessionDelegate)?
  open var connectedPeers: [MCPeerID] { [] }
  public convenience init(peer myPeerID: MCPeerID) {
    self.init(peer: myPeerID, securityIdentity: nil, encryptionPreference: .optional)
  }
  public init(peer myPeerID: MCPeerID, securityIdentity identity: [Any]?, encryptionPreference: MCEncryptionPreference) {
    (self.myPeerID, securityIdentity, self.encryptionPreference) = (myPeerID, identity, encryptionPreference)
  }
  /// Throws `notConnected`: no peer given is connected.
  open func send(_ data: Data, toPeers peerIDs: [MCPeerID], with mode: MCSessionSendDataMode) throws {
    throw MCError(.notConnected)
  }
  open func sendResource(
    at resourceURL: URL, withName resourceName: String, toPeer peerID: MCPeerID,
    withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) -> Progress? {
    completionHandler?(MCError(.notConnected))
    return nil
  }
  open func startStream(withName streamName: String, toPeer peerID: MCPeerID) throws -> OutputStream {
    throw MCError(.notConnected)
  }
  open func disconnect() {}
  open func connectPeer(_ peerID: MCPeerID, withNearbyConnectionData data: Data) {}
  open func cancelConnectPeer(_ peerID: MCPeerID) {}
}
public protocol MCSessionDelegate: NSObjectProtocol {
  func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState)
  func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID)
  func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID)
  func session(
    _ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID,
    with progress: Progress)
  func session(
    _ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, at localURL: URL?,
    withError error: (any Error)?)
  func session(
    _ session: MCSession, didReceiveCertificate certificate: [Any]?, fromPeer peerID: MCPeerID,
    certificateHandler: @escaping (Bool) -> Void)
}
extension MCSessionDelegate {
  public func session(
    _ session: MCSession, didReceiveCertificate certificate: [Any]?, fromPeer peerID: MCPeerID,
    certificateHandler: @escaping (Bool) -> Void
  ) { certificateHandler(true) }
}

/// Advertises this device to nearby browsers: nobody is nearby.
open class MCNearbyServiceAdvertiser: NSObject, @unchecked Sendable {
  public let myPeerID: MCPeerID
  public let discoveryInfo: [String: String]?
  public let serviceType: String
  open weak var delegate: (any MCNearbyServiceAdvertiserDelegate)?
  public init(peer myPeerID: MCPeerID, discoveryInfo info: [String: String]?, serviceType: String) {
    (self.myPeerID, discoveryInfo, self.serviceType) = (myPeerID, info, serviceType)
  }
  open func startAdvertisingPeer() {}
  open func stopAdvertisingPeer() {}
}
public protocol MCNearbyServiceAdvertiserDelegate: NSObjectProtocol {
  func advertiser(
    _ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID, withContext context: Data?,
    invitationHandler: @escaping (Bool, MCSession?) -> Void)
  func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error)
}
extension MCNearbyServiceAdvertiserDelegate {
  public func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error) {}
}

/// Browses for nearby advertisers: finds none.
open class MCNearbyServiceBrowser: NSObject, @unchecked Sendable {
  public let myPeerID: MCPeerID
  public let serviceType: String
  open weak var delegate: (any MCNearbyServiceBrowserDelegate)?
  public init(peer myPeerID: MCPeerID, serviceType: String) { (self.myPeerID, self.serviceType) = (myPeerID, serviceType) }
  open func startBrowsingForPeers() {}
  open func stopBrowsingForPeers() {}
  open func invitePeer(_ peerID: MCPeerID, to session: MCSession, withContext context: Data?, timeout: TimeInterval) {}
}
public protocol MCNearbyServiceBrowserDelegate: NSObjectProtocol {
  func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?)
  func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID)
  func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error)
}
extension MCNearbyServiceBrowserDelegate {
  public func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {}
}

/// The system's peer browser sheet (a UIKit controller): never shown.
open class MCBrowserViewController: UIViewController {
  open weak var delegate: (any MCBrowserViewControllerDelegate)?
  public let session: MCSession
  open var minimumNumberOfPeers = 2
  open var maximumNumberOfPeers = 8
  public init(serviceType: String, session: MCSession) {
    self.session = session
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { return nil }
}
public protocol MCBrowserViewControllerDelegate: NSObjectProtocol {
  func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController)
  func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController)
}
open class MCAdvertiserAssistant: NSObject, @unchecked Sendable {
  public init(serviceType: String, discoveryInfo info: [String: String]?, session: MCSession) {}
  open func start() {}
  open func stop() {}
}

/// Multipeer Connectivity's errors.
public struct MCError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: Int, Sendable { case unknown, notConnected, invalidParameter, unsupported, timedOut, cancelled, unavailable }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var notConnected: Code { .notConnected }
  public var description: String { code == .notConnected ? "MCErrorNotConnected: no peer is connected (Plumb on Linux has no nearby devices)" : "MCError \(code.rawValue)" }
  public var localizedDescription: String { description }
}
