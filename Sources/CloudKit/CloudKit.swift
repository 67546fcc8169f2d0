// `import CloudKit` on Linux: the containers, databases and records a view
// model syncs through. A figure has no iCloud account: the account status is
// `.noAccount`, and every request to a database fails with
// `CKError(.notAuthenticated)` (completion handlers are called with it),
// so a view shows the state it starts in, as a signed-out iPhone does.
// Records, IDs, zones, queries and errors are plain values that keep what
// they are given. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation

public enum CKAccountStatus: Int, Sendable {
  case couldNotDetermine, available, restricted, noAccount, temporarilyUnavailable
}

/// A value a record field holds (strings, numbers, dates, data, locations,
/// references, assets, and arrays of them).
public protocol CKRecordValue {}
extension String: CKRecordValue {}
extension Int: CKRecordValue {}
extension Int64: CKRecordValue {}
extension Int32: CKRecordValue {}
extension Double: CKRecordValue {}
extension Float: CKRecordValue {}
extension Bool: CKRecordValue {}
extension Date: CKRecordValue {}
extension Data: CKRecordValue {}
extension NSString: CKRecordValue {}
extension NSNumber: CKRecordValue {}
extension NSDate: CKRecordValue {}
extension NSData: CKRecordValue {}
extension Array: CKRecordValue where Element: CKRecordValue {}

public typealias CKRecordValueProtocol = CKRecordValue

/// A key–value record of a type, identified by a record ID in a zone.
open class CKRecord: NSObject, @unchecked Sendable {
  public typealias RecordType = String
  public typealias FieldKey = String

  /// A record's name in its zone.
  public final class ID: NSObject, @unchecked Sendable {
    public let recordName: String
    public let zoneID: CKRecordZone.ID
    public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = CKRecordZone.ID.default) {
      self.recordName = recordName
      self.zoneID = zoneID
    }
    public convenience init(zoneID: CKRecordZone.ID) { self.init(recordName: UUID().uuidString, zoneID: zoneID) }
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ID else { return false }
      return other.recordName == recordName && other.zoneID == zoneID
    }
    public override var hash: Int { recordName.hashValue ^ zoneID.hash }
  }

  /// A link from one record to another.
  public final class Reference: NSObject, CKRecordValue, @unchecked Sendable {
    public enum Action: UInt, Sendable { case none = 0, deleteSelf = 1 }
    public let recordID: CKRecord.ID
    public let action: Action
    public init(recordID: CKRecord.ID, action: Action) {
      self.recordID = recordID
      self.action = action
    }
    public convenience init(record: CKRecord, action: Action) { self.init(recordID: record.recordID, action: action) }
  }

  public static let SystemType = "cloudkit.share"

  public let recordType: RecordType
  public let recordID: CKRecord.ID
  public var creationDate: Date?
  public var modificationDate: Date?
  public var creatorUserRecordID: CKRecord.ID?
  public var lastModifiedUserRecordID: CKRecord.ID?
  public var recordChangeTag: String?
  public var parent: Reference?
  public private(set) var share: Reference?
  private var values: [String: any CKRecordValue] = [:]

  public init(recordType: RecordType, recordID: CKRecord.ID = CKRecord.ID()) {
    self.recordType = recordType
    self.recordID = recordID
  }
  public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
    self.init(recordType: recordType, recordID: CKRecord.ID(zoneID: zoneID))
  }

  open subscript(key: FieldKey) -> (any CKRecordValue)? {
    get { values[key] }
    set { values[key] = newValue }
  }
  open func object(forKey key: FieldKey) -> (any CKRecordValue)? { values[key] }
  open func setObject(_ object: (any CKRecordValue)?, forKey key: FieldKey) { values[key] = object }
  open func value(forKey key: String) -> Any? { values[key] }
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value as? any CKRecordValue }
  open func setValuesForKeys(_ keyedValues: [String: Any]) {
    for (key, value) in keyedValues { setValue(value, forKey: key) }
  }
  open func allKeys() -> [FieldKey] { values.keys.sorted() }
  open func changedKeys() -> [FieldKey] { allKeys() }
  open func setParent(_ parentRecord: CKRecord?) { parent = parentRecord.map { Reference(record: $0, action: .none) } }
  open func setParent(_ parentRecordID: CKRecord.ID?) {
    parent = parentRecordID.map { Reference(recordID: $0, action: .none) }
  }

  /// Fields stored encrypted: the same fields here.
  public var encryptedValues: EncryptedValues { EncryptedValues(record: self) }
  public struct EncryptedValues {
    let record: CKRecord
    public subscript(key: FieldKey) -> (any CKRecordValue)? {
      get { record[key] }
      nonmutating set { record[key] = newValue }
    }
  }
}

/// A file attached to a record.
open class CKAsset: NSObject, CKRecordValue, @unchecked Sendable {
  public let fileURL: URL?
  public init(fileURL: URL) { self.fileURL = fileURL }
}

/// A zone of a database.
open class CKRecordZone: NSObject, @unchecked Sendable {
  public final class ID: NSObject, @unchecked Sendable {
    public let zoneName: String
    public let ownerName: String
    public static let `default` = ID(zoneName: CKRecordZone.ID.defaultZoneName, ownerName: CKCurrentUserDefaultName)
    public static let defaultZoneName = "_defaultZone"
    public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
      self.zoneName = zoneName
      self.ownerName = ownerName
    }
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ID else { return false }
      return other.zoneName == zoneName && other.ownerName == ownerName
    }
    public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
  }
  public let zoneID: ID
  public init(zoneID: ID) { self.zoneID = zoneID }
  public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }
  public class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

public let CKCurrentUserDefaultName = "__defaultOwner__"
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"
public let CKRecordTypeUserRecord = "Users"
public let CKErrorDomain = "CKErrorDomain"
public let CKErrorUserDidResetEncryptedDataKey = "CKErrorUserDidResetEncryptedDataKey"

/// A query for records of a type matching a predicate.
open class CKQuery: NSObject, @unchecked Sendable {
  public let recordType: CKRecord.RecordType
  public let predicate: NSPredicate
  public var sortDescriptors: [NSSortDescriptor]?
  public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
    self.recordType = recordType
    self.predicate = predicate
  }
  /// Where a query stopped, to continue it.
  public final class Cursor: NSObject, @unchecked Sendable {}
}

/// Marks a database's state, to ask for changes since.
public final class CKServerChangeToken: NSObject, @unchecked Sendable {}

/// A record shared with other users.
open class CKShare: CKRecord, @unchecked Sendable {
  public enum ParticipantPermission: Int, Sendable { case unknown, none, readOnly, readWrite }
  public enum ParticipantRole: Int, Sendable { case unknown, owner, privateUser, publicUser }
  public enum ParticipantAcceptanceStatus: Int, Sendable { case unknown, pending, accepted, removed }
  public final class Participant: NSObject, @unchecked Sendable {
    public var permission: ParticipantPermission = .unknown
    public var role: ParticipantRole = .unknown
    public var acceptanceStatus: ParticipantAcceptanceStatus = .unknown
    public var userIdentity = CKUserIdentity()
  }
  public final class Metadata: NSObject, @unchecked Sendable {
    public let share: CKShare
    public let containerIdentifier: String
    init(share: CKShare, containerIdentifier: String) {
      self.share = share
      self.containerIdentifier = containerIdentifier
    }
  }
  public var publicPermission: ParticipantPermission = .none
  public var participants: [Participant] = []
  public var owner = Participant()
  public var currentUserParticipant: Participant?
  public var url: URL?
  public init(rootRecord: CKRecord) { super.init(recordType: CKRecord.SystemType) }
  public init(recordZoneID: CKRecordZone.ID) {
    super.init(recordType: CKRecord.SystemType, recordID: CKRecord.ID(recordName: "cloudkit.zoneshare", zoneID: recordZoneID))
  }
  public override init(recordType: CKRecord.RecordType, recordID: CKRecord.ID = CKRecord.ID()) {
    super.init(recordType: recordType, recordID: recordID)
  }
  public func addParticipant(_ participant: Participant) { participants.append(participant) }
  public func removeParticipant(_ participant: Participant) { participants.removeAll { $0 === participant } }
}

public final class CKUserIdentity: NSObject, @unchecked Sendable {
  public var nameComponents: PersonNameComponents?
  public var userRecordID: CKRecord.ID?
  public var hasiCloudAccount = false
  public var lookupInfo: LookupInfo?
  public final class LookupInfo: NSObject, @unchecked Sendable {
    public let emailAddress: String?
    public let phoneNumber: String?
    public init(emailAddress: String) {
      self.emailAddress = emailAddress
      phoneNumber = nil
    }
    public init(phoneNumber: String) {
      self.phoneNumber = phoneNumber
      emailAddress = nil
    }
  }
}

/// CloudKit's errors, as Apple's framework types them.
public struct CKError: Error, Hashable, CustomStringConvertible, @unchecked Sendable {
  public enum Code: Int, Sendable {
    case internalError = 1, partialFailure, networkUnavailable, networkFailure, badContainer, serviceUnavailable,
      requestRateLimited, missingEntitlement, notAuthenticated, permissionFailure, unknownItem, invalidArguments,
      resultsTruncated, serverRecordChanged, serverRejectedRequest, assetFileNotFound, assetFileModified,
      incompatibleVersion, constraintViolation, operationCancelled, changeTokenExpired, batchRequestFailed,
      zoneBusy, badDatabase, quotaExceeded, zoneNotFound, limitExceeded, userDeletedZone, tooManyParticipants,
      alreadyShared, referenceViolation, managedAccountRestricted, participantMayNeedVerification,
      serverResponseLost, assetNotAvailable, accountTemporarilyUnavailable
  }
  public let code: Code
  public let userInfo: [String: Any]
  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    self.userInfo = userInfo
  }
  public static var errorDomain: String { CKErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var localizedDescription: String { description }
  public var description: String { "CKError \(code.rawValue) (\(code))" }
  public var partialErrorsByItemID: [AnyHashable: any Error]? { userInfo[CKPartialErrorsByItemIDKey] as? [AnyHashable: any Error] }
  public var retryAfterSeconds: Double? { userInfo["CKRetryAfter"] as? Double }
  public var serverRecord: CKRecord? { nil }
  public var clientRecord: CKRecord? { nil }
  public var ancestorRecord: CKRecord? { nil }
  public static func == (a: CKError, b: CKError) -> Bool { a.code == b.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  public static var notAuthenticated: Code { .notAuthenticated }
  public static var networkUnavailable: Code { .networkUnavailable }
  public static var unknownItem: Code { .unknownItem }
  public static var partialFailure: Code { .partialFailure }
  public static var zoneNotFound: Code { .zoneNotFound }
  public static var serverRecordChanged: Code { .serverRecordChanged }
  public static var quotaExceeded: Code { .quotaExceeded }

  /// What every request fails with here: no iCloud account.
  static var signedOut: CKError { CKError(.notAuthenticated) }
}

/// An app's iCloud container.
open class CKContainer: NSObject, @unchecked Sendable {
  public let containerIdentifier: String?
  public init(identifier: String) { containerIdentifier = identifier }
  private init(defaultContainer: ()) { containerIdentifier = nil }
  private static let shared = CKContainer(defaultContainer: ())
  open class func `default`() -> CKContainer { shared }

  open var privateCloudDatabase: CKDatabase { CKDatabase(scope: .private) }
  open var publicCloudDatabase: CKDatabase { CKDatabase(scope: .public) }
  open var sharedCloudDatabase: CKDatabase { CKDatabase(scope: .shared) }
  open func database(with scope: CKDatabase.Scope) -> CKDatabase { CKDatabase(scope: scope) }

  open func accountStatus() async throws -> CKAccountStatus { .noAccount }
  open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
    completionHandler(.noAccount, nil)
  }
  open func userRecordID() async throws -> CKRecord.ID { throw CKError.signedOut }
  open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
    completionHandler(nil, CKError.signedOut)
  }
  open func shareMetadata(for url: URL) async throws -> CKShare.Metadata { throw CKError.signedOut }
  open func accept(_ metadata: CKShare.Metadata) async throws -> CKShare { throw CKError.signedOut }
  open func add(_ operation: CKOperation) {}
}

/// A container's database. Every request fails: no account is signed in.
open class CKDatabase: NSObject, @unchecked Sendable {
  public enum Scope: Int, Sendable { case `public` = 1, `private`, shared }
  public let databaseScope: Scope
  init(scope: Scope) { databaseScope = scope }

  open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError.signedOut }
  open func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws
    -> [CKRecord.ID: Result<CKRecord, any Error>]
  { throw CKError.signedOut }
  open func save(_ record: CKRecord) async throws -> CKRecord { throw CKError.signedOut }
  open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError.signedOut }
  open func records(
    matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
    resultsLimit: Int = CKQueryOperation.maximumResults
  ) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQuery.Cursor?) {
    throw CKError.signedOut
  }
  open func records(
    continuingMatchFrom queryCursor: CKQuery.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
    resultsLimit: Int = CKQueryOperation.maximumResults
  ) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQuery.Cursor?) {
    throw CKError.signedOut
  }
  open func modifyRecords(
    saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
    savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true
  ) async throws -> (
    saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]
  ) { throw CKError.signedOut }
  open func modifyRecordZones(saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID])
    async throws -> (
      saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>],
      deleteResults: [CKRecordZone.ID: Result<Void, any Error>]
    )
  { throw CKError.signedOut }
  open func recordZone(for zoneID: CKRecordZone.ID) async throws -> CKRecordZone { throw CKError.signedOut }
  open func allRecordZones() async throws -> [CKRecordZone] { throw CKError.signedOut }
  open func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw CKError.signedOut }
  open func deleteRecordZone(withID zoneID: CKRecordZone.ID) async throws -> CKRecordZone.ID { throw CKError.signedOut }

  public struct RecordZoneChange {
    public struct Modification {
      public let record: CKRecord
    }
    public struct Deletion {
      public let recordID: CKRecord.ID
      public let recordType: CKRecord.RecordType
    }
  }
  open func recordZoneChanges(
    inZoneWith zoneID: CKRecordZone.ID, since changeToken: CKServerChangeToken?,
    desiredKeys: [CKRecord.FieldKey]? = nil, resultsLimit: Int? = nil
  ) async throws -> (
    modificationResultsByID: [CKRecord.ID: Result<RecordZoneChange.Modification, any Error>],
    deletions: [RecordZoneChange.Deletion], changeToken: CKServerChangeToken, moreComing: Bool
  ) { throw CKError.signedOut }

  // The completion-handler forms: called at once with the error.
  open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
    completionHandler(nil, CKError.signedOut)
  }
  open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
    completionHandler(nil, CKError.signedOut)
  }
  open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
    completionHandler(nil, CKError.signedOut)
  }
  open func perform(
    _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void
  ) { completionHandler(nil, CKError.signedOut) }
  open func add(_ operation: CKDatabaseOperation) {}
}

/// Operations: kept, never run (their blocks are never called).
open class CKOperation: Operation, @unchecked Sendable {}
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
  public var database: CKDatabase?
}
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
  public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged, changedKeys, allKeys }
  public var recordsToSave: [CKRecord]?
  public var recordIDsToDelete: [CKRecord.ID]?
  public var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
  public var isAtomic = true
  public var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
  public var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
  public var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?
  public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
    self.recordsToSave = recordsToSave
    self.recordIDsToDelete = recordIDsToDelete
  }
}
/// Objective-C's name for a query cursor.
public typealias CKQueryCursor = CKQuery.Cursor

open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
  /// Where a query stopped (Apple's `CKQueryOperation.Cursor`; Plumb
  /// declares the class as `CKQuery.Cursor`, which names the same type).
  public typealias Cursor = CKQuery.Cursor
  public static let maximumResults = 0
  public var query: CKQuery?
  public var cursor: CKQuery.Cursor?
  public var resultsLimit = CKQueryOperation.maximumResults
  public var desiredKeys: [CKRecord.FieldKey]?
  public var zoneID: CKRecordZone.ID?
  public var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
  public var queryResultBlock: ((Result<CKQuery.Cursor?, any Error>) -> Void)?
  public var recordFetchedBlock: ((CKRecord) -> Void)?
  public var queryCompletionBlock: ((CKQuery.Cursor?, (any Error)?) -> Void)?
  public init(query: CKQuery) { self.query = query }
  public init(cursor: CKQuery.Cursor) { self.cursor = cursor }
}
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
  public var recordIDs: [CKRecord.ID]?
  public var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
  public var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
  public init(recordIDs: [CKRecord.ID]) { self.recordIDs = recordIDs }
}

/// Subscriptions to changes: saved nowhere, never notified.
open class CKSubscription: NSObject, @unchecked Sendable {
  public typealias ID = String
  public let subscriptionID: ID
  public var notificationInfo: NotificationInfo?
  init(subscriptionID: ID) { self.subscriptionID = subscriptionID }
  public final class NotificationInfo: NSObject, @unchecked Sendable {
    public var shouldSendContentAvailable = false
    public var alertBody: String?
    public var soundName: String?
    public var shouldBadge = false
    public override init() {}
  }
}
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let firesOnRecordCreation = Options(rawValue: 1)
    public static let firesOnRecordUpdate = Options(rawValue: 2)
    public static let firesOnRecordDeletion = Options(rawValue: 4)
    public static let firesOnce = Options(rawValue: 8)
  }
  public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: ID = UUID().uuidString, options: Options = []) {
    super.init(subscriptionID: subscriptionID)
  }
}
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
  public override init(subscriptionID: ID) { super.init(subscriptionID: subscriptionID) }
  public convenience init() { self.init(subscriptionID: UUID().uuidString) }
}
