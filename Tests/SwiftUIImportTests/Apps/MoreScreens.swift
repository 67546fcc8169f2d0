import SwiftUI

struct DetailSheet: View {
  @Environment(\.presentationMode) var presentationMode
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.sizeCategory) private var sizeCategory
  @Environment(\.redactionReasons) private var redactionReasons
  @State private var progress = 0.3
  @State private var query = ""

  var body: some View {
    VStack(spacing: 12) {
      Text("Timer").font(.title).fontDesign(.rounded).fontWidth(.condensed)
      Text(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60), countsDown: true)
        .monospacedDigit()
      Gauge(value: progress) { Text("CPU") } currentValueLabel: { Text("\(Int(progress * 100))%") }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(Gradient(colors: [.green, .red]))
      AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
        switch phase {
        case .empty: ProgressView()
        case .success(let image): image.resizable().scaledToFit()
        case .failure: Image(systemName: "exclamationmark.triangle")
        @unknown default: EmptyView()
        }
      }
      .frame(width: 60, height: 60)
      Canvas { context, size in
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
        context.draw(Text("Hi").font(.caption), at: CGPoint(x: size.width / 2, y: size.height / 2))
      }
      .frame(width: 60, height: 60)
      Button("Close") {
        presentationMode.wrappedValue.dismiss()
        dismiss()
      }
      .keyboardShortcut(.cancelAction)
      Text("Loading…").redacted(reason: .placeholder)
      if redactionReasons.contains(.placeholder) { Text("placeholder") }
    }
    .searchable(text: $query)
    .navigationBarTitleDisplayMode(.inline)
    .toolbarTitleMenu { Button("Rename") {} }
    .task(id: query) { }
  }
}

struct MatchedView: View {
  @Namespace private var animation
  @State private var expanded = false
  var body: some View {
    ZStack {
      if expanded {
        RoundedRectangle(cornerRadius: 20).fill(.blue)
          .matchedGeometryEffect(id: "card", in: animation)
          .frame(height: 300)
      } else {
        RoundedRectangle(cornerRadius: 10).fill(.blue)
          .matchedGeometryEffect(id: "card", in: animation)
          .frame(width: 100, height: 100)
      }
    }
    .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { expanded.toggle() } }
  }
}

struct ChartBars: View {
  let values: [Double] = [3, 5, 2, 8, 6]
  var body: some View {
    GeometryReader { geo in
      HStack(alignment: .bottom, spacing: 4) {
        ForEach(values.indices, id: \.self) { i in
          RoundedRectangle(cornerRadius: 3)
            .fill(Color.accentColor.gradient)
            .frame(height: geo.size.height * values[i] / (values.max() ?? 1))
        }
      }
    }
    .frame(height: 120)
    .padding()
  }
}
