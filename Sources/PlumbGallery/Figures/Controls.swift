import Foundation
import PlumbFigures

// Controls as iOS 17 draws them, in light and dark, at an iPhone 15's width
// (393). Compare them with a screenshot of the same code on a phone.

/// Puts a figure on the system background of its color scheme.
struct Screen<Content: View>: View {
  let content: Content
  init(@ViewBuilder content: () -> Content) { self.content = content() }
  var body: some View {
    content.background(Color(uiColor: .systemBackground))
  }
}

// MARK: figure controls-buttons
public struct ControlButtons: View {
  public init() {}
  public var body: some View {
    VStack(spacing: 16) {
      Button("Automatic") {}
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Prominent") {}.buttonStyle(.borderedProminent)
      HStack {
        Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
        Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
        Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
      }
      Button("Large and tinted") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.orange)
      Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
    }
    .padding(20)
    .frame(width: 393)
  }
}

// MARK: figure controls-buttons-dark
public struct ControlButtonsDark: View {
  public init() {}
  public var body: some View {
    ControlButtons().preferredColorScheme(.dark)
  }
}

// MARK: figure controls-inputs
public struct ControlInputs: View {
  public init() {}
  @State private var size = 1
  public var body: some View {
    VStack(spacing: 20) {
      Toggle("Wi-Fi", isOn: .constant(true))
      Toggle("Bluetooth", isOn: .constant(false))
      Picker("Size", selection: $size) {
        Text("Small").tag(0)
        Text("Medium").tag(1)
        Text("Large").tag(2)
      }
      .pickerStyle(.segmented)
      Stepper("Copies: 2", value: .constant(2))
      Slider(value: .constant(0.3))
      ProgressView(value: 0.7)
      HStack(spacing: 24) {
        ProgressView()
        TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
      }
    }
    .padding(20)
    .frame(width: 393)
  }
}

// MARK: figure controls-inputs-dark
public struct ControlInputsDark: View {
  public init() {}
  public var body: some View {
    ControlInputs().preferredColorScheme(.dark)
  }
}

// MARK: figure controls-settings
public struct ControlSettings: View {
  public init() {}
  public var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          LabeledContent("Name", value: "Ada Lovelace")
          Toggle("Notifications", isOn: .constant(true))
          Picker("Appearance", selection: .constant(0)) {
            Text("Automatic").tag(0)
            Text("Dark").tag(1)
          }
        }
        Section {
          NavigationLink("Privacy") { Text("Privacy") }
          NavigationLink("About") { Text("About") }
        } footer: {
          Text("Version 1.0")
        }
      }
      .navigationTitle("Settings")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
      }
    }
  }
}

// MARK: figure controls-settings-dark
public struct ControlSettingsDark: View {
  public init() {}
  public var body: some View {
    ControlSettings().preferredColorScheme(.dark)
  }
}

// MARK: figure controls-tabs
public struct ControlTabs: View {
  public init() {}
  public var body: some View {
    TabView {
      NavigationStack {
        List {
          ForEach(["Inbox", "Drafts", "Sent", "Archive"], id: \.self) { box in
            Label(box, systemImage: "tray")
          }
        }
        .navigationTitle("Mail")
      }
      .tabItem { Label("Mail", systemImage: "envelope") }
      Text("Calendar").tabItem { Label("Calendar", systemImage: "calendar") }
      Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
    }
    .frame(width: 393, height: 560)
  }
}

// MARK: figure controls-iphone
public struct ControlIPhone: View {
  public init() {}
  public var body: some View {
    TabView {
      ControlSettings()
        .tabItem { Label("Settings", systemImage: "gear") }
      Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }
    }
  }
}
