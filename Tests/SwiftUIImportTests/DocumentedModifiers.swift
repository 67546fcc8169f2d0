import SwiftUI

// Modifiers and initializers from Apple's SwiftUI reference that real code
// reaches for: a style that wraps the standard toggle, a shape overlay,
// iOS 26's per-edge row insets, a formatted field with a label view, and a
// run of modifiers that only matter to interaction (focus, keys, speech,
// selection, presentations), which must change nothing drawn.

struct CheckmarkWrapperStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
      Toggle(configuration)
    }
  }
}

struct NotificationsRow: View {
  @State private var isOn = true
  var body: some View {
    Toggle("Notifications", isOn: $isOn)
      .toggleStyle(CheckmarkWrapperStyle())
  }
}

struct BadgeOverlay: View {
  var body: some View {
    Text("New")
      .padding(8)
      .overlay(.red.opacity(0.3), in: Capsule())
  }
}

struct InsetRows: View {
  var flush: Bool
  var body: some View {
    List {
      if flush {
        Text("Row").listRowInsets(.leading, 0)
      } else {
        Text("Row")
      }
    }
    .listStyle(.plain)
  }
}

struct AmountField: View {
  @State private var amount = 1.5
  var body: some View {
    TextField(value: $amount, format: .number, prompt: Text("0")) {
      Text("Amount")
    }
  }
}

struct Item2: Identifiable { let id = 1 }

struct InteractionOnly: View {
  var decorated: Bool
  @State private var on = false
  @State private var text = "Draft"
  @State private var selection: TextSelection? = nil
  @FocusState private var searching: Bool
  @AccessibilityFocusState private var voiceOverFocus: Bool
  @Environment(\.refresh) private var refresh

  var body: some View {
    let base = VStack(alignment: .leading) {
      Text("Title")
      TextField("Name", text: $text, selection: $selection)
      TextEditor(text: $text, selection: $selection).frame(height: 40)
    }
    if decorated {
      base
        .accessibilityFocused($voiceOverFocus)
        .accessibilityLabel("Card", isEnabled: true)
        .accessibilityHidden(false, isEnabled: false)
        .accessibilityDirectTouch(options: .silentOnTouch)
        .speechSpellsOutCharacters()
        .searchFocused($searching)
        .onKeyPress(keys: [.return]) { _ in .handled }
        .onTapGesture(count: 2, coordinateSpace: .global) { _ in }
        .gesture(TapGesture(), isEnabled: false)
        .scrollIndicatorsFlash(onAppear: true)
        .selectionDisabled()
        .presentationContentInteraction(.scrolls)
        .menuActionDismissBehavior(.disabled)
        .writingToolsBehavior(.limited)
        .transaction(value: on) { $0.animation = nil }
        .animation(.default) { $0 }
        .userActivity("com.example.view", element: Item2()) { _, _ in }
        .layoutDirectionBehavior(.mirrors)
        .listItemTint(.monochrome)
    } else {
      base
    }
  }
}

struct LinkRows: View {
  var hideIndicator: Bool
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Settings", value: 1)
      }
      .navigationLinkIndicatorVisibility(hideIndicator ? .hidden : .automatic)
    }
  }
}

struct OutlinedBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    GroupBox(configuration)
      .overlay(RoundedRectangle(cornerRadius: 8).stroke(.blue))
  }
}

struct GradientsAndBoxes: View {
  @State private var column = NavigationSplitViewColumn.detail
  @Environment(\.pixelLength) private var pixel
  @Environment(\.minimumScaleFactor) private var minimumScale

  var body: some View {
    VStack {
      Circle().fill(.ellipticalGradient(colors: [.yellow, .orange]))
      Rectangle().fill(.linearGradient(Color.blue.gradient, startPoint: .top, endPoint: .bottom))
      Circle().fill(.conicGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center))
      GroupBox("Today") { Text("3 events") }
        .groupBoxStyle(OutlinedBoxStyle())
      Text(pixel == 1 && minimumScale == 1 ? "defaults" : "changed")
      ShareLink(items: [URL(string: "https://example.com")!])
    }
    .frame(width: 200)
  }
}

struct CompactSplit: View {
  @State private var column = NavigationSplitViewColumn.detail
  var body: some View {
    NavigationSplitView(preferredCompactColumn: $column) {
      Text("Sidebar")
    } detail: {
      Text("Detail")
    }
  }
}

struct TallRows: View {
  var minHeight: CGFloat?
  var body: some View {
    let list = List { Text("Row") }.listStyle(.plain)
    if let minHeight {
      list.environment(\.defaultMinListRowHeight, minHeight)
    } else {
      list
    }
  }
}

struct FileNode: Hashable, Identifiable {
  var id: Self { self }
  var name: String
  var children: [FileNode]? = nil
}

struct FileTree: View {
  @State private var sort = 0
  let root = FileNode(name: "users", children: [FileNode(name: "photo.jpg")])

  var body: some View {
    VStack(alignment: .leading) {
      OutlineGroup(root, children: \.children) { item in
        Text(item.name)
      }
      Text("Files").accessibilityHeading(.h1) + Text(" (1)")
      Text("Big").font(.body.pointSize(34))
      Text("Bigger").font(.body.scaled(by: 2))
      Picker("Sort", selection: $sort) {
        Text("Name").tag(0)
      } currentValueLabel: {
        Text("By name")
      }
      NavigationLink("Open", value: 1).isDetailLink(false)
    }
  }
}

/// Reads what the modifiers above it wrote.
struct EnvironmentEcho: View {
  @Environment(\.isScrollEnabled) private var scrolls
  @Environment(\.truncationMode) private var truncation
  @Environment(\.buttonSizing) private var sizing
  var body: some View {
    Text("\(scrolls ? "scrolls" : "fixed") \(truncation == .middle ? "middle" : "tail") \(sizing == .flexible ? "flexible" : "auto")")
  }
}
