// `import Contacts` on Linux: the contact records apps build, share as
// vCards and read from the address book. A figure has no address book:
// access is never granted and fetches find nobody; vCard data is written
// and read for the fields below. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public enum CNAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }
public enum CNEntityType: Int, Sendable { case contacts }
public enum CNContactType: Int, Sendable { case person, organization }

/// A key of a contact's properties, as fetch requests name them.
public protocol CNKeyDescriptor: Sendable {}
extension String: CNKeyDescriptor {}
public let CNContactGivenNameKey = "givenName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactUrlAddressesKey = "urlAddresses"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactBirthdayKey = "birthday"
public let CNContactIdentifierKey = "identifier"

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelEmailiCloud = "iCloud"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
public let CNLabelSchool = "_$!<School>!$_"

/// A phone number as the user typed it.
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
  public let stringValue: String
  public init(stringValue: String) { self.stringValue = stringValue }
}

/// A postal address. Its fields are settable on both classes (Contacts'
/// immutable one is read-only): the mutable subclass adds nothing.
public class CNPostalAddress: NSObject, @unchecked Sendable {
  public var street = ""
  public var city = ""
  public var state = ""
  public var postalCode = ""
  public var country = ""
  public var isoCountryCode = ""
  public var subLocality = ""
  public var subAdministrativeArea = ""
}
public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {}

/// A value with its label (`CNLabelHome`…).
public final class CNLabeledValue<ValueType: NSObject>: NSObject, @unchecked Sendable {
  public let identifier = UUID().uuidString
  public let label: String?
  public let value: ValueType
  public init(label: String?, value: ValueType) { (self.label, self.value) = (label, value) }
  public static func localizedString(forLabel label: String) -> String {
    switch label {
    case CNLabelHome: "home"
    case CNLabelWork: "work"
    case CNLabelPhoneNumberMobile: "mobile"
    case CNLabelPhoneNumberMain: "main"
    case CNLabelOther: "other"
    default: label
    }
  }
}

/// A contact record.
public class CNContact: NSObject, @unchecked Sendable {
  public var identifier = UUID().uuidString
  public var contactType: CNContactType = .person
  public var givenName = ""
  public var middleName = ""
  public var familyName = ""
  public var nickname = ""
  public var organizationName = ""
  public var jobTitle = ""
  public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
  public var emailAddresses: [CNLabeledValue<NSString>] = []
  public var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
  public var urlAddresses: [CNLabeledValue<NSString>] = []
  public var note = ""
  public var imageData: Data?
  public var thumbnailImageData: Data?
  public var birthday: DateComponents?
  public override init() {}
  public var imageDataAvailable: Bool { imageData != nil }
  public func isKeyAvailable(_ key: String) -> Bool { true }
  public override func mutableCopy() -> Any {
    let c = CNMutableContact()
    (c.givenName, c.middleName, c.familyName, c.nickname) = (givenName, middleName, familyName, nickname)
    (c.organizationName, c.jobTitle, c.phoneNumbers) = (organizationName, jobTitle, phoneNumbers)
    (c.emailAddresses, c.postalAddresses, c.imageData, c.birthday) = (emailAddresses, postalAddresses, imageData, birthday)
    (c.urlAddresses, c.note) = (urlAddresses, note)
    return c
  }
  public static func descriptorForAllComparatorKeys() -> any CNKeyDescriptor { "" }
}

/// A contact being edited: the record's fields are settable on both
/// classes, so the mutable one adds nothing.
public final class CNMutableContact: CNContact, @unchecked Sendable {}

/// Formats a contact's name: "Given Family", as English does.
public final class CNContactFormatter: Formatter, @unchecked Sendable {
  public enum Style: Int, Sendable { case fullName, phoneticFullName }
  public var style: Style = .fullName
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public static func string(from contact: CNContact, style: Style) -> String? {
    let name = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }
      .joined(separator: " ")
    return name.isEmpty ? (contact.organizationName.isEmpty ? nil : contact.organizationName) : name
  }
  public func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
}

/// Formats a postal address as a letter's address block, in the United
/// States' order (street; city, state and code; country), one line each.
public final class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
  public enum Style: Int, Sendable { case mailingAddress }
  public var style: Style = .mailingAddress
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public static func string(from postalAddress: CNPostalAddress, style: Style) -> String {
    let cityLine = [postalAddress.city, postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }
      .joined(separator: " ")
    return [postalAddress.street, cityLine, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
  }
  public func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }
}

/// vCards (version 3.0): the name, organization, phone numbers and email addresses.
public enum CNContactVCardSerialization {
  public static func data(with contacts: [Any]) throws -> Data {
    var out = ""
    for case let c as CNContact in contacts {
      out += "BEGIN:VCARD\r\nVERSION:3.0\r\n"
      out += "N:\(c.familyName);\(c.givenName);\(c.middleName);;\r\n"
      out += "FN:\(CNContactFormatter.string(from: c, style: .fullName) ?? "")\r\n"
      if !c.organizationName.isEmpty { out += "ORG:\(c.organizationName);\r\n" }
      for p in c.phoneNumbers { out += "TEL;type=\(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: p.label ?? "")):\(p.value.stringValue)\r\n" }
      for e in c.emailAddresses { out += "EMAIL:\(e.value)\r\n" }
      out += "END:VCARD\r\n"
    }
    return Data(out.utf8)
  }
  public static func contacts(with data: Data) throws -> [CNContact] {
    let text = String(decoding: data, as: UTF8.self)
    var result: [CNContact] = []
    var current: CNMutableContact?
    for raw in text.components(separatedBy: .newlines) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = line[..<colon].split(separator: ";").first.map(String.init)?.uppercased() ?? ""
      let value = String(line[line.index(after: colon)...])
      switch key {
      case "BEGIN": current = CNMutableContact()
      case "N":
        let parts = value.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        current?.familyName = parts.first ?? ""
        current?.givenName = parts.count > 1 ? parts[1] : ""
        current?.middleName = parts.count > 2 ? parts[2] : ""
      case "ORG": current?.organizationName = value.split(separator: ";").first.map(String.init) ?? ""
      case "TEL":
        current?.phoneNumbers.append(CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: value)))
      case "EMAIL": current?.emailAddresses.append(CNLabeledValue(label: CNLabelHome, value: NSString(string: value)))
      case "END":
        if let c = current { result.append(c) }
        current = nil
      default: break
      }
    }
    return result
  }
}

/// A fetch of contacts: none are found in a figure.
public enum CNContactSortOrder: Int, Sendable { case none, userDefault, givenName, familyName }
public final class CNContactFetchRequest: @unchecked Sendable {
  public let keysToFetch: [any CNKeyDescriptor]
  public var predicate: NSPredicate?
  public var sortOrder = CNContactSortOrder.userDefault
  public var unifyResults = true
  public var mutableObjects = false
  public init(keysToFetch: [any CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// The address book: access is never granted, fetches find nobody.
public final class CNContactStore: @unchecked Sendable {
  public init() {}
  public static func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }
  public func requestAccess(
    for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {}
  public func requestAccess(for entityType: CNEntityType) async throws -> Bool { false }
  public func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws
    -> [CNContact]
  { [] }
  public func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws
    -> CNContact
  { throw CNError(.recordDoesNotExist) }
  public func enumerateContacts(
    with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
  ) throws {}
}

public struct CNError: Error, Sendable {
  public enum Code: Int, Sendable { case authorizationDenied = 100, recordDoesNotExist = 200 }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// iOS 18's `Identifiable` conformance: the identifier as a UUID (the nil
/// UUID for an identifier that is not one).
extension CNContact: Identifiable {
  public var id: UUID { UUID(uuidString: identifier) ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}
