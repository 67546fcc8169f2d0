// `import HealthKit` on Linux: the health store, types, units, samples,
// queries and workout sessions a fitness app's views and view models use.
// A figure has no health data: `isHealthDataAvailable()` is false, nothing
// is authorized, queries are made and never deliver, workout sessions never
// start. Quantities and units convert as HealthKit's do for the common
// units. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation

public let HKErrorDomain = "com.apple.healthkit"
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"
public let HKObjectQueryNoLimit = 0

public enum HKAuthorizationStatus: Int, Sendable { case notDetermined, sharingDenied, sharingAuthorized }
public enum HKAuthorizationRequestStatus: Int, Sendable { case unknown, shouldRequest, unnecessary }

/// HealthKit's errors.
public struct HKError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case errorHealthDataUnavailable = 1, errorHealthDataRestricted, errorInvalidArgument, errorAuthorizationDenied,
      errorAuthorizationNotDetermined, errorDatabaseInaccessible, errorUserCanceled, errorAnotherWorkoutSessionStarted,
      errorUserExitedWorkoutSession, errorRequiredAuthorizationDenied, errorNoData, errorWorkoutActivityNotAllowed,
      errorDataSizeExceeded, errorBackgroundWorkoutSessionNotAllowed, errorNotPermissibleForGuestUserMode
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
  public static var errorNoData: Code { .errorNoData }
  public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
  public static var errorHealthDataRestricted: Code { .errorHealthDataRestricted }
  public static var errorInvalidArgument: Code { .errorInvalidArgument }
  public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
  public static var errorDatabaseInaccessible: Code { .errorDatabaseInaccessible }
  public static var errorUserCanceled: Code { .errorUserCanceled }
  public static var errorAnotherWorkoutSessionStarted: Code { .errorAnotherWorkoutSessionStarted }
  public static var errorUserExitedWorkoutSession: Code { .errorUserExitedWorkoutSession }
  public static var errorRequiredAuthorizationDenied: Code { .errorRequiredAuthorizationDenied }
  public static var errorWorkoutActivityNotAllowed: Code { .errorWorkoutActivityNotAllowed }
  public static var errorDataSizeExceeded: Code { .errorDataSizeExceeded }
  public static var errorBackgroundWorkoutSessionNotAllowed: Code { .errorBackgroundWorkoutSessionNotAllowed }
  public static var errorNotPermissibleForGuestUserMode: Code { .errorNotPermissibleForGuestUserMode }
}

// MARK: Types

/// A kind of health data.
open class HKObjectType: NSObject, @unchecked Sendable {
  public let identifier: String
  init(identifier: String) { self.identifier = identifier }
  public override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
  public override var hash: Int { identifier.hashValue }
  open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
    HKQuantityType(identifier)
  }
  open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
    HKCategoryType(identifier)
  }
  open class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier) -> HKCharacteristicType? {
    HKCharacteristicType(identifier: identifier.rawValue)
  }
  open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
  open class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier") }
}
open class HKSampleType: HKObjectType, @unchecked Sendable {}
open class HKQuantityType: HKSampleType, @unchecked Sendable {
  public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}
open class HKCategoryType: HKSampleType, @unchecked Sendable {
  public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}
open class HKCharacteristicType: HKObjectType, @unchecked Sendable {}
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}
open class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let stepCount = Self("HKQuantityTypeIdentifierStepCount")
  public static let distanceWalkingRunning = Self("HKQuantityTypeIdentifierDistanceWalkingRunning")
  public static let distanceCycling = Self("HKQuantityTypeIdentifierDistanceCycling")
  public static let distanceSwimming = Self("HKQuantityTypeIdentifierDistanceSwimming")
  public static let activeEnergyBurned = Self("HKQuantityTypeIdentifierActiveEnergyBurned")
  public static let basalEnergyBurned = Self("HKQuantityTypeIdentifierBasalEnergyBurned")
  public static let heartRate = Self("HKQuantityTypeIdentifierHeartRate")
  public static let restingHeartRate = Self("HKQuantityTypeIdentifierRestingHeartRate")
  public static let heartRateVariabilitySDNN = Self("HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
  public static let bodyMass = Self("HKQuantityTypeIdentifierBodyMass")
  public static let bodyMassIndex = Self("HKQuantityTypeIdentifierBodyMassIndex")
  public static let bodyFatPercentage = Self("HKQuantityTypeIdentifierBodyFatPercentage")
  public static let height = Self("HKQuantityTypeIdentifierHeight")
  public static let leanBodyMass = Self("HKQuantityTypeIdentifierLeanBodyMass")
  public static let flightsClimbed = Self("HKQuantityTypeIdentifierFlightsClimbed")
  public static let appleExerciseTime = Self("HKQuantityTypeIdentifierAppleExerciseTime")
  public static let appleStandTime = Self("HKQuantityTypeIdentifierAppleStandTime")
  public static let dietaryWater = Self("HKQuantityTypeIdentifierDietaryWater")
  public static let dietaryEnergyConsumed = Self("HKQuantityTypeIdentifierDietaryEnergyConsumed")
  public static let dietaryProtein = Self("HKQuantityTypeIdentifierDietaryProtein")
  public static let dietaryCarbohydrates = Self("HKQuantityTypeIdentifierDietaryCarbohydrates")
  public static let dietaryFatTotal = Self("HKQuantityTypeIdentifierDietaryFatTotal")
  public static let dietaryCaffeine = Self("HKQuantityTypeIdentifierDietaryCaffeine")
  public static let oxygenSaturation = Self("HKQuantityTypeIdentifierOxygenSaturation")
  public static let respiratoryRate = Self("HKQuantityTypeIdentifierRespiratoryRate")
  public static let bodyTemperature = Self("HKQuantityTypeIdentifierBodyTemperature")
  public static let bloodGlucose = Self("HKQuantityTypeIdentifierBloodGlucose")
  public static let vo2Max = Self("HKQuantityTypeIdentifierVO2Max")
  public static let walkingSpeed = Self("HKQuantityTypeIdentifierWalkingSpeed")
  public static let cyclingSpeed = Self("HKQuantityTypeIdentifierCyclingSpeed")
  public static let cyclingPower = Self("HKQuantityTypeIdentifierCyclingPower")
  public static let cyclingCadence = Self("HKQuantityTypeIdentifierCyclingCadence")
  public static let cyclingFunctionalThresholdPower = Self("HKQuantityTypeIdentifierCyclingFunctionalThresholdPower")
  public static let runningSpeed = Self("HKQuantityTypeIdentifierRunningSpeed")
  public static let runningPower = Self("HKQuantityTypeIdentifierRunningPower")
  public static let runningStrideLength = Self("HKQuantityTypeIdentifierRunningStrideLength")
  public static let distanceDownhillSnowSports = Self("HKQuantityTypeIdentifierDistanceDownhillSnowSports")
  public static let swimmingStrokeCount = Self("HKQuantityTypeIdentifierSwimmingStrokeCount")
  public static let physicalEffort = Self("HKQuantityTypeIdentifierPhysicalEffort")
  public static let mindfulSession = Self("HKCategoryTypeIdentifierMindfulSession")
  public static let appleMoveTime = Self("HKQuantityTypeIdentifierAppleMoveTime")
  public static let distanceWheelchair = Self("HKQuantityTypeIdentifierDistanceWheelchair")
  public static let nikeFuel = Self("HKQuantityTypeIdentifierNikeFuel")
  public static let pushCount = Self("HKQuantityTypeIdentifierPushCount")
  public static let distanceCrossCountrySkiing = Self("HKQuantityTypeIdentifierDistanceCrossCountrySkiing")
  public static let distancePaddleSports = Self("HKQuantityTypeIdentifierDistancePaddleSports")
  public static let distanceRowing = Self("HKQuantityTypeIdentifierDistanceRowing")
  public static let distanceSkatingSports = Self("HKQuantityTypeIdentifierDistanceSkatingSports")
  public static let estimatedWorkoutEffortScore = Self("HKQuantityTypeIdentifierEstimatedWorkoutEffortScore")
  public static let workoutEffortScore = Self("HKQuantityTypeIdentifierWorkoutEffortScore")
  public static let crossCountrySkiingSpeed = Self("HKQuantityTypeIdentifierCrossCountrySkiingSpeed")
  public static let paddleSportsSpeed = Self("HKQuantityTypeIdentifierPaddleSportsSpeed")
  public static let rowingSpeed = Self("HKQuantityTypeIdentifierRowingSpeed")
  public static let waistCircumference = Self("HKQuantityTypeIdentifierWaistCircumference")
  public static let appleSleepingWristTemperature = Self("HKQuantityTypeIdentifierAppleSleepingWristTemperature")
  public static let basalBodyTemperature = Self("HKQuantityTypeIdentifierBasalBodyTemperature")
  public static let environmentalAudioExposure = Self("HKQuantityTypeIdentifierEnvironmentalAudioExposure")
  public static let environmentalSoundReduction = Self("HKQuantityTypeIdentifierEnvironmentalSoundReduction")
  public static let headphoneAudioExposure = Self("HKQuantityTypeIdentifierHeadphoneAudioExposure")
  public static let appleWalkingSteadiness = Self("HKQuantityTypeIdentifierAppleWalkingSteadiness")
  public static let runningGroundContactTime = Self("HKQuantityTypeIdentifierRunningGroundContactTime")
  public static let runningVerticalOscillation = Self("HKQuantityTypeIdentifierRunningVerticalOscillation")
  public static let sixMinuteWalkTestDistance = Self("HKQuantityTypeIdentifierSixMinuteWalkTestDistance")
  public static let stairAscentSpeed = Self("HKQuantityTypeIdentifierStairAscentSpeed")
  public static let stairDescentSpeed = Self("HKQuantityTypeIdentifierStairDescentSpeed")
  public static let walkingAsymmetryPercentage = Self("HKQuantityTypeIdentifierWalkingAsymmetryPercentage")
  public static let walkingDoubleSupportPercentage = Self("HKQuantityTypeIdentifierWalkingDoubleSupportPercentage")
  public static let walkingStepLength = Self("HKQuantityTypeIdentifierWalkingStepLength")
  public static let bloodAlcoholContent = Self("HKQuantityTypeIdentifierBloodAlcoholContent")
  public static let bloodPressureDiastolic = Self("HKQuantityTypeIdentifierBloodPressureDiastolic")
  public static let bloodPressureSystolic = Self("HKQuantityTypeIdentifierBloodPressureSystolic")
  public static let insulinDelivery = Self("HKQuantityTypeIdentifierInsulinDelivery")
  public static let numberOfAlcoholicBeverages = Self("HKQuantityTypeIdentifierNumberOfAlcoholicBeverages")
  public static let numberOfTimesFallen = Self("HKQuantityTypeIdentifierNumberOfTimesFallen")
  public static let timeInDaylight = Self("HKQuantityTypeIdentifierTimeInDaylight")
  public static let uvExposure = Self("HKQuantityTypeIdentifierUVExposure")
  public static let waterTemperature = Self("HKQuantityTypeIdentifierWaterTemperature")
  public static let underwaterDepth = Self("HKQuantityTypeIdentifierUnderwaterDepth")
  public static let atrialFibrillationBurden = Self("HKQuantityTypeIdentifierAtrialFibrillationBurden")
  public static let heartRateRecoveryOneMinute = Self("HKQuantityTypeIdentifierHeartRateRecoveryOneMinute")
  public static let peripheralPerfusionIndex = Self("HKQuantityTypeIdentifierPeripheralPerfusionIndex")
  public static let walkingHeartRateAverage = Self("HKQuantityTypeIdentifierWalkingHeartRateAverage")
  public static let electrodermalActivity = Self("HKQuantityTypeIdentifierElectrodermalActivity")
  public static let forcedExpiratoryVolume1 = Self("HKQuantityTypeIdentifierForcedExpiratoryVolume1")
  public static let forcedVitalCapacity = Self("HKQuantityTypeIdentifierForcedVitalCapacity")
  public static let inhalerUsage = Self("HKQuantityTypeIdentifierInhalerUsage")
  public static let peakExpiratoryFlowRate = Self("HKQuantityTypeIdentifierPeakExpiratoryFlowRate")
  public static let appleSleepingBreathingDisturbances = Self("HKQuantityTypeIdentifierAppleSleepingBreathingDisturbances")
  public static let dietaryFiber = Self("HKQuantityTypeIdentifierDietaryFiber")
  public static let dietarySugar = Self("HKQuantityTypeIdentifierDietarySugar")
  public static let dietaryFatMonounsaturated = Self("HKQuantityTypeIdentifierDietaryFatMonounsaturated")
  public static let dietaryFatPolyunsaturated = Self("HKQuantityTypeIdentifierDietaryFatPolyunsaturated")
  public static let dietaryFatSaturated = Self("HKQuantityTypeIdentifierDietaryFatSaturated")
  public static let dietaryCholesterol = Self("HKQuantityTypeIdentifierDietaryCholesterol")
  public static let dietaryVitaminA = Self("HKQuantityTypeIdentifierDietaryVitaminA")
  public static let dietaryThiamin = Self("HKQuantityTypeIdentifierDietaryThiamin")
  public static let dietaryRiboflavin = Self("HKQuantityTypeIdentifierDietaryRiboflavin")
  public static let dietaryNiacin = Self("HKQuantityTypeIdentifierDietaryNiacin")
  public static let dietaryPantothenicAcid = Self("HKQuantityTypeIdentifierDietaryPantothenicAcid")
  public static let dietaryVitaminB6 = Self("HKQuantityTypeIdentifierDietaryVitaminB6")
  public static let dietaryBiotin = Self("HKQuantityTypeIdentifierDietaryBiotin")
  public static let dietaryVitaminB12 = Self("HKQuantityTypeIdentifierDietaryVitaminB12")
  public static let dietaryVitaminC = Self("HKQuantityTypeIdentifierDietaryVitaminC")
  public static let dietaryVitaminD = Self("HKQuantityTypeIdentifierDietaryVitaminD")
  public static let dietaryVitaminE = Self("HKQuantityTypeIdentifierDietaryVitaminE")
  public static let dietaryVitaminK = Self("HKQuantityTypeIdentifierDietaryVitaminK")
  public static let dietaryFolate = Self("HKQuantityTypeIdentifierDietaryFolate")
  public static let dietaryCalcium = Self("HKQuantityTypeIdentifierDietaryCalcium")
  public static let dietaryChloride = Self("HKQuantityTypeIdentifierDietaryChloride")
  public static let dietaryIron = Self("HKQuantityTypeIdentifierDietaryIron")
  public static let dietaryMagnesium = Self("HKQuantityTypeIdentifierDietaryMagnesium")
  public static let dietaryPhosphorus = Self("HKQuantityTypeIdentifierDietaryPhosphorus")
  public static let dietaryPotassium = Self("HKQuantityTypeIdentifierDietaryPotassium")
  public static let dietarySodium = Self("HKQuantityTypeIdentifierDietarySodium")
  public static let dietaryZinc = Self("HKQuantityTypeIdentifierDietaryZinc")
  public static let dietaryChromium = Self("HKQuantityTypeIdentifierDietaryChromium")
  public static let dietaryCopper = Self("HKQuantityTypeIdentifierDietaryCopper")
  public static let dietaryIodine = Self("HKQuantityTypeIdentifierDietaryIodine")
  public static let dietaryManganese = Self("HKQuantityTypeIdentifierDietaryManganese")
  public static let dietaryMolybdenum = Self("HKQuantityTypeIdentifierDietaryMolybdenum")
  public static let dietarySelenium = Self("HKQuantityTypeIdentifierDietarySelenium")
}
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let sleepAnalysis = Self("HKCategoryTypeIdentifierSleepAnalysis")
  public static let mindfulSession = Self("HKCategoryTypeIdentifierMindfulSession")
  public static let appleStandHour = Self("HKCategoryTypeIdentifierAppleStandHour")
  public static let toothbrushingEvent = Self("HKCategoryTypeIdentifierToothbrushingEvent")
  public static let handwashingEvent = Self("HKCategoryTypeIdentifierHandwashingEvent")
}
public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let biologicalSex = Self(rawValue: "HKCharacteristicTypeIdentifierBiologicalSex")
  public static let dateOfBirth = Self(rawValue: "HKCharacteristicTypeIdentifierDateOfBirth")
  public static let bloodType = Self(rawValue: "HKCharacteristicTypeIdentifierBloodType")
}

// MARK: Units and quantities

/// A unit, by HealthKit's symbol, with its factor to the dimension's base
/// unit (meter, gram, second, joule, count) for conversions.
public final class HKUnit: NSObject, @unchecked Sendable {
  public let unitString: String
  let factor: Double
  let dimension: String
  init(_ symbol: String, _ factor: Double, _ dimension: String) {
    unitString = symbol
    self.factor = factor
    self.dimension = dimension
  }
  public convenience init(from string: String) {
    let known: [String: (Double, String)] = [
      "count": (1, "count"), "m": (1, "length"), "km": (1000, "length"), "mi": (1609.344, "length"),
      "ft": (0.3048, "length"), "g": (1, "mass"), "kg": (1000, "mass"), "lb": (453.59237, "mass"),
      "s": (1, "time"), "min": (60, "time"), "hr": (3600, "time"), "kcal": (4184, "energy"), "J": (1, "energy"),
      "kJ": (1000, "energy"), "%": (1, "percent"), "mL": (0.001, "volume"), "L": (1, "volume"),
      "fl_oz_us": (0.0295735, "volume"), "count/min": (1, "frequency"),
    ]
    let k = known[string] ?? (1, string)
    self.init(string, k.0, k.1)
  }
  public class func count() -> HKUnit { HKUnit("count", 1, "count") }
  public class func meter() -> HKUnit { HKUnit("m", 1, "length") }
  public class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { scaled("m", 1, "length", prefix) }
  public class func mile() -> HKUnit { HKUnit("mi", 1609.344, "length") }
  public class func foot() -> HKUnit { HKUnit("ft", 0.3048, "length") }
  public class func inch() -> HKUnit { HKUnit("in", 0.0254, "length") }
  public class func gram() -> HKUnit { HKUnit("g", 1, "mass") }
  public class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { scaled("g", 1, "mass", prefix) }
  public class func pound() -> HKUnit { HKUnit("lb", 453.59237, "mass") }
  public class func second() -> HKUnit { HKUnit("s", 1, "time") }
  public class func minute() -> HKUnit { HKUnit("min", 60, "time") }
  public class func hour() -> HKUnit { HKUnit("hr", 3600, "time") }
  public class func kilocalorie() -> HKUnit { HKUnit("kcal", 4184, "energy") }
  public class func largeCalorie() -> HKUnit { HKUnit("Cal", 4184, "energy") }
  public class func joule() -> HKUnit { HKUnit("J", 1, "energy") }
  public class func watt() -> HKUnit { HKUnit("W", 1, "power") }
  public class func wattUnit(with prefix: HKMetricPrefix) -> HKUnit { scaled("W", 1, "power", prefix) }
  public class func percent() -> HKUnit { HKUnit("%", 1, "percent") }
  public class func liter() -> HKUnit { HKUnit("L", 1, "volume") }
  public class func literUnit(with prefix: HKMetricPrefix) -> HKUnit { scaled("L", 1, "volume", prefix) }
  public class func fluidOunceUS() -> HKUnit { HKUnit("fl_oz_us", 0.0295735, "volume") }
  public class func degreeCelsius() -> HKUnit { HKUnit("degC", 1, "temperature") }
  public override func isEqual(_ object: Any?) -> Bool { (object as? HKUnit)?.unitString == unitString }
  public override var hash: Int { unitString.hashValue }
  static func scaled(_ base: String, _ baseFactor: Double, _ dimension: String, _ prefix: HKMetricPrefix) -> HKUnit {
    let (symbol, scale): (String, Double) =
      switch prefix {
      case .none: ("", 1)
      case .pico: ("p", 1e-12)
      case .nano: ("n", 1e-9)
      case .micro: ("mc", 1e-6)
      case .milli: ("m", 1e-3)
      case .centi: ("c", 1e-2)
      case .deci: ("d", 1e-1)
      case .deca: ("da", 1e1)
      case .hecto: ("h", 1e2)
      case .kilo: ("k", 1e3)
      case .mega: ("M", 1e6)
      case .giga: ("G", 1e9)
      case .tera: ("T", 1e12)
      }
    return HKUnit(symbol + base, baseFactor * scale, dimension)
  }
  public class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { scaled("s", 1, "time", prefix) }
  public class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { scaled("J", 1, "energy", prefix) }
  public func unitDivided(by unit: HKUnit) -> HKUnit {
    HKUnit("\(unitString)/\(unit.unitString)", factor / unit.factor, "\(dimension)/\(unit.dimension)")
  }
  public func unitMultiplied(by unit: HKUnit) -> HKUnit {
    HKUnit("\(unitString)*\(unit.unitString)", factor * unit.factor, "\(dimension)*\(unit.dimension)")
  }
}
public enum HKMetricPrefix: Int, Sendable { case none, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera }

/// An amount in a unit; converts between units of one dimension.
public final class HKQuantity: NSObject, @unchecked Sendable {
  let value: Double
  let unit: HKUnit
  public init(unit: HKUnit, doubleValue value: Double) {
    self.unit = unit
    self.value = value
  }
  public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension }
  public func doubleValue(for unit: HKUnit) -> Double {
    guard unit.dimension == self.unit.dimension, unit.factor != 0 else { return value }
    return value * self.unit.factor / unit.factor
  }
  public func compare(_ quantity: HKQuantity) -> ComparisonResult {
    let a = value * unit.factor, b = quantity.value * quantity.unit.factor
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }
}

// MARK: Samples and workouts

open class HKObject: NSObject, @unchecked Sendable {
  public let uuid = UUID()
  open var metadata: [String: Any]? { nil }
  open var device: HKDevice? { nil }
  /// The app and the version that saved it: this app (nothing else
  /// saves to a store that holds nothing).
  open var sourceRevision: HKSourceRevision { HKSourceRevision(source: .default(), version: nil) }
}

/// An app or device that saves health data.
public final class HKSource: NSObject, @unchecked Sendable {
  public let name: String
  public let bundleIdentifier: String
  init(name: String, bundleIdentifier: String) { (self.name, self.bundleIdentifier) = (name, bundleIdentifier) }
  /// The running app.
  public static func `default`() -> HKSource {
    HKSource(name: Bundle.main.bundleIdentifier ?? "App", bundleIdentifier: Bundle.main.bundleIdentifier ?? "")
  }
}

/// A source at a version, on an operating system and product type.
public final class HKSourceRevision: NSObject, @unchecked Sendable {
  public let source: HKSource
  public let version: String?
  public let productType: String?
  public let operatingSystemVersion: OperatingSystemVersion
  public init(source: HKSource, version: String?) {
    (self.source, self.version, productType) = (source, version, nil)
    operatingSystemVersion = OperatingSystemVersion(majorVersion: 18, minorVersion: 0, patchVersion: 0)
  }
  public init(source: HKSource, version: String?, productType: String?, operatingSystemVersion: OperatingSystemVersion) {
    (self.source, self.version, self.productType, self.operatingSystemVersion) =
      (source, version, productType, operatingSystemVersion)
  }
}

/// The device that recorded a sample.
public final class HKDevice: NSObject, @unchecked Sendable {
  public let name: String?
  public let manufacturer: String?
  public let model: String?
  public let hardwareVersion: String?
  public let firmwareVersion: String?
  public let softwareVersion: String?
  public let localIdentifier: String?
  public let udiDeviceIdentifier: String?
  public init(
    name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
    softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?
  ) {
    (self.name, self.manufacturer, self.model, self.hardwareVersion) = (name, manufacturer, model, hardwareVersion)
    (self.firmwareVersion, self.softwareVersion, self.localIdentifier, self.udiDeviceIdentifier) =
      (firmwareVersion, softwareVersion, localIdentifier, udiDeviceIdentifier)
  }
  /// This device: an iPhone.
  public static func local() -> HKDevice {
    HKDevice(
      name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: nil, firmwareVersion: nil,
      softwareVersion: nil, localIdentifier: nil, udiDeviceIdentifier: nil)
  }
}
open class HKSample: HKObject, @unchecked Sendable {
  public let sampleType: HKSampleType
  public let startDate: Date
  public let endDate: Date
  init(sampleType: HKSampleType, startDate: Date, endDate: Date) {
    self.sampleType = sampleType
    self.startDate = startDate
    self.endDate = endDate
  }
}
open class HKQuantitySample: HKSample, @unchecked Sendable {
  public let quantity: HKQuantity
  public var quantityType: HKQuantityType { sampleType as? HKQuantityType ?? HKQuantityType(.stepCount) }
  public init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date) {
    self.quantity = quantity
    super.init(sampleType: type, startDate: start, endDate: end)
  }
}
/// A sleep-analysis sample's value (HealthKit's raw values).
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
  case inBed = 0
  case asleepUnspecified = 1
  case awake = 2
  case asleepCore = 3
  case asleepDeep = 4
  case asleepREM = 5
  @available(*, deprecated, renamed: "asleepUnspecified")
  public static var asleep: HKCategoryValueSleepAnalysis { .asleepUnspecified }
  public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> {
    [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM]
  }
}
/// A category sample with no value of its own (a stand hour, a mindful minute).
public enum HKCategoryValue: Int, Sendable {
  case notApplicable = 0
}
public enum HKCategoryValueAppleStandHour: Int, Sendable {
  case stood = 0
  case idle = 1
}

open class HKCategorySample: HKSample, @unchecked Sendable {
  public let value: Int
  public init(type: HKCategoryType, value: Int, start: Date, end: Date) {
    self.value = value
    super.init(sampleType: type, startDate: start, endDate: end)
  }
}

public enum HKWorkoutActivityType: UInt, Sendable {
  case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing, climbing,
    cricket, crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical, equestrianSports, fencing,
    fishing, functionalStrengthTraining, golf, gymnastics, handball, hiking, hockey, hunting, lacrosse,
    martialArts, mindAndBody, mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery,
    racquetball, rowing, rugby, running, sailing, skatingSports, snowSports, soccer, softball, squash,
    stairClimbing, surfingSports, swimming, tableTennis, tennis, trackAndField, traditionalStrengthTraining,
    volleyball, walking, waterFitness, waterPolo, waterSports, wrestling, yoga
  case barre = 58, coreTraining, crossCountrySkiing, downhillSkiing, flexibility, highIntensityIntervalTraining,
    jumpRope, kickboxing, pilates, snowboarding, stairs, stepTraining, wheelchairWalkPace, wheelchairRunPace, taiChi,
    mixedCardio, handCycling, discSports, fitnessGaming, cardioDance, socialDance, pickleball, cooldown
  case swimBikeRun = 82, transition, underwaterDiving
  case other = 3000
}
public enum HKWorkoutSessionLocationType: Int, Sendable { case unknown = 1, indoor, outdoor }

open class HKWorkout: HKSample, @unchecked Sendable {
  public let workoutActivityType: HKWorkoutActivityType
  public let duration: TimeInterval
  public let totalEnergyBurned: HKQuantity?
  public let totalDistance: HKQuantity?
  let workoutMetadata: [String: Any]?
  public override var metadata: [String: Any]? { workoutMetadata }
  public func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
  /// A workout of that type between two dates (iOS 8's initializer,
  /// deprecated in iOS 17 and still what previews make).
  public init(activityType: HKWorkoutActivityType, start: Date, end: Date) {
    workoutActivityType = activityType
    duration = end.timeIntervalSince(start)
    (totalEnergyBurned, totalDistance, workoutMetadata) = (nil, nil, nil)
    super.init(sampleType: HKObjectType.workoutType(), startDate: start, endDate: end)
  }
  /// A workout made in code (sample data; deprecated in iOS 17 for
  /// `HKWorkoutBuilder`, still common in previews): it keeps its values.
  public init(
    activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval,
    totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?
  ) {
    workoutActivityType = activityType
    self.duration = duration
    (self.totalEnergyBurned, self.totalDistance, workoutMetadata) = (totalEnergyBurned, totalDistance, metadata)
    super.init(sampleType: HKObjectType.workoutType(), startDate: startDate, endDate: endDate)
  }
  public convenience init(
    activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval,
    totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, device: HKDevice?, metadata: [String: Any]?
  ) {
    self.init(
      activityType: activityType, start: startDate, end: endDate, duration: duration,
      totalEnergyBurned: totalEnergyBurned, totalDistance: totalDistance, metadata: metadata)
  }
  public convenience init(activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, metadata: [String: Any]?) {
    self.init(
      activityType: activityType, start: startDate, end: endDate, duration: endDate.timeIntervalSince(startDate),
      totalEnergyBurned: nil, totalDistance: nil, metadata: metadata)
  }
}

public final class HKWorkoutConfiguration: NSObject, @unchecked Sendable {
  public var activityType: HKWorkoutActivityType = .other
  public var locationType: HKWorkoutSessionLocationType = .unknown
  public var swimmingLocationType = 0
  public override init() {}
}

public enum HKWorkoutSessionState: Int, Sendable { case notStarted = 1, running, ended, paused, prepared, stopped }

public protocol HKWorkoutSessionDelegate: AnyObject {
  func workoutSession(
    _ workoutSession: HKWorkoutSession, didChangeTo toState: HKWorkoutSessionState,
    from fromState: HKWorkoutSessionState, date: Date)
  func workoutSession(_ workoutSession: HKWorkoutSession, didFailWithError error: any Error)
  // Optional in HealthKit: the defaults below do nothing.
  func workoutSession(_ workoutSession: HKWorkoutSession, didReceiveDataFromRemoteWorkoutSession data: [Data])
  func workoutSession(_ workoutSession: HKWorkoutSession, didDisconnectFromRemoteDeviceWithError error: (any Error)?)
}
extension HKWorkoutSessionDelegate {
  public func workoutSession(_ workoutSession: HKWorkoutSession, didReceiveDataFromRemoteWorkoutSession data: [Data]) {}
  public func workoutSession(
    _ workoutSession: HKWorkoutSession, didDisconnectFromRemoteDeviceWithError error: (any Error)?
  ) {}
}

/// A workout session: it never starts in a figure.
public final class HKWorkoutSession: NSObject, @unchecked Sendable {
  public let workoutConfiguration: HKWorkoutConfiguration
  public weak var delegate: (any HKWorkoutSessionDelegate)?
  public private(set) var state: HKWorkoutSessionState = .notStarted
  public var startDate: Date? { nil }
  public var endDate: Date? { nil }
  public init(healthStore: HKHealthStore, configuration: HKWorkoutConfiguration) throws {
    workoutConfiguration = configuration
  }
  /// The configuration's activity (deprecated in watchOS 5 for
  /// `workoutConfiguration.activityType`).
  public var activityType: HKWorkoutActivityType { workoutConfiguration.activityType }
  public func associatedWorkoutBuilder() -> HKLiveWorkoutBuilder {
    HKLiveWorkoutBuilder(healthStore: HKHealthStore(), configuration: workoutConfiguration, device: nil)
  }
  public func prepare() {}
  public func startActivity(with date: Date?) {}
  public func pause() {}
  public func resume() {}
  public func end() {}
  public func stopActivity(with date: Date?) {}
  // Multidevice workouts (iOS 17, watchOS 10): there is no companion device
  // to mirror to or send to, so these fail as they do without a paired watch.
  public var type: HKWorkoutSessionType { .primary }
  public func startMirroringToCompanionDevice(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
  public func startMirroringToCompanionDevice() async throws { throw HKError(.errorHealthDataUnavailable) }
  public func stopMirroringToCompanionDevice(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
  public func stopMirroringToCompanionDevice() async throws { throw HKError(.errorHealthDataUnavailable) }
  public func sendToRemoteWorkoutSession(data: Data, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
  @discardableResult
  public func sendToRemoteWorkoutSession(data: Data) async throws -> Bool {
    throw HKError(.errorHealthDataUnavailable)
  }
  public func beginNewActivity(configuration workoutConfiguration: HKWorkoutConfiguration, date: Date, metadata: [String: Any]?) {}
  public func endCurrentActivity(on date: Date) {}
}

/// Whether a workout session runs on this device or mirrors one on another.
public enum HKWorkoutSessionType: Int, Sendable {
  case primary = 0
  case mirrored = 1
}

public protocol HKLiveWorkoutBuilderDelegate: AnyObject {
  func workoutBuilderDidCollectEvent(_ workoutBuilder: HKLiveWorkoutBuilder)
  func workoutBuilder(_ workoutBuilder: HKLiveWorkoutBuilder, didCollectDataOf collectedTypes: Set<HKSampleType>)
}

open class HKWorkoutBuilder: NSObject, @unchecked Sendable {
  public let workoutConfiguration: HKWorkoutConfiguration
  public var startDate: Date? { nil }
  public var endDate: Date? { nil }
  public var elapsedTime: TimeInterval { 0 }
  public init(healthStore: HKHealthStore, configuration: HKWorkoutConfiguration, device: Any?) {
    workoutConfiguration = configuration
  }
  public func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
  public func beginCollection(withStart startDate: Date, completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
  public func beginCollection(at startDate: Date) async throws { throw HKError(.errorHealthDataUnavailable) }
  public func endCollection(withEnd endDate: Date, completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
  public func endCollection(at endDate: Date) async throws { throw HKError(.errorHealthDataUnavailable) }
  public func finishWorkout(completion: @escaping (HKWorkout?, (any Error)?) -> Void) {
    completion(nil, HKError(.errorHealthDataUnavailable))
  }
  public func finishWorkout() async throws -> HKWorkout? { throw HKError(.errorHealthDataUnavailable) }
}
/// A pause, resume, lap or marker in a workout: none happens in a figure.
public final class HKWorkoutEvent: NSObject, @unchecked Sendable {
  public let type: HKWorkoutEventType
  public let dateInterval: DateInterval
  public let metadata: [String: Any]?
  public init(type: HKWorkoutEventType, dateInterval: DateInterval, metadata: [String: Any]?) {
    (self.type, self.dateInterval, self.metadata) = (type, dateInterval, metadata)
  }
}
public enum HKWorkoutEventType: Int, Sendable {
  case pause = 1, resume, lap, marker, motionPaused, motionResumed, segment, pauseOrResumeRequest
}
open class HKLiveWorkoutBuilder: HKWorkoutBuilder, @unchecked Sendable {
  public weak var delegate: (any HKLiveWorkoutBuilderDelegate)?
  /// The pauses, laps and markers added: none, no workout runs.
  public var workoutEvents: [HKWorkoutEvent] { [] }
  public var dataSource: HKLiveWorkoutDataSource?
}
public final class HKLiveWorkoutDataSource: NSObject, @unchecked Sendable {
  public init(healthStore: HKHealthStore, workoutConfiguration configuration: HKWorkoutConfiguration?) {}
  public func enableCollection(for quantityType: HKQuantityType, predicate: NSPredicate?) {}
  public func disableCollection(for quantityType: HKQuantityType) {}
}

// MARK: Statistics and queries

public struct HKStatisticsOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let discreteAverage = Self(rawValue: 2)
  public static let discreteMin = Self(rawValue: 4)
  public static let discreteMax = Self(rawValue: 8)
  public static let cumulativeSum = Self(rawValue: 16)
  public static let mostRecent = Self(rawValue: 32)
  public static let duration = Self(rawValue: 64)
  public static let separateBySource = Self(rawValue: 1)
}
public struct HKQueryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let strictStartDate = Self(rawValue: 1)
  public static let strictEndDate = Self(rawValue: 2)
}

public final class HKStatistics: NSObject, @unchecked Sendable {
  public let quantityType: HKQuantityType
  public let startDate: Date
  public let endDate: Date
  init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
    self.quantityType = quantityType
    self.startDate = startDate
    self.endDate = endDate
  }
  public func sumQuantity() -> HKQuantity? { nil }
  public func averageQuantity() -> HKQuantity? { nil }
  public func minimumQuantity() -> HKQuantity? { nil }
  public func maximumQuantity() -> HKQuantity? { nil }
  public func mostRecentQuantity() -> HKQuantity? { nil }
}
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
  public func statistics() -> [HKStatistics] { [] }
  public func statistics(for date: Date) -> HKStatistics? { nil }
  public func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

/// A query: made, never run (the store has no data).
open class HKQuery: NSObject, @unchecked Sendable {
  public var objectType: HKObjectType? { nil }
  open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = [])
    -> NSPredicate
  { NSPredicate(value: true) }
  open class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
    NSPredicate(value: true)
  }
  open class func predicateForWorkouts(with operatorType: NSComparisonPredicate.Operator, duration: TimeInterval)
    -> NSPredicate
  { NSPredicate(value: true) }
  open class func predicateForWorkouts(with operatorType: NSComparisonPredicate.Operator, totalDistance: HKQuantity)
    -> NSPredicate
  { NSPredicate(value: true) }
  open class func predicateForWorkouts(
    with operatorType: NSComparisonPredicate.Operator, totalEnergyBurned: HKQuantity
  ) -> NSPredicate { NSPredicate(value: true) }
  /// Samples recorded by these devices (`[HKDevice.local()]`).
  open class func predicateForObjects(from devices: Set<HKDevice>) -> NSPredicate { NSPredicate(value: true) }
  open class func predicateForObjects(from source: HKSource) -> NSPredicate { NSPredicate(value: true) }
  open class func predicateForObjects(from sources: Set<HKSource>) -> NSPredicate { NSPredicate(value: true) }
  open class func predicateForObjects(with identifiers: Set<UUID>) -> NSPredicate { NSPredicate(value: true) }
  open class func predicateForObject(with identifier: UUID) -> NSPredicate { NSPredicate(value: true) }
  open class func predicateForObjects(withMetadataKey key: String) -> NSPredicate { NSPredicate(value: true) }
  open class func predicateForObjects(withMetadataKey key: String, allowedValues: [Any]) -> NSPredicate {
    NSPredicate(value: true)
  }
  open class func predicateForObjectsWithNoCorrelation() -> NSPredicate { NSPredicate(value: true) }
  open class func predicateForActivitySummary(with dateComponents: DateComponents) -> NSPredicate {
    NSPredicate(value: true)
  }
  open class func predicate(forActivitySummariesBetweenStart startDateComponents: DateComponents,
    end endDateComponents: DateComponents) -> NSPredicate
  { NSPredicate(value: true) }
}
open class HKSampleQuery: HKQuery, @unchecked Sendable {
  public init(
    sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
    resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
  ) {}
}
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
    completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
  ) {}
}
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
  public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
  public var statisticsUpdateHandler:
    ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?
  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
    anchorDate: Date, intervalComponents: DateComponents
  ) {}
}
open class HKObserverQuery: HKQuery, @unchecked Sendable {
  public init(
    sampleType: HKSampleType, predicate: NSPredicate?,
    updateHandler: @escaping (HKObserverQuery, @escaping () -> Void, (any Error)?) -> Void
  ) {}
}
open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
  public var updateHandler:
    ((HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void)?
  public init(
    type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
    resultsHandler handler:
      @escaping (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void
  ) {}
}

/// Where an anchored query left off: archived between launches, as apps
/// keep it in their defaults.
public final class HKQueryAnchor: NSObject, NSSecureCoding, @unchecked Sendable {
  let value: Int
  public init(fromValue value: Int) { self.value = value }
  public static var supportsSecureCoding: Bool { true }
  public init?(coder: NSCoder) { value = coder.decodeInteger(forKey: "value") }
  public func encode(with coder: NSCoder) { coder.encode(value, forKey: "value") }
  /// Anchors at the same place are equal.
  public override func isEqual(_ object: Any?) -> Bool { (object as? HKQueryAnchor)?.value == value }
  public override var hash: Int { value.hashValue }
}

// MARK: The store

/// The health database: none on Linux. Authorization requests complete at
/// once without access; queries never deliver; saving fails.
public final class HKHealthStore: NSObject, @unchecked Sendable {
  public override init() {}
  /// Called when a watch starts mirroring a workout to this phone: never, here.
  public var workoutSessionMirroringStartHandler: ((HKWorkoutSession) -> Void)?
  public class func isHealthDataAvailable() -> Bool { false }
  /// The workout running when the app was relaunched (watchOS): none.
  public func recoverActiveWorkoutSession(completion: @escaping (HKWorkoutSession?, (any Error)?) -> Void) {
    completion(nil, nil)
  }
  public func recoverActiveWorkoutSession() async throws -> HKWorkoutSession? { nil }
  public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }
  public func requestAuthorization(
    toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
    completion: @escaping (Bool, (any Error)?) -> Void
  ) { completion(false, HKError(.errorHealthDataUnavailable)) }
  public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
    throw HKError(.errorHealthDataUnavailable)
  }
  public func getRequestStatusForAuthorization(
    toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
    completion: @escaping (HKAuthorizationRequestStatus, (any Error)?) -> Void
  ) { completion(.unknown, HKError(.errorHealthDataUnavailable)) }
  /// The units the user prefers per type: none are known, so the handler
  /// gets an empty map and the error.
  public func preferredUnits(
    for quantityTypes: Set<HKQuantityType>, completion: @escaping ([HKQuantityType: HKUnit], (any Error)?) -> Void
  ) { completion([:], HKError(.errorHealthDataUnavailable)) }
  public func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] {
    throw HKError(.errorHealthDataUnavailable)
  }
  public func execute(_ query: HKQuery) {}
  public func stop(_ query: HKQuery) {}
  public func save(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
  public func save(_ objects: [HKObject], withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
  public func save(_ object: HKObject) async throws { throw HKError(.errorHealthDataUnavailable) }
  public func save(_ objects: [HKObject]) async throws { throw HKError(.errorHealthDataUnavailable) }
  public func delete(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(false, HKError(.errorHealthDataUnavailable))
  }
  public func enableBackgroundDelivery(
    for type: HKObjectType, frequency: HKUpdateFrequency, withCompletion completion: @escaping (Bool, (any Error)?) -> Void
  ) { completion(false, HKError(.errorHealthDataUnavailable)) }
  public func dateOfBirthComponents() throws -> DateComponents { throw HKError(.errorHealthDataUnavailable) }
  public func biologicalSex() throws -> HKBiologicalSexObject { throw HKError(.errorHealthDataUnavailable) }
  public func bloodType() throws -> HKBloodTypeObject { throw HKError(.errorHealthDataUnavailable) }
  public func fitzpatrickSkinType() throws -> HKFitzpatrickSkinTypeObject { throw HKError(.errorHealthDataUnavailable) }
  public func wheelchairUse() throws -> HKWheelchairUseObject { throw HKError(.errorHealthDataUnavailable) }
}
public enum HKBloodType: Int, Sendable { case notSet, aPositive, aNegative, bPositive, bNegative, abPositive, abNegative, oPositive, oNegative }
public final class HKBloodTypeObject: NSObject, @unchecked Sendable {
  public var bloodType: HKBloodType { .notSet }
}
public enum HKFitzpatrickSkinType: Int, Sendable { case notSet, I, II, III, IV, V, VI }
public final class HKFitzpatrickSkinTypeObject: NSObject, @unchecked Sendable {
  public var skinType: HKFitzpatrickSkinType { .notSet }
}
public enum HKWheelchairUse: Int, Sendable { case notSet, no, yes }
public final class HKWheelchairUseObject: NSObject, @unchecked Sendable {
  public var wheelchairUse: HKWheelchairUse { .notSet }
}
public enum HKUpdateFrequency: Int, Sendable { case immediate = 1, hourly, daily, weekly }
public enum HKBiologicalSex: Int, Sendable { case notSet, female, male, other }
public final class HKBiologicalSexObject: NSObject, @unchecked Sendable {
  public var biologicalSex: HKBiologicalSex { .notSet }
}

// MARK: Query descriptors (iOS 15.4): Swift concurrency's queries

/// Which samples a descriptor asks for: a type and an optional predicate.
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
  public let sampleType: HKSampleType
  public let nsPredicate: NSPredicate?
  init(sampleType: HKSampleType, predicate: NSPredicate?) {
    self.sampleType = sampleType
    nsPredicate = predicate
  }
}
extension HKSamplePredicate where Sample == HKQuantitySample {
  public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> Self {
    Self(sampleType: type, predicate: predicate)
  }
}
extension HKSamplePredicate where Sample == HKCategorySample {
  public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> Self {
    Self(sampleType: type, predicate: predicate)
  }
}
extension HKSamplePredicate where Sample == HKWorkout {
  public static func workout(_ predicate: NSPredicate? = nil) -> Self {
    Self(sampleType: HKObjectType.workoutType(), predicate: predicate)
  }
}
extension HKSamplePredicate where Sample == HKSample {
  public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> Self {
    Self(sampleType: type, predicate: predicate)
  }
}

/// The samples matching predicates, newest or oldest first. No health
/// data on Linux: `result(for:)` throws `errorHealthDataUnavailable`.
public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
  public var predicates: [HKSamplePredicate<Sample>]
  public var sortDescriptors: [SortDescriptor<Sample>]
  public var limit: Int?
  public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
    (self.predicates, self.sortDescriptors, self.limit) = (predicates, sortDescriptors, limit)
  }
  public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
    throw HKError(.errorHealthDataUnavailable)
  }
}

/// One statistic over the matching samples: throws on Linux.
public struct HKStatisticsQueryDescriptor: @unchecked Sendable {
  public var predicate: HKSamplePredicate<HKQuantitySample>
  public var options: HKStatisticsOptions
  public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
    (self.predicate, self.options) = (predicate, options)
  }
  public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
    throw HKError(.errorHealthDataUnavailable)
  }
}

/// Statistics per interval (an hour, a day) from an anchor: throws on Linux.
public struct HKStatisticsCollectionQueryDescriptor: @unchecked Sendable {
  public var predicate: HKSamplePredicate<HKQuantitySample>
  public var options: HKStatisticsOptions
  public var anchorDate: Date
  public var intervalComponents: DateComponents
  public init(
    predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date,
    intervalComponents: DateComponents
  ) {
    (self.predicate, self.options, self.anchorDate, self.intervalComponents) =
      (predicate, options, anchorDate, intervalComponents)
  }
  public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
    throw HKError(.errorHealthDataUnavailable)
  }
  /// A long-running query's updates: the collection, and the statistics
  /// that changed (nil for the first).
  public struct Result: @unchecked Sendable {
    public let statisticsCollection: HKStatisticsCollection
    public let updatedStatistics: [HKStatistics]?
  }
  /// The collection and its updates as they come: on Linux the sequence
  /// throws `errorHealthDataUnavailable` at its first element.
  public func results(for healthStore: HKHealthStore) -> AsyncThrowingStream<Result, any Error> {
    AsyncThrowingStream { $0.finish(throwing: HKError(.errorHealthDataUnavailable)) }
  }
}

/// New and deleted samples since an anchor: throws on Linux.
public struct HKAnchoredObjectQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
  public struct Result {
    public let addedSamples: [Sample]
    public let deletedObjects: [HKDeletedObject]
    public let newAnchor: HKQueryAnchor
  }
  public var predicates: [HKSamplePredicate<Sample>]
  public var anchor: HKQueryAnchor?
  public var limit: Int?
  public init(predicates: [HKSamplePredicate<Sample>], anchor: HKQueryAnchor?, limit: Int? = nil) {
    (self.predicates, self.anchor, self.limit) = (predicates, anchor, limit)
  }
  public func result(for healthStore: HKHealthStore) async throws -> Result {
    throw HKError(.errorHealthDataUnavailable)
  }
}

/// A sample deleted from the store.
public final class HKDeletedObject: NSObject, @unchecked Sendable {
  public let uuid: UUID
  init(uuid: UUID) { self.uuid = uuid }
}

/// What an Activity Move ring measures.
public enum HKActivityMoveMode: Int, Sendable {
  case activeEnergy = 1
  case appleMoveTime = 2
}

/// A day's Activity rings: a store never returns one in a figure, so a
/// summary is what the app made.
open class HKActivitySummary: NSObject, @unchecked Sendable {
  public var activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
  public var activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
  public var appleExerciseTime = HKQuantity(unit: .minute(), doubleValue: 0)
  public var appleExerciseTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
  public var appleStandHours = HKQuantity(unit: .count(), doubleValue: 0)
  public var appleStandHoursGoal = HKQuantity(unit: .count(), doubleValue: 0)
  public var appleMoveTime = HKQuantity(unit: .minute(), doubleValue: 0)
  public var appleMoveTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
  public var isStandalone = false
  /// What the Move ring counts: calories, or minutes for a child's watch.
  public var activityMoveMode: HKActivityMoveMode = .activeEnergy
  /// The Exercise and Stand goals as iOS 16 names them (nil before a
  /// goal is set).
  public var exerciseTimeGoal: HKQuantity?
  public var standHoursGoal: HKQuantity?
  public func dateComponents(for calendar: Calendar) -> DateComponents { DateComponents() }
  public override init() {}
}
/// Activity summaries matching a predicate, as async code asks for them:
/// throws on Linux.
public struct HKActivitySummaryQueryDescriptor: @unchecked Sendable {
  public var predicate: NSPredicate?
  public init(predicate: NSPredicate?) { self.predicate = predicate }
  public func result(for healthStore: HKHealthStore) async throws -> [HKActivitySummary] {
    throw HKError(.errorHealthDataUnavailable)
  }
  /// The summaries and their updates as they come: on Linux the sequence
  /// throws `errorHealthDataUnavailable` at its first element.
  public func results(for healthStore: HKHealthStore) -> AsyncThrowingStream<[HKActivitySummary], any Error> {
    AsyncThrowingStream { $0.finish(throwing: HKError(.errorHealthDataUnavailable)) }
  }
}

/// Asks for Activity summaries: never answers.
open class HKActivitySummaryQuery: HKQuery, @unchecked Sendable {
  public var updateHandler: ((HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void)?
  public init(
    predicate: NSPredicate?, resultsHandler handler: @escaping (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void
  ) {}
}
/// A type of series sample (a workout's route, heartbeats).
open class HKSeriesType: HKSampleType, @unchecked Sendable {
  public static func workoutRoute() -> HKSeriesType { HKSeriesType(identifier: "HKWorkoutRouteTypeIdentifier") }
  public static func heartbeat() -> HKSeriesType { HKSeriesType(identifier: "HKDataTypeIdentifierHeartbeatSeries") }
}
