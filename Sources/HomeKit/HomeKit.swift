// `import HomeKit` on Linux: what smart-home apps use of it. There is no
// home hub here: the home manager starts with no homes, and what code adds
// (homes, rooms) is kept in memory for the process, so a view model reads
// back what it created; no accessory is ever found, and reading or
// writing a characteristic fails with `HMError.communicationFailure`.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public struct HMHomeManagerAuthorizationStatus: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let determined = HMHomeManagerAuthorizationStatus(rawValue: 1)
  public static let restricted = HMHomeManagerAuthorizationStatus(rawValue: 2)
  public static let authorized = HMHomeManagerAuthorizationStatus(rawValue: 4)
}

/// The user's homes: none at first; homes added by code are kept.
open class HMHomeManager: NSObject, @unchecked Sendable {
  public weak var delegate: (any HMHomeManagerDelegate)?
  public private(set) var homes: [HMHome] = []
  public var primaryHome: HMHome? { homes.first { $0.isPrimary } ?? homes.first }
  public var authorizationStatus: HMHomeManagerAuthorizationStatus { [.determined, .authorized] }
  public override init() {}
  open func addHome(withName homeName: String, completionHandler: @escaping (HMHome?, (any Error)?) -> Void) {
    guard !homes.contains(where: { $0.name == homeName }) else {
      return completionHandler(nil, HMError(.homeWithSimilarNameExists))
    }
    let home = HMHome(name: homeName)
    if homes.isEmpty { home.isPrimary = true }
    homes.append(home)
    completionHandler(home, nil)
  }
  open func removeHome(_ home: HMHome, completionHandler: @escaping ((any Error)?) -> Void) {
    homes.removeAll { $0 === home }
    completionHandler(nil)
  }
  open func updatePrimaryHome(_ home: HMHome, completionHandler: @escaping ((any Error)?) -> Void) {
    for h in homes { h.isPrimary = h === home }
    completionHandler(nil)
  }
}
public protocol HMHomeManagerDelegate: NSObjectProtocol {
  func homeManagerDidUpdateHomes(_ manager: HMHomeManager)
  func homeManagerDidUpdatePrimaryHome(_ manager: HMHomeManager)
  func homeManager(_ manager: HMHomeManager, didAdd home: HMHome)
  func homeManager(_ manager: HMHomeManager, didRemove home: HMHome)
  func homeManager(_ manager: HMHomeManager, didUpdate status: HMHomeManagerAuthorizationStatus)
}
extension HMHomeManagerDelegate {
  public func homeManagerDidUpdateHomes(_ manager: HMHomeManager) {}
  public func homeManagerDidUpdatePrimaryHome(_ manager: HMHomeManager) {}
  public func homeManager(_ manager: HMHomeManager, didAdd home: HMHome) {}
  public func homeManager(_ manager: HMHomeManager, didRemove home: HMHome) {}
  public func homeManager(_ manager: HMHomeManager, didUpdate status: HMHomeManagerAuthorizationStatus) {}
}

/// A home: its rooms (kept as code adds them) and accessories (none).
open class HMHome: NSObject, @unchecked Sendable {
  public private(set) var name: String
  public let uniqueIdentifier = UUID()
  public internal(set) var isPrimary = false
  public private(set) var rooms: [HMRoom] = []
  public private(set) var accessories: [HMAccessory] = []
  public weak var delegate: (any HMHomeDelegate)?
  private lazy var defaultRoom = HMRoom(name: "Default Room")
  /// The room every accessory not in another room is in.
  open func roomForEntireHome() -> HMRoom { defaultRoom }
  init(name: String) { self.name = name }
  open func updateName(_ name: String, completionHandler: @escaping ((any Error)?) -> Void) {
    self.name = name
    completionHandler(nil)
  }
  open func addRoom(withName roomName: String, completionHandler: @escaping (HMRoom?, (any Error)?) -> Void) {
    guard !rooms.contains(where: { $0.name == roomName }) else {
      return completionHandler(nil, HMError(.objectWithSimilarNameExistsInHome))
    }
    let room = HMRoom(name: roomName)
    rooms.append(room)
    completionHandler(room, nil)
  }
  open func removeRoom(_ room: HMRoom, completionHandler: @escaping ((any Error)?) -> Void) {
    rooms.removeAll { $0 === room }
    completionHandler(nil)
  }
  /// No accessory can be reached, so none is added.
  open func addAccessory(_ accessory: HMAccessory, completionHandler: @escaping ((any Error)?) -> Void) {
    completionHandler(HMError(.accessoryNotReachable))
  }
  open func addAndSetupAccessories(completionHandler: @escaping ((any Error)?) -> Void) {
    completionHandler(HMError(.operationCancelled))
  }
  open func removeAccessory(_ accessory: HMAccessory, completionHandler: @escaping ((any Error)?) -> Void) {
    accessories.removeAll { $0 === accessory }
    completionHandler(nil)
  }
  open func assignAccessory(_ accessory: HMAccessory, to room: HMRoom, completionHandler: @escaping ((any Error)?) -> Void) {
    completionHandler(HMError(.accessoryNotFound))
  }
  open func servicesWithTypes(_ serviceTypes: [String]) -> [HMService]? {
    accessories.flatMap(\.services).filter { serviceTypes.contains($0.serviceType) }
  }

  // Scenes and automations: kept as code adds them, as rooms are.
  public private(set) var actionSets: [HMActionSet] = []
  public private(set) var triggers: [HMTrigger] = []
  public var zones: [HMZone] { [] }
  public var serviceGroups: [HMServiceGroup] { [] }
  open func addActionSet(withName actionSetName: String, completionHandler: @escaping (HMActionSet?, (any Error)?) -> Void) {
    guard !actionSets.contains(where: { $0.name == actionSetName }) else {
      return completionHandler(nil, HMError(.objectWithSimilarNameExistsInHome))
    }
    let set = HMActionSet(name: actionSetName, type: HMActionSetTypeUserDefined)
    actionSets.append(set)
    completionHandler(set, nil)
  }
  open func removeActionSet(_ actionSet: HMActionSet, completionHandler: @escaping ((any Error)?) -> Void) {
    actionSets.removeAll { $0 === actionSet }
    completionHandler(nil)
  }
  /// Running a scene writes to accessories, none of which can be reached.
  open func executeActionSet(_ actionSet: HMActionSet, completionHandler: @escaping ((any Error)?) -> Void) {
    completionHandler(actionSet.actions.isEmpty ? nil : HMError(.communicationFailure))
  }
  /// The built-in scenes (wake up, sleep, home arrival, departure), made
  /// on first use.
  open func builtinActionSet(ofType actionSetType: String) -> HMActionSet? {
    guard actionSetType != HMActionSetTypeUserDefined, actionSetType != HMActionSetTypeTriggerOwned else { return nil }
    if let set = actionSets.first(where: { $0.actionSetType == actionSetType }) { return set }
    let names = [
      HMActionSetTypeWakeUp: "Good Morning", HMActionSetTypeSleep: "Good Night",
      HMActionSetTypeHomeArrival: "Arrive Home", HMActionSetTypeHomeDeparture: "Leave Home",
    ]
    let set = HMActionSet(name: names[actionSetType] ?? actionSetType, type: actionSetType)
    actionSets.append(set)
    return set
  }
  open func addTrigger(_ trigger: HMTrigger, completionHandler: @escaping ((any Error)?) -> Void) {
    triggers.append(trigger)
    completionHandler(nil)
  }
  open func removeTrigger(_ trigger: HMTrigger, completionHandler: @escaping ((any Error)?) -> Void) {
    triggers.removeAll { $0 === trigger }
    completionHandler(nil)
  }
}

/// Something a scene does: set a characteristic.
open class HMAction: NSObject, @unchecked Sendable {
  public let uniqueIdentifier = UUID()
}

/// Sets one characteristic to a value when its scene runs. Apple's type
/// parameter is `NSCopying`-constrained; here it is free, so code that
/// casts to `HMCharacteristicWriteAction<NSCopying>` compiles on Linux,
/// where `NSCopying` is a Swift protocol its existential does not conform
/// to.
open class HMCharacteristicWriteAction<TargetValueType>: HMAction, @unchecked Sendable {
  public let characteristic: HMCharacteristic
  public private(set) var targetValue: TargetValueType
  public init(characteristic: HMCharacteristic, targetValue: TargetValueType) {
    self.characteristic = characteristic
    self.targetValue = targetValue
  }
  open func updateTargetValue(_ targetValue: TargetValueType, completionHandler: @escaping ((any Error)?) -> Void) {
    self.targetValue = targetValue
    completionHandler(nil)
  }
}

/// A scene: a named set of actions, run together.
open class HMActionSet: NSObject, @unchecked Sendable {
  public private(set) var name: String
  public let actionSetType: String
  public let uniqueIdentifier = UUID()
  public private(set) var actions: Set<HMAction> = []
  public var isExecuting: Bool { false }
  public var lastExecutionDate: Date? { nil }
  init(name: String, type: String) {
    self.name = name
    self.actionSetType = type
  }
  open func updateName(_ name: String, completionHandler: @escaping ((any Error)?) -> Void) {
    self.name = name
    completionHandler(nil)
  }
  open func addAction(_ action: HMAction, completionHandler: @escaping ((any Error)?) -> Void) {
    actions.insert(action)
    completionHandler(nil)
  }
  open func removeAction(_ action: HMAction, completionHandler: @escaping ((any Error)?) -> Void) {
    actions.remove(action)
    completionHandler(nil)
  }
}
public let HMActionSetTypeWakeUp = "HMActionSetTypeWakeUp"
public let HMActionSetTypeSleep = "HMActionSetTypeSleep"
public let HMActionSetTypeHomeDeparture = "HMActionSetTypeHomeDeparture"
public let HMActionSetTypeHomeArrival = "HMActionSetTypeHomeArrival"
public let HMActionSetTypeUserDefined = "HMActionSetTypeUserDefined"
public let HMActionSetTypeTriggerOwned = "HMActionSetTypeTriggerOwned"

/// An automation: runs its scenes when it fires, which it never does here.
open class HMTrigger: NSObject, @unchecked Sendable {
  public private(set) var name: String
  public private(set) var isEnabled = false
  public private(set) var actionSets: [HMActionSet] = []
  public var lastFireDate: Date? { nil }
  public let uniqueIdentifier = UUID()
  init(name: String) { self.name = name }
  open func updateName(_ name: String, completionHandler: @escaping ((any Error)?) -> Void) {
    self.name = name
    completionHandler(nil)
  }
  open func enable(_ enable: Bool, completionHandler: @escaping ((any Error)?) -> Void) {
    isEnabled = enable
    completionHandler(nil)
  }
  open func addActionSet(_ actionSet: HMActionSet, completionHandler: @escaping ((any Error)?) -> Void) {
    actionSets.append(actionSet)
    completionHandler(nil)
  }
  open func removeActionSet(_ actionSet: HMActionSet, completionHandler: @escaping ((any Error)?) -> Void) {
    actionSets.removeAll { $0 === actionSet }
    completionHandler(nil)
  }
}

/// An automation at a time, repeating by a recurrence.
open class HMTimerTrigger: HMTrigger, @unchecked Sendable {
  public let fireDate: Date
  public let timeZone: TimeZone?
  public let recurrence: DateComponents?
  public init(name: String, fireDate: Date, timeZone: TimeZone? = nil, recurrence: DateComponents? = nil, recurrenceCalendar: Calendar? = nil) {
    (self.fireDate, self.timeZone, self.recurrence) = (fireDate, timeZone, recurrence)
    super.init(name: name)
  }
  public convenience init(name: String, fireDate: Date, recurrence: DateComponents?) {
    self.init(name: name, fireDate: fireDate, timeZone: nil, recurrence: recurrence, recurrenceCalendar: nil)
  }
}

/// An automation on events (a characteristic's value, a time of day).
open class HMEventTrigger: HMTrigger, @unchecked Sendable {
  public let events: [HMEvent]
  public let predicate: NSPredicate?
  public init(name: String, events: [HMEvent], predicate: NSPredicate?) {
    (self.events, self.predicate) = (events, predicate)
    super.init(name: name)
  }
}
open class HMEvent: NSObject, @unchecked Sendable {
  public let uniqueIdentifier = UUID()
}

/// Groups of rooms and of services: none.
open class HMZone: NSObject, @unchecked Sendable {
  public let name: String
  public let uniqueIdentifier = UUID()
  public var rooms: [HMRoom] { [] }
  init(name: String) { self.name = name }
}
open class HMServiceGroup: NSObject, @unchecked Sendable {
  public let name: String
  public let uniqueIdentifier = UUID()
  public var services: [HMService] { [] }
  init(name: String) { self.name = name }
}
public protocol HMHomeDelegate: NSObjectProtocol {}

open class HMRoom: NSObject, @unchecked Sendable {
  public private(set) var name: String
  public let uniqueIdentifier = UUID()
  public var accessories: [HMAccessory] { [] }
  init(name: String) { self.name = name }
  open func updateName(_ name: String, completionHandler: @escaping ((any Error)?) -> Void) {
    self.name = name
    completionHandler(nil)
  }
}

/// An accessory's kind.
open class HMAccessoryCategory: NSObject, @unchecked Sendable {
  public let categoryType: String
  public var localizedDescription: String { categoryType }
  init(categoryType: String) { self.categoryType = categoryType }
}
/// A device in a home: none exists on Linux.
open class HMAccessory: NSObject, @unchecked Sendable {
  public let name: String
  public let uniqueIdentifier = UUID()
  public weak var delegate: (any HMAccessoryDelegate)?
  public var room: HMRoom? { nil }
  public let services: [HMService]
  public let category: HMAccessoryCategory
  public var isReachable: Bool { false }
  public var isBridged: Bool { false }
  public var isBlocked: Bool { false }
  public var manufacturer: String? { nil }
  public var model: String? { nil }
  public var firmwareVersion: String? { nil }
  init(name: String, category: String, services: [HMService]) {
    (self.name, self.category, self.services) = (name, HMAccessoryCategory(categoryType: category), services)
  }
  open func updateName(_ name: String, completionHandler: @escaping ((any Error)?) -> Void) {
    completionHandler(HMError(.communicationFailure))
  }
  open func identify(completionHandler: @escaping ((any Error)?) -> Void) { completionHandler(HMError(.communicationFailure)) }
}
public protocol HMAccessoryDelegate: NSObjectProtocol {
  func accessoryDidUpdateName(_ accessory: HMAccessory)
  func accessory(_ accessory: HMAccessory, service: HMService, didUpdateValueFor characteristic: HMCharacteristic)
  func accessoryDidUpdateReachability(_ accessory: HMAccessory)
  func accessoryDidUpdateServices(_ accessory: HMAccessory)
}
extension HMAccessoryDelegate {
  public func accessoryDidUpdateName(_ accessory: HMAccessory) {}
  public func accessory(_ accessory: HMAccessory, service: HMService, didUpdateValueFor characteristic: HMCharacteristic) {}
  public func accessoryDidUpdateReachability(_ accessory: HMAccessory) {}
  public func accessoryDidUpdateServices(_ accessory: HMAccessory) {}
}

open class HMService: NSObject, @unchecked Sendable {
  public let name: String
  public let serviceType: String
  public let characteristics: [HMCharacteristic]
  public weak var accessory: HMAccessory?
  public var isPrimaryService: Bool { true }
  public var isUserInteractive: Bool { true }
  public var localizedDescription: String { name }
  public let uniqueIdentifier = UUID()
  init(name: String, serviceType: String, characteristics: [HMCharacteristic]) {
    (self.name, self.serviceType, self.characteristics) = (name, serviceType, characteristics)
  }
}
open class HMCharacteristicMetadata: NSObject, @unchecked Sendable {
  public var minimumValue: NSNumber? { nil }
  public var maximumValue: NSNumber? { nil }
  public var stepValue: NSNumber? { nil }
  public var format: String? { nil }
  public var units: String? { nil }
  public var manufacturerDescription: String? { nil }
}
/// A value of a service (power, brightness): no accessory answers, so
/// reads and writes fail and the value stays nil.
open class HMCharacteristic: NSObject, @unchecked Sendable {
  public let characteristicType: String
  public weak var service: HMService?
  public var value: Any? { nil }
  public var properties: [String] { [] }
  public var metadata: HMCharacteristicMetadata? { nil }
  public var isNotificationEnabled: Bool { false }
  public var localizedDescription: String { characteristicType }
  public let uniqueIdentifier = UUID()
  init(characteristicType: String) { self.characteristicType = characteristicType }
  open func readValue(completionHandler: @escaping ((any Error)?) -> Void) { completionHandler(HMError(.communicationFailure)) }
  open func writeValue(_ value: Any?, completionHandler: @escaping ((any Error)?) -> Void) {
    completionHandler(HMError(.communicationFailure))
  }
  open func enableNotification(_ enable: Bool, completionHandler: @escaping ((any Error)?) -> Void) {
    completionHandler(HMError(.communicationFailure))
  }
}

/// Searches for new accessories: none is found.
open class HMAccessoryBrowser: NSObject, @unchecked Sendable {
  public weak var delegate: (any HMAccessoryBrowserDelegate)?
  public var discoveredAccessories: [HMAccessory] { [] }
  public override init() {}
  open func startSearchingForNewAccessories() {}
  open func stopSearchingForNewAccessories() {}
}
public protocol HMAccessoryBrowserDelegate: NSObjectProtocol {
  func accessoryBrowser(_ browser: HMAccessoryBrowser, didFindNewAccessory accessory: HMAccessory)
  func accessoryBrowser(_ browser: HMAccessoryBrowser, didRemoveNewAccessory accessory: HMAccessory)
}
extension HMAccessoryBrowserDelegate {
  public func accessoryBrowser(_ browser: HMAccessoryBrowser, didFindNewAccessory accessory: HMAccessory) {}
  public func accessoryBrowser(_ browser: HMAccessoryBrowser, didRemoveNewAccessory accessory: HMAccessory) {}
}

/// HomeKit's errors.
public struct HMError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: Int, Sendable {
    case unexpectedError = -1, alreadyExists = 1, notFound = 2, invalidParameter = 3, accessoryNotReachable = 4
    case operationCancelled = 23, objectWithSimilarNameExistsInHome = 31, homeWithSimilarNameExists = 32
    case homeAccessNotAuthorized = 47, communicationFailure = 54, accessoryNotFound = 80
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public var description: String {
    switch code {
    case .communicationFailure: "HMErrorCodeCommunicationFailure: no accessory can be reached (Plumb on Linux has no home hub)"
    case .homeWithSimilarNameExists: "HMErrorCodeHomeWithSimilarNameExists: a home of that name exists"
    case .objectWithSimilarNameExistsInHome: "HMErrorCodeObjectWithSimilarNameExistsInHome: a room of that name exists"
    default: "HMError \(code.rawValue)"
    }
  }
  public var localizedDescription: String { description }
}

// Service, characteristic and category types, as Apple's constants spell them.
public let HMServiceTypeLightbulb = "00000043-0000-1000-8000-0026BB765291"
public let HMServiceTypeSwitch = "00000049-0000-1000-8000-0026BB765291"
public let HMServiceTypeOutlet = "00000047-0000-1000-8000-0026BB765291"
public let HMServiceTypeThermostat = "0000004A-0000-1000-8000-0026BB765291"
public let HMServiceTypeFan = "00000040-0000-1000-8000-0026BB765291"
public let HMServiceTypeGarageDoorOpener = "00000041-0000-1000-8000-0026BB765291"
public let HMServiceTypeLockMechanism = "00000045-0000-1000-8000-0026BB765291"
public let HMServiceTypeTemperatureSensor = "0000008A-0000-1000-8000-0026BB765291"
public let HMServiceTypeHumiditySensor = "00000082-0000-1000-8000-0026BB765291"
public let HMServiceTypeMotionSensor = "00000085-0000-1000-8000-0026BB765291"
public let HMServiceTypeDoor = "00000081-0000-1000-8000-0026BB765291"
public let HMServiceTypeWindow = "0000008B-0000-1000-8000-0026BB765291"
public let HMServiceTypeWindowCovering = "0000008C-0000-1000-8000-0026BB765291"
public let HMServiceTypeSecuritySystem = "0000007E-0000-1000-8000-0026BB765291"
public let HMServiceTypeAccessoryInformation = "0000003E-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypePowerState = "00000025-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeHue = "00000013-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeSaturation = "0000002F-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeBrightness = "00000008-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeColorTemperature = "000000CE-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeCurrentTemperature = "00000011-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeTargetTemperature = "00000035-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeCurrentRelativeHumidity = "00000010-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeMotionDetected = "00000022-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeName = "00000023-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeCurrentLockMechanismState = "0000001D-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeTargetLockMechanismState = "0000001E-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeCurrentDoorState = "0000000E-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeTargetDoorState = "00000032-0000-1000-8000-0026BB765291"
public let HMAccessoryCategoryTypeLightbulb = "5"
public let HMAccessoryCategoryTypeSwitch = "8"
public let HMAccessoryCategoryTypeOutlet = "7"
public let HMAccessoryCategoryTypeThermostat = "9"
public let HMAccessoryCategoryTypeFan = "3"
public let HMAccessoryCategoryTypeDoorLock = "6"
public let HMAccessoryCategoryTypeGarageDoorOpener = "4"
public let HMAccessoryCategoryTypeSensor = "10"
public let HMAccessoryCategoryTypeBridge = "2"
public let HMAccessoryCategoryTypeOther = "1"
public let HMCharacteristicTypeTargetPosition = "0000007C-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeCurrentPosition = "0000006D-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeStatusLowBattery = "00000079-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeBatteryLevel = "00000068-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeContactState = "0000006A-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeCarbonMonoxideLevel = "00000090-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeCarbonDioxideLevel = "00000093-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeAirQuality = "00000095-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeOutletInUse = "00000026-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeRotationSpeed = "00000029-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeActive = "000000B0-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeTargetHeatingCooling = "00000033-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeCurrentHeatingCooling = "0000000F-0000-1000-8000-0026BB765291"
public let HMCharacteristicTypeTargetRelativeHumidity = "00000034-0000-1000-8000-0026BB765291"
