// `import CoreBluetooth` on Linux: what Bluetooth device apps (heart-rate
// straps, toys, sensors) use of it. There is no Bluetooth radio here: a
// manager's state is `.unsupported`, a scan finds nothing, and delegates
// are never called (a device without Bluetooth LE reports `.unsupported` to
// `centralManagerDidUpdateState` later, which a still figure never
// reaches). UUIDs, services' and characteristics' values are real. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public enum CBManagerState: Int, Sendable { case unknown, resetting, unsupported, unauthorized, poweredOff, poweredOn }
public enum CBManagerAuthorization: Int, Sendable { case notDetermined, restricted, denied, allowedAlways }

/// A Bluetooth manager: the radio is unsupported on Linux.
open class CBManager: NSObject, @unchecked Sendable {
  open var state: CBManagerState { .unsupported }
  open class var authorization: CBManagerAuthorization { .notDetermined }
  open var authorization: CBManagerAuthorization { .notDetermined }
}

/// A Bluetooth UUID: a 16-, 32- or 128-bit identifier, equal by value.
open class CBUUID: NSObject, @unchecked Sendable {
  public let uuidString: String
  public init(string theString: String) {
    var text = theString.uppercased()
    if text.hasPrefix("0X") { text.removeFirst(2) }
    uuidString = text
  }
  public convenience init(nsuuid theUUID: UUID) { self.init(string: theUUID.uuidString) }
  public convenience init(data theData: Data) {
    self.init(string: theData.map { String(format: "%02X", $0) }.joined())
  }
  public var data: Data {
    let hex = uuidString.filter { $0 != "-" }
    var bytes: [UInt8] = []
    var i = hex.startIndex
    while i < hex.endIndex, let j = hex.index(i, offsetBy: 2, limitedBy: hex.endIndex) {
      if let b = UInt8(hex[i..<j], radix: 16) { bytes.append(b) }
      i = j
    }
    return Data(bytes)
  }
  open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.uuidString == uuidString }
  open override var hash: Int { uuidString.hashValue }
  open override var description: String { uuidString }
}

/// Something a peripheral holds (a service, a characteristic).
open class CBAttribute: NSObject, @unchecked Sendable {
  public let uuid: CBUUID
  init(uuid: CBUUID) { self.uuid = uuid }
}
open class CBService: CBAttribute, @unchecked Sendable {
  public var isPrimary: Bool { true }
  public internal(set) var characteristics: [CBCharacteristic]?
  public internal(set) var includedServices: [CBService]?
  public internal(set) weak var peripheral: CBPeripheral?
}
open class CBMutableService: CBService, @unchecked Sendable {
  public init(type UUID: CBUUID, primary isPrimary: Bool) { super.init(uuid: UUID) }
  public override var characteristics: [CBCharacteristic]? {
    get { super.characteristics }
    set { super.characteristics = newValue }
  }
}
public struct CBCharacteristicProperties: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
  public static let read = CBCharacteristicProperties(rawValue: 0x02)
  public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
  public static let write = CBCharacteristicProperties(rawValue: 0x08)
  public static let notify = CBCharacteristicProperties(rawValue: 0x10)
  public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
  public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
  public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
}
public struct CBAttributePermissions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let readable = CBAttributePermissions(rawValue: 1)
  public static let writeable = CBAttributePermissions(rawValue: 2)
}
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
  public internal(set) weak var service: CBService?
  public internal(set) var value: Data?
  public internal(set) var descriptors: [CBDescriptor]?
  public internal(set) var properties: CBCharacteristicProperties = []
  public internal(set) var isNotifying = false
}
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
  public init(type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: CBAttributePermissions) {
    super.init(uuid: UUID)
    self.properties = properties
    self.value = value
  }
}
open class CBDescriptor: CBAttribute, @unchecked Sendable {
  public internal(set) weak var characteristic: CBCharacteristic?
  public internal(set) var value: Any?
}
public enum CBCharacteristicWriteType: Int, Sendable { case withResponse, withoutResponse }
public enum CBPeripheralState: Int, Sendable { case disconnected, connecting, connected, disconnecting }
public enum CBConnectionEvent: Int, Sendable { case peerDisconnected, peerConnected }
open class CBL2CAPChannel: NSObject, @unchecked Sendable {}

/// A remote device: none is ever discovered on Linux.
open class CBPeer: NSObject, @unchecked Sendable {
  public let identifier = UUID()
}
open class CBPeripheral: CBPeer, @unchecked Sendable {
  public weak var delegate: (any CBPeripheralDelegate)?
  public var name: String? { nil }
  public var state: CBPeripheralState { .disconnected }
  public internal(set) var services: [CBService]?
  public var canSendWriteWithoutResponse: Bool { false }
  public func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
  public func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {}
  public func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
  public func discoverDescriptors(for characteristic: CBCharacteristic) {}
  public func readValue(for characteristic: CBCharacteristic) {}
  public func readValue(for descriptor: CBDescriptor) {}
  public func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
  public func writeValue(_ data: Data, for descriptor: CBDescriptor) {}
  public func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
  public func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
  public func readRSSI() {}
}
open class CBCentral: CBPeer, @unchecked Sendable {
  public var maximumUpdateValueLength: Int { 20 }
}

/// Finds and connects peripherals: the radio is unsupported, so a scan
/// finds none and the delegate is never called.
open class CBCentralManager: CBManager, @unchecked Sendable {
  public weak var delegate: (any CBCentralManagerDelegate)?
  public var isScanning: Bool { false }
  public override init() {}
  public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) { self.delegate = delegate }
  public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
    self.delegate = delegate
  }
  public func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
  public func stopScan() {}
  public func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
  public func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
  public func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
  public func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}
public protocol CBCentralManagerDelegate: NSObjectProtocol {
  func centralManagerDidUpdateState(_ central: CBCentralManager)
  func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
  func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
  func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
  func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
  func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
  func centralManager(
    _ central: CBCentralManager, connectionEventDidOccur event: CBConnectionEvent, for peripheral: CBPeripheral)
}
extension CBCentralManagerDelegate {
  public func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber
  ) {}
  public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
  public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
  public func centralManager(
    _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?
  ) {}
  public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
  public func centralManager(
    _ central: CBCentralManager, connectionEventDidOccur event: CBConnectionEvent, for peripheral: CBPeripheral
  ) {}
}
public protocol CBPeripheralDelegate: NSObjectProtocol {
  func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
  func peripheralDidUpdateName(_ peripheral: CBPeripheral)
  func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
  func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral)
}
extension CBPeripheralDelegate {
  public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?
  ) {}
  public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?
  ) {}
  public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
  public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
  public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
  public func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral) {}
}

/// Advertises this device's services: unsupported, so nothing is advertised.
open class CBPeripheralManager: CBManager, @unchecked Sendable {
  public weak var delegate: (any CBPeripheralManagerDelegate)?
  public var isAdvertising: Bool { false }
  public override init() {}
  public init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
    self.delegate = delegate
  }
  public func startAdvertising(_ advertisementData: [String: Any]?) {}
  public func stopAdvertising() {}
  public func add(_ service: CBMutableService) {}
  public func remove(_ service: CBMutableService) {}
  public func removeAllServices() {}
  public func updateValue(_ value: Data, for characteristic: CBMutableCharacteristic, onSubscribedCentrals centrals: [CBCentral]?)
    -> Bool
  { false }
  /// Answers a central's read or write: none arrives on Linux.
  public func respond(to request: CBATTRequest, withResult result: CBATTError.Code) {}
}
public protocol CBPeripheralManagerDelegate: NSObjectProtocol {
  func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
  func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest)
  func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest])
  func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?)
  func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?)
  func peripheralManager(
    _ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic)
}
extension CBPeripheralManagerDelegate {
  public func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest) {}
  public func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest]) {}
  public func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?) {}
  public func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?) {}
  public func peripheralManager(
    _ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic
  ) {}
}
/// A central's read or write of a characteristic: none arrives on Linux.
open class CBATTRequest: NSObject, @unchecked Sendable {
  public let central: CBCentral
  public let characteristic: CBCharacteristic
  public let offset: Int
  public var value: Data?
  init(central: CBCentral, characteristic: CBCharacteristic) {
    (self.central, self.characteristic, offset) = (central, characteristic, 0)
  }
}
/// The attribute protocol's errors, as a peripheral answers a request.
public struct CBATTError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case success = 0, invalidHandle, readNotPermitted, writeNotPermitted, invalidPdu, insufficientAuthentication
    case requestNotSupported, invalidOffset, insufficientAuthorization, prepareQueueFull, attributeNotFound
    case attributeNotLong, insufficientEncryptionKeySize, invalidAttributeValueLength, unlikelyError
    case insufficientEncryption, unsupportedGroupType, insufficientResources
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// Core Bluetooth's errors.
public struct CBError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled, connectionTimeout
    case peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed, connectionLimitReached
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
public let CBUUIDCharacteristicUserDescriptionString = "2901"
public let CBUUIDClientCharacteristicConfigurationString = "2902"
