// `import AlarmKit` on Linux (iOS 26): alarms and timers that alert on the
// Lock Screen through a system Live Activity. A figure's device has no
// alarm service: authorization stays `.notDetermined`, asking for it
// answers `.denied`, scheduling throws, and there are no alarms to list or
// updates to await. What an app builds to describe an alarm (its
// presentation, buttons, schedule, countdown and metadata) is kept, so a
// Live Activity's views read it as written. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import ActivityKit
@_exported import Foundation
import AppIntents
import Plumb

/// The app's own data carried with an alarm to its Live Activity.
public protocol AlarmMetadata: Decodable, Encodable, Hashable, Sendable {}

/// An alarm: when it alerts, and the countdown around the alert.
public struct Alarm: Identifiable, Hashable, Sendable {
  public let id: UUID
  public var schedule: Schedule?
  public var countdownDuration: CountdownDuration?
  public var state: State

  public enum State: Hashable, Sendable {
    case scheduled, countdown, paused, alerting
  }

  /// How long the countdown before the alert (`preAlert`) and after it, a
  /// snooze (`postAlert`), run, in seconds.
  public struct CountdownDuration: Hashable, Codable, Sendable {
    public var preAlert: TimeInterval?
    public var postAlert: TimeInterval?
    public init(preAlert: TimeInterval?, postAlert: TimeInterval?) {
      (self.preAlert, self.postAlert) = (preAlert, postAlert)
    }
  }

  /// When an alarm alerts: at a date, or at a time of day (repeating or not).
  public enum Schedule: Hashable, Codable, Sendable {
    case fixed(Date)
    case relative(Relative)

    public struct Relative: Hashable, Codable, Sendable {
      public var time: Time
      public var repeats: Recurrence
      public init(time: Time, repeats: Recurrence = .never) { (self.time, self.repeats) = (time, repeats) }

      public struct Time: Hashable, Codable, Sendable {
        public var hour: Int
        public var minute: Int
        public init(hour: Int, minute: Int) { (self.hour, self.minute) = (hour, minute) }
      }
      public enum Recurrence: Hashable, Codable, Sendable {
        case never
        case weekly([Locale.Weekday])
      }
    }
  }
}

/// A color as an alarm's attributes carry it to the Live Activity: both
/// appearances' components and its name.
struct StoredColor: Codable {
  var light: [Double]
  var dark: [Double]
  var name: String?
  init(_ c: Color) {
    light = [c.light.red, c.light.green, c.light.blue, c.light.alpha]
    dark = [c.dark.red, c.dark.green, c.dark.blue, c.dark.alpha]
    name = c.name
  }
  var color: Color {
    func rgba(_ v: [Double]) -> RGBA {
      v.count == 4 ? RGBA(red: v[0], green: v[1], blue: v[2], alpha: v[3]) : RGBA(red: 0, green: 0, blue: 0)
    }
    return Color(light: rgba(light), dark: rgba(dark), name: name)
  }
}

/// A button on an alarm's alert or countdown.
public struct AlarmButton: Hashable, Codable, Sendable {
  public var text: LocalizedStringResource
  public var textColor: Color
  public var systemImageName: String
  public init(text: LocalizedStringResource, textColor: Color, systemImageName: String) {
    (self.text, self.textColor, self.systemImageName) = (text, textColor, systemImageName)
  }
  enum CodingKeys: CodingKey { case text, textColor, systemImageName }
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    text = try c.decode(LocalizedStringResource.self, forKey: .text)
    textColor = try c.decode(StoredColor.self, forKey: .textColor).color
    systemImageName = try c.decode(String.self, forKey: .systemImageName)
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(text, forKey: .text)
    try c.encode(StoredColor(textColor), forKey: .textColor)
    try c.encode(systemImageName, forKey: .systemImageName)
  }
}

/// What the system shows for an alarm in each of its states.
public struct AlarmPresentation: Hashable, Codable, Sendable {
  public var alert: Alert
  public var countdown: Countdown?
  public var paused: Paused?
  public init(alert: Alert, countdown: Countdown? = nil, paused: Paused? = nil) {
    (self.alert, self.countdown, self.paused) = (alert, countdown, paused)
  }

  /// The alert: its title, a stop button and an optional second button
  /// that snoozes (`.countdown`) or runs the app's intent (`.custom`).
  public struct Alert: Hashable, Codable, Sendable {
    public var title: LocalizedStringResource
    public var stopButton: AlarmButton
    public var secondaryButton: AlarmButton?
    public var secondaryButtonBehavior: SecondaryButtonBehavior?
    public init(
      title: LocalizedStringResource, stopButton: AlarmButton, secondaryButton: AlarmButton? = nil,
      secondaryButtonBehavior: SecondaryButtonBehavior? = nil
    ) {
      self.title = title
      self.stopButton = stopButton
      self.secondaryButton = secondaryButton
      self.secondaryButtonBehavior = secondaryButtonBehavior
    }
    /// iOS 26.1's form: the system draws the stop button.
    public init(
      title: LocalizedStringResource, secondaryButton: AlarmButton? = nil,
      secondaryButtonBehavior: SecondaryButtonBehavior? = nil
    ) {
      self.init(
        title: title, stopButton: AlarmButton(text: "Stop", textColor: .white, systemImageName: "stop.circle"),
        secondaryButton: secondaryButton, secondaryButtonBehavior: secondaryButtonBehavior)
    }
    public enum SecondaryButtonBehavior: Hashable, Codable, Sendable { case countdown, custom }
  }

  /// The countdown: its title and pause button.
  public struct Countdown: Hashable, Codable, Sendable {
    public var title: LocalizedStringResource
    public var pauseButton: AlarmButton?
    public init(title: LocalizedStringResource, pauseButton: AlarmButton? = nil) {
      (self.title, self.pauseButton) = (title, pauseButton)
    }
  }

  /// The paused countdown: its title and resume button.
  public struct Paused: Hashable, Codable, Sendable {
    public var title: LocalizedStringResource
    public var resumeButton: AlarmButton
    public init(title: LocalizedStringResource, resumeButton: AlarmButton) {
      (self.title, self.resumeButton) = (title, resumeButton)
    }
  }
}

/// An alarm's Live Activity attributes: its presentation, the app's
/// metadata and its tint.
public struct AlarmAttributes<Metadata: AlarmMetadata>: ActivityAttributes, Sendable {
  public typealias ContentState = AlarmPresentationState
  public var presentation: AlarmPresentation
  public var metadata: Metadata?
  public var tintColor: Color
  public init(presentation: AlarmPresentation, metadata: Metadata? = nil, tintColor: Color) {
    (self.presentation, self.metadata, self.tintColor) = (presentation, metadata, tintColor)
  }
  enum CodingKeys: CodingKey { case presentation, metadata, tintColor }
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    presentation = try c.decode(AlarmPresentation.self, forKey: .presentation)
    metadata = try c.decodeIfPresent(Metadata.self, forKey: .metadata)
    tintColor = try c.decode(StoredColor.self, forKey: .tintColor).color
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(presentation, forKey: .presentation)
    try c.encodeIfPresent(metadata, forKey: .metadata)
    try c.encode(StoredColor(tintColor), forKey: .tintColor)
  }
}

/// The state an alarm's Live Activity shows: which alarm, and whether it
/// is counting down, paused or alerting.
public struct AlarmPresentationState: Hashable, Codable, Sendable {
  public var alarmID: UUID
  public var mode: Mode
  public init(alarmID: UUID, mode: Mode) { (self.alarmID, self.mode) = (alarmID, mode) }

  public enum Mode: Hashable, Codable, Sendable {
    case alert(Alert)
    case countdown(Countdown)
    case paused(Paused)

    public struct Alert: Hashable, Codable, Sendable {
      public var time: Alarm.Schedule.Relative.Time
      public init(time: Alarm.Schedule.Relative.Time) { self.time = time }
    }
    public struct Countdown: Hashable, Codable, Sendable {
      public var totalCountdownDuration: TimeInterval
      public var previouslyElapsedDuration: TimeInterval
      public var startDate: Date
      public var fireDate: Date
      public init(
        totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval, startDate: Date, fireDate: Date
      ) {
        self.totalCountdownDuration = totalCountdownDuration
        self.previouslyElapsedDuration = previouslyElapsedDuration
        self.startDate = startDate
        self.fireDate = fireDate
      }
    }
    public struct Paused: Hashable, Codable, Sendable {
      public var totalCountdownDuration: TimeInterval
      public var previouslyElapsedDuration: TimeInterval
      public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval) {
        (self.totalCountdownDuration, self.previouslyElapsedDuration) = (totalCountdownDuration, previouslyElapsedDuration)
      }
    }
  }
}

/// Why an alarm could not be scheduled.
public enum AlarmError: Error, Sendable, CustomStringConvertible {
  case maximumLimitReached
  case notAuthorized
  public var description: String {
    switch self {
    case .maximumLimitReached: return "AlarmKit: too many alarms"
    case .notAuthorized: return "AlarmKit: this device has no alarm service (a figure schedules no alarms)"
    }
  }
}

/// The app's alarms: none, on a device with no alarm service.
public final class AlarmManager: @unchecked Sendable {
  public static let shared = AlarmManager()
  init() {}

  public enum AuthorizationState: Hashable, Sendable { case notDetermined, denied, authorized }
  public var authorizationState: AuthorizationState { .notDetermined }
  /// Asking answers at once: denied.
  public func requestAuthorization() async throws -> AuthorizationState { .denied }
  public var alarms: [Alarm] { get throws { [] } }
  /// Never yields: nothing changes between a figure's frames.
  public var alarmUpdates: AsyncStream<[Alarm]> { AsyncStream { _ in } }
  public var authorizationUpdates: AsyncStream<AuthorizationState> { AsyncStream { _ in } }

  @discardableResult
  public func schedule<Metadata: AlarmMetadata>(
    id: Alarm.ID, configuration: AlarmConfiguration<Metadata>
  ) async throws -> Alarm {
    throw AlarmError.notAuthorized
  }
  public func cancel(id: Alarm.ID) throws {}
  public func stop(id: Alarm.ID) throws {}
  public func pause(id: Alarm.ID) throws {}
  public func resume(id: Alarm.ID) throws {}
  public func countdown(id: Alarm.ID) throws {}

  /// Everything the system needs to schedule an alarm, kept as given.
  public struct AlarmConfiguration<Metadata: AlarmMetadata>: Sendable {
    public var countdownDuration: Alarm.CountdownDuration?
    public var schedule: Alarm.Schedule?
    public var attributes: AlarmAttributes<Metadata>
    public init(
      countdownDuration: Alarm.CountdownDuration? = nil, schedule: Alarm.Schedule? = nil,
      attributes: AlarmAttributes<Metadata>, stopIntent: (any LiveActivityIntent)? = nil,
      secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default
    ) {
      (self.countdownDuration, self.schedule, self.attributes) = (countdownDuration, schedule, attributes)
    }
    public static func alarm(
      schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>,
      stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil,
      sound: AlertConfiguration.AlertSound = .default
    ) -> Self {
      Self(schedule: schedule, attributes: attributes, stopIntent: stopIntent, secondaryIntent: secondaryIntent, sound: sound)
    }
    public static func timer(
      duration: TimeInterval, attributes: AlarmAttributes<Metadata>,
      stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil,
      sound: AlertConfiguration.AlertSound = .default
    ) -> Self {
      Self(
        countdownDuration: Alarm.CountdownDuration(preAlert: duration, postAlert: nil), attributes: attributes,
        stopIntent: stopIntent, secondaryIntent: secondaryIntent, sound: sound)
    }
  }
}
