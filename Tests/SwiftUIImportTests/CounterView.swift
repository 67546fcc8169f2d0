import SwiftUI

// Written as an app developer writes a screen: state, bindings, a button,
// an animation and a gesture that do nothing in a still figure.
struct CounterView: View {
  @State private var count = 0
  @State private var isExpanded = false
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack(spacing: 16) {
      Text("Count: \(count)")
        .font(.largeTitle.bold())
        .contentTransition(.numericText())
      HStack(spacing: 12) {
        Button("−") { withAnimation(.spring) { count -= 1 } }
          .buttonStyle(.bordered)
        Button {
          withAnimation(.easeInOut(duration: 0.2)) { count += 1 }
        } label: {
          Label("Add", systemImage: "plus")
        }
        .buttonStyle(.borderedProminent)
      }
      Toggle("Details", isOn: $isExpanded.animation())
        .padding(.horizontal)
      if isExpanded {
        Text("Expanded").transition(.opacity.combined(with: .move(edge: .top)))
      }
    }
    .padding()
    .background(colorScheme == .dark ? Color.black : Color.white)
    .onTapGesture(count: 2) { count = 0 }
    .onAppear { count = 0 }
    .animation(.default, value: count)
  }
}

#Preview {
  CounterView()
}

#Preview("Dark", traits: .sizeThatFitsLayout) {
  CounterView()
    .preferredColorScheme(.dark)
}

#Preview("Toggle") {
  @Previewable @State var isOn = true
  Toggle("Preview", isOn: $isOn)
    .padding()
}
