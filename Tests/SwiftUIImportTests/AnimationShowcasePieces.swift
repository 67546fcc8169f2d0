import AVFoundation
import Combine
import SwiftUI
import Testing
import UIKit

// What animation showcases and student playgrounds reach for beside the
// views: iOS 17's logically complete animations, iOS 18's periodic symbol
// effects, Combine's scheduler options, UIKit drawing into an image
// context, a navigation controller's gesture delegate, data assets and an
// audio engine's equalizer and offline rendering.

private final class PopDelegate: UIGestureRecognizerDelegate {}

/// A scene delegate as app templates write one.
private final class SceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
}

@Suite struct AnimationShowcasePiecesTests {
  /// The names record what was asked; nothing animates in a figure.
  @Test func animationsAndSymbolEffects() {
    let animation = Animation.easeInOut(duration: 0.25).logicallyComplete(after: 0.15)
    #expect(animation.description.hasSuffix(".logicallyComplete(after: 0.15)"))
    let options = SymbolEffectOptions.repeat(.periodic).speed(1)
    #expect(options == SymbolEffectOptions.default)
  }

  /// Scheduler options are accepted and change nothing: the publisher is
  /// Combine's named one, and delivers what the form without options does.
  @Test func schedulerOptions() {
    let publisher: Publishers.ReceiveOn<Publishers.Delay<Just<Int>, RunLoop>, DispatchQueue> =
      Just(1).delay(for: .seconds(1), scheduler: RunLoop.main, options: .none)
      .receive(on: DispatchQueue.main, options: nil)
    let plain = Just(1).delay(for: .seconds(1), scheduler: RunLoop.main).receive(on: DispatchQueue.main)
    var values: [Int] = []
    var plainValues: [Int] = []
    let a = publisher.sink { values.append($0) }
    let b = plain.sink { plainValues.append($0) }
    #expect(values == plainValues)
    a.cancel()
    b.cancel()
  }

  /// Drawing into an image context keeps no pixels; a gesture delegate's
  /// unimplemented answers are UIKit's; no data asset is found.
  @Test func uiKitDrawingGesturesAndAssets() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    ("😀" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 44)])
    UIGraphicsEndImageContext()
    let delegate = PopDelegate()
    let recognizer = UIGestureRecognizer()
    recognizer.delegate = delegate
    #expect(delegate.gestureRecognizerShouldBegin(recognizer))
    #expect(!delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: recognizer))
    #expect(UINavigationController().interactivePopGestureRecognizer != nil)
    #expect(NSDataAsset(name: "Heartbeat") == nil)
  }

  /// An equalizer keeps its bands' settings; offline rendering keeps its
  /// mode and reports an error, as nothing is processed.
  @Test func audioEqualizerAndOfflineRendering() throws {
    let eq = AVAudioUnitEQ(numberOfBands: 3)
    eq.bands[1].filterType = .lowShelf
    #expect(eq.bands.count == 3 && eq.bands[1].filterType == .lowShelf)
    let distortion = AVAudioUnitDistortion()
    distortion.loadFactoryPreset(.speechWaves)
    distortion.auAudioUnit.shouldBypassEffect = true
    #expect(distortion.auAudioUnit.shouldBypassEffect && distortion.auAudioUnit.currentPreset == nil)
    let engine = AVAudioEngine()
    try engine.enableManualRenderingMode(.offline, format: AVAudioFormat(), maximumFrameCount: 4096)
    #expect(engine.isInManualRenderingMode && engine.manualRenderingMaximumFrameCount == 4096)
    let buffer = AVAudioPCMBuffer(pcmFormat: engine.manualRenderingFormat, frameCapacity: 4096)!
    #expect(try engine.renderOffline(4096, to: buffer) == .error)
    engine.disableManualRenderingMode()
    #expect(!engine.isInManualRenderingMode)
  }

  /// A word game's checks: no term has a system definition on Linux; a
  /// scene's delegate is the one app code set, its window the one it holds.
  @Test @MainActor func dictionaryAndSceneDelegate() {
    #expect(!UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "crane"))
    #expect(UIReferenceLibraryViewController(term: "crane").term == "crane")
    let scene = UIApplication.shared.connectedScenes.first
    #expect(scene != nil)
    let delegate = SceneDelegate()
    delegate.window = UIWindow(frame: .zero)
    scene?.delegate = delegate
    let window = (scene?.delegate as? UIWindowSceneDelegate)?.window
    #expect(window != nil && window === delegate.window)
    scene?.delegate = nil
  }
}
