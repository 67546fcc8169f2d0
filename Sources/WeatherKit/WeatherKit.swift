// `import WeatherKit` on Linux: Apple's weather service with no service.
// A request for a location's weather throws (`WeatherError.permissionDenied`,
// as for an app without the WeatherKit entitlement), so a weather screen
// shows its loading or error state; the weather types exist, and none is
// ever returned. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import CoreLocation
@_exported import Foundation

public enum WeatherError: LocalizedError, Sendable {
  case permissionDenied, unknown
  public var errorDescription: String? { "Weather is not available on Linux (no WeatherKit service)." }
}

/// The weather service: every request throws on Linux.
public final class WeatherService: Sendable {
  public static let shared = WeatherService()
  public init() {}
  public func weather(for location: CLLocation) async throws -> Weather { throw WeatherError.permissionDenied }
  public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
    throw WeatherError.permissionDenied
  }
  public func weather<T1, T2>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>
  ) async throws -> (T1, T2) { throw WeatherError.permissionDenied }
  public func weather<T1, T2, T3>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>
  ) async throws -> (T1, T2, T3) { throw WeatherError.permissionDenied }
  public var attribution: WeatherAttribution { get async throws { throw WeatherError.permissionDenied } }
}

/// What a request asks for.
public struct WeatherQuery<T>: Sendable {
  let name: String
}
extension WeatherQuery where T == CurrentWeather { public static var current: Self { Self(name: "current") } }
extension WeatherQuery where T == Forecast<DayWeather> {
  public static var daily: Self { Self(name: "daily") }
  public static func daily(startDate: Date, endDate: Date) -> Self { Self(name: "daily") }
}
extension WeatherQuery where T == Forecast<HourWeather> {
  public static var hourly: Self { Self(name: "hourly") }
  public static func hourly(startDate: Date, endDate: Date) -> Self { Self(name: "hourly") }
}
extension WeatherQuery where T == Forecast<MinuteWeather>? { public static var minute: Self { Self(name: "minute") } }
extension WeatherQuery where T == [WeatherAlert]? { public static var alerts: Self { Self(name: "alerts") } }

/// The service's credit, which apps must show.
public struct WeatherAttribution: Sendable {
  public let serviceName = "Weather"
  public let legalPageURL = URL(string: "https://weatherkit.apple.com/legal-attribution.html")!
  public let combinedMarkLightURL = URL(string: "https://weatherkit.apple.com/assets/branding/combined-mark-light.png")!
  public let combinedMarkDarkURL = URL(string: "https://weatherkit.apple.com/assets/branding/combined-mark-dark.png")!
  public let squareMarkURL = URL(string: "https://weatherkit.apple.com/assets/branding/square-mark.png")!
  public let legalAttributionText = "Weather data provided by Apple Weather."
}

/// The sky, as the service names it.
public enum WeatherCondition: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle,
    freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear,
    mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries,
    sunShowers, thunderstorms, tropicalStorm, windy, wintryMix
  /// "Mostly Clear": the case's words, capitalized.
  public var description: String {
    rawValue.reduce(into: "") { out, c in
      if c.isUppercase { out += " " }
      out.append(c)
    }.capitalized
  }
  public var accessibilityDescription: String { description }
}

public struct UVIndex: Hashable, Sendable {
  public enum ExposureCategory: Int, Comparable, Sendable, CustomStringConvertible {
    case low, moderate, high, veryHigh, extreme
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    /// "Low", "Moderate", "High", "Very High", "Extreme".
    public var description: String { ["Low", "Moderate", "High", "Very High", "Extreme"][rawValue] }
    public var accessibilityDescription: String { description }
    /// The UV index range of the category.
    public var rangeValue: ClosedRange<Int> { [0...2, 3...5, 6...7, 8...10, 11...Int.max][rawValue] }
  }
  public let value: Int
  public let category: ExposureCategory
  public init(value: Int, category: ExposureCategory) { (self.value, self.category) = (value, category) }
}

public struct Wind: Hashable, Sendable {
  public enum CompassDirection: String, CaseIterable, Sendable {
    case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast, south,
      southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest
    /// "N", "NNE", "NE"…, as the forecast writes a direction.
    public var abbreviation: String {
      ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"][
        Self.allCases.firstIndex(of: self)!]
    }
    /// "North", "North Northeast"…
    public var description: String {
      rawValue.reduce(into: "") { s, c in s += c.isUppercase ? " \(c)" : (s.isEmpty ? c.uppercased() : String(c)) }
    }
    public var accessibilityDescription: String { description }
  }
  public let compassDirection: CompassDirection
  public let direction: Measurement<UnitAngle>
  public let speed: Measurement<UnitSpeed>
  public let gust: Measurement<UnitSpeed>?
}

public enum Precipitation: String, Sendable { case none, hail, mixed, rain, sleet, snow }

public struct SunEvents: Hashable, Sendable {
  public var sunrise: Date?
  public var sunset: Date?
  public var solarNoon: Date?
}

public struct CurrentWeather: Hashable, Sendable {
  public let date: Date
  public let temperature: Measurement<UnitTemperature>
  public let apparentTemperature: Measurement<UnitTemperature>
  public let dewPoint: Measurement<UnitTemperature>
  public let condition: WeatherCondition
  public let symbolName: String
  public let humidity: Double
  public let cloudCover: Double
  public let isDaylight: Bool
  public let pressure: Measurement<UnitPressure>
  public let visibility: Measurement<UnitLength>
  public let uvIndex: UVIndex
  public let wind: Wind
}

public struct DayWeather: Hashable, Sendable {
  public let date: Date
  public let condition: WeatherCondition
  public let symbolName: String
  public let highTemperature: Measurement<UnitTemperature>
  public let lowTemperature: Measurement<UnitTemperature>
  public let precipitation: Precipitation
  public let precipitationChance: Double
  public let uvIndex: UVIndex
  public let wind: Wind
  public let sun: SunEvents
}

public struct HourWeather: Hashable, Sendable {
  public let date: Date
  public let condition: WeatherCondition
  public let symbolName: String
  public let temperature: Measurement<UnitTemperature>
  public let apparentTemperature: Measurement<UnitTemperature>
  public let humidity: Double
  public let precipitationChance: Double
  public let isDaylight: Bool
  public let uvIndex: UVIndex
  public let wind: Wind
  public let dewPoint: Measurement<UnitTemperature>
  public let cloudCover: Double
  public let pressure: Measurement<UnitPressure>
  public let visibility: Measurement<UnitLength>
  public let precipitationAmount: Measurement<UnitLength>
}

public struct MinuteWeather: Hashable, Sendable {
  public let date: Date
  public let precipitationChance: Double
  public let precipitationIntensity: Measurement<UnitSpeed>
}

public struct WeatherAlert: Hashable, Sendable {
  public let summary: String
  public let source: String
  public let detailsURL: URL
}

/// Forecasts, in time order.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
  public let forecast: [Element]
  public init(forecast: [Element]) { self.forecast = forecast }
  public var startIndex: Int { forecast.startIndex }
  public var endIndex: Int { forecast.endIndex }
  public subscript(position: Int) -> Element { forecast[position] }
}

/// A location's weather.
public struct Weather: Sendable {
  public let currentWeather: CurrentWeather
  public let dailyForecast: Forecast<DayWeather>
  public let hourlyForecast: Forecast<HourWeather>
  public let minuteForecast: Forecast<MinuteWeather>?
  public let weatherAlerts: [WeatherAlert]?
}
