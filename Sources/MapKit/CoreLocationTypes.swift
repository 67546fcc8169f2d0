// CoreLocation's coordinate types, which MapKit brings along (as Apple's
// MapKit re-exports CoreLocation): what app models hold (Apple's Landmarks
// keeps a `CLLocationCoordinate2D`). No location is ever measured. There is
// no `CoreLocation` module on Linux: swift-custom-dump, which Plumb's
// snapshot testing builds, compiles CoreLocation conformances when
// `canImport(CoreLocation)` holds, and would then need all of it.
import Foundation

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
  public let timestamp: Date
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    altitude = 0
    timestamp = Date(timeIntervalSince1970: 0)
  }
  /// The great-circle distance in meters (a sphere of the Earth's mean radius).
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let r = 6_371_000.0, rad = Double.pi / 180
    let (a1, a2) = (coordinate.latitude * rad, location.coordinate.latitude * rad)
    let dLat = a2 - a1, dLon = (location.coordinate.longitude - coordinate.longitude) * rad
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(a1) * cos(a2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * r * asin(min(1, h.squareRoot()))
  }
}

/// Where the device is: never updated in a figure.
open class CLLocationManager: NSObject, @unchecked Sendable {
  public weak var delegate: (any CLLocationManagerDelegate)?
  public var desiredAccuracy: CLLocationAccuracy = 0
  public var distanceFilter: CLLocationDistance = 0
  public var location: CLLocation? { nil }
  public var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  public override init() {}
  public func requestWhenInUseAuthorization() {}
  public func requestAlwaysAuthorization() {}
  public func startUpdatingLocation() {}
  public func stopUpdatingLocation() {}
  public func requestLocation() {}
}

public protocol CLLocationManagerDelegate: AnyObject {}

public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
