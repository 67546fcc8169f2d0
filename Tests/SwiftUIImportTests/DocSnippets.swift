import SwiftUI

// Code as Apple's documentation pages and sample projects write it: the
// ShareLink page's photo, the Stepper page's first example, iOS 17's plain
// text editor, the accessibility sample's rotors, and an app's home-screen
// quick actions.

struct Photo: Transferable {
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(\.image)
  }

  public var image: Image
  public var caption: String
}

struct StepperView: View {
  @State private var value = 0
  let colors: [Color] = [.orange, .red, .gray, .blue, .green, .purple, .pink]

  func incrementStep() {
    value += 1
    if value >= colors.count { value = 0 }
  }

  func decrementStep() {
    value -= 1
    if value < 0 { value = colors.count - 1 }
  }

  var body: some View {
    Stepper {
      Text("Value: \(value) Color: \(colors[value].description)")
    } onIncrement: {
      incrementStep()
    } onDecrement: {
      decrementStep()
    }
    .padding(5)
    .background(colors[value])
  }
}

struct RotorMessage: Identifiable {
  let id: Int
  var subject: String
  var isVIP = false
}

struct MessageList: View {
  var messages: [RotorMessage]
  var rotors = true
  @State private var draft = ""
  @Namespace private var namespace

  var body: some View {
    let list = VStack(alignment: .leading, spacing: 4) {
      ForEach(messages) { message in
        Text(message.subject)
          .accessibilityRotorEntry(id: message.id, in: namespace)
      }
      TextEditor(text: $draft)
        .textEditorStyle(.plain)
        .frame(height: 40)
    }
    if rotors {
      list
        .accessibilityRotor("VIPs") {
          ForEach(messages) { message in
            if message.isVIP {
              AccessibilityRotorEntry(message.subject, id: message.id, in: namespace)
            }
          }
        }
        .accessibilityRotor("Subjects", entries: messages, entryLabel: \.subject)
        .accessibilityRotor(.headings) {
          AccessibilityRotorEntry("Inbox", id: 0)
        }
    } else {
      list
    }
  }
}

enum QuickAction: String {
  case newMessage

  var shortcutItem: UIApplicationShortcutItem {
    UIApplicationShortcutItem(
      type: rawValue, localizedTitle: "New Message", localizedSubtitle: nil,
      icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"))
  }

  init?(shortcutItem: UIApplicationShortcutItem) {
    self.init(rawValue: shortcutItem.type)
  }
}

/// Hacking with Swift's wake-up time, and a birthday on wheels.
struct WakeUpForm: View {
  @State private var wakeUp = Date(timeIntervalSince1970: 1_795_784_400)  // 2026-11-27 13:00 UTC
  @State private var birthday = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01

  var body: some View {
    VStack(spacing: 0) {
      DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
        .labelsHidden()
        .datePickerStyle(.wheel)
      DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
        .datePickerStyle(WheelDatePickerStyle())
      DatePicker("Alarm", selection: $wakeUp)
        .datePickerStyle(.wheel)
        .labelsHidden()
    }
    .environment(\.timeZone, TimeZone(identifier: "UTC")!)
  }
}

/// One time wheel, in whatever locale the test sets.
struct TimeWheel: View {
  var components: DatePickerComponents = .hourAndMinute
  var body: some View {
    DatePicker("Time", selection: .constant(Date(timeIntervalSince1970: 1_795_784_400)), displayedComponents: components)
      .datePickerStyle(.wheel)
      .labelsHidden()
      .environment(\.timeZone, TimeZone(identifier: "UTC")!)
  }
}
