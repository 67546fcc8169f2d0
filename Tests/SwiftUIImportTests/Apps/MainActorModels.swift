import SwiftUI

// View models as Xcode's templates and Swift 6 apps write them: isolated
// to the main actor, read from views' bodies and helpers, created in
// property initializers, `@main` apps, previews and styles.

@MainActor final class CounterStore: ObservableObject {
  @Published var count = 3
  func load() async { count += 1 }
  func increment() { count += 1 }
}

@MainActor @Observable final class UserSession {
  var user = "Ada"
  var isSignedIn: Bool { !user.isEmpty }
}

struct StoreCounterView: View {
  @StateObject private var store = CounterStore()
  @State private var session = UserSession()
  private var title: String { "Count \(store.count)" }
  private var header: some View { Text(session.user).font(.headline) }
  var body: some View {
    VStack(spacing: 12) {
      header
      Text(title)
      Button("Add") { store.increment() }
        .buttonStyle(SessionButtonStyle(session: session))
    }
    .padding()
    .task { await store.load() }
    .onAppear { Task { @MainActor in store.increment() } }
  }
}

struct SessionButtonStyle: ButtonStyle {
  let session: UserSession
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 16)
      .padding(.vertical, 8)
      .background(session.isSignedIn ? Color.blue : Color.gray, in: Capsule())
      .foregroundStyle(.white)
  }
}

struct StoreCounterView_Previews: PreviewProvider {
  static var previews: some View { StoreCounterView() }
}

#Preview { StoreCounterView() }

struct CounterApp: App {
  @StateObject private var store = CounterStore()
  var body: some Scene {
    WindowGroup { StoreCounterView().environmentObject(store) }
  }
}
