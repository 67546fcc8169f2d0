import FoundationModels
import Playgrounds
import SwiftUI
import WebKit

// iOS 26 code as WWDC25's sessions and the first apps wrote it: the
// `@Animatable` macro, slider ticks, title toolbar items, rich text
// selections resolved through the font context, drag containers, web
// pages with a navigation decider, Xcode's `#Playground`.

@Animatable
struct Ripple: Shape {
  var radius: Double
  var width: CGFloat
  @AnimatableIgnored var label: String = "ripple"
  func path(in rect: CGRect) -> Path {
    Path(ellipseIn: CGRect(x: rect.midX - radius, y: rect.midY - radius, width: 2 * radius, height: 2 * radius))
  }
}

@Animatable
struct Meter: View {
  var level: Double
  var body: some View { Capsule().frame(width: 100 * level, height: 8) }
}

struct TickedSettings: View {
  @State private var volume = 5.0
  @State private var text = AttributedString("Hello")
  @State private var selection = AttributedTextSelection()
  @Environment(\.fontResolutionContext) private var fontContext

  var body: some View {
    NavigationStack {
      Form {
        Slider(value: $volume, in: 0...10, step: 1) {
          Text("Volume")
        } ticks: {
          SliderTick(0)
          SliderTick(5) { Text("Mid") }
          SliderTickContentForEach(stride(from: 0.0, through: 10, by: 2.5).map { $0 }, id: \.self) { value in
            SliderTick(value)
          }
        }
        TextEditor(text: $text, selection: $selection)
        Button("Bold") {
          text.transformAttributes(in: &selection) { container in
            let font = container.font ?? .default
            container.font = font.bold(!font.resolve(in: fontContext).isBold)
          }
        }
      }
      .toolbar {
        ToolbarItem(placement: .title) { Text("Settings") }
        ToolbarSpacer(.flexible, placement: .topBarTrailing)
      }
      .listSectionMargins(.horizontal, 24)
      .dropDestination(for: String.self) { items, session in _ = items }
    }
  }
}

struct AllowAll: WebPage.NavigationDeciding {
  func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy { .allow }
}

@Generable
struct Todo {
  let id: String
  let task: String
}

#Playground {
  let page = WebPage(navigationDecider: AllowAll())
  _ = page.url
}
