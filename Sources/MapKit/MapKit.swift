// `import MapKit` on Linux, where MapKit does not exist: SwiftUI's `Map`
// compiles, and a figure, which has no map tiles, draws it as a plain land
// color filling its frame, as a map with no tiles loaded yet. Markers and annotations are not drawn. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Plumb
// Apple's MapKit brings CoreLocation's types along.
@_exported import CoreLocation

/// A span of latitude and longitude, in degrees.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees
  public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
  }
}

/// A region of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan
  public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
  ) {
    self.center = center
    span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000, longitudeDelta: longitudinalMeters / 111_000)
  }
}

/// A place: a name and a coordinate.
open class MKMapItem: NSObject, @unchecked Sendable {
  /// A place's identifier in Apple's maps (iOS 18): none of a figure's
  /// items has one, as none was looked up.
  public struct Identifier: Hashable, Codable, Sendable {
    public let rawValue: String
    public init?(rawValue: String) { self.rawValue = rawValue }
  }
  public var identifier: Identifier? { nil }
  public var name: String?
  public var phoneNumber: String?
  public var url: URL?
  public var pointOfInterestCategory: String?
  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    placemark = MKPlacemark(coordinate: coordinate)
  }
  public init(placemark: MKPlacemark) {
    coordinate = placemark.coordinate
    self.placemark = placemark
    name = placemark.name
  }
  /// iOS 26's form: a place at a location, with an optional address.
  public convenience init(location: CLLocation, address: MKAddress?) { self.init(coordinate: location.coordinate) }
  public let coordinate: CLLocationCoordinate2D
  public let placemark: MKPlacemark
  /// iOS 26: where the place is.
  public var location: CLLocation { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }
  public var address: MKAddress? { nil }
  public var addressRepresentations: MKAddressRepresentations? { nil }
  public var isCurrentLocation: Bool { false }
  public static func forCurrentLocation() -> MKMapItem { MKMapItem(coordinate: CLLocationCoordinate2D()) }
  @discardableResult public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A place's placemark: its coordinate, and an address a figure never looks up.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
  }
  public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    self.init(coordinate: coordinate)
  }
  /// A map placemark of a Core Location one: its coordinate, or 0, 0 when
  /// it has no location.
  public convenience init(placemark: CLPlacemark) {
    self.init(coordinate: placemark.location?.coordinate ?? CLLocationCoordinate2D(latitude: 0, longitude: 0))
  }
  public var title: String? { name }
  /// The address under the name, as a map's callout shows it.
  public var subtitle: String? {
    let parts = [thoroughfare, locality, administrativeArea].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}

/// iOS 26's address of a map item.
public final class MKAddress: @unchecked Sendable {
  public let fullAddress: String
  public let shortAddress: String?
  public init?(fullAddress: String, shortAddress: String?) { (self.fullAddress, self.shortAddress) = (fullAddress, shortAddress) }
}
/// iOS 26's ways of writing a map item's address.
public final class MKAddressRepresentations: @unchecked Sendable {
  public func fullAddress(includingRegion: Bool, singleLine: Bool) -> String? { nil }
  public var cityName: String? { nil }
  public var cityWithContext: String? { nil }
  public var regionName: String? { nil }
}

/// iOS 26's geocoding: no network in a figure, so nothing is found.
public final class MKGeocodingRequest: @unchecked Sendable {
  public init?(addressString: String) {}
  public var mapItems: [MKMapItem] { get async throws { [] } }
  public func cancel() {}
}
public final class MKReverseGeocodingRequest: @unchecked Sendable {
  public init?(location: CLLocation) {}
  public var mapItems: [MKMapItem] { get async throws { [] } }
  public func cancel() {}
}

/// A camera over the map.
public struct MapCamera: Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: Double
  public var heading: Double
  public var pitch: Double
  public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
    (self.centerCoordinate, self.distance, self.heading, self.pitch) = (centerCoordinate, distance, heading, pitch)
  }
}

/// How far a map's camera may move and zoom: kept, nothing moves.
public struct MapCameraBounds: Sendable {
  public var centerCoordinateBounds: MKCoordinateRegion?
  public var minimumDistance: Double?
  public var maximumDistance: Double?
  public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    (self.centerCoordinateBounds, self.minimumDistance, self.maximumDistance) =
      (centerCoordinateBounds, minimumDistance, maximumDistance)
  }
  public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    (self.minimumDistance, self.maximumDistance) = (minimumDistance, maximumDistance)
  }
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    (self.minimumDistance, self.maximumDistance) = (minimumDistance, maximumDistance)
  }
}

/// Where the map looks. Equatable, as apps watch it
/// (`.onChange(of: position)`): two positions of one kind are equal, and
/// regions by their centre and span.
public struct MapCameraPosition: Sendable, Equatable {
  let name: String
  private var regionValue: MKCoordinateRegion?
  init(name: String) { self.name = name }
  public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
    guard a.name == b.name else { return false }
    switch (a.regionValue, b.regionValue) {
    case (nil, nil): return true
    case (let r?, let s?):
      return r.center.latitude == s.center.latitude && r.center.longitude == s.center.longitude
        && r.span.latitudeDelta == s.span.latitudeDelta && r.span.longitudeDelta == s.span.longitudeDelta
    default: return false
    }
  }
  public static var automatic: MapCameraPosition { MapCameraPosition(name: "automatic") }
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    var position = MapCameraPosition(name: "region")
    position.regionValue = region
    return position
  }
  public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(name: "camera") }
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
    MapCameraPosition(name: "item")
  }
  public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition {
    MapCameraPosition(name: "userLocation")
  }
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
    MapCameraPosition(name: "userLocation")
  }
  /// The region a `.region` position shows; nil for the others.
  public var region: MKCoordinateRegion? { regionValue }
  /// Nobody moves a still map.
  public var positionedByUser: Bool { false }
  public var followsUserLocation: Bool { name == "userLocation" }
  public var camera: MapCamera? { nil }
  public var item: MKMapItem? { nil }
}

/// How the map can be moved.
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1)
  public static let zoom = MapInteractionModes(rawValue: 2)
  public static let rotate = MapInteractionModes(rawValue: 4)
  public static let pitch = MapInteractionModes(rawValue: 8)
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

public enum MapUserTrackingMode: Sendable { case none, follow }

/// What a map draws over its tiles: markers, annotations, shapes, and an
/// app's own content made of them (`struct QuakeMarker: MapContent`, its
/// `body` built by `MapContentBuilder`). Plumb's own content is also a
/// view drawing nothing, so a view's `ForEach` holds it.
@MainActor @preconcurrency public protocol MapContent {
  associatedtype Body: MapContent
  @MapContentBuilder var body: Body { get }
}
// Plumb's own content is primitive (its body is a view's: empty) and so
// are the builder's results; neither has a map-content body.
extension Never: MapContent {}
extension EmptyView: MapContent {}
nonisolated public struct _MapContent: MapContent {
  public init() {}
  public var body: Never { return fatalError("_MapContent is primitive map content and has no body") }
}

/// How a selected map item's details show (iOS 18): as a callout or a
/// sheet, kept.
public struct MapItemDetailSelectionAccessoryStyle: Hashable, Sendable {
  let name: String
  public static let automatic = MapItemDetailSelectionAccessoryStyle(name: "automatic")
  public static let callout = MapItemDetailSelectionAccessoryStyle(name: "callout")
  public static let sheet = MapItemDetailSelectionAccessoryStyle(name: "sheet")
}

extension MapContent {
  // The modifiers SwiftUI gives any map content, for an app's own: kept,
  // as the map draws none of its content.
  public func tag<V: Hashable>(_ tag: V) -> Self { self }
  public func tint(_ tint: Color?) -> Self { self }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  public func annotationTitles(_ visibility: Visibility) -> Self { self }
  public func annotationSubtitles(_ visibility: Visibility) -> Self { self }
  public func mapOverlayLevel(level: MKOverlayLevel) -> Self { self }
  /// iOS 18: what a selected map item's detail shows: kept.
  public func mapItemDetailSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = .automatic) -> Self { self }
}

@resultBuilder public enum MapContentBuilder {
  public static func buildExpression<C: MapContent>(_ content: C) -> _MapContent { _MapContent() }
  public static func buildBlock(_ parts: _MapContent...) -> _MapContent { _MapContent() }
  public static func buildOptional(_ part: _MapContent?) -> _MapContent { _MapContent() }
  public static func buildEither(first: _MapContent) -> _MapContent { first }
  public static func buildEither(second: _MapContent) -> _MapContent { second }
  public static func buildArray(_ parts: [_MapContent]) -> _MapContent { _MapContent() }
}

public struct Marker: MapContent, View {
  @ViewBuilder public var body: EmptyView { EmptyView() }
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
  public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
  public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {}
  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {}
  public init(coordinate: CLLocationCoordinate2D) {}
  /// A marker whose label is a view (iOS 17's `Marker(coordinate:label:)`).
  public init<Label: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {}
  public init(item: MKMapItem) {}
  public func tint(_ color: Color) -> Marker { self }
  public func tag<V: Hashable>(_ tag: V) -> Marker { self }
}

public struct Annotation<Content: View>: MapContent, View {
  @ViewBuilder public var body: EmptyView { EmptyView() }
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content) {}
  /// An annotation whose title is a view.
  public init<Label: View>(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  /// iOS 18: an annotation at a map item.
  public init(item: MKMapItem, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {}
  public func tag<V: Hashable>(_ tag: V) -> Self { self }
  public func annotationTitles(_ visibility: Visibility) -> Self { self }
}

public struct UserAnnotation: MapContent, View {
  @ViewBuilder public var body: EmptyView { EmptyView() }
  public init() {}
}
public struct MapCircle: MapContent, View {
  @ViewBuilder public var body: EmptyView { EmptyView() }
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> Self { self }
}
public struct MapPolyline: MapContent, View {
  @ViewBuilder public var body: EmptyView { EmptyView() }
  public init(coordinates: [CLLocationCoordinate2D], contourStyle: Int = 0) {}
  public init(points: [MKMapPoint], contourStyle: Int = 0) {}
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> Self { self }
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> Self { self }
}
public struct MapPolygon: MapContent, View {
  @ViewBuilder public var body: EmptyView { EmptyView() }
  public init(coordinates: [CLLocationCoordinate2D]) {}
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> Self { self }
}
/// `ForEach` of map content.
extension ForEach: MapContent where Content: MapContent {
  public var body: Never { return fatalError("ForEach is primitive map content and has no body") }
}

// `ForEach` of map content that is not also a view: an app's own
// `struct QuakeMarker: MapContent` (Apple's SwiftData sample). Plumb's
// markers and annotations are views as well, and take the view
// initializers, so these are disfavored.
extension ForEach where Content: MapContent {
  @_disfavoredOverload
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: id, content: content)
  }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
  @_disfavoredOverload
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: \.id, content: content)
  }
}

extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
  @_disfavoredOverload
  public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
    self.init(unconstrained: data, id: \.self, content: content)
  }
}

/// Older annotations (`Map(coordinateRegion:annotationItems:)`), each a
/// `MapAnnotationProtocol` as SwiftUI declares them (not drawn: the map
/// has no tiles to place them on).
public protocol MapAnnotationProtocol {}
public struct MapMarker: MapAnnotationProtocol {
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
public struct MapPin: MapAnnotationProtocol {
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
    @ViewBuilder content: () -> Content) {}
}
/// SwiftUI's eraser of annotation types, for a function returning either.
public struct AnyMapAnnotationProtocol: MapAnnotationProtocol {
  public init<A: MapAnnotationProtocol>(_ annotation: A) {}
}

/// A map. A figure has no map tiles: it is drawn as plain land, filling
/// the space it is offered (as a map view does).
///
/// Child proposal: none. Own size: the proposal (a map is flexible).
/// Placement: none.
public struct Map: View {
  public init(
    position: Binding<MapCameraPosition>? = nil, bounds: Any? = nil, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContent = { _MapContent() }
  ) {}
  public init(
    initialPosition: MapCameraPosition, bounds: Any? = nil, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContent = { _MapContent() }
  ) {}
  public init<V: Hashable>(
    position: Binding<MapCameraPosition>? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<V?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContent = { _MapContent() }
  ) {}
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {}
  public init<Items: RandomAccessCollection, A>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> A
  ) where Items.Element: Identifiable {}

  public var body: some View {
    // Apple Maps' land color in the light standard style.
    Color(red: 0.96, green: 0.95, blue: 0.92).accessibilityLabel("Map")
  }
}

/// A map's style: accepted; the plain land color is drawn for each.
public struct MapStyle: Sendable {
  public static var standard: MapStyle { MapStyle() }
  public static var hybrid: MapStyle { MapStyle() }
  public static var imagery: MapStyle { MapStyle() }
  public static func standard(elevation: Elevation = .automatic, emphasis: Emphasis = .automatic,
    pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { MapStyle() }
  public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
    showsTraffic: Bool = false) -> MapStyle { MapStyle() }
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
  public enum Elevation: Sendable { case automatic, flat, realistic }
  public enum Emphasis: Sendable { case automatic, muted }
}
/// Which points of interest a map shows (the plain map shows none).
public struct PointOfInterestCategories: Sendable, ExpressibleByArrayLiteral {
  public init() {}
  public init(arrayLiteral elements: MKPointOfInterestCategory...) {}
  public static let all = PointOfInterestCategories()
  public static let excludingAll = PointOfInterestCategories()
  public static func including<C: Collection>(_ categories: C) -> PointOfInterestCategories
  where C.Element == MKPointOfInterestCategory { PointOfInterestCategories() }
  public static func excluding<C: Collection>(_ categories: C) -> PointOfInterestCategories
  where C.Element == MKPointOfInterestCategory { PointOfInterestCategories() }
}
/// Which categories of places a search or a map includes.
public final class MKPointOfInterestFilter: @unchecked Sendable {
  public static let includingAllCategories = MKPointOfInterestFilter(excluding: [])
  public static let excludingAllCategories = MKPointOfInterestFilter(including: [])
  public let includedCategories: [MKPointOfInterestCategory]?
  public let excludedCategories: [MKPointOfInterestCategory]?
  public init(including categories: [MKPointOfInterestCategory]) {
    includedCategories = categories
    excludedCategories = nil
  }
  public init(excluding categories: [MKPointOfInterestCategory]) {
    includedCategories = nil
    excludedCategories = categories
  }
  public func includes(_ category: MKPointOfInterestCategory) -> Bool {
    includedCategories.map { $0.contains(category) } ?? !(excludedCategories ?? []).contains(category)
  }
}
public enum MKLocalSearchRegionPriority: Int, Sendable { case `default`, required }

/// A kind of place a map can label.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let airport = Self("MKPOICategoryAirport")
  public static let amusementPark = Self("MKPOICategoryAmusementPark")
  public static let aquarium = Self("MKPOICategoryAquarium")
  public static let atm = Self("MKPOICategoryATM")
  public static let bakery = Self("MKPOICategoryBakery")
  public static let bank = Self("MKPOICategoryBank")
  public static let beach = Self("MKPOICategoryBeach")
  public static let brewery = Self("MKPOICategoryBrewery")
  public static let cafe = Self("MKPOICategoryCafe")
  public static let campground = Self("MKPOICategoryCampground")
  public static let carRental = Self("MKPOICategoryCarRental")
  public static let evCharger = Self("MKPOICategoryEVCharger")
  public static let fireStation = Self("MKPOICategoryFireStation")
  public static let fitnessCenter = Self("MKPOICategoryFitnessCenter")
  public static let foodMarket = Self("MKPOICategoryFoodMarket")
  public static let gasStation = Self("MKPOICategoryGasStation")
  public static let hospital = Self("MKPOICategoryHospital")
  public static let hotel = Self("MKPOICategoryHotel")
  public static let laundry = Self("MKPOICategoryLaundry")
  public static let library = Self("MKPOICategoryLibrary")
  public static let marina = Self("MKPOICategoryMarina")
  public static let movieTheater = Self("MKPOICategoryMovieTheater")
  public static let museum = Self("MKPOICategoryMuseum")
  public static let nationalPark = Self("MKPOICategoryNationalPark")
  public static let nightlife = Self("MKPOICategoryNightlife")
  public static let park = Self("MKPOICategoryPark")
  public static let parking = Self("MKPOICategoryParking")
  public static let pharmacy = Self("MKPOICategoryPharmacy")
  public static let police = Self("MKPOICategoryPolice")
  public static let postOffice = Self("MKPOICategoryPostOffice")
  public static let publicTransport = Self("MKPOICategoryPublicTransport")
  public static let restaurant = Self("MKPOICategoryRestaurant")
  public static let restroom = Self("MKPOICategoryRestroom")
  public static let school = Self("MKPOICategorySchool")
  public static let stadium = Self("MKPOICategoryStadium")
  public static let store = Self("MKPOICategoryStore")
  public static let theater = Self("MKPOICategoryTheater")
  public static let university = Self("MKPOICategoryUniversity")
  public static let winery = Self("MKPOICategoryWinery")
  public static let zoo = Self("MKPOICategoryZoo")
}
/// Map controls: not drawn over the plain map.
public struct MapUserLocationButton: View {
  public init(scope: Namespace.ID? = nil) {}
  @ViewBuilder public var body: EmptyView { EmptyView() }
}
public struct MapCompass: View {
  public init(scope: Namespace.ID? = nil) {}
  @ViewBuilder public var body: EmptyView { EmptyView() }
}
public struct MapScaleView: View {
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  @ViewBuilder public var body: EmptyView { EmptyView() }
}
public struct MapPitchToggle: View {
  public init(scope: Namespace.ID? = nil) {}
  @ViewBuilder public var body: EmptyView { EmptyView() }
}
public struct MapPitchSlider: View {
  public init(scope: Namespace.ID? = nil) {}
  @ViewBuilder public var body: EmptyView { EmptyView() }
}
public struct MapZoomStepper: View {
  public init(scope: Namespace.ID? = nil) {}
  @ViewBuilder public var body: EmptyView { EmptyView() }
}

extension View {
  public func mapStyle(_ style: MapStyle) -> some View { self }
  public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
  public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
  public func mapScope(_ scope: Namespace.ID) -> some View { self }
  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void)
    -> some View
  { self }
  /// With the camera's new state: never called, the camera never moves.
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
  ) -> some View { self }
  public func mapCameraKeyframeAnimator(trigger: some Equatable, keyframes: @escaping (MapCamera) -> Any) -> some View {
    self
  }
  public func mapFeatureSelectionDisabled(_ disabled: Bool = true) -> some View { self }
}
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

/// UIKit's map view, wrapped by apps with `UIViewRepresentable`: drawn as a
/// representable's placeholder; no tiles load and delegates are never called.
open class MKMapView: UIView {
  public weak var delegate: (any MKMapViewDelegate)?
  /// The camera over the map: straight down on the region's centre.
  public var camera = MKMapCamera()
  public func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
  public var mapType: MKMapType = .standard
  public var region = MKCoordinateRegion()
  public var centerCoordinate = CLLocationCoordinate2D()
  public var showsUserLocation = false
  public var isZoomEnabled = true
  public var isScrollEnabled = true
  public var isRotateEnabled = true
  public var isPitchEnabled = true
  public var showsCompass = true
  public var showsScale = false
  /// macOS's zoom and pitch buttons.
  public var showsZoomControls = false
  public var showsPitchControl = false
  /// The map's look (iOS 16): standard, hybrid or imagery, kept.
  public var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
  public var userTrackingMode: MKUserTrackingMode = .none
  public var annotations: [any MKAnnotation] { [] }
  public func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
  public func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
  public func addAnnotation(_ annotation: any MKAnnotation) {}
  public func addAnnotations(_ annotations: [any MKAnnotation]) {}
  public func removeAnnotation(_ annotation: any MKAnnotation) {}
  public func removeAnnotations(_ annotations: [any MKAnnotation]) {}
  public func addOverlay(_ overlay: any MKOverlay) {}
  public func removeOverlays(_ overlays: [any MKOverlay]) {}
  public func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
  public func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {}
  public func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {}
  public var selectedAnnotations: [any MKAnnotation] = []
  public var overlays: [any MKOverlay] { [] }
  public func addOverlays(_ overlays: [any MKOverlay]) {}
  /// Overlays at a level or a place in the stack: kept nowhere (no map
  /// is drawn), as `addOverlay(_:)`.
  public func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {}
  public func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {}
  public func insertOverlay(_ overlay: any MKOverlay, at index: Int) {}
  public func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) {}
  public func insertOverlay(_ overlay: any MKOverlay, above sibling: any MKOverlay) {}
  public func insertOverlay(_ overlay: any MKOverlay, below sibling: any MKOverlay) {}
  public func exchangeOverlay(_ overlay1: any MKOverlay, with overlay2: any MKOverlay) {}
  public func removeOverlay(_ overlay: any MKOverlay) {}
  public func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}
  public var visibleMapRect = MKMapRect.world
  public func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
  public func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
    visibleMapRect = mapRect
  }
  /// No annotation view is ever queued for reuse: a delegate makes a new one.
  public func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
  public func dequeueReusableAnnotationView(
    withIdentifier identifier: String, for annotation: any MKAnnotation
  ) -> MKAnnotationView {
    MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
  }
  public func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }
  public func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { nil }
  /// No projection: every point is the map's center.
  public func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D { centerCoordinate }
  public func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint { .zero }
}

/// Draws an overlay on a map view: its colors and width kept, never drawn.
open class MKOverlayRenderer: @unchecked Sendable {
  public let overlay: any MKOverlay
  public var alpha: CGFloat = 1
  public init(overlay: any MKOverlay) { self.overlay = overlay }
}
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
  public var fillColor: UIColor?
  public var strokeColor: UIColor?
  public var lineWidth: CGFloat = 0
  public var lineDashPattern: [NSNumber]?
  public var lineCap: CGLineCap = .round
  public var lineJoin: CGLineJoin = .round
}
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
  public init(polyline: MKPolyline) { super.init(overlay: polyline) }
  public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
  public init(circle: MKCircle) { super.init(overlay: circle) }
  public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}
/// A circle on a map around a center, `radius` meters wide.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let radius: CLLocationDistance
  public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
    (coordinate, self.radius) = (coord, radius)
  }
}
public enum MKMapType: UInt, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }
/// Where an overlay sits: above the roads, or above the labels too.
public enum MKOverlayLevel: Int, Sendable { case aboveRoads, aboveLabels }
public protocol MKMapViewDelegate: AnyObject {}
public protocol MKAnnotation: AnyObject {
  var coordinate: CLLocationCoordinate2D { get }
  /// Optional in MapKit (an Objective-C protocol's optional members):
  /// here requirements that default to nil.
  var title: String? { get }
  var subtitle: String? { get }
}
extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
  /// NSObjectProtocol's class test (`annotation.isKind(of: MKUserLocation.self)`).
  public func isKind(of aClass: AnyClass) -> Bool {
    var type: AnyClass? = Swift.type(of: self)
    while let t = type {
      if t == aClass { return true }
      type = class_getSuperclassOrNil(t)
    }
    return false
  }
}

/// A class's superclass, in Swift.
private func class_getSuperclassOrNil(_ type: AnyClass) -> AnyClass? { _getSuperclass(type) }
public protocol MKOverlay: MKAnnotation {}
/// A pin's annotation: an object, equal only to itself (as MapKit's
/// `NSObject` annotations are).
open class MKPointAnnotation: MKShape, MKAnnotation, @unchecked Sendable {
  public var coordinate = CLLocationCoordinate2D()
  public override init() {}
  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    super.init()
    (self.title, self.subtitle) = (title, subtitle)
  }
}
/// What MapKit's shapes share: a title and subtitle, as annotation and
/// overlay code tags them (`polyline.title = "main"`, read back in the
/// renderer).
open class MKShape: NSObject, @unchecked Sendable {
  public var title: String?
  public var subtitle: String?
  public override init() {}
}
open class MKAnnotationView: UIView {
  open var annotation: (any MKAnnotation)?
  /// Selection, as a subclass overrides it (`override var isSelected`,
  /// `setSelected(_:animated:)`): nothing is tapped in a figure.
  open var isSelected = false
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  open func prepareForReuse() {}
  open func prepareForDisplay() {}
  public var reuseIdentifier: String?
  public var image: UIImage?
  public var canShowCallout = false
  public var isDraggable = false
  public var centerOffset = CGPoint.zero
  public var calloutOffset = CGPoint.zero
  public var leftCalloutAccessoryView: UIView?
  public var rightCalloutAccessoryView: UIView?
  public var detailCalloutAccessoryView: UIView?
  public var clusteringIdentifier: String?
  public var displayPriority: Float = 1000
  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
/// The user's own location on a map: none in a figure.
open class MKUserLocation: MKAnnotation, @unchecked Sendable {
  public var coordinate = CLLocationCoordinate2D()
  public var location: CLLocation? { nil }
  public var title: String? = "My Location"
  public var isUpdating: Bool { false }
  public init() {}
}
open class MKMarkerAnnotationView: MKAnnotationView {
  public var markerTintColor: UIColor?
  public var glyphText: String?
  public var glyphImage: UIImage?
  public var glyphTintColor: UIColor?
}
/// The pin before iOS 11's markers (deprecated, still common).
open class MKPinAnnotationView: MKAnnotationView {
  public var pinTintColor: UIColor?
  public var animatesDrop = false
}

/// Reads positions on a map (`MapReader`): a figure's map has no
/// projection, so no point converts to a coordinate.
public struct MapProxy: Sendable {
  public func convert(_ point: CGPoint, from coordinateSpace: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
  public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}

/// Hands its content a proxy of the map inside it.
///
/// Child proposal: the content is proposed the reader's proposal.
/// Own size: the content's.
/// Placement: the content at the reader's origin.
public struct MapReader<Content: View>: View {
  let content: Content
  public init(@ViewBuilder _ content: (MapProxy) -> Content) { self.content = content(MapProxy()) }
  public var body: some View { content }
}

/// A search of map places: a figure has no map data, so it finds nothing.
open class MKLocalSearch: @unchecked Sendable {
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1)
    public static let pointOfInterest = ResultType(rawValue: 2)
    public static let physicalFeature = ResultType(rawValue: 4)
  }
  open class Request: @unchecked Sendable {
    public var naturalLanguageQuery: String?
    public var region = MKCoordinateRegion()
    public var resultTypes: ResultType = [.address, .pointOfInterest]
    public var pointOfInterestFilter: MKPointOfInterestFilter?
    public var regionPriority: MKLocalSearchRegionPriority = .default
    public init() {}
    public init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
      self.naturalLanguageQuery = naturalLanguageQuery
      self.region = region
    }
    public init(completion: MKLocalSearchCompletion) { naturalLanguageQuery = completion.title }
  }
  open class Response: @unchecked Sendable {
    public var mapItems: [MKMapItem] { [] }
    public var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
  }
  public typealias CompletionHandler = @Sendable (Response?, (any Error)?) -> Void
  public init(request: Request) {}
  public var isSearching: Bool { false }
  public func start(completionHandler: @escaping CompletionHandler) {}
  public func start() async throws -> Response { Response() }
  public func cancel() {}
}

/// A search completion: none arrive in a figure.
open class MKLocalSearchCompletion: Hashable, @unchecked Sendable {
  public var title: String { "" }
  public var subtitle: String { "" }
  public init() {}
  /// Completions compare by identity, as Apple's (an `NSObject`) do.
  public static func == (a: MKLocalSearchCompletion, b: MKLocalSearchCompletion) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
public protocol MKLocalSearchCompleterDelegate: AnyObject {}
open class MKLocalSearchCompleter: @unchecked Sendable {
  /// What a completer suggests (addresses, places, queries).
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1)
    public static let pointOfInterest = ResultType(rawValue: 2)
    public static let query = ResultType(rawValue: 4)
    public static let physicalFeature = ResultType(rawValue: 8)
  }
  public var queryFragment = ""
  public var region = MKCoordinateRegion()
  public var resultTypes: ResultType = [.address, .pointOfInterest, .query]
  /// The pre-iOS 13 filter.
  public enum FilterType: Int, Sendable { case locationsAndQueries, locationsOnly }
  public var filterType: FilterType = .locationsAndQueries
  public var pointOfInterestFilter: MKPointOfInterestFilter?
  public var isSearching: Bool { false }
  public var results: [MKLocalSearchCompletion] { [] }
  public weak var delegate: (any MKLocalSearchCompleterDelegate)?
  public init() {}
  public func cancel() {}
}

// MARK: Map points and rectangles

/// A point on the flat (Web Mercator) map, as MapKit projects it: the
/// world is `MKMapSize.world` points wide and tall, x growing east from
/// the antimeridian, y south from the north edge.
public struct MKMapPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init() { (x, y) = (0, 0) }
  public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
  public init(_ coordinate: CLLocationCoordinate2D) {
    let w = MKMapSize.world.width
    let lat = min(max(coordinate.latitude, -85.051_128_78), 85.051_128_78) * .pi / 180
    x = (coordinate.longitude + 180) / 360 * w
    y = (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2 * w
  }
  public var coordinate: CLLocationCoordinate2D {
    let w = MKMapSize.world.width
    let n = .pi * (1 - 2 * y / w)
    return CLLocationCoordinate2D(latitude: atan(sinh(n)) * 180 / .pi, longitude: x / w * 360 - 180)
  }
  /// The distance in meters to another point.
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
      .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
  }
}

public struct MKMapSize: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init() { (width, height) = (0, 0) }
  public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
  /// The whole world: 2²⁸ points on a side, as in MapKit.
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the flat map.
public struct MKMapRect: Hashable, Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize
  public init() { (origin, size) = (MKMapPoint(), MKMapSize()) }
  public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }
  /// No rectangle: the identity of `union`.
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public func union(_ other: MKMapRect) -> MKMapRect {
    if isNull { return other }
    if other.isNull { return self }
    let x = min(minX, other.minX), y = min(minY, other.minY)
    return MKMapRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
  }
  public func intersection(_ other: MKMapRect) -> MKMapRect {
    let x = max(minX, other.minX), y = max(minY, other.minY)
    let w = min(maxX, other.maxX) - x, h = min(maxY, other.maxY) - y
    return isNull || other.isNull || w < 0 || h < 0 ? .null : MKMapRect(x: x, y: y, width: w, height: h)
  }
  public func intersects(_ other: MKMapRect) -> Bool { !intersection(other).isNull }
  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
  public func contains(_ rect: MKMapRect) -> Bool { union(rect) == self }
  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
  public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
}

extension MKCoordinateRegion {
  /// The region a map rectangle covers.
  public init(_ rect: MKMapRect) {
    let top = MKMapPoint(x: rect.midX, y: rect.minY).coordinate
    let bottom = MKMapPoint(x: rect.midX, y: rect.maxY).coordinate
    self.init(
      center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
      span: MKCoordinateSpan(
        latitudeDelta: top.latitude - bottom.latitude, longitudeDelta: rect.width / MKMapSize.world.width * 360))
  }
}

extension MapCameraPosition {
  public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(name: "rect") }
}

/// Meters per map point at a latitude (the Mercator scale).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
  let circumference = 40_075_016.686
  return circumference * cos(latitude * .pi / 180) / MKMapSize.world.width
}
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
  1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// What a camera change reports: the camera, its region and rectangle.
public struct MapCameraUpdateContext: Sendable {
  public let camera: MapCamera
  public let region: MKCoordinateRegion
  public let rect: MKMapRect
}

/// A line on a map through coordinates (a route's path).
open class MKPolyline: MKShape, MKOverlay, @unchecked Sendable {
  public let coordinates: [CLLocationCoordinate2D]
  public init(coordinates: [CLLocationCoordinate2D], count: Int) {
    self.coordinates = Array(coordinates.prefix(max(0, count)))
    projected = Self.project(self.coordinates)
  }
  /// The C form (`MKPolyline(coordinates: &points, count: n)`). It reads
  /// the buffer itself: calling the array form with an array resolved back
  /// to this initializer (an array converts to a pointer), which recursed.
  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: max(0, count)))
    projected = Self.project(self.coordinates)
  }
  public var pointCount: Int { coordinates.count }
  /// The points, projected: memory the line owns, as MKMultiPoint's
  /// `points()` returns it (valid while the line lives).
  public func points() -> UnsafeMutablePointer<MKMapPoint> { projected.baseAddress! }
  /// Made with the line (its coordinates never change), so that threads
  /// reading `points()` at once share one buffer.
  private let projected: UnsafeMutableBufferPointer<MKMapPoint>
  private static func project(_ coordinates: [CLLocationCoordinate2D]) -> UnsafeMutableBufferPointer<MKMapPoint> {
    let buffer = UnsafeMutableBufferPointer<MKMapPoint>.allocate(capacity: max(1, coordinates.count))
    for (i, c) in coordinates.enumerated() { buffer[i] = MKMapPoint(c) }
    return buffer
  }
  deinit { projected.deallocate() }
  /// Copies the coordinates in `range` out, as MKMultiPoint's does.
  public func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
    let start = max(0, range.location), end = min(coordinates.count, range.location + range.length)
    guard start < end else { return }
    for i in start..<end { coords[i - start] = coordinates[i] }
  }
  /// The first point, as an overlay's coordinate.
  public var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D() }
  /// The smallest map rectangle holding every point (`.null` for none):
  /// what `MapCameraPosition.rect` frames a route with.
  public var boundingMapRect: MKMapRect {
    coordinates.reduce(MKMapRect.null) { rect, c in
      let p = MKMapPoint(c)
      return rect.union(MKMapRect(x: p.x, y: p.y, width: 0, height: 0))
    }
  }
}

/// A route between two places, as directions return it.
open class MKRoute: @unchecked Sendable {
  public struct Step: Sendable {
    public var instructions: String
    public var distance: CLLocationDistance
  }
  open var name: String = ""
  open var distance: CLLocationDistance = 0
  open var expectedTravelTime: TimeInterval = 0
  open var polyline = MKPolyline(coordinates: [], count: 0)
  open var steps: [Step] = []
  open var transportType: MKDirectionsTransportType = .automobile
  public init() {}
}

public struct MKDirectionsTransportType: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let automobile = MKDirectionsTransportType(rawValue: 1)
  public static let walking = MKDirectionsTransportType(rawValue: 2)
  public static let transit = MKDirectionsTransportType(rawValue: 4)
  public static let any = MKDirectionsTransportType(rawValue: 0x0F)
}

/// Why MapKit could not answer: there is no map service on Linux.
public struct MKError: Error, CustomStringConvertible, Sendable {
  public enum Code: Int, Sendable {
    case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public var description: String {
    "MapKit has no map service on Linux: directions are not available (MKError \(code))"
  }
  public var localizedDescription: String { description }
}

/// Directions between two map items. No map service answers on Linux:
/// calculating fails with `MKError.directionsNotFound`.
open class MKDirections: @unchecked Sendable {
  open class Request: @unchecked Sendable {
    public var source: MKMapItem?
    public var destination: MKMapItem?
    public var transportType: MKDirectionsTransportType = .automobile
    public var requestsAlternateRoutes = false
    public var departureDate: Date?
    public var arrivalDate: Date?
    /// Whether routes may use toll roads and highways (iOS 16).
    public var tollPreference: RoutePreference = .any
    public var highwayPreference: RoutePreference = .any
    public init() {}
  }
  /// Whether a route may use a kind of road.
  public enum RoutePreference: Int, Sendable { case any, avoid }
  open class Response: @unchecked Sendable {
    public var routes: [MKRoute] { [] }
    public var source: MKMapItem { MKMapItem(coordinate: CLLocationCoordinate2D()) }
    public var destination: MKMapItem { MKMapItem(coordinate: CLLocationCoordinate2D()) }
  }
  open class ETAResponse: @unchecked Sendable {
    public var expectedTravelTime: TimeInterval { 0 }
    public var distance: CLLocationDistance { 0 }
  }
  public init(request: Request) {}
  public var isCalculating: Bool { false }
  public func calculate(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.directionsNotFound))
  }
  public func calculate() async throws -> Response { throw MKError(.directionsNotFound) }
  public func calculateETA(completionHandler: @escaping @Sendable (ETAResponse?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.directionsNotFound))
  }
  public func calculateETA() async throws -> ETAResponse { throw MKError(.directionsNotFound) }
  public func cancel() {}
}

extension MapPolyline {
  /// A route's line.
  public init(_ route: MKRoute) { self.init(coordinates: route.polyline.coordinates) }
  public init(_ polyline: MKPolyline, contourStyle: Int = 0) { self.init(coordinates: polyline.coordinates) }
}

// MARK: - Look Around

/// A Look Around scene. Linux has no Look Around imagery, so none is ever
/// made: requests answer nil.
open class MKLookAroundScene: NSObject, @unchecked Sendable {}

/// Asks for the Look Around scene at a place: there is none on Linux, so
/// the answer is nil, as Apple's is where a place has no imagery.
open class MKLookAroundSceneRequest: NSObject, @unchecked Sendable {
  public init(coordinate: CLLocationCoordinate2D) {}
  public init(mapItem: MKMapItem) {}
  public var isLoading: Bool { false }
  public var scene: MKLookAroundScene? { get async throws { nil } }
  public func getSceneWithCompletionHandler(_ completionHandler: @escaping @Sendable (MKLookAroundScene?, (any Error)?) -> Void) {
    completionHandler(nil, nil)
  }
  public func cancel() {}
}

/// The UIKit Look Around view: a view controller whose view, without
/// imagery, stays empty.
open class MKLookAroundViewController: UIViewController {
  open var scene: MKLookAroundScene?
  open var isNavigationEnabled = true
  open var showsRoadLabels = true
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  open var badgePosition: MKLookAroundBadgePosition = .topLeading
  open weak var delegate: (any MKLookAroundViewControllerDelegate)?
  public init(scene: MKLookAroundScene) {
    self.scene = scene
    super.init(nibName: nil, bundle: nil)
  }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The Look Around view controller's delegate: never called (no scene is
/// shown).
public protocol MKLookAroundViewControllerDelegate: AnyObject {
  func lookAroundViewControllerWillUpdateScene(_ viewController: MKLookAroundViewController)
  func lookAroundViewControllerDidUpdateScene(_ viewController: MKLookAroundViewController)
  func lookAroundViewControllerWillPresentFullScreenMap(_ viewController: MKLookAroundViewController)
  func lookAroundViewControllerDidPresentFullScreenMap(_ viewController: MKLookAroundViewController)
  func lookAroundViewControllerWillDismissFullScreenMap(_ viewController: MKLookAroundViewController)
  func lookAroundViewControllerDidDismissFullScreenMap(_ viewController: MKLookAroundViewController)
}

extension MKLookAroundViewControllerDelegate {
  public func lookAroundViewControllerWillUpdateScene(_ viewController: MKLookAroundViewController) {}
  public func lookAroundViewControllerDidUpdateScene(_ viewController: MKLookAroundViewController) {}
  public func lookAroundViewControllerWillPresentFullScreenMap(_ viewController: MKLookAroundViewController) {}
  public func lookAroundViewControllerDidPresentFullScreenMap(_ viewController: MKLookAroundViewController) {}
  public func lookAroundViewControllerWillDismissFullScreenMap(_ viewController: MKLookAroundViewController) {}
  public func lookAroundViewControllerDidDismissFullScreenMap(_ viewController: MKLookAroundViewController) {}
}

/// Where the Look Around badge sits.
public enum MKLookAroundBadgePosition: Int, Sendable { case topLeading, topTrailing, bottomTrailing }

/// The Look Around preview: without imagery it is an empty area of the size
/// offered, as the picker-like system views are.
///
/// Child proposal: none. Own size: the proposal (10 where unproposed, as a
/// color). Placement: none.
public struct LookAroundPreview: View {
  public init(
    initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
    pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading
  ) {}
  public init(
    scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
    pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading
  ) {}
  public var body: some View { Color.clear }
}


/// How a map view draws its map (iOS 16): kept, never drawn.
open class MKMapConfiguration: @unchecked Sendable {
  /// Terrain and buildings flat, or in relief.
  public enum ElevationStyle: Int, Sendable { case flat, realistic }
  public var elevationStyle: ElevationStyle = .flat
  init(elevationStyle: ElevationStyle) { self.elevationStyle = elevationStyle }
}
/// The standard map, its places filtered, traffic shown or not.
public final class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  /// Full colour, or muted to let overlays stand out.
  public enum EmphasisStyle: Int, Sendable { case `default`, muted }
  public var emphasisStyle: EmphasisStyle
  public var pointOfInterestFilter: MKPointOfInterestFilter?
  public var showsTraffic = false
  public init(elevationStyle: ElevationStyle = .flat, emphasisStyle: EmphasisStyle = .default) {
    self.emphasisStyle = emphasisStyle
    super.init(elevationStyle: elevationStyle)
  }
  public convenience init(emphasisStyle: EmphasisStyle) { self.init(elevationStyle: .flat, emphasisStyle: emphasisStyle) }
}
/// Satellite imagery with roads and labels.
public final class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  public var pointOfInterestFilter: MKPointOfInterestFilter?
  public var showsTraffic = false
  public override init(elevationStyle: ElevationStyle = .flat) { super.init(elevationStyle: elevationStyle) }
}
/// Satellite imagery alone.
public final class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  public override init(elevationStyle: ElevationStyle = .flat) { super.init(elevationStyle: elevationStyle) }
}
extension MKPointOfInterestFilter {
  /// Every category, or none (`.excludingAll` in a configuration).
  public static var includingAll: MKPointOfInterestFilter { .includingAllCategories }
  public static var excludingAll: MKPointOfInterestFilter { .excludingAllCategories }
}

/// Where a map is seen from: a centre, a distance and angles, kept.
open class MKMapCamera: NSObject, @unchecked Sendable {
  public var centerCoordinate = CLLocationCoordinate2D()
  public var centerCoordinateDistance: CLLocationDistance = 0
  public var pitch: CGFloat = 0
  public var heading: CLLocationDirection = 0
  public override init() {}
  public convenience init(
    lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance, pitch: CGFloat,
    heading: CLLocationDirection
  ) {
    self.init()
    (self.centerCoordinate, centerCoordinateDistance, self.pitch, self.heading) = (centerCoordinate, distance, pitch, heading)
  }
}
