import Foundation

#if !canImport(Darwin)
// Foundation API that SwiftUI code uses for text and that the Linux
// Foundation does not have: `String(localized:)`, `LocalizedStringResource`
// and `AttributedString(markdown:)`. Plumb has no string tables, so the
// key is the text; markdown becomes its characters (Text renders markdown
// from literals itself).

extension String {
  /// A localizable string: its literal and interpolated values.
  public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
    let value: String
    public init(_ value: String) { self.value = value }
    public init(stringLiteral value: String) { self.value = value }
    public init(stringInterpolation: StringInterpolation) { value = stringInterpolation.value }

    /// The placeholders a localizable format holds (`.int`, `.double`, `.object`).
    public enum Placeholder: Sendable {
      case int, uint, float, double, object
      var format: String {
        switch self {
        case .int: return "%lld"
        case .uint: return "%llu"
        case .float: return "%f"
        case .double: return "%lf"
        case .object: return "%@"
        }
      }
    }

    public struct StringInterpolation: StringInterpolationProtocol {
      var value = ""
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) { value += literal }
      public mutating func appendInterpolation<T>(_ v: T) { value += String(describing: v) }
      /// A format placeholder (`"\(placeholder: .int) new postcards"`), as
      /// a string table holds it: `%lld`, `%lf`, `%@`.
      public mutating func appendInterpolation(placeholder: Placeholder) { value += placeholder.format }
      public mutating func appendInterpolation<T: CVarArg>(_ v: T, specifier: String) {
        value += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), v)
      }
    }
  }

  /// The string for a key: the key itself (Plumb has no string tables).
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.value
  }
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.value
  }
  public init(localized resource: LocalizedStringResource) {
    self = resource.key
  }
}

/// A reference to a localized string: the key is the text.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
  public let key: String
  public init(_ key: String.LocalizationValue, table: String? = nil, comment: StaticString? = nil) { self.key = key.value }
  /// A resource whose key names a string table's entry: a figure shows the
  /// default value (no string table is loaded).
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = defaultValue.value
  }
  /// Where a resource's string table is.
  public enum BundleDescription: Sendable {
    case main, forClass(AnyClass), atURL(URL)
  }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { key = stringInterpolation.value }
}

/// Codable, as Foundation's is (an App Intent's or an alarm's titles are
/// encoded with the rest): its text, as one string.
extension LocalizedStringResource: Codable {
  public init(from decoder: any Decoder) throws { key = try decoder.singleValueContainer().decode(String.self) }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(key)
  }
}

extension AttributedString {
  /// How markdown is parsed: accepted.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
    public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
    public var allowsExtendedAttributes = false
    public var interpretedSyntax = InterpretedSyntax.full
    public var failurePolicy = FailurePolicy.throwError
    public var languageCode: String?
    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
    }
  }

  /// The markdown's characters, its inline styles (bold, italic, code,
  /// strikethrough, links) kept as attributes that `Text` draws.
  public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
    let (string, spans) = InlineMarkdown.parse(markdown)
    self.init(styled: string, spans: spans)
  }
}

extension Text {
  /// Disfavored: a literal is a `LocalizedStringKey`, as in SwiftUI.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(LocalizedStringKey(resource.key))
  }
}
#endif

#if !canImport(Darwin)
// More Foundation API that app code calls and the Linux Foundation lacks.

extension URL {
  /// The user's documents folder (`~/Documents`).
  public static var documentsDirectory: URL { homeDirectory.appendingPathComponent("Documents", isDirectory: true) }
  /// The user's caches folder (`~/.cache`).
  public static var cachesDirectory: URL { homeDirectory.appendingPathComponent(".cache", isDirectory: true) }
  /// The application support folder (`~/.local/share`).
  public static var applicationSupportDirectory: URL {
    homeDirectory.appendingPathComponent(".local/share", isDirectory: true)
  }
  /// The app's library folder: `~/Library`, as in an iOS app's container
  /// (Linux has none; `FileManager` answers no folder for it).
  public static var libraryDirectory: URL { homeDirectory.appendingPathComponent("Library", isDirectory: true) }
  /// The folders `FileManager` names on Linux (`~/Desktop`, `~/Downloads`,
  /// `~/Videos`, `~/Music`, `~/Pictures`, `~/Public`, `~/.Trash`).
  public static var desktopDirectory: URL { userFolder(.desktopDirectory, "Desktop") }
  public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, "Downloads") }
  public static var moviesDirectory: URL { userFolder(.moviesDirectory, "Videos") }
  public static var musicDirectory: URL { userFolder(.musicDirectory, "Music") }
  public static var picturesDirectory: URL { userFolder(.picturesDirectory, "Pictures") }
  public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory, "Public") }
  public static var trashDirectory: URL { userFolder(.trashDirectory, ".Trash") }
  /// The folder holding users' homes (`/home`).
  public static var userDirectory: URL { homeDirectory.deletingLastPathComponent() }
  /// The applications folder: `/Applications`, as on the Mac.
  public static var applicationDirectory: URL { URL(fileURLWithPath: "/Applications", isDirectory: true) }

  private static func userFolder(_ directory: FileManager.SearchPathDirectory, _ name: String) -> URL {
    FileManager.default.urls(for: directory, in: .userDomainMask).first
      ?? homeDirectory.appendingPathComponent(name, isDirectory: true)
  }
}

// Core Graphics' comparisons, which the Linux Foundation's geometry lacks.
extension CGSize {
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
extension CGPoint {
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}
extension CGRect {
  /// Apple's `CGRectEqualToRect`: rectangles are equal when their
  /// standardized forms are (a negative width is the same rectangle).
  public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

extension Locale {
  /// The letters a language is written with (ICU's exemplar set), which the
  /// Linux Foundation does not carry: English's, a to z, for English (the
  /// language figures render in); nil for other languages.
  public var exemplarCharacterSet: CharacterSet? {
    language.languageCode?.identifier == "en" ? CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz") : nil
  }
}

extension ProcessInfo {
  /// Low Power Mode: off, as on a device that is charging (a figure is
  /// drawn at full power).
  public var isLowPowerModeEnabled: Bool { false }
}

extension Notification.Name {
  /// Posted when Low Power Mode changes: never, here.
  public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}

/// Joins items as English lists them: "a, b, and c".
open class ListFormatter: Formatter, @unchecked Sendable {
  public static func localizedString(byJoining strings: [String]) -> String {
    switch strings.count {
    case 0: ""
    case 1: strings[0]
    case 2: "\(strings[0]) and \(strings[1])"
    default: strings.dropLast().joined(separator: ", ") + ", and " + strings.last!
    }
  }
  open func string(from items: [Any]) -> String? {
    Self.localizedString(byJoining: items.map { String(describing: $0) })
  }
}

extension Measurement {
  /// The value and the unit's symbol: "5 km".
  public func formatted() -> String {
    let v = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    return "\(v) \(unit.symbol)"
  }
}

/// What a measurement is for, which chooses its unit on Apple platforms
/// (`.road` lengths in miles in the US). Plumb shows lengths in the unit
/// given (docs/deviations.md); temperatures follow the locale.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
  let name: String
  public static var general: Self { Self(name: "general") }
  public static var asProvided: Self { Self(name: "asProvided") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  public static var road: Self { Self(name: "road") }
  public static var person: Self { Self(name: "person") }
  public static var personHeight: Self { Self(name: "personHeight") }
  public static var rainfall: Self { Self(name: "rainfall") }
  public static var snowfall: Self { Self(name: "snowfall") }
  public static var focalLength: Self { Self(name: "focalLength") }
  public static var visibility: Self { Self(name: "visibility") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
  public static var weather: Self { Self(name: "weather") }
  public static var person: Self { Self(name: "person") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitMass {
  public static var personWeight: Self { Self(name: "personWeight") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
  public static var food: Self { Self(name: "food") }
  public static var workout: Self { Self(name: "workout") }
}

extension Measurement where UnitType: Dimension {
  /// `Measurement.FormatStyle`: "5 km", "5 kilometers", "5km", "68°F",
  /// as Apple's writes them for English (US), without its conversion of
  /// other units to the locale's (MeasurementFormatter's rule).
  public struct FormatStyle: Foundation.FormatStyle, Sendable {
    public struct UnitWidth: Hashable, Codable, Sendable {
      let style: Formatter.UnitStyle.RawValue
      public static var wide: Self { Self(style: Formatter.UnitStyle.long.rawValue) }
      public static var abbreviated: Self { Self(style: Formatter.UnitStyle.medium.rawValue) }
      public static var narrow: Self { Self(style: Formatter.UnitStyle.short.rawValue) }
    }
    public var width: UnitWidth
    public var locale: Locale
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?
    public init(
      width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      (self.width, self.locale, self.usage, self.numberFormatStyle) = (width, locale, usage, numberFormatStyle)
    }
    public func locale(_ locale: Locale) -> Self {
      var copy = self
      copy.locale = locale
      return copy
    }
    public func format(_ measurement: Measurement<UnitType>) -> String {
      let formatter = MeasurementFormatter()
      formatter.unitStyle = Formatter.UnitStyle(rawValue: width.style) ?? .medium
      if usage == .asProvided { formatter.unitOptions = .providedUnit }
      var value = measurement.value
      if let temperature = measurement as? Measurement<UnitTemperature>, usage != .asProvided {
        value = temperature.converted(to: .fahrenheit).value
      }
      // The formatter's text is its number then the unit: keep the unit,
      // write the number as the style asks.
      let text = formatter.string(from: measurement)
      let formatterNumber = formatter.numberFormatter.string(from: NSNumber(value: value)) ?? ""
      var unit = text.hasPrefix(formatterNumber) ? String(text.dropFirst(formatterNumber.count)) : ""
      if width == .narrow { unit = unit.trimmingCharacters(in: .whitespaces) }
      return (numberFormatStyle?.format(value) ?? formatterNumber) + unit
    }
  }

  public func formatted(_ style: FormatStyle) -> String { style.format(self) }
  public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
    style.format(self)
  }
}

extension FormatStyle {
  /// `.measurement(width: .abbreviated, usage: .road)`.
  public static func measurement<UnitType: Dimension>(
    width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }
}

/// Foundation's localized string comparators (Darwin only there). The Linux
/// Foundation can make no comparator but the lexical one, so both compare
/// lexically: `SortDescriptor(\.title, comparator: .localizedStandard)`
/// compiles and sorts "Item 10" before "Item 2" (docs/deviations.md).
extension String.StandardComparator {
  public static var localizedStandard: String.StandardComparator { .lexical }
  public static var localized: String.StandardComparator { .lexical }
}
#endif
