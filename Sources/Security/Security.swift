// `import Security` on Linux: the keychain calls apps make to keep a
// token or a password (`SecItemAdd`, `SecItemCopyMatching`,
// `SecItemUpdate`, `SecItemDelete`), answered from a keychain held in the
// process, so a login screen's "saved" state is what the code stored. No
// item outlives the process. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb
// Core Foundation's names the keychain API is written in, which Apple's
// Security brings: result codes and bridged types.
@_exported import typealias PlumbCore.OSStatus
@_exported import typealias PlumbCore.CFString
@_exported import typealias PlumbCore.CFDictionary
@_exported import typealias PlumbCore.CFData
@_exported import typealias PlumbCore.CFTypeRef
@_exported import typealias PlumbCore.CFBoolean
@_exported import var PlumbCore.kCFBooleanTrue
@_exported import var PlumbCore.kCFBooleanFalse

// MARK: Result codes

public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecAuthFailed: OSStatus = -25293
public let errSecNotAvailable: OSStatus = -25291
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018

/// The message Apple's keychain gives for a result code.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
  switch status {
  case errSecSuccess: "No error."
  case errSecParam: "One or more parameters passed to a function were not valid."
  case errSecDuplicateItem: "The specified item already exists in the keychain."
  case errSecItemNotFound: "The specified item could not be found in the keychain."
  case errSecAuthFailed: "The user name or passphrase you entered is not correct."
  case errSecNotAvailable: "No keychain is available."
  case errSecInteractionNotAllowed: "User interaction is not allowed."
  case errSecDecode: "Unable to decode the provided data."
  case errSecUnimplemented: "Function or operation not implemented."
  default: "OSStatus \(status)"
  }
}

// MARK: Keys and values

public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecClassInternetPassword: CFString = "inet"
public let kSecClassCertificate: CFString = "cert"
public let kSecClassKey: CFString = "keys"
public let kSecClassIdentity: CFString = "idnt"

public let kSecAttrService: CFString = "svce"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrAccessGroup: CFString = "agrp"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrProtocol: CFString = "ptcl"
public let kSecAttrPort: CFString = "port"
public let kSecAttrPath: CFString = "path"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrDescription: CFString = "desc"
public let kSecAttrComment: CFString = "icmt"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrCreationDate: CFString = "cdat"
public let kSecAttrModificationDate: CFString = "mdat"
public let kSecAttrSynchronizable: CFString = "sync"
public let kSecAttrApplicationTag: CFString = "atag"
public let kSecAttrKeyType: CFString = "type"
public let kSecAttrKeySizeInBits: CFString = "bsiz"
public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecAttrAccessControl: CFString = "accc"

public let kSecValueData: CFString = "v_Data"
public let kSecValueRef: CFString = "v_Ref"
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecReturnRef: CFString = "r_Ref"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"
public let kSecUseDataProtectionKeychain: CFString = "u_DataProtectionKeychain"
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"

// MARK: Items

/// Adds an item: its class and attributes, and its data (`kSecValueData`).
/// An item with the same class and primary attributes (account, service,
/// access group; for internet passwords the server too) is a duplicate.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  Keychain.shared.add(Keychain.attributes(attributes), result)
}

/// The items matching a query's class and attributes: one or all
/// (`kSecMatchLimit`), as data, attributes or both (`kSecReturn…`).
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  Keychain.shared.copyMatching(Keychain.attributes(query), result)
}

/// Changes the matching items' attributes or data.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  Keychain.shared.update(Keychain.attributes(query), Keychain.attributes(attributesToUpdate))
}

/// Deletes the matching items.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  Keychain.shared.delete(Keychain.attributes(query))
}

// MARK: Random bytes

public typealias SecRandomRef = OpaquePointer
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` random bytes (the system generator).
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
  var generator = SystemRandomNumberGenerator()
  let buffer = bytes.bindMemory(to: UInt8.self, capacity: count)
  for i in 0..<count { buffer[i] = UInt8.random(in: .min ... .max, using: &generator) }
  return errSecSuccess
}

/// The process's keychain: items as attribute dictionaries, in insertion
/// order, behind a lock.
final class Keychain: @unchecked Sendable {
  static let shared = Keychain()
  private let lock = NSLock()
  private var items: [[String: Any]] = []

  /// The keys that say what an item is, not how to search for it.
  static func isItemKey(_ key: String) -> Bool {
    !key.hasPrefix("r_") && !key.hasPrefix("m_") && !key.hasPrefix("u_")
  }
  static let primaryKeys = [kSecClass, kSecAttrAccount, kSecAttrService, kSecAttrAccessGroup, kSecAttrServer,
                            kSecAttrProtocol, kSecAttrPort, kSecAttrPath, kSecAttrApplicationTag]

  /// A query's or item's entries with string keys.
  static func attributes(_ dictionary: CFDictionary) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in dictionary {
      if let key = key as? String { result[key] = value } else { result["\(key)"] = value }
    }
    return result
  }

  static func same(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? Data, let b = b as? Data { return a == b }
    if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
    return "\(a)" == "\(b)"
  }

  /// Whether `item` has every item attribute the query names (the data
  /// is not searched).
  static func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
    query.allSatisfy { key, value in
      guard isItemKey(key), key != kSecValueData else { return true }
      guard let own = item[key] else { return false }
      return same(own, value)
    }
  }

  func add(_ attributes: [String: Any], _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard attributes[kSecClass] != nil else { return errSecParam }
    return lock.withLock {
      let key = Self.primaryKeys.map { k in attributes[k].map { "\(k)=\($0)" } ?? "" }
      let duplicate = items.contains { item in
        Self.primaryKeys.map { k in item[k].map { "\(k)=\($0)" } ?? "" } == key
      }
      if duplicate { return errSecDuplicateItem }
      var item = attributes.filter { Self.isItemKey($0.key) }
      let now = Date()
      item[kSecAttrCreationDate] = now
      item[kSecAttrModificationDate] = now
      items.append(item)
      if let result { result.pointee = Self.answer([item], attributes) }
      return errSecSuccess
    }
  }

  func copyMatching(_ query: [String: Any], _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard query[kSecClass] != nil else { return errSecParam }
    return lock.withLock {
      let found = items.filter { Self.matches($0, query) }
      if found.isEmpty { return errSecItemNotFound }
      if let result { result.pointee = Self.answer(found, query) }
      return errSecSuccess
    }
  }

  func update(_ query: [String: Any], _ changes: [String: Any]) -> OSStatus {
    lock.withLock {
      var changed = false
      for i in items.indices where Self.matches(items[i], query) {
        for (key, value) in changes where Self.isItemKey(key) { items[i][key] = value }
        items[i][kSecAttrModificationDate] = Date()
        changed = true
      }
      return changed ? errSecSuccess : errSecItemNotFound
    }
  }

  func delete(_ query: [String: Any]) -> OSStatus {
    lock.withLock {
      let before = items.count
      items.removeAll { Self.matches($0, query) }
      return items.count < before ? errSecSuccess : errSecItemNotFound
    }
  }

  /// What a search returns: data, attributes (with the data when both are
  /// asked for), for one item or an array of all.
  static func answer(_ found: [[String: Any]], _ query: [String: Any]) -> CFTypeRef? {
    let wantsData = (query[kSecReturnData] as? NSNumber)?.boolValue ?? (query[kSecReturnData] as? Bool) ?? false
    let wantsAttributes =
      (query[kSecReturnAttributes] as? NSNumber)?.boolValue ?? (query[kSecReturnAttributes] as? Bool) ?? false
    let all = (query[kSecMatchLimit] as? String) == kSecMatchLimitAll
    func one(_ item: [String: Any]) -> Any? {
      if wantsAttributes {
        var attributes = item
        if !wantsData { attributes[kSecValueData] = nil }
        return NSDictionary(dictionary: attributes)
      }
      if wantsData, let data = item[kSecValueData] as? Data { return NSData(data: data) }
      return nil
    }
    if all { return NSArray(array: found.compactMap(one)) }
    return found.first.flatMap(one).map { $0 as AnyObject }
  }
}
