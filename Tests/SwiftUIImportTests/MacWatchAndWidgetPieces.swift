import Contacts
import Network
import ServiceManagement
import SwiftUI
import Testing
import UIKit

// What menu bar apps, watch screens, widgets and visionOS windows reach for
// beside SwiftUI: the older login-item check, IP address parsing, the
// workspace's accessibility notification, system sounds, a view cached to
// a bitmap, the font families, a contact's web pages.

@Suite struct MacWatchAndWidgetPiecesTests {
  /// The pre-macOS 13 login-item check finds no jobs: "launch at login"
  /// reads as off. Darwin's sysctl names fail on Linux, as an unknown name
  /// fails on Darwin.
  @Test func legacyLoginItemsAndSysctl() {
    let jobs = SMCopyAllJobDictionaries(kSMDomainUserLaunchd).takeRetainedValue() as? [[String: AnyObject]]
    #expect(jobs?.isEmpty == true)
    var size = 0
    #expect(sysctlbyname("hw.model", nil, &size, nil, 0) == -1)
  }

  /// Addresses parse as Network parses them: a dotted quad is IPv4, not
  /// IPv6; "::1" is IPv6's loopback.
  @Test func ipAddresses() {
    #expect(IPv4Address("192.168.1.20")?.debugDescription == "192.168.1.20")
    #expect(IPv4Address("::1") == nil && IPv4Address("256.1.1.1") == nil)
    #expect(IPv4Address("127.0.0.1")?.isLoopback == true)
    #expect(IPv6Address("::1")?.isLoopback == true)
    #expect(IPv6Address("fe80::1")?.isLinkLocal == true && IPv6Address("fe80::1")?.debugDescription == "fe80::1")
    #expect(IPv6Address("10.0.0.1") == nil)
  }

  /// Sounds never play (no length); a view cached to a bitmap has no
  /// image; the installed families are the pinned one's.
  @Test func soundsBitmapsAndFonts() {
    #expect(NSSound(named: NSSound.Name("Glass"))?.duration == 0)
    #expect(NSWorkspace.accessibilityDisplayOptionsDidChangeNotification.rawValue
      == "NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")
    let view = NSView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let rep = view.bitmapImageRepForCachingDisplay(in: view.bounds)
    if let rep { view.cacheDisplay(in: view.bounds, to: rep) }
    #expect(rep != nil && rep?.cgImage == nil)
    #expect(UIFont.familyNames == ["Inter"])
    #expect(UIFont.fontNames(forFamilyName: "Inter").first == "Inter-Regular")
    #expect(UIFont.fontNames(forFamilyName: "Inter").count == 10 && UIFont.fontNames(forFamilyName: "Avenir").isEmpty)
  }

  /// A contact's web pages and note are kept, and copied with it.
  @Test func contactWebPages() {
    let contact = CNMutableContact()
    contact.urlAddresses = [CNLabeledValue(label: CNLabelURLAddressHomePage, value: "https://example.com" as NSString)]
    contact.note = "met at WWDC"
    let copy = contact.mutableCopy() as? CNMutableContact
    #expect(copy?.urlAddresses.first?.value == "https://example.com" && copy?.note == "met at WWDC")
  }

  /// watchOS's row platter changes nothing on an iPhone's list row, and an
  /// ornament's toolbar items sit where the bottom bar's do.
  @Test func platterAndOrnament() {
    let plain = LayoutResult(of: Text("Row").padding(), proposal: ProposedViewSize(width: 200, height: 100))
    let platter = LayoutResult(
      of: Text("Row").padding().listRowPlatterColor(.blue), proposal: ProposedViewSize(width: 200, height: 100))
    #expect(plain.size == platter.size)
    let placement = ToolbarItemPlacement.bottomOrnament
    let bar = ToolbarItemPlacement.bottomBar
    #expect(String(describing: placement) == String(describing: bar))
  }
}
