import Foundation

// Foundation's formatters that Foundation on Linux declares unavailable
// ("Not supported in swift-corelibs-foundation"). Plumb's declarations
// shadow those (a module's names win over the modules it imports), so view
// files that keep a `static let formatter = DateComponentsFormatter()` for
// their timers compile and show what an iPhone set to English (US) shows.

/// Durations as text: "1:05", "1h 5m", "1 hour, 5 minutes", as Apple's
/// formatter writes them in English.
///
/// A month counts 30 days and a year 365 (Apple's count from the reference
/// date's calendar; a figure must not depend on today's date). A style's
/// zero units follow `zeroFormattingBehavior`: positional drops the leading
/// zero units but keeps minutes and seconds ("0:05"); the others drop every
/// zero unit; `.pad` shows every allowed unit, the first of a positional
/// time padded to two digits ("01:05").
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }

  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = ZeroFormattingBehavior([])
    public static let `default` = ZeroFormattingBehavior(rawValue: 1)
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
  }

  public var unitsStyle: UnitsStyle = .positional
  public var allowedUnits: NSCalendar.Unit = []
  public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  public var maximumUnitCount: Int = 0
  public var allowsFractionalUnits = false
  public var collapsesLargestUnit = false
  public var includesApproximationPhrase = false
  public var includesTimeRemainingPhrase = false
  public var calendar: Calendar? = Calendar(identifier: .gregorian)
  public var referenceDate: Date?
  public var formattingContext: Formatter.Context = .unknown

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  /// The units in order, with their length in seconds and their English
  /// names per style: abbreviated, brief, short, full (singular).
  private static let units: [(unit: NSCalendar.Unit, seconds: Double, names: [String])] = [
    (.year, 365 * 86_400, ["y", "yr", "yr", "year"]),
    (.month, 30 * 86_400, ["mo", "mth", "mth", "month"]),
    (.weekOfMonth, 7 * 86_400, ["w", "wk", "wk", "week"]),
    (.day, 86_400, ["d", "d", "day", "day"]),
    (.hour, 3_600, ["h", "hr", "hr", "hour"]),
    (.minute, 60, ["m", "min", "min", "minute"]),
    (.second, 1, ["s", "sec", "sec", "second"]),
  ]

  private var units: [(unit: NSCalendar.Unit, seconds: Double, names: [String])] {
    let allowed: NSCalendar.Unit =
      allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
    return Self.units.filter { allowed.contains($0.unit) }
  }

  open func string(from ti: TimeInterval) -> String? {
    // Past a few million years the counts leave `Int`; Apple's gives up too.
    guard ti.isFinite, abs(ti) < 1e15 else { return nil }
    let units = self.units
    guard !units.isEmpty else { return nil }
    var rest = abs(ti).rounded(.down)
    var values: [Int] = []
    for u in units {
      let v = (rest / u.seconds).rounded(.down)
      values.append(Int(v))
      rest -= v * u.seconds
    }
    return format(values, units: units, negative: ti < 0)
  }

  open func string(from components: DateComponents) -> String? {
    let seconds =
      Double(components.year ?? 0) * 365 * 86_400 + Double(components.month ?? 0) * 30 * 86_400
      + Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 7 * 86_400 + Double(components.day ?? 0) * 86_400
      + Double(components.hour ?? 0) * 3_600 + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
    return string(from: seconds)
  }

  open func string(from startDate: Date, to endDate: Date) -> String? {
    string(from: endDate.timeIntervalSince(startDate))
  }

  open override func string(for obj: Any?) -> String? {
    if let ti = obj as? TimeInterval { return string(from: ti) }
    if let c = obj as? DateComponents { return string(from: c) }
    return nil
  }

  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let f = DateComponentsFormatter()
    f.unitsStyle = unitsStyle
    return f.string(from: components)
  }

  private func format(_ values: [Int], units: [(unit: NSCalendar.Unit, seconds: Double, names: [String])], negative: Bool)
    -> String
  {
    var shown = Array(values.indices)
    // `.pad` and `.none` show every allowed unit; `.default` drops leading
    // zero units of a time and every zero unit of labeled styles.
    let keepsAll = zeroFormattingBehavior.contains(.pad) || zeroFormattingBehavior.isEmpty
    let behavior =
      zeroFormattingBehavior.contains(.default)
      ? (unitsStyle == .positional ? ZeroFormattingBehavior.dropLeading : .dropAll) : zeroFormattingBehavior
    if keepsAll {
      // every allowed unit
    } else if unitsStyle == .positional {
      // A time is written whole after its first unit shown; leading zero
      // units are dropped, but minutes and seconds stay: "0:05".
      let firstNonZero = values.firstIndex { $0 != 0 } ?? values.count - 1
      let minute = units.firstIndex { $0.unit == .minute } ?? values.count - 1
      let start = behavior.contains(.dropLeading) ? min(firstNonZero, minute) : 0
      shown = Array(start..<values.count)
    } else {
      let nonZero = values.indices.filter { values[$0] != 0 }
      if let first = nonZero.first, let last = nonZero.last {
        shown = shown.filter { i in
          if values[i] != 0 { return true }
          if i < first { return !behavior.contains(.dropLeading) }
          if i > last { return !behavior.contains(.dropTrailing) }
          return !behavior.contains(.dropMiddle)
        }
      } else {
        shown = [values.count - 1]
      }
    }
    if maximumUnitCount > 0 {
      let significant = shown.drop { values[$0] == 0 && $0 != shown.last }
      shown = Array(significant.prefix(maximumUnitCount))
    }
    var text: String
    if unitsStyle == .positional {
      // Hours, minutes and seconds by position ("1:00:10", the first field
      // unpadded); days and longer before them, labeled ("0d 1:00:00").
      let isTime: (Int) -> Bool = { [.hour, .minute, .second].contains(units[$0].unit) }
      let labeled = shown.filter { !isTime($0) }.map { "\(values[$0])\(units[$0].names[0])" }
      let time = shown.filter(isTime).enumerated().map { k, i in
        k == 0 ? "\(values[i])" : String(format: "%02d", values[i])
      }.joined(separator: ":")
      text = (labeled + (time.isEmpty ? [] : [time])).joined(separator: " ")
    } else {
      let parts = shown.map { i -> String in
        let v = values[i]
        let names = units[i].names
        switch unitsStyle {
        case .abbreviated: return "\(v)\(names[0])"
        case .brief: return "\(v)\(names[1])"
        case .short: return "\(v) \(names[2] == "day" && v != 1 ? "days" : names[2])"
        case .full: return "\(v) \(names[3])\(v == 1 ? "" : "s")"
        case .spellOut: return "\(Self.spelled(v)) \(names[3])\(v == 1 ? "" : "s")"
        case .positional: return "\(v)"
        }
      }
      text = parts.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
    }
    if negative { text = "-" + text }
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  private static func spelled(_ n: Int) -> String {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .spellOut
    return f.string(from: NSNumber(value: n)) ?? "\(n)"
  }
}

/// Measurements as text ("5 km", "68°F"), as Apple's formatter writes them
/// for English (US): temperatures are shown in Fahrenheit unless
/// `.providedUnit` is among the options. Other units are shown as given,
/// with their symbol (`.long` spells the common ones): Apple's converts
/// them to the locale's preferred units too (kilometers to miles), which
/// Plumb does not (docs/deviations.md).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
  public struct UnitOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let providedUnit = UnitOptions(rawValue: 1)
    public static let naturalScale = UnitOptions(rawValue: 2)
    public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
  }

  public var unitOptions: UnitOptions = []
  public var unitStyle: Formatter.UnitStyle = .medium
  public var locale: Locale! = Locale(identifier: "en_US")
  public var numberFormatter: NumberFormatter! = {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .decimal
    f.maximumFractionDigits = 3
    return f
  }()

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
    var value = measurement.value
    var unit: Unit = measurement.unit
    if let temperature = measurement as? Measurement<UnitTemperature>, !unitOptions.contains(.providedUnit),
      locale?.region?.identifier ?? "US" == "US"
    {
      value = temperature.converted(to: .fahrenheit).value
      unit = UnitTemperature.fahrenheit
    }
    let number = numberFormatter?.string(from: NSNumber(value: value)) ?? "\(value)"
    if unit is UnitTemperature {
      if unitOptions.contains(.temperatureWithoutUnit) || unitStyle == .short { return number + "°" }
      return number + unit.symbol
    }
    return number + " " + string(from: unit, plural: value != 1)
  }

  open func string(from unit: Unit) -> String { string(from: unit, plural: true) }

  private func string(from unit: Unit, plural: Bool) -> String {
    guard unitStyle == .long, let names = Self.longNames[unit.symbol] else { return unit.symbol }
    return plural ? names.plural : names.singular
  }

  /// The common units' names, singular and plural.
  private static let longNames: [String: (singular: String, plural: String)] = [
    "m": ("meter", "meters"), "km": ("kilometer", "kilometers"), "cm": ("centimeter", "centimeters"),
    "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"),
    "yd": ("yard", "yards"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "lb": ("pound", "pounds"),
    "oz": ("ounce", "ounces"), "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"),
    "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"),
    "kcal": ("kilocalorie", "kilocalories"), "cal": ("calorie", "calories"), "kJ": ("kilojoule", "kilojoules"),
    "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
    "m/s": ("meter per second", "meters per second"),
  ]

  open override func string(for obj: Any?) -> String? {
    switch obj {
    case let m as Measurement<UnitLength>: string(from: m)
    case let m as Measurement<UnitMass>: string(from: m)
    case let m as Measurement<UnitTemperature>: string(from: m)
    case let m as Measurement<UnitDuration>: string(from: m)
    case let m as Measurement<UnitSpeed>: string(from: m)
    case let m as Measurement<UnitEnergy>: string(from: m)
    case let m as Measurement<UnitVolume>: string(from: m)
    case let m as Measurement<Unit>: string(from: m)
    default: nil
    }
  }
}

#if !canImport(Darwin)
/// People's names as text, as Apple's formatter writes English names:
/// `.default` and `.medium` "Given Family", `.short` the given name,
/// `.long` every part in order, `.abbreviated` the initials ("JA"). Linux's
/// Foundation declares the formatting unavailable; this shadows it. Reading
/// a name splits it on spaces: the first word is the given name, the last
/// the family name, the words between the middle name.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
  public enum Style: Int, Sendable { case `default`, short, medium, long, abbreviated }
  open var style: Style = .default
  open var isPhonetic = false
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  open func string(from components: PersonNameComponents) -> String {
    let given = components.givenName ?? components.nickname
    switch style {
    case .short: return given ?? components.familyName ?? ""
    case .abbreviated:
      return [given, components.familyName].compactMap { $0?.first.map(String.init) }.joined()
    case .long:
      return [components.namePrefix, components.givenName, components.middleName, components.familyName, components.nameSuffix]
        .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    case .default, .medium:
      return [given, components.familyName].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
  }
  open func personNameComponents(from string: String) -> PersonNameComponents? {
    let words = string.split(separator: " ").map(String.init)
    guard let first = words.first else { return nil }
    var components = PersonNameComponents()
    components.givenName = first
    if words.count > 1 { components.familyName = words.last }
    if words.count > 2 { components.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
    return components
  }
  open override func string(for obj: Any?) -> String? { (obj as? PersonNameComponents).map(string(from:)) }
  open class func localizedString(
    from components: PersonNameComponents, style nameFormatStyle: Style, options nameOptions: Options = []
  ) -> String {
    let f = PersonNameComponentsFormatter()
    f.style = nameFormatStyle
    return f.string(from: components)
  }
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phonetic = Options(rawValue: 2)
  }
}
#endif
