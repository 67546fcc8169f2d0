import SwiftUI

struct WeatherDay: Identifiable, Hashable {
  let id = UUID()
  let day: String
  let icon: String
  let high: Int
  let low: Int
}

struct WeatherView: View {
  @State private var days: [WeatherDay] = [
    .init(day: "Mon", icon: "sun.max.fill", high: 24, low: 15),
    .init(day: "Tue", icon: "cloud.rain.fill", high: 19, low: 12),
  ]
  @State private var isCelsius = true
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.openURL) private var openURL
  @AppStorage("city") private var city = "Paris"
  @SceneStorage("tab") private var tab = 0
  @Namespace private var ns

  private let formatter: DateFormatter = {
    let f = DateFormatter()
    f.dateStyle = .medium
    return f
  }()

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        HStack(alignment: .firstTextBaseline) {
          Text(city).font(.largeTitle.weight(.bold))
          Spacer()
          Text(formatter.string(from: Date(timeIntervalSince1970: 0))).font(.caption).foregroundStyle(.secondary)
        }
        ForEach(days) { day in
          HStack {
            Text(day.day).frame(width: 50, alignment: .leading)
            Image(systemName: day.icon)
              .symbolRenderingMode(.multicolor)
              .imageScale(.large)
            Spacer()
            Text("\(day.low)°").foregroundColor(.secondary)
            Capsule()
              .fill(LinearGradient(colors: [.blue, .orange], startPoint: .leading, endPoint: .trailing))
              .frame(width: 80, height: 4)
            Text("\(day.high)°")
          }
          .font(.body.monospacedDigit())
          .padding(.vertical, 8)
          Divider()
        }
        GroupBox {
          Toggle("Celsius", isOn: $isCelsius.animation(.easeInOut))
        } label: {
          Label("Units", systemImage: "thermometer")
        }
        Link(destination: URL(string: "https://weather.example.com")!) {
          Label("More on the web", systemImage: "safari")
        }
      }
      .padding()
    }
    .background(Color(.systemGroupedBackground).ignoresSafeArea())
    .onChange(of: scenePhase) { _, phase in print(phase) }
    .onChange(of: isCelsius) { print($0) }
    .refreshable { }
    .scrollIndicators(.hidden)
  }
}

struct StatCard: View {
  let title: String
  let value: Double
  var trend: Double = 0.12

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title.uppercased())
        .font(.caption2.weight(.semibold))
        .foregroundStyle(.secondary)
      Text(value, format: .number.precision(.fractionLength(1)))
        .font(.system(size: 28, weight: .bold, design: .rounded))
      HStack(spacing: 4) {
        Image(systemName: trend >= 0 ? "arrow.up.right" : "arrow.down.right")
        Text(trend, format: .percent)
      }
      .font(.footnote)
      .foregroundStyle(trend >= 0 ? .green : .red)
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color(.secondarySystemBackground)))
    .overlay(alignment: .topTrailing) {
      Circle().fill(.red).frame(width: 8, height: 8).padding(8)
    }
  }
}

struct LoginView: View {
  @State private var email = ""
  @State private var password = ""
  @State private var rememberMe = false
  @FocusState private var focused: Field?
  enum Field: Hashable { case email, password }

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "lock.shield")
        .resizable()
        .scaledToFit()
        .frame(width: 80, height: 80)
        .foregroundStyle(.tint)
      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .focused($focused, equals: .email)
        .submitLabel(.next)
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(10)
      SecureField("Password", text: $password)
        .focused($focused, equals: .password)
        .textContentType(.password)
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(10)
      Toggle(isOn: $rememberMe) { Text("Remember me") }
        .toggleStyle(SwitchToggleStyle(tint: .accentColor))
      Button {
        focused = nil
      } label: {
        Text("Sign In")
          .frame(maxWidth: .infinity)
          .padding()
          .background(Color.accentColor)
          .foregroundColor(.white)
          .clipShape(RoundedRectangle(cornerRadius: 10))
      }
      .disabled(email.isEmpty || password.isEmpty)
      HStack {
        Rectangle().frame(height: 1).foregroundColor(.gray.opacity(0.3))
        Text("or").foregroundStyle(.secondary)
        Rectangle().frame(height: 1).foregroundColor(.gray.opacity(0.3))
      }
    }
    .padding(24)
  }
}
