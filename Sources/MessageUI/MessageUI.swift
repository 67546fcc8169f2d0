// `import MessageUI` on Linux: the mail and message composers apps present.
// A figure sends nothing: `canSendMail()` is false, as on a device with no
// account, so apps show their fallback. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }
public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }
public protocol MFMailComposeViewControllerDelegate: AnyObject {}
public protocol MFMessageComposeViewControllerDelegate: AnyObject {}

open class MFMailComposeViewController: UIViewController {
  public static func canSendMail() -> Bool { false }
  public weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  public func setToRecipients(_ toRecipients: [String]?) {}
  public func setCcRecipients(_ ccRecipients: [String]?) {}
  public func setBccRecipients(_ bccRecipients: [String]?) {}
  public func setSubject(_ subject: String) {}
  public func setMessageBody(_ body: String, isHTML: Bool) {}
  public func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {}
}
open class MFMessageComposeViewController: UIViewController {
  public static func canSendText() -> Bool { false }
  public static func canSendAttachments() -> Bool { false }
  public weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  public var recipients: [String]?
  public var body: String?
  public var subject: String?
}
