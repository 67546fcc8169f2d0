import Foundation
import Synchronization

// What Apple's Foundation and its C neighbours give a view file that
// Foundation on Linux does not: key-value coding on user defaults, the
// dispatch time constants, Core Foundation's absolute time.

extension UserDefaults {
  /// Key-value coding, which Foundation on Linux lacks: the stored object.
  public func value(forKey key: String) -> Any? { object(forKey: key) }
  /// Key-value coding: stores the value as `set(_:forKey:)` does.
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

/// Dispatch's serial queue type (Apple platforms, 2023): on Linux every
/// queue made without `.concurrent` is serial, so it is `DispatchQueue`.
public typealias DispatchSerialQueue = DispatchQueue

public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

/// Seconds since 1 January 2001, as Core Foundation counts them.
public typealias CFAbsoluteTime = Double
public typealias CFTimeInterval = Double
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
/// Core Foundation's toll-free bridged names, as ImageIO and Core Graphics
/// code spells them (`url as CFURL`): Foundation's classes on Linux.
public typealias CFURL = NSURL
public typealias CFDictionary = NSDictionary
public typealias CFData = NSData
public typealias CFArray = NSArray
public typealias CFError = NSError
/// A data object's bytes and length, as Core Foundation reads them.
public func CFDataGetBytePtr(_ data: CFData!) -> UnsafePointer<UInt8>! {
  data.length == 0 ? nil : data.bytes.assumingMemoryBound(to: UInt8.self)
}
public func CFDataGetLength(_ data: CFData!) -> Int { data.length }
/// A Core Foundation string: Swift's `String` (`key as CFString`).
public typealias CFString = String
/// Any Core Foundation object, and its booleans (keychain queries pass
/// `kCFBooleanTrue`).
public typealias CFTypeRef = AnyObject
public typealias CFBoolean = NSNumber
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
/// Core Foundation's null object (`[.workingColorSpace: kCFNull!]`).
public let kCFNull: NSNull! = NSNull()
/// A result code of Apple's C APIs (0 is success), as MacTypes declares it.
public typealias OSStatus = Int32
/// MacTypes' "no error".
public let noErr: OSStatus = 0
/// Core Graphics' zero values by their C names.
public let CGSizeZero = CGSize.zero
public let CGPointZero = CGPoint.zero
public let CGRectZero = CGRect.zero

extension NSAttributedString {
  /// A Swift attributed string as Foundation's class: its characters
  /// (Linux's Foundation has no bridge for the attributes).
  public convenience init(_ attributedString: AttributedString) {
    self.init(string: String(attributedString.characters))
  }
}

extension NSLocale {
  /// A language's name in this locale ("French" in English), which Linux's
  /// Foundation keeps internal.
  public func localizedString(forLanguageCode languageCode: String) -> String? {
    Locale(identifier: object(forKey: .identifier) as? String ?? "en_US").localizedString(forLanguageCode: languageCode)
  }
}
/// Core Graphics' C constructors, which older code still calls.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

#if os(Linux)
/// iCloud's key-value store, which Foundation on Linux lacks: with no
/// iCloud account it keeps values in the process, as a local store would
/// before syncing; nothing changes externally.
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
  private static let store = NSUbiquitousKeyValueStore()
  open class var `default`: NSUbiquitousKeyValueStore { store }
  public static let didChangeExternallyNotification = Notification.Name(
    "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
  private let lock = NSLock()
  private var values: [String: Any] = [:]
  public init() {}
  open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey] } }
  open func set(_ anObject: Any?, forKey aKey: String) { lock.withLock { values[aKey] = anObject } }
  open func removeObject(forKey aKey: String) { lock.withLock { values[aKey] = nil } }
  open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
  open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
  open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
  open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
  open func longLong(forKey aKey: String) -> Int64 { (object(forKey: aKey) as? NSNumber)?.int64Value ?? (object(forKey: aKey) as? Int64) ?? 0 }
  open func double(forKey aKey: String) -> Double { (object(forKey: aKey) as? NSNumber)?.doubleValue ?? (object(forKey: aKey) as? Double) ?? 0 }
  open func bool(forKey aKey: String) -> Bool { (object(forKey: aKey) as? NSNumber)?.boolValue ?? (object(forKey: aKey) as? Bool) ?? false }
  open func set(_ value: String?, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: Data?, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: [Any]?, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: [String: Any]?, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }
  /// True: the values are where they will stay.
  @discardableResult open func synchronize() -> Bool { true }
}

extension URL {
  /// A file the user picked, opened outside the sandbox: Linux has no
  /// sandbox, so access is always granted (true) and nothing is released.
  public func startAccessingSecurityScopedResource() -> Bool { isFileURL }
  public func stopAccessingSecurityScopedResource() {}

  public struct BookmarkCreationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minimalBookmark = Self(rawValue: 1 << 9)
    public static let suitableForBookmarkFile = Self(rawValue: 1 << 10)
    public static let withSecurityScope = Self(rawValue: 1 << 11)
    public static let securityScopeAllowOnlyReadAccess = Self(rawValue: 1 << 12)
    public static let withoutImplicitSecurityScope = Self(rawValue: 1 << 29)
  }
  public struct BookmarkResolutionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let withoutUI = Self(rawValue: 1 << 8)
    public static let withoutMounting = Self(rawValue: 1 << 9)
    public static let withSecurityScope = Self(rawValue: 1 << 10)
    public static let withoutImplicitStartAccessing = Self(rawValue: 1 << 15)
  }
  /// A bookmark to the file, as apps keep one to reopen a picked file: on
  /// Linux (no sandbox to grant access through) it is the URL itself, so
  /// resolving it gives the URL back, never stale.
  public func bookmarkData(
    options: BookmarkCreationOptions = [], includingResourceValuesForKeys keys: Set<URLResourceKey>? = nil,
    relativeTo url: URL? = nil
  ) throws -> Data {
    Data(absoluteString.utf8)
  }
  public init(
    resolvingBookmarkData data: Data, options: BookmarkResolutionOptions = [], relativeTo url: URL? = nil,
    bookmarkDataIsStale: inout Bool
  ) throws {
    guard let string = String(data: data, encoding: .utf8), let resolved = URL(string: string) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    bookmarkDataIsStale = false
    self = resolved
  }
}
#endif

extension FileManager {
  /// The signed-in iCloud account's token: none, a figure's machine is
  /// signed in to no iCloud account.
  public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
  /// An app group's shared container: a folder of the temporary directory
  /// named after the group (nothing is shared in a figure).
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(groupIdentifier, isDirectory: true)
  }
}


/// Foundation's relative date formatter ("2 hours ago", "in 3 days",
/// "yesterday"), which Foundation on Linux lacks: English only. The largest
/// calendar unit that differs is named, as Apple's does; `.short` writes
/// "2 hr. ago", `.abbreviated` "2h ago" (CLDR's short and narrow forms).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
  public enum DateTimeStyle: Int, Sendable { case numeric, named }
  public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
  public var dateTimeStyle: DateTimeStyle = .numeric
  public var unitsStyle: UnitsStyle = .full
  public var calendar: Calendar! = Calendar(identifier: .gregorian)
  public var locale: Locale! = Locale(identifier: "en_US")

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  public func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    var cal = calendar ?? Calendar(identifier: .gregorian)
    cal.timeZone = TimeZone(identifier: "UTC")!
    let c = cal.dateComponents(
      [.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: referenceDate, to: date)
    return phrase(c)
  }

  public func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    let reference = Date(timeIntervalSinceReferenceDate: 0)
    return localizedString(for: reference.addingTimeInterval(timeInterval), relativeTo: reference)
  }

  public func localizedString(from dateComponents: DateComponents) -> String { phrase(dateComponents) }

  open override func string(for obj: Any?) -> String? {
    (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
  }

  private func phrase(_ c: DateComponents) -> String {
    let units: [(Int?, String, String, String, String)] = [
      (c.year, "year", "yr.", "y", "year"), (c.month, "month", "mo.", "mo", "month"),
      (c.weekOfMonth, "week", "wk.", "w", "week"), (c.day, "day", "day", "d", "day"),
      (c.hour, "hour", "hr.", "h", "hour"), (c.minute, "minute", "min.", "m", "minute"),
      (c.second, "second", "sec.", "s", "second"),
    ]
    guard let (n, full, short, narrow, name) = units.first(where: { ($0.0 ?? 0) != 0 }).map({
      ($0.0 ?? 0, $0.1, $0.2, $0.3, $0.4)
    }) else {
      return dateTimeStyle == .named ? "now" : (unitsStyle == .abbreviated ? "in 0s" : "in 0 seconds")
    }
    if dateTimeStyle == .named, abs(n) == 1 {
      switch name {
      case "day": return n > 0 ? "tomorrow" : "yesterday"
      case "week", "month", "year": return (n > 0 ? "next " : "last ") + name
      default: break
      }
    }
    let count = abs(n)
    let amount: String
    switch unitsStyle {
    case .full, .spellOut: amount = "\(count) \(full)\(count == 1 ? "" : "s")"
    case .short: amount = "\(count) \(short == "day" && count != 1 ? "days" : short)"
    case .abbreviated: amount = "\(count)\(narrow)"
    }
    return n > 0 ? "in \(amount)" : "\(amount) ago"
  }
}

extension NSSortDescriptor {
  /// Sorting by a key's name (`NSSortDescriptor(key: "date", ascending:
  /// false)` in a CloudKit query or a fetch request), which Linux's
  /// Foundation declares unavailable: it compiles, and sorts nothing here.
  public convenience init(key: String?, ascending: Bool) {
    self.init(keyPath: \NSObject.hash, ascending: ascending)
  }
  /// Sorting by any key path, as Apple's takes it (an optional date in Core
  /// Data's template, `\Item.timestamp`); Linux's wants a `Comparable`
  /// value. It compiles, and sorts nothing here.
  @_disfavoredOverload
  public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
    self.init(keyPath: \NSObject.hash, ascending: ascending)
  }
}

// Apple's Foundation converts a `Decimal` to the floating-point types
// (`CGFloat(progress)` for a decimal dose); Linux's lacks these.
extension Double {
  public init(_ value: Decimal) { self = NSDecimalNumber(decimal: value).doubleValue }
}
extension Float {
  public init(_ value: Decimal) { self = NSDecimalNumber(decimal: value).floatValue }
}
extension CGFloat {
  public init(_ value: Decimal) { self.init(NSDecimalNumber(decimal: value).doubleValue) }
  /// A number's value (Apple's Foundation has it for every numeric type;
  /// Linux's lacks CGFloat's).
  public init(truncating number: NSNumber) { self.init(number.doubleValue) }
}

extension URLError {
  /// Why a network was unavailable (Apple's Foundation): a figure makes no
  /// request, so no error names a reason.
  public enum NetworkUnavailableReason: Int, Sendable { case cellular, expensive, constrained }
  public var networkUnavailableReason: NetworkUnavailableReason? { nil }
}

// Core Foundation's bundle keys, which `Bundle.main.infoDictionary` is read
// with (`kCFBundleVersionKey as String`).
public let kCFBundleVersionKey = "CFBundleVersion"
public let kCFBundleNameKey = "CFBundleName"
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
public let kCFBundleExecutableKey = "CFBundleExecutable"
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"

// TargetConditionals, as Swift sees its macros (`if TARGET_OS_SIMULATOR !=
// 0`): Plumb stands for an iPhone, not the simulator.
public let TARGET_OS_SIMULATOR: Int32 = 0
public let TARGET_OS_IPHONE: Int32 = 1
public let TARGET_OS_IOS: Int32 = 1
public let TARGET_OS_OSX: Int32 = 0
public let TARGET_OS_MAC: Int32 = 1
public let TARGET_OS_WATCH: Int32 = 0
public let TARGET_OS_TV: Int32 = 0
public let TARGET_OS_VISION: Int32 = 0

extension NSPredicate {
  /// A predicate from a format string, which Foundation on Linux refuses
  /// (it has no key-value coding). The comparisons view code makes on a
  /// string itself are evaluated, case- and diacritic-insensitively when
  /// asked (`[c]`, `[cd]`): `SELF MATCHES %@` (a regular expression that
  /// must match the whole string, as in email validation), `LIKE`,
  /// `CONTAINS`, `BEGINSWITH`, `ENDSWITH` and `==` (diacritics are
  /// ignored with `[d]` by the last four). Any other predicate is false.
  @_disfavoredOverload
  public convenience init(format predicateFormat: String, _ args: CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  @_disfavoredOverload
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let comparison = FormatPredicate(predicateFormat, arguments ?? [])
    self.init { object, _ in comparison?.evaluate(object) ?? false }
  }
}

// Arguments of a format, as Core Data code passes them
// (`NSPredicate(format: "date >= %@", start as NSDate)`, `id as CVarArg`):
// on Apple platforms every `NSObject` is a `CVarArg`, and `UUID`, `Date` and
// `URL` bridge to one. A predicate reads its arguments as values; the
// encoding matters only to a C format (`String(format: "%@", …)`), where
// `%@` reads an object: the argument's description as an `NSString`, kept
// in an intern table so the pointer stays valid (Core Foundation, given
// the object itself, would print `<CFDate …>`).

/// A format argument that `%@` prints by its description.
public protocol _DescribedFormatArgument: CVarArg, CustomStringConvertible {}
extension _DescribedFormatArgument {
  public var _cVarArgEncoding: [Int] { internedDescription(description) }
}
extension NSDate: @retroactive CVarArg, _DescribedFormatArgument {}
extension NSNumber: @retroactive CVarArg, _DescribedFormatArgument {}
extension NSUUID: @retroactive CVarArg, _DescribedFormatArgument {}
extension NSURL: @retroactive CVarArg, _DescribedFormatArgument {}
extension NSData: @retroactive CVarArg, _DescribedFormatArgument {}
extension NSArray: @retroactive CVarArg, _DescribedFormatArgument {}
extension UUID: @retroactive CVarArg, _DescribedFormatArgument {}
extension Date: @retroactive CVarArg, _DescribedFormatArgument {}
extension URL: @retroactive CVarArg, _DescribedFormatArgument {}

private let interned = Mutex<[String: Int]>([:])

/// The address of an `NSString` of `text` that lives as long as the
/// process: one per distinct text.
private func internedDescription(_ text: String) -> [Int] {
  [
    interned.withLock { table in
      if let address = table[text] { return address }
      let address = Int(bitPattern: Unmanaged.passRetained(NSString(string: text)).toOpaque())
      table[text] = address
      return address
    }
  ]
}

/// `SELF <operator>[options] %@` with its argument.
private struct FormatPredicate: Sendable {
  let op: String
  let options: String.CompareOptions
  let argument: String

  init?(_ format: String, _ arguments: [Any]) {
    let parts = format.split(separator: " ", maxSplits: 2).map(String.init)
    guard parts.count == 3, parts[0].uppercased() == "SELF", let first = arguments.first else { return nil }
    var op = parts[1].uppercased()
    var options: String.CompareOptions = []
    if let bracket = op.firstIndex(of: "[") {
      let flags = op[bracket...].lowercased()
      if flags.contains("c") { options.insert(.caseInsensitive) }
      if flags.contains("d") { options.insert(.diacriticInsensitive) }
      op = String(op[..<bracket])
    }
    guard parts[2] == "%@" || parts[2] == "%s" else { return nil }
    self.op = op
    self.options = options
    argument = "\(first)"
  }

  func evaluate(_ object: Any?) -> Bool {
    guard let subject = object.map({ "\($0)" }) else { return false }
    switch op {
    case "MATCHES":
      var regexOptions: NSRegularExpression.Options = []
      if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
      guard let regex = try? NSRegularExpression(pattern: "\\A(?:" + argument + ")\\z", options: regexOptions) else {
        return false
      }
      let range = NSRange(subject.startIndex..., in: subject)
      return regex.firstMatch(in: subject, range: range) != nil
    case "LIKE":
      let pattern = NSRegularExpression.escapedPattern(for: argument)
        .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
      let regex = try? NSRegularExpression(
        pattern: "\\A" + pattern + "\\z", options: options.contains(.caseInsensitive) ? [.caseInsensitive] : [])
      return regex?.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    case "CONTAINS": return subject.range(of: argument, options: options) != nil
    case "BEGINSWITH": return subject.range(of: argument, options: options.union(.anchored)) != nil
    case "ENDSWITH": return subject.range(of: argument, options: options.union([.anchored, .backwards])) != nil
    case "==", "=": return subject.compare(argument, options: options) == .orderedSame
    default: return false
    }
  }
}

/// Foundation's undo manager, which Linux's lacks: undo and redo
/// registrations are kept and run when asked, as app code expects of
/// `@Environment(\.undoManager)` or a Core Data context's.
open class UndoManager: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var undoStack: [(name: String, action: () -> Void)] = []
  private var redoStack: [(name: String, action: () -> Void)] = []
  private var undoing = false
  private var redoing = false
  public var levelsOfUndo = 0
  public var groupsByEvent = true
  public init() {}
  public var canUndo: Bool { lock.withLock { !undoStack.isEmpty } }
  public var canRedo: Bool { lock.withLock { !redoStack.isEmpty } }
  public var isUndoing: Bool { lock.withLock { undoing } }
  public var isRedoing: Bool { lock.withLock { redoing } }
  public var undoActionName: String { lock.withLock { undoStack.last?.name ?? "" } }
  public var redoActionName: String { lock.withLock { redoStack.last?.name ?? "" } }
  /// Registers the inverse of a change: while undoing it goes on the redo
  /// stack; otherwise on the undo stack, and a new change clears redo.
  public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
    let action: () -> Void = { [weak target] in if let target { handler(target) } }
    lock.withLock {
      if undoing {
        redoStack.append(("", action))
      } else {
        undoStack.append(("", action))
        if !redoing { redoStack = [] }
      }
    }
  }
  /// Names the last registered change.
  public func setActionName(_ actionName: String) {
    lock.withLock {
      if undoing, !redoStack.isEmpty {
        redoStack[redoStack.count - 1].name = actionName
      } else if !undoStack.isEmpty {
        undoStack[undoStack.count - 1].name = actionName
      }
    }
  }
  public func undo() {
    guard let entry = lock.withLock({ undoStack.popLast() }) else { return }
    lock.withLock { undoing = true }
    entry.action()
    lock.withLock { undoing = false }
  }
  public func redo() {
    guard let entry = lock.withLock({ redoStack.popLast() }) else { return }
    lock.withLock { redoing = true }
    entry.action()
    lock.withLock { redoing = false }
  }
  public func removeAllActions() {
    lock.withLock {
      undoStack = []
      redoStack = []
    }
  }
  public func beginUndoGrouping() {}
  public func endUndoGrouping() {}
  public func disableUndoRegistration() {}
  public func enableUndoRegistration() {}
}

private struct UndoManagerKey: EnvironmentKey {
  static var defaultValue: UndoManager? { nil }
}
extension EnvironmentValues {
  /// The window's undo manager: none in a figure.
  public var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}

/// Finds links and phone numbers in text, as Foundation's data detector
/// does (Linux's Foundation has none): links are `http`, `https` and
/// `mailto` URLs and bare `www.` hosts (given `http://`), phone numbers
/// runs of at least seven digits with the usual separators. Dates and
/// addresses are not detected. Not a subclass of `NSRegularExpression`
/// (Linux's cannot be subclassed outside Foundation); it has the methods
/// callers use.
open class NSDataDetector: @unchecked Sendable {
  public let checkingTypes: NSTextCheckingTypes
  private let link: NSRegularExpression?
  private let phone: NSRegularExpression?

  public init(types checkingTypes: NSTextCheckingTypes) throws {
    self.checkingTypes = checkingTypes
    let wantsLinks = checkingTypes & NSTextCheckingResult.CheckingType.link.rawValue != 0
    let wantsPhones = checkingTypes & NSTextCheckingResult.CheckingType.phoneNumber.rawValue != 0
    link =
      wantsLinks
      ? try NSRegularExpression(
        pattern: #"\b(?:(?:https?://|mailto:)[^\s<>"]+|www\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+[^\s<>"]*)"#,
        options: [.caseInsensitive]) : nil
    phone = wantsPhones ? try NSRegularExpression(pattern: #"\+?\(?\d[\d\s().-]{5,}\d"#) : nil
  }

  open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange)
    -> [NSTextCheckingResult]
  {
    var results: [DetectedResult] = []
    if let link {
      for m in link.matches(in: string, options: options, range: range) {
        guard let r = Range(m.range, in: string) else { continue }
        // Trailing punctuation ends a sentence, not the link.
        var text = String(string[r])
        var length = m.range.length
        while let last = text.last, ".,;:!?)".contains(last) {
          text.removeLast()
          length -= String(last).utf16.count
        }
        let url = URL(string: text.lowercased().hasPrefix("www.") ? "http://" + text : text)
        results.append(DetectedResult(NSRange(location: m.range.location, length: length), .link, url: url))
      }
    }
    if let phone {
      for m in phone.matches(in: string, options: options, range: range) {
        guard let r = Range(m.range, in: string) else { continue }
        let digits = string[r].filter(\.isNumber)
        guard digits.count >= 7 else { continue }
        results.append(DetectedResult(m.range, .phoneNumber, phoneNumber: String(string[r])))
      }
    }
    return results.sorted { $0.range.location < $1.range.location }
  }

  open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange)
    -> NSTextCheckingResult?
  { matches(in: string, options: options, range: range).first }

  open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
    matches(in: string, options: options, range: range).count
  }

  open func enumerateMatches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
    using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop = ObjCBool(false)
    for result in matches(in: string, options: options, range: range) {
      block(result, [], &stop)
      if stop.boolValue { return }
    }
  }
}

public typealias NSTextCheckingTypes = UInt64

/// A detected link or phone number.
final class DetectedResult: NSTextCheckingResult {
  let detectedRange: NSRange
  let type: NSTextCheckingResult.CheckingType
  let detectedURL: URL?
  let detectedPhoneNumber: String?
  init(_ range: NSRange, _ type: NSTextCheckingResult.CheckingType, url: URL? = nil, phoneNumber: String? = nil) {
    detectedRange = range
    self.type = type
    detectedURL = url
    detectedPhoneNumber = phoneNumber
    super.init()
  }
  required init?(coder: NSCoder) { nil }
  override var range: NSRange { detectedRange }
  override var resultType: NSTextCheckingResult.CheckingType { type }
}

extension NSTextCheckingResult {
  /// The link a data detector found.
  public var url: URL? { (self as? DetectedResult)?.detectedURL }
  /// The phone number a data detector found, as written.
  public var phoneNumber: String? { (self as? DetectedResult)?.detectedPhoneNumber }
}

// MARK: - Geometry descriptions and run-loop modes Apple's frameworks add

extension CGPoint {
  /// `(x, y)`, as Apple's CoreGraphics describes a point.
  public var debugDescription: String { "(\(Double(x)), \(Double(y)))" }
}

extension CGSize {
  /// `(width, height)`, as Apple's CoreGraphics describes a size.
  public var debugDescription: String { "(\(Double(width)), \(Double(height)))" }
}

extension CGRect {
  /// `(x, y, width, height)`, as Apple's CoreGraphics describes a rectangle.
  public var debugDescription: String {
    "(\(Double(origin.x)), \(Double(origin.y)), \(Double(size.width)), \(Double(size.height)))"
  }
}

extension RunLoop.Mode {
  /// The mode a scroll view's tracking runs in (UIKit's
  /// `UITrackingRunLoopMode`); AppKit's event tracking and modal panels.
  /// Nothing runs in them on Linux.
  public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
  public static let eventTracking = RunLoop.Mode("NSEventTrackingRunLoopMode")
  public static let modalPanel = RunLoop.Mode("NSModalPanelRunLoopMode")
}

// MARK: - A date range's length in words

/// `(start..<end).formatted(.components(style: .condensedAbbreviated))`:
/// the length of a date range in its largest units ("1h 30m"), in English,
/// as Foundation formats it in the en_US locale: Plumb's
/// `DateComponentsFormatter` does the writing, each style its units style.
/// Foundation on Linux declares `Date.ComponentsFormatStyle` but not as a
/// format style, so Plumb's has a name of its own.
public struct _DateComponentsFormatStyle: Foundation.FormatStyle, Sendable {
  public typealias FormatInput = Range<Date>
  public typealias FormatOutput = String

  public struct Style: Hashable, Codable, Sendable {
    let unitsStyle: Int
    public static let wide = Style(unitsStyle: DateComponentsFormatter.UnitsStyle.full.rawValue)
    public static let abbreviated = Style(unitsStyle: DateComponentsFormatter.UnitsStyle.short.rawValue)
    public static let condensedAbbreviated = Style(unitsStyle: DateComponentsFormatter.UnitsStyle.abbreviated.rawValue)
    public static let narrow = Style(unitsStyle: DateComponentsFormatter.UnitsStyle.brief.rawValue)
    public static let spellOut = Style(unitsStyle: DateComponentsFormatter.UnitsStyle.spellOut.rawValue)
  }

  public struct Field: Hashable, Codable, Sendable {
    let unit: UInt
    public static let year = Field(unit: NSCalendar.Unit.year.rawValue)
    public static let month = Field(unit: NSCalendar.Unit.month.rawValue)
    public static let week = Field(unit: NSCalendar.Unit.weekOfMonth.rawValue)
    public static let day = Field(unit: NSCalendar.Unit.day.rawValue)
    public static let hour = Field(unit: NSCalendar.Unit.hour.rawValue)
    public static let minute = Field(unit: NSCalendar.Unit.minute.rawValue)
    public static let second = Field(unit: NSCalendar.Unit.second.rawValue)
  }

  public var style: Style
  public var locale: Locale = Locale(identifier: "en_US")
  public var calendar: Calendar = Calendar(identifier: .gregorian)
  var fields: Set<Field>?

  public init(style: Style, locale: Locale = Locale(identifier: "en_US"), calendar: Calendar = Calendar(identifier: .gregorian), fields: Set<Field>? = nil) {
    self.style = style
    self.locale = locale
    self.calendar = calendar
    self.fields = fields
  }

  /// Weeks only when asked for, as Foundation's style counts them.
  public func format(_ range: Range<Date>) -> String {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = DateComponentsFormatter.UnitsStyle(rawValue: style.unitsStyle) ?? .full
    let fields = self.fields ?? [.year, .month, .day, .hour, .minute, .second]
    formatter.allowedUnits = NSCalendar.Unit(rawValue: fields.reduce(0) { $0 | $1.unit })
    return formatter.string(from: range.lowerBound, to: range.upperBound) ?? ""
  }
}

extension FormatStyle where Self == _DateComponentsFormatStyle {
  public static func components(style: _DateComponentsFormatStyle.Style, fields: Set<_DateComponentsFormatStyle.Field>? = nil) -> Self {
    _DateComponentsFormatStyle(style: style, fields: fields)
  }
}

extension Bundle {
  /// A package's resource bundle, which SwiftPM generates for a target
  /// that declares resources (and that one wins over this, as a module's
  /// own declaration shadows an imported one). A view file copied into a
  /// target without resources still compiles: this is the main bundle,
  /// where a look-up finds nothing and says so.
  public static var module: Bundle { .main }
}

extension NSObject {
  /// The class an archiver encodes an instance as (Apple's Foundation
  /// declares it on the class too, as URL protocols register themselves:
  /// `config.protocolClasses = [MyProtocol.classForCoder()]`).
  public class func classForCoder() -> AnyClass { self }
}

#if os(Linux)
/// Foundation's value transformers, which Foundation on Linux lacks: what
/// SwiftData's `@Attribute(.transformable(by:))` and Core Data models name.
/// Subclasses override `transformedValue(_:)` and
/// `reverseTransformedValue(_:)`; the names registered are kept.
open class ValueTransformer: NSObject {
  nonisolated(unsafe) private static var registry: [NSValueTransformerName: ValueTransformer] = [:]
  private static let lock = NSLock()

  /// The registered transformer an instance made by name stands for.
  private var registered: ValueTransformer?

  public override init() {}
  /// The transformer registered under `name` (an instance that forwards
  /// to it), or nil when none is.
  public convenience init?(forName name: NSValueTransformerName) {
    Self.lock.lock()
    let transformer = Self.registry[name]
    Self.lock.unlock()
    guard let transformer else { return nil }
    self.init()
    registered = transformer
  }
  open class func transformedValueClass() -> AnyClass { NSObject.self }
  open class func allowsReverseTransformation() -> Bool { true }
  /// The identity, as Foundation's base class.
  open func transformedValue(_ value: Any?) -> Any? {
    if let registered { return registered.transformedValue(value) }
    return value
  }
  open func reverseTransformedValue(_ value: Any?) -> Any? {
    if let registered { return registered.reverseTransformedValue(value) }
    return transformedValue(value)
  }

  public class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
    lock.lock()
    defer { lock.unlock() }
    registry[name] = transformer
  }
  public class func valueTransformerNames() -> [NSValueTransformerName] {
    lock.lock()
    defer { lock.unlock() }
    return registry.keys.sorted { $0.rawValue < $1.rawValue }
  }
}

/// A value transformer's registered name.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// The transformer Core Data uses for transformable attributes: subclasses
/// list the classes they allow.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
  open class var allowedTopLevelClasses: [AnyClass] { [] }
}
#endif

#if os(Linux)
extension NotificationCenter {
  /// Posted notifications as an async sequence (`for await _ in
  /// NotificationCenter.default.notifications(named: …)`), which Foundation
  /// on Linux lacks: each iteration observes the center from its start until
  /// it ends, and keeps the newest eight notifications it has not read.
  public struct Notifications: AsyncSequence, @unchecked Sendable {
    public typealias Element = Notification
    let center: NotificationCenter
    let name: Notification.Name?
    let object: AnyObject?

    public struct AsyncIterator: AsyncIteratorProtocol {
      var base: AsyncStream<Notification>.Iterator
      public mutating func next() async -> Notification? { await base.next() }
    }

    public func makeAsyncIterator() -> AsyncIterator {
      let (stream, continuation) = AsyncStream<Notification>.makeStream(bufferingPolicy: .bufferingNewest(8))
      let forward = UncheckedBox(continuation)
      let token = center.addObserver(forName: name, object: object, queue: nil) { note in
        // The notification is the observer's to hand on: Foundation makes
        // one per post and keeps none.
        nonisolated(unsafe) let sent = note
        forward.value.yield(sent)
      }
      let observer = UncheckedBox((center, token))
      continuation.onTermination = { _ in observer.value.0.removeObserver(observer.value.1) }
      return AsyncIterator(base: stream.makeAsyncIterator())
    }
  }

  public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
    Notifications(center: self, name: name, object: object)
  }
}
#endif

/// Darwin Foundation's spelling of an atomic write (`[.atomicWrite,
/// .completeFileProtection]`): the same option as `.atomic`.
extension Data.WritingOptions {
  public static var atomicWrite: Data.WritingOptions { .atomic }
}

/// The user's locale, following their settings (`NSLocale.autoupdatingCurrent`):
/// the process's locale, as `Locale.autoupdatingCurrent` is.
extension NSLocale {
  public class var autoupdatingCurrent: Locale { Locale.autoupdatingCurrent }
}

// An app extension's host notifications (a widget or a watch extension
// listening for its host going to the background): never posted.
extension Notification.Name {
  public static let NSExtensionHostWillEnterForeground = Notification.Name("NSExtensionHostWillEnterForegroundNotification")
  public static let NSExtensionHostDidEnterBackground = Notification.Name("NSExtensionHostDidEnterBackgroundNotification")
  public static let NSExtensionHostWillResignActive = Notification.Name("NSExtensionHostWillResignActiveNotification")
  public static let NSExtensionHostDidBecomeActive = Notification.Name("NSExtensionHostDidBecomeActiveNotification")
}

/// Darwin's system-information call (`sysctlbyname("hw.model", …)`):
/// Linux has no such names, so it fails as Darwin does for an unknown name
/// (-1), and the caller's fallback runs.
public func sysctlbyname(
  _ name: UnsafePointer<CChar>!, _ oldp: UnsafeMutableRawPointer!, _ oldlenp: UnsafeMutablePointer<Int>!,
  _ newp: UnsafeMutableRawPointer!, _ newlen: Int
) -> Int32 { -1 }

// The C library's `long double` functions: on Apple's arm64 `long double`
// is `double`, so `lroundl(progress)` takes a `Double`; glibc's take an
// x87 `Float80`. These overloads take the `Double` the code passes.
/// The nearest integer, halfway cases away from zero; the smallest
/// integer, as x86's conversion gives, for NaN or a value out of range.
public func lroundl(_ x: Double) -> Int { Int(exactly: x.rounded(.toNearestOrAwayFromZero)) ?? .min }
public func llroundl(_ x: Double) -> Int64 { Int64(exactly: x.rounded(.toNearestOrAwayFromZero)) ?? .min }
