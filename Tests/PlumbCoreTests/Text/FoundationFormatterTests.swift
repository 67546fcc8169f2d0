import Foundation
import PlumbCore
import Testing

/// The duration and measurement formatters Foundation on Linux lacks, with
/// what Apple's write in English (US).
@Suite struct FoundationFormatterTests {
  func formatter(
    _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [],
    zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
  ) -> DateComponentsFormatter {
    let f = DateComponentsFormatter()
    f.unitsStyle = style
    f.allowedUnits = units
    f.zeroFormattingBehavior = zeros
    return f
  }

  /// A game timer's "1:05": minutes and seconds, the seconds two digits,
  /// the first field never padded ("0:01:05" with hours).
  @Test func positional() {
    #expect(formatter(.positional, [.minute, .second], zeros: .pad).string(from: 65) == "1:05")
    #expect(formatter(.positional, [.minute, .second], zeros: .pad).string(from: 5) == "0:05")
    #expect(formatter(.positional, [.minute, .second], zeros: .pad).string(from: 3725) == "62:05")
    #expect(formatter(.positional, [.hour, .minute, .second], zeros: .pad).string(from: 65) == "0:01:05")
    // Apple's documented examples: one hour and ten seconds; one hour with
    // days allowed and padded, days labeled.
    #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 3610) == "1:00:10")
    #expect(formatter(.positional, [.day, .hour, .minute, .second], zeros: .pad).string(from: 3600) == "0d 1:00:00")
    #expect(formatter(.positional).string(from: .greatestFiniteMagnitude) == nil)
    // Leading zero units go, minutes stay; zeros inside stay.
    #expect(formatter(.positional).string(from: 65) == "1:05")
    #expect(formatter(.positional).string(from: 5) == "0:05")
    #expect(formatter(.positional).string(from: 3725) == "1:02:05")
    #expect(formatter(.positional).string(from: 3605) == "1:00:05")
    #expect(formatter(.positional).string(from: -65) == "-1:05")
  }

  /// `Text(NSNumber(value: elapsed), formatter:)` (Apple's workout
  /// sample): the formatter's string for the number of seconds; a date
  /// with a DateFormatter likewise.
  @MainActor @Test func textWithAFormatter() {
    let f = formatter(.positional, [.minute, .second], zeros: .pad)
    #expect(LayoutResult(of: Text(NSNumber(value: 65), formatter: f)).frames.first?.kind == "Text(\"1:05\")")
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = TimeZone(identifier: "UTC")
    dates.dateFormat = "yyyy-MM-dd"
    let day = Date(timeIntervalSince1970: 0)
    #expect(LayoutResult(of: Text(day, formatter: dates)).frames.first?.kind == "Text(\"1970-01-01\")")
  }

  @Test func namedUnits() {
    let hms: NSCalendar.Unit = [.hour, .minute, .second]
    #expect(formatter(.abbreviated, hms).string(from: 3725) == "1h 2m 5s")
    #expect(formatter(.abbreviated, hms).string(from: 3605) == "1h 5s")
    // `.none` drops nothing; `.pad` shows every allowed unit (Apple's examples).
    #expect(formatter(.abbreviated, hms, zeros: .none).string(from: 3610) == "1h 0m 10s")
    #expect(formatter(.abbreviated, [.day, .hour, .minute, .second], zeros: .pad).string(from: 3600) == "0d 1h 0m 0s")
    #expect(formatter(.abbreviated, [.day, .hour, .minute, .second], zeros: .dropLeading).string(from: 600) == "10m 0s")
    #expect(formatter(.brief, hms).string(from: 3725) == "1hr 2min 5sec")
    #expect(formatter(.full).string(from: 3661) == "1 hour, 1 minute, 1 second")
    #expect(formatter(.full).string(from: 7322) == "2 hours, 2 minutes, 2 seconds")
    #expect(formatter(.short).string(from: 90061) == "1 day, 1 hr, 1 min, 1 sec")
    #expect(formatter(.spellOut).string(from: 65) == "one minute, five seconds")
    let one = formatter(.abbreviated, hms)
    one.maximumUnitCount = 1
    #expect(one.string(from: 3725) == "1h")
    let remaining = formatter(.full)
    remaining.includesTimeRemainingPhrase = true
    #expect(remaining.string(from: 120) == "2 minutes remaining")
    #expect(formatter(.abbreviated).string(from: DateComponents(hour: 2, minute: 30)) == "2h 30m")
  }

  /// Temperatures in Fahrenheit unless the unit given is asked for.
  @Test func measurements() {
    let f = MeasurementFormatter()
    #expect(f.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "68°F")
    f.unitOptions = .providedUnit
    #expect(f.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "20°C")
    #expect(f.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
    f.unitStyle = .long
    #expect(f.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 kilometers")
    #expect(f.string(from: Measurement(value: 3, unit: UnitLength.feet)) == "3 feet")
    #expect(f.string(from: Measurement(value: 1, unit: UnitLength.feet)) == "1 foot")
    #expect(f.string(for: Measurement(value: 2, unit: UnitLength.inches)) == "2 inches")
  }

  /// Links and phone numbers found as Foundation's data detector finds
  /// them; a sentence's closing punctuation is not part of a link.
  @Test func dataDetector() throws {
    let text = "Visit https://apple.com. Or www.swift.org, call 555-123-4567."
    let whole = NSRange(location: 0, length: text.utf16.count)
    let links = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
    let found = links.matches(in: text, options: [], range: whole)
    #expect(found.map(\.range) == [NSRange(location: 6, length: 17), NSRange(location: 28, length: 13)])
    #expect(found.map(\.url) == [URL(string: "https://apple.com"), URL(string: "http://www.swift.org")])
    let both = try NSDataDetector(
      types: NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue)
    let all = both.matches(in: text, options: [], range: whole)
    #expect(all.count == 3)
    #expect(all.last?.phoneNumber == "555-123-4567" && all.last?.range == NSRange(location: 48, length: 12))
    #expect(links.firstMatch(in: "no links here", options: [], range: NSRange(location: 0, length: 13)) == nil)
  }
}

/// Foundation's undo manager (Linux's has none): a change's inverse undoes
/// it, the undo's inverse redoes it, and a new change clears what could be
/// redone.
@Suite struct UndoManagerTests {
  final class Counter { var value = 0 }

  func increment(_ counter: Counter, _ undo: UndoManager) {
    counter.value += 1
    undo.registerUndo(withTarget: counter) { c in self.decrement(c, undo) }
    undo.setActionName("Increment")
  }
  func decrement(_ counter: Counter, _ undo: UndoManager) {
    counter.value -= 1
    undo.registerUndo(withTarget: counter) { c in self.increment(c, undo) }
  }

  @Test func undoAndRedo() {
    let undo = UndoManager()
    let counter = Counter()
    increment(counter, undo)
    #expect(counter.value == 1 && undo.canUndo && undo.undoActionName == "Increment")
    undo.undo()
    #expect(counter.value == 0 && undo.canRedo && !undo.canUndo)
    undo.redo()
    #expect(counter.value == 1 && undo.canUndo)
    undo.undo()
    increment(counter, undo)
    #expect(!undo.canRedo, "a new change clears redo")
    // The actions hold the manager (as an app's do); clearing them lets both go.
    undo.removeAllActions()
    #expect(!undo.canUndo && !undo.canRedo)
  }
}
