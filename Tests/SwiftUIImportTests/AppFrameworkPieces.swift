import AVFoundation
import CoreData
import CoreText
import HealthKit
import MapKit
import SwiftUI
import Testing
import WeatherKit

// What the education, fitness, finance and travel corpora reach for beside
// SwiftUI: bundled fonts registered with Core Text, a Core Data model built
// in code, UIKit alerts made by a view model, HealthKit's activity types and
// summaries, WeatherKit's wind directions.

@Suite struct AppFrameworkPiecesTests {
  /// Registering a bundled font reports failure (figures draw the pinned
  /// family); the available names are Inter's; a font's metrics are the
  /// ones layout gives text (SF Pro's ascender, 1950 of 2048 units per em:
  /// 17 × 1950 / 2048 = 16.1865234375 at 17 points).
  @Test func coreTextFontManagerAndMetrics() {
    let url = URL(fileURLWithPath: "Acme-Regular.ttf")
    #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
    #expect(CTFontManagerGetScopeForURL(url as CFURL) == .none)
    let names = CTFontManagerCopyAvailablePostScriptNames() as? [String] ?? []
    #expect(names.contains("Inter-Regular") && names.count == 10)
    let font = CTFontCreateWithName("Acme-Regular" as CFString, 17, nil)
    #expect(CTFontGetSize(font) == 17 && CTFontGetAscent(font) == 16.1865234375 && CTFontGetLeading(font) == 0)
  }

  /// A model built in code keeps its entities' attributes by name.
  @Test func coreDataModelInCode() {
    let amount = NSAttributeDescription()
    amount.name = "amount"
    amount.attributeType = .doubleAttributeType
    amount.isOptional = false
    let owner = NSRelationshipDescription()
    owner.name = "owner"
    owner.maxCount = 1
    let entity = NSEntityDescription()
    entity.name = "TransactionEntity"
    entity.properties = [amount, owner]
    let model = NSManagedObjectModel()
    model.entities = [entity]
    #expect(model.entitiesByName["TransactionEntity"]?.attributesByName["amount"]?.attributeType == .doubleAttributeType)
    #expect(entity.relationshipsByName["owner"]?.isToMany == false)
    #expect(NSAttributeType.UUIDAttributeType.rawValue == 1100)
  }

  /// An alert a view model makes keeps its actions and text fields; a
  /// timer made empty, as a placeholder, never fires; no iCloud account.
  @Test func alertsTimersAndAccounts() {
    let alert = UIAlertController(title: "Rename", message: "New name", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(.init(title: "OK", style: .default) { _ in })
    #expect(alert.title == "Rename" && alert.actions.map(\.style) == [.cancel, .default])
    #expect(alert.textFields?.first?.placeholder == "Name")
    let timer = Timer()
    #expect(timer.isValid)
    timer.invalidate()
    #expect(FileManager.default.ubiquityIdentityToken == nil)
    #expect(UITextField.textDidBeginEditingNotification.rawValue == "UITextFieldTextDidBeginEditingNotification")
  }

  /// HealthKit's activity types keep Apple's raw values; a workout made
  /// the old way lasts from its start to its end.
  @Test func healthKitActivityTypes() {
    #expect(HKWorkoutActivityType.discSports.rawValue == 75)
    #expect(HKWorkoutActivityType.pilates.rawValue == 66 && HKWorkoutActivityType.cooldown.rawValue == 80)
    #expect(HKWorkoutActivityType.underwaterDiving.rawValue == 84)
    let start = Date(timeIntervalSince1970: 0)
    let run = HKWorkout(activityType: .running, start: start, end: start.addingTimeInterval(1800))
    #expect(run.duration == 1800 && run.workoutActivityType == .running)
    var answered = false
    _ = HKActivitySummaryQuery(predicate: nil) { _, _, _ in answered = true }
    #expect(!answered)
  }

  /// A music player's library: an empty player plays nothing; an asset
  /// has no metadata to load; the app has no delegate.
  @Test func emptyPlayersAndAssets() async throws {
    let player = AVAudioPlayer()
    #expect(!player.play() && player.url == nil)
    let asset = AVURLAsset(url: URL(fileURLWithPath: "song.m4a"))
    let items = try await asset.load(.commonMetadata)
    #expect(items.isEmpty)
    #expect(UIApplication.shared.delegate == nil)
  }

  /// A Mac note editor's text view and pasteboard; a document form's
  /// content type (none: Linux's Foundation reads no file types).
  @Test func macTextAndPasteboard() throws {
    let editor = NSTextView()
    editor.backgroundColor = .clear
    #expect(editor.backgroundColor == .clear)
    let board = NSPasteboard(name: NSPasteboard.Name("AppFrameworkPiecesTests"))
    board.clearContents()
    #expect(board.readObjects(forClasses: [NSString.self]) == nil)
    board.setString("copied", forType: .string)
    #expect(board.readObjects(forClasses: [NSString.self])?.first as? String == "copied")
    let values = try URL(fileURLWithPath: "/").resourceValues(forKeys: [.contentTypeKey])
    #expect(values.contentType == nil)
  }

  /// Wind directions abbreviate as a forecast writes them.
  @Test func windDirections() {
    #expect(Wind.CompassDirection.northNortheast.abbreviation == "NNE")
    #expect(Wind.CompassDirection.west.abbreviation == "W")
    #expect(Wind.CompassDirection.southSouthwest.description == "South Southwest")
    let completer = MKLocalSearchCompleter()
    completer.filterType = .locationsOnly
    #expect(completer.filterType == .locationsOnly)
  }
}
