import Foundation
import PlumbCore
import Testing

/// iOS 16–26 initializers and formats real files use, each drawn as the
/// form it stands for.
@MainActor @Suite struct RecentFormsTests {
  /// The drawing, as text (display items are not `Equatable`).
  func items(_ view: some View) -> String {
    let r = LayoutResult(of: view, proposal: ProposedViewSize(width: 300, height: 100), measurer: FixedAdvanceTextMeasurer())
    return String(describing: DisplayList(r, scale: 1, colorScheme: .light).items)
  }

  /// A timer counting down a 300-second range shows, at 1 s in, the 299 s
  /// left: "4:59"; counting up a two-hour range at 3,723 s in, "1:02:03";
  /// a date outside the range is clamped (0:00 at the end).
  @Test func timerFormat() {
    let start = Date(timeIntervalSince1970: 0)
    let down = SystemFormatStyle.Timer.timer(countingDownIn: start..<start.addingTimeInterval(300))
    #expect(down.format(start.addingTimeInterval(1)) == "4:59")
    #expect(down.format(start.addingTimeInterval(400)) == "0:00")
    let up = SystemFormatStyle.Timer.timer(countingUpIn: start..<start.addingTimeInterval(7200))
    #expect(up.format(start.addingTimeInterval(3723)) == "1:02:03")
  }

  /// A toggle over several values draws as one toggle that is on when all
  /// are, off otherwise (its drawing equals the single toggle's).
  @Test func toggleOverSources() {
    let allOn = [Binding.constant(true), .constant(true)]
    let mixed = [Binding.constant(true), .constant(false)]
    #expect(items(Toggle(sources: allOn, isOn: \.self) { Text("All") }) == items(Toggle("All", isOn: .constant(true))))
    #expect(items(Toggle(sources: mixed, isOn: \.self) { Text("All") }) == items(Toggle("All", isOn: .constant(false))))
    #expect(items(Toggle("All", isOn: .constant(true))) != items(Toggle("All", isOn: .constant(false))))
  }

  /// iOS 13's slider order draws as the newer form.
  @Test func sliderWithCallbackFirst() {
    let old = Slider(value: .constant(0.3), in: 0...1, step: 0.1, onEditingChanged: { _ in }) { Text("Level") }
    let new = Slider(value: .constant(0.3), in: 0...1, step: 0.1) { Text("Level") }
    #expect(items(old) == items(new))
  }
}
