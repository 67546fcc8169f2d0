// `import CoreLocation` on Linux, where CoreLocation does not exist: the
// types app models and view models hold (Apple's Landmarks keeps a
// `CLLocationCoordinate2D`), with no location ever measured: a manager never
// calls its delegate, a geocoder never answers. Declared on Linux only
// (Package.swift); MapKit re-exports it, as Apple's does.
//
// swift-custom-dump, which Plumb's snapshot testing builds, compiles
// conformances for CoreLocation's types whenever this module can be
// imported (`canImport(CoreLocation)` depends on build order), so every type
// and case it names is here: CoreLocationTests compiles the same switches.
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Contacts

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationDirection = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationAccuracy = Double

/// A latitude and longitude, in degrees.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees
  public init() { (latitude, longitude) = (0, 0) }
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    (self.latitude, self.longitude) = (latitude, longitude)
  }
}

public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees)
  -> CLLocationCoordinate2D
{
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A location: a coordinate, with the fields apps read.
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let ellipsoidalAltitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let courseAccuracy: CLLocationDirectionAccuracy
  public let speed: CLLocationSpeed
  public let speedAccuracy: CLLocationSpeedAccuracy
  public let timestamp: Date
  public let floor: CLFloor?
  public let sourceInformation: CLLocationSourceInformation?

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
    course: CLLocationDirection = -1, courseAccuracy: CLLocationDirectionAccuracy = -1,
    speed: CLLocationSpeed = -1, speedAccuracy sAccuracy: CLLocationSpeedAccuracy = -1,
    timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.ellipsoidalAltitude = altitude
    self.horizontalAccuracy = hAccuracy
    self.verticalAccuracy = vAccuracy
    self.course = course
    self.courseAccuracy = courseAccuracy
    self.speed = speed
    self.speedAccuracy = sAccuracy
    self.timestamp = timestamp
    self.floor = nil
    self.sourceInformation = nil
  }
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
    course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
      course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
  }
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
    timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
      course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
  }
  /// A location at a coordinate, measured at the epoch (figures are deterministic).
  /// A location at (0, 0), as `CLLocation()` makes one before any update.
  public convenience override init() { self.init(latitude: 0, longitude: 0) }
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date(timeIntervalSince1970: 0))
  }
  /// The great-circle distance in meters (a sphere of the Earth's mean radius).
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let r = 6_371_000.0, rad = Double.pi / 180
    let (a1, a2) = (coordinate.latitude * rad, location.coordinate.latitude * rad)
    let dLat = a2 - a1, dLon = (location.coordinate.longitude - coordinate.longitude) * rad
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(a1) * cos(a2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * r * asin(min(1, h.squareRoot()))
  }

  // Archiving, as apps save the last location (`NSKeyedArchiver`): every
  // measured value round-trips; the floor and source information do not
  // (they are never set here).
  public class var supportsSecureCoding: Bool { true }
  open func encode(with coder: NSCoder) {
    coder.encode(coordinate.latitude, forKey: "latitude")
    coder.encode(coordinate.longitude, forKey: "longitude")
    coder.encode(altitude, forKey: "altitude")
    coder.encode(horizontalAccuracy, forKey: "horizontalAccuracy")
    coder.encode(verticalAccuracy, forKey: "verticalAccuracy")
    coder.encode(course, forKey: "course")
    coder.encode(courseAccuracy, forKey: "courseAccuracy")
    coder.encode(speed, forKey: "speed")
    coder.encode(speedAccuracy, forKey: "speedAccuracy")
    coder.encode(timestamp.timeIntervalSinceReferenceDate, forKey: "timestamp")
  }
  public required convenience init?(coder: NSCoder) {
    guard coder.containsValue(forKey: "latitude"), coder.containsValue(forKey: "longitude") else { return nil }
    self.init(
      coordinate: CLLocationCoordinate2D(
        latitude: coder.decodeDouble(forKey: "latitude"), longitude: coder.decodeDouble(forKey: "longitude")),
      altitude: coder.decodeDouble(forKey: "altitude"),
      horizontalAccuracy: coder.decodeDouble(forKey: "horizontalAccuracy"),
      verticalAccuracy: coder.decodeDouble(forKey: "verticalAccuracy"),
      course: coder.decodeDouble(forKey: "course"), courseAccuracy: coder.decodeDouble(forKey: "courseAccuracy"),
      speed: coder.decodeDouble(forKey: "speed"), speedAccuracy: coder.decodeDouble(forKey: "speedAccuracy"),
      timestamp: Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "timestamp")))
  }
}

extension CLLocation: NSSecureCoding {}

public typealias CLLocationDirectionAccuracy = Double
public typealias CLLocationSpeedAccuracy = Double

/// The floor of a building a location is on.
open class CLFloor: NSObject, @unchecked Sendable {
  public let level: Int
  public init(level: Int) { self.level = level }
}

/// Whether a location came from an accessory or a simulation.
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
  public let isSimulatedBySoftware: Bool
  public let isProducedByAccessory: Bool
  public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) {
    (isSimulatedBySoftware, isProducedByAccessory) = (isSoftware, isAccessory)
  }
}

/// A heading: never measured.
open class CLHeading: NSObject, @unchecked Sendable {
  public let magneticHeading: CLLocationDirection = -1
  public let trueHeading: CLLocationDirection = -1
  public let headingAccuracy: CLLocationDirection = -1
  public let timestamp = Date(timeIntervalSince1970: 0)
}

/// A region to monitor: never entered.
open class CLRegion: NSObject, @unchecked Sendable {
  public let identifier: String
  public var notifyOnEntry = true
  public var notifyOnExit = true
  public init(identifier: String) { self.identifier = identifier }
}

/// A circle on the map to monitor.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  public let center: CLLocationCoordinate2D
  public let radius: CLLocationDistance
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    (self.center, self.radius) = (center, radius)
    super.init(identifier: identifier)
  }
  public func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    CLLocation(latitude: center.latitude, longitude: center.longitude)
      .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
  }
}

/// Where the device is: never updated in a figure, so the delegate is never called.
open class CLLocationManager: NSObject, @unchecked Sendable {
  public weak var delegate: (any CLLocationManagerDelegate)?
  public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  public var activityType: CLActivityType = .other
  public var allowsBackgroundLocationUpdates = false
  public var pausesLocationUpdatesAutomatically = true
  public var showsBackgroundLocationIndicator = false
  public var headingFilter: CLLocationDegrees = 1
  public var location: CLLocation? { nil }
  public var heading: CLHeading? { nil }
  public var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  public var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
  public var monitoredRegions: Set<CLRegion> { [] }
  public override init() {}
  public class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
  public class func locationServicesEnabled() -> Bool { false }
  public class func headingAvailable() -> Bool { false }
  public class func significantLocationChangeMonitoringAvailable() -> Bool { false }
  public class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
  public func requestWhenInUseAuthorization() {}
  public func requestAlwaysAuthorization() {}
  public func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
  public func startUpdatingLocation() {}
  public func stopUpdatingLocation() {}
  public func startUpdatingHeading() {}
  public func stopUpdatingHeading() {}
  public func startMonitoringSignificantLocationChanges() {}
  public func stopMonitoringSignificantLocationChanges() {}
  public func startMonitoring(for region: CLRegion) {}
  public func stopMonitoring(for region: CLRegion) {}
  public func requestLocation() {}
}

/// The manager's callbacks, each optional as in Objective-C: a figure never calls them.
public protocol CLLocationManagerDelegate: AnyObject {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
}
extension CLLocationManagerDelegate {
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
  public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
}

/// Keeps location updates coming in the background (iOS 17): nothing
/// updates in a figure.
public final class CLBackgroundActivitySession: @unchecked Sendable {
  public init() {}
  public func invalidate() {}
}
/// Declares that the app needs location service (iOS 18).
public final class CLServiceSession: @unchecked Sendable {
  public enum AuthorizationRequirement: Sendable { case none, whenInUse, always }
  public init(authorization: AuthorizationRequirement) {}
  public init(authorization: AuthorizationRequirement, fullAccuracyPurposeKey: String) {}
  public func invalidate() {}
  /// Why the session's services are limited (iOS 18): none is reported.
  public struct Diagnostic: Sendable {
    public var authorizationDenied: Bool { false }
    public var authorizationDeniedGlobally: Bool { false }
    public var authorizationRestricted: Bool { false }
    public var alwaysAuthorizationDenied: Bool { false }
    public var insufficientlyInUse: Bool { false }
    public var serviceSessionRequired: Bool { false }
    public var fullAccuracyDenied: Bool { false }
    public var authorizationRequestInProgress: Bool { false }
  }
  /// The session's diagnostics: the stream ends at once, having reported none.
  public struct Diagnostics: AsyncSequence, Sendable {
    public typealias Element = Diagnostic
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> Diagnostic? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
  public var diagnostics: Diagnostics { Diagnostics() }
}

/// iOS 17's stream of location updates: it never yields in a figure.
public struct CLLocationUpdate: Sendable {
  public var location: CLLocation? { nil }
  public var isStationary: Bool { false }
  // iOS 18's diagnostics: none apply in a figure.
  public var stationary: Bool { false }
  public var authorizationDenied: Bool { false }
  public var authorizationDeniedGlobally: Bool { false }
  public var authorizationRestricted: Bool { false }
  public var authorizationRequestInProgress: Bool { false }
  public var insufficientlyInUse: Bool { false }
  public var locationUnavailable: Bool { false }
  public var accuracyLimited: Bool { false }
  public var serviceSessionRequired: Bool { false }
  public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
  public struct LiveConfiguration: Sendable {
    public static let `default` = LiveConfiguration()
    public static let automotiveNavigation = LiveConfiguration()
    public static let otherNavigation = LiveConfiguration()
    public static let fitness = LiveConfiguration()
    public static let airborne = LiveConfiguration()
  }
  public struct Updates: AsyncSequence, Sendable {
    public typealias Element = CLLocationUpdate
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async throws -> CLLocationUpdate? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
}

/// A place's address: what a geocoder would answer.
open class CLPlacemark: NSObject, @unchecked Sendable {
  public let location: CLLocation?
  public let name: String?
  public let thoroughfare: String?
  public let subThoroughfare: String?
  public let locality: String?
  public let subLocality: String?
  public let administrativeArea: String?
  public let subAdministrativeArea: String?
  public let postalCode: String?
  public let isoCountryCode: String?
  public let country: String?
  public let inlandWater: String?
  public let ocean: String?
  public let areasOfInterest: [String]?
  public let timeZone: TimeZone?
  /// The address as Contacts keeps one.
  public var postalAddress: CNPostalAddress? {
    guard thoroughfare != nil || locality != nil || postalCode != nil || country != nil else { return nil }
    let address = CNMutablePostalAddress()
    address.street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
    address.city = locality ?? ""
    address.subLocality = subLocality ?? ""
    address.state = administrativeArea ?? ""
    address.subAdministrativeArea = subAdministrativeArea ?? ""
    address.postalCode = postalCode ?? ""
    address.country = country ?? ""
    address.isoCountryCode = isoCountryCode ?? ""
    return address
  }
  public init(location: CLLocation? = nil, name: String? = nil, locality: String? = nil, country: String? = nil) {
    self.location = location
    self.name = name
    self.locality = locality
    self.country = country
    (thoroughfare, subThoroughfare, subLocality, administrativeArea) = (nil, nil, nil, nil)
    (subAdministrativeArea, postalCode, isoCountryCode, inlandWater, ocean) = (nil, nil, nil, nil, nil)
    (areasOfInterest, timeZone) = (nil, nil)
  }
}

/// Turns addresses into places and back: there is no network in a figure, so
/// completion handlers are never called and the async forms find nothing.
open class CLGeocoder: NSObject, @unchecked Sendable {
  public var isGeocoding: Bool { false }
  public override init() {}
  public func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
  ) {}
  public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
  public func geocodeAddressString(
    _ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
  ) {}
  public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
  public func cancelGeocode() {}
}

public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy, reducedAccuracy
}

public enum CLActivityType: Int, Sendable {
  case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

public enum CLDeviceOrientation: Int32, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

public enum CLProximity: Int, Sendable {
  case unknown, immediate, near, far
}

public enum CLRegionState: Int, Sendable {
  case unknown, inside, outside
}

public enum CLError: Error, Sendable {
  case locationUnknown, denied, network, headingFailure, geocodeFoundNoResult, geocodeCanceled
}

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1
