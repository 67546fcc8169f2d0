import Foundation
@testable import PlumbCore
import Testing

/// Environment values a figure has by default, and the modifiers that set
/// them, read back through `@Environment` in a body.
@MainActor @Suite struct SystemEnvironmentTests {
  struct Probe<Value>: View {
    @Environment var value: Value
    let show: (Value) -> String
    init(_ keyPath: KeyPath<EnvironmentValues, Value>, show: @escaping (Value) -> String) {
      _value = Environment(keyPath)
      self.show = show
    }
    var body: some View { Text(verbatim: show(value)) }
  }

  /// The first text drawn (a right-to-left subtree has a marker node
  /// above it).
  func shown(_ view: some View) -> String? {
    let r = LayoutResult(of: view, measurer: FixedAdvanceTextMeasurer())
    return withExtendedLifetime(r) {
      var stack = [r.root]
      while let n = stack.popLast() {
        if case .text(let c, _) = n.drawing { return c.string }
        stack.append(contentsOf: n.children.reversed())
      }
      return nil
    }
  }

  @Test func defaultsAreAnIPhoneInPortrait() {
    let env = EnvironmentValues()
    #expect(env.horizontalSizeClass == .compact && env.verticalSizeClass == .regular)
    #expect(env.displayScale == 1 && env.isEnabled && env.layoutDirection == .leftToRight)
    #expect(env.locale.identifier == "en_US_POSIX" && env.timeZone.secondsFromGMT() == 0)
    #expect(env.calendar.identifier == .gregorian && env.calendar.timeZone.secondsFromGMT() == 0)
    #expect(env.dynamicTypeSize == .large && env.redactionReasons.isEmpty && env.scenePhase == .active)
    env.dismiss()
    env.openURL(URL(string: "https://example.com")!)
  }

  @Test func disabledSetsIsEnabled() {
    #expect(shown(Probe(\.isEnabled) { "\($0)" }) == "true")
    #expect(shown(Probe(\.isEnabled) { "\($0)" }.disabled(true)) == "false")
    // A `false` below a `true` does not enable again.
    #expect(shown(Probe(\.isEnabled) { "\($0)" }.disabled(false).disabled(true)) == "false")
  }

  @Test func modifiersSetValues() {
    #expect(shown(Probe(\.colorScheme) { "\($0)" }.preferredColorScheme(.dark)) == "dark")
    #expect(shown(Probe(\.colorScheme) { "\($0)" }.preferredColorScheme(nil)) == "light")
    #expect(shown(Probe(\.redactionReasons) { "\($0.contains(.placeholder))" }.redacted(reason: .placeholder)) == "true")
    #expect(
      shown(Probe(\.redactionReasons) { "\($0.isEmpty)" }.unredacted().redacted(reason: .placeholder)) == "true")
    #expect(
      shown(Probe(\.layoutDirection) { "\($0)" }.environment(\.layoutDirection, .rightToLeft)) == "rightToLeft")
    #expect(
      shown(Probe(\.horizontalSizeClass) { "\($0!)" }.environment(\.horizontalSizeClass, .regular)) == "regular")
    #expect(shown(Probe(\.dynamicTypeSize) { "\($0)" }.dynamicTypeSize(.xLarge)) == "xLarge")
  }
}
