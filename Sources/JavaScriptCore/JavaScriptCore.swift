// `import JavaScriptCore` on Linux: the JavaScript context apps evaluate
// scripts in. There is no JavaScript engine here: a script evaluates to
// `undefined` and the context's exception handler is told why; values set
// on the context from Swift are kept and read back. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

open class JSVirtualMachine: NSObject, @unchecked Sendable {
  public override init() {}
}
/// A JavaScript value: what Swift set, or `undefined`.
open class JSValue: NSObject, @unchecked Sendable {
  let value: Any?
  public let context: JSContext
  init(_ value: Any?, in context: JSContext) { (self.value, self.context) = (value, context) }
  public init?(object value: Any?, in context: JSContext) { (self.value, self.context) = (value, context) }
  public convenience init(undefinedIn context: JSContext) { self.init(nil, in: context) }
  public convenience init(nullIn context: JSContext) { self.init(NSNull(), in: context) }
  public convenience init(bool value: Bool, in context: JSContext) { self.init(value, in: context) }
  public convenience init(double value: Double, in context: JSContext) { self.init(value, in: context) }
  public convenience init(int32 value: Int32, in context: JSContext) { self.init(value, in: context) }
  public var isUndefined: Bool { value == nil }
  public var isNull: Bool { value is NSNull }
  public var isBoolean: Bool { value is Bool }
  public var isNumber: Bool { value is Double || value is Int32 || value is Int }
  public var isString: Bool { value is String }
  public var isObject: Bool { value is [String: Any] }
  public var isArray: Bool { value is [Any] }
  public func toString() -> String! {
    switch value {
    case nil: "undefined"
    case is NSNull: "null"
    case let v?: String(describing: v)
    }
  }
  public func toBool() -> Bool { (value as? Bool) ?? ((value as? Double).map { $0 != 0 } ?? false) }
  public func toDouble() -> Double {
    switch value {
    case let v as Double: v
    case let v as Int32: Double(v)
    case let v as Int: Double(v)
    case let v as Bool: v ? 1 : 0
    default: .nan
    }
  }
  /// JavaScript's ToInt32: truncated, then wrapped modulo 2³².
  public func toInt32() -> Int32 {
    let d = toDouble()
    guard d.isFinite else { return 0 }
    let wrapped = fmod(d.rounded(.towardZero), 4_294_967_296)
    return Int32(truncatingIfNeeded: Int64(wrapped < 0 ? wrapped + 4_294_967_296 : wrapped))
  }
  public func toNumber() -> NSNumber! { NSNumber(value: toDouble()) }
  public func toObject() -> Any! { value }
  public func toArray() -> [Any]! { value as? [Any] }
  public func toDictionary() -> [AnyHashable: Any]! { value as? [AnyHashable: Any] }
  public func toDate() -> Date! { value as? Date }
  public func forProperty(_ property: String) -> JSValue! { JSValue((value as? [String: Any])?[property], in: context) }
  public func setValue(_ value: Any?, forProperty property: String) {}
  public func objectForKeyedSubscript(_ key: Any) -> JSValue! { forProperty(String(describing: key)) }
  /// Calls the function: none can run without an engine, so `undefined`.
  public func call(withArguments arguments: [Any]!) -> JSValue! { context.unavailable("a function call") }
  public func invokeMethod(_ method: String, withArguments arguments: [Any]!) -> JSValue! {
    context.unavailable("method \(method)")
  }
}
/// A JavaScript context: scripts evaluate to `undefined`, with an exception.
open class JSContext: @unchecked Sendable {
  public let virtualMachine: JSVirtualMachine
  private var globals: [String: Any] = [:]
  private var exceptionText: String?
  /// The last exception (a value made on each read: a value holds its
  /// context, so the context keeps the exception's text, not the value).
  open var exception: JSValue? {
    get { exceptionText.map { JSValue($0, in: self) } }
    set { exceptionText = newValue?.toString() }
  }
  open var exceptionHandler: ((JSContext?, JSValue?) -> Void)?
  open var name: String?
  // Implicitly unwrapped, as Objective-C's initializers import.
  public init!() { virtualMachine = JSVirtualMachine() }
  public init!(virtualMachine: JSVirtualMachine) { self.virtualMachine = virtualMachine }
  open var globalObject: JSValue { JSValue(globals, in: self) }
  func unavailable(_ what: String) -> JSValue {
    let error = JSValue("Error: \(what) cannot run: Plumb on Linux has no JavaScript engine", in: self)
    exceptionText = error.toString()
    exceptionHandler?(self, error)
    return JSValue(nil, in: self)
  }
  @discardableResult
  open func evaluateScript(_ script: String!) -> JSValue! { unavailable("the script") }
  @discardableResult
  open func evaluateScript(_ script: String!, withSourceURL sourceURL: URL!) -> JSValue! { unavailable("the script") }
  open func setObject(_ object: Any!, forKeyedSubscript key: (any NSCopying & NSObjectProtocol)!) {
    globals[String(describing: key!)] = object
  }
  open func objectForKeyedSubscript(_ key: Any!) -> JSValue! { JSValue(globals[String(describing: key!)], in: self) }
  open class func current() -> JSContext! { nil }
}
public protocol JSExport {}
