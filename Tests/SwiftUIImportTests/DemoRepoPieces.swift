import SwiftUI
import Testing

// Pieces of SwiftUI demo repositories that failed here (xiaofu666's demos,
// Jyhwenchai's examples): a date interval shown as text, colours dragged
// between wells, a symbol swapped with the automatic effect, a toggle over
// several alarms with a symbol, a second window asked for, network-cost
// settings on a session configuration.

struct WakeAlarm: Identifiable {
  let id: Int
  var isOn: Bool
}

struct AlarmsView: View {
  @State private var alarms = [WakeAlarm(id: 1, isOn: true), WakeAlarm(id: 2, isOn: true)]
  @State private var symbol = "sun.max"
  var body: some View {
    VStack {
      Toggle("Enable all alarms", systemImage: "alarm", sources: $alarms, isOn: \.isOn)
      Image(systemName: symbol).contentTransition(.symbolEffect(.automatic))
      Color.orange.frame(width: 20, height: 20).draggable(Color.orange)
      Text(DateInterval(start: Date(timeIntervalSince1970: 0), duration: 3600))
      Button("New Window") {
        let activity = NSUserActivity(activityType: "com.example.window")
        activity.targetContentIdentifier = "window"
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
      }
    }
  }
}

@MainActor @Suite struct DemoRepoPieces {
  @Test func dateRangesAsText() {
    // Midnight to 1 AM on January 1, 1970, in the figure's UTC: the day
    // once, then both times.
    let hour = DateInterval(start: Date(timeIntervalSince1970: 0), duration: 3600)
    let text = LayoutResult(of: Text(hour), measurer: FixedAdvanceTextMeasurer())
    let range = LayoutResult(of: Text(hour.start...hour.end), measurer: FixedAdvanceTextMeasurer())
    #expect(text.frames.first?.kind == range.frames.first?.kind)
    // "1/1/1970, 12:00 – 1:00 AM", as Foundation's interval style writes it
    // (thin spaces around the dash, a narrow no-break space before "AM").
    let kind = text.frames.first?.kind ?? ""
    #expect(kind == "Text(\"1/1/1970, 12:00\u{2009}\u{2013}\u{2009}1:00\u{202F}AM\")", "\(Array(kind.unicodeScalars))")
  }

  @Test func aMixedToggleWithASymbolIsOnWhenAllAre() {
    // Both alarms are on: the toggle is on; its label is a Label with the
    // symbol, as `Toggle(_:systemImage:isOn:)` draws it.
    let layout = LayoutResult(of: AlarmsView().frame(width: 320), measurer: FixedAdvanceTextMeasurer())
    #expect(layout.frames.contains { $0.kind.hasPrefix("Label") || $0.kind.contains("alarm") }, "\(layout.frames.map(\.kind))")
  }

  @Test func sessionsKeepApplesNetworkDefaults() {
    let configuration = URLSessionConfiguration.default
    configuration.allowsExpensiveNetworkAccess = false
    #expect(configuration.allowsExpensiveNetworkAccess && configuration.allowsConstrainedNetworkAccess)
    let content = UIHostingConfiguration { Text("Row") }.makeContentView()
    #expect(content.configuration is UIHostingConfiguration<Text, EmptyView>)
  }
}
