// Pieces whole app targets needed when their files were compiled together
// (so a project's own types were there and only Plumb's gaps failed).
import AVFoundation
import HealthKit
import SwiftUI
import Testing
import WebKit

/// A timer app watches its scene phase with the pre-iOS 17 `onChange`.
struct TimerApp: App {
  @Environment(\.scenePhase) private var scene
  var body: some Scene {
    WindowGroup { Text("Timer") }
      .onChange(of: scene) { newScene in
        if newScene == .background { print("store time") }
      }
  }
}

/// A web view scaled down as a thumbnail, in UIKit.
struct Thumbnail: UIViewRepresentable {
  func makeUIView(context: Context) -> WKWebView {
    let view = WKWebView()
    view.isUserInteractionEnabled = false
    view.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
    return view
  }
  func updateUIView(_ uiView: WKWebView, context: Context) {}
}

@Suite struct AppTargetPieces {
  /// A sleep query's handler reads each sample's source; an anchored query
  /// hands deleted objects; samples from this device are a predicate.
  @Test func healthQueriesAsAWatchAppWritesThem() {
    let sleep = HKObjectType.categoryType(forIdentifier: .sleepAnalysis)!
    let sample = HKCategorySample(type: sleep, value: HKCategoryValueSleepAnalysis.asleepCore.rawValue, start: Date(), end: Date())
    #expect(sample.sourceRevision.source.name.isEmpty == false)
    #expect(sample.sourceRevision.version == nil)
    _ = HKQuery.predicateForObjects(from: [HKDevice.local()])
    _ = HKQuery.predicateForObjects(from: HKSource.default())
    let heart = HKObjectType.quantityType(forIdentifier: .heartRate)!
    let query = HKAnchoredObjectQuery(type: heart, predicate: nil, anchor: nil, limit: HKObjectQueryNoLimit) {
      (_: HKAnchoredObjectQuery, samples: [HKSample]?, deleted: [HKDeletedObject]?, _: HKQueryAnchor?, _: Error?) in
      _ = (samples, deleted)
    }
    query.updateHandler = { _, _, deleted, _, _ in _ = deleted?.map(\.uuid) }
  }

  /// A level meter reads silence (-160 dB) from a player that plays nothing.
  @Test func audioMeteringReadsSilence() {
    let player = AVAudioPlayer()
    player.isMeteringEnabled = true
    player.updateMeters()
    #expect(player.averagePower(forChannel: 0) == -160 && player.peakPower(forChannel: 0) == -160)
    #expect(player.numberOfChannels == 2)
  }

  /// A UIView's transform is kept; its center follows its frame.
  @Test func uiViewKeepsTransformAndCenter() {
    let view = UIView()
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(view.center == CGPoint(x: 60, y: 40))
    view.center = CGPoint(x: 50, y: 50)
    #expect(view.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.transform.a == 0.5)
  }
}
