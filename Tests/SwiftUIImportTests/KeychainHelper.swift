import Foundation
import Security

// A keychain helper as login screens write it: a token saved, read back,
// replaced and deleted by account and service.

final class KeychainHelper: Sendable {
  static let standard = KeychainHelper()

  func save(_ data: Data, service: String, account: String) -> OSStatus {
    let query = [
      kSecValueData: data,
      kSecClass: kSecClassGenericPassword,
      kSecAttrService: service,
      kSecAttrAccount: account,
    ] as [CFString: Any] as CFDictionary
    let status = SecItemAdd(query, nil)
    if status == errSecDuplicateItem {
      let search = [
        kSecAttrService: service,
        kSecAttrAccount: account,
        kSecClass: kSecClassGenericPassword,
      ] as [CFString: Any] as CFDictionary
      return SecItemUpdate(search, [kSecValueData: data] as [CFString: Any] as CFDictionary)
    }
    return status
  }

  func read(service: String, account: String) -> Data? {
    let query: [String: Any] = [
      kSecAttrService as String: service,
      kSecAttrAccount as String: account,
      kSecClass as String: kSecClassGenericPassword,
      kSecReturnData as String: kCFBooleanTrue!,
      kSecMatchLimit as String: kSecMatchLimitOne,
    ]
    var result: AnyObject?
    let status = SecItemCopyMatching(query as CFDictionary, &result)
    guard status == errSecSuccess else { return nil }
    return result as? Data
  }

  func delete(service: String, account: String) -> OSStatus {
    let query = [
      kSecAttrService: service,
      kSecAttrAccount: account,
      kSecClass: kSecClassGenericPassword,
    ] as [CFString: Any] as CFDictionary
    return SecItemDelete(query)
  }
}
