import Combine
import MapKit
import SwiftUI

// Patterns from open-source app screens and tutorials: a reader's story
// row with a date formatter in its text and an image from data, email
// validation with a format predicate, a spinner and a blur wrapped from
// UIKit with Auto Layout, a publisher written for Combine, token search,
// columns from data, an audio graph, a map with points of interest.

struct Story: Identifiable {
  let id: Int
  let by: String
  let time: Date
  let thumbnail: Data
}

struct StoryRow: View {
  static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }()

  let story: Story

  var body: some View {
    HStack {
      Image(uiImage: UIImage(data: story.thumbnail) ?? UIImage())
        .resizable()
        .frame(width: 40, height: 40)
      Text("by \(story.by) \(story.time, formatter: Self.dateFormatter)")
        .font(.caption)
    }
  }
}

func isValidEmail(_ email: String) -> Bool {
  let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
  return NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: email)
}

struct Spinner: UIViewRepresentable {
  let color: UIColor

  func makeUIView(context: Context) -> UIStackView {
    let indicator = UIActivityIndicatorView(style: .large)
    indicator.color = color
    indicator.startAnimating()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    blur.translatesAutoresizingMaskIntoConstraints = false
    let stack = UIStackView(arrangedSubviews: [indicator, blur])
    stack.axis = .vertical
    NSLayoutConstraint.activate([
      blur.heightAnchor.constraint(equalToConstant: 44),
      blur.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.5),
      blur.topAnchor.constraint(equalTo: stack.safeAreaLayoutGuide.topAnchor, constant: 8),
    ])
    return stack
  }

  func updateUIView(_ uiView: UIStackView, context: Context) {}
}

struct FetchTopStories: Publisher {
  typealias Output = [Int]
  typealias Failure = Error

  func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
    let request = URLRequest(url: URL(string: "https://hacker-news.firebaseio.com/v0/topstories.json")!)
    URLSession.DataTaskPublisher(request: request, session: URLSession.shared)
      .map(\.data)
      .decode(type: [Int].self, decoder: JSONDecoder())
      .receive(subscriber: subscriber)
  }
}

final class StoriesModel: ObservableObject {
  @Published var ids: [Int] = []
  private var cancellable: AnyCancellable?

  func load() {
    cancellable = Publishers.Sequence(sequence: [1, 2, 3])
      .flatMap(maxPublishers: .max(2)) { _ in FetchTopStories() }
      .collect()
      .receive(on: DispatchQueue.main)
      .sink(receiveCompletion: { _ in }, receiveValue: { self.ids = $0.flatMap { $0 } })
  }
}

enum StoryToken: String, Identifiable, CaseIterable {
  case ask, show, jobs
  var id: Self { self }
}

struct StorySearch: View {
  @State private var text = ""
  @State private var tokens: [StoryToken] = []
  @State private var suggested = StoryToken.allCases

  var body: some View {
    NavigationStack {
      List(["Launch HN", "Ask HN"], id: \.self) { Text($0) }
        .navigationTitle("Stories")
    }
    .searchable(text: $text, tokens: $tokens, suggestedTokens: $suggested) { token in
      Label(token.rawValue, systemImage: "tag")
    }
  }
}

struct Guest: Identifiable {
  let id: Int
  let name: String
  let songs: [Int: Int]
}

struct Party: Identifiable {
  let id: Int
  let name: String
}

struct SongCounts: View {
  static let parties = [Party(id: 1, name: "Spring"), Party(id: 2, name: "Summer")]
  let guests: [Guest]

  var body: some View {
    Table(guests) {
      TableColumnForEach(Self.parties) { party in
        TableColumn(party.name) { guest in
          Text(guest.songs[party.id] ?? 0, format: .number)
        }
      }
      TableColumn("Name", value: \.name)
    }
  }
}

struct AttackChart: View, AXChartDescriptorRepresentable {
  let values: [Double] = [3, 5, 2]

  var body: some View {
    HStack(alignment: .bottom, spacing: 4) {
      ForEach(values.indices, id: \.self) { i in
        Rectangle().frame(width: 20, height: values[i] * 10)
      }
    }
    .accessibilityChartDescriptor(self)
  }

  func makeChartDescriptor() -> AXChartDescriptor {
    let x = AXCategoricalDataAxisDescriptor(title: "Year", categoryOrder: ["2021", "2022", "2023"])
    let y = AXNumericDataAxisDescriptor(title: "Attacks", range: 0...5, gridlinePositions: []) { "\($0)" }
    let series = AXDataSeriesDescriptor(
      name: "Attacks", isContinuous: false,
      dataPoints: zip(["2021", "2022", "2023"], values).map { .init(x: $0, y: $1) })
    return AXChartDescriptor(title: "Attacks", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: [series])
  }
}

struct BankMap: View {
  let start = CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)
  let end = CLLocationCoordinate2D(latitude: 51.5033, longitude: -0.1196)

  var body: some View {
    Map {
      MapPolyline(points: [.init(start), .init(end)])
        .stroke(.blue, lineWidth: 4)
    }
    .mapStyle(.standard(elevation: .realistic, pointsOfInterest: [.bank], showsTraffic: true))
  }
}

extension UIColor {
  /// The color's components in device RGB, as splash screens read them.
  var deviceRGBComponents: [CGFloat] {
    cgColor.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil)?.components ?? []
  }
}

extension UIFont {
  static func rounded(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
    let systemFont = UIFont.systemFont(ofSize: size, weight: weight)
    guard let descriptor = systemFont.fontDescriptor.withDesign(.rounded) else { return systemFont }
    return UIFont(descriptor: descriptor, size: size)
  }
}

var appVersion: String {
  Bundle.main.infoDictionary?[kCFBundleVersionKey as String] as? String ?? "1.0"
}

struct StackedLabelStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label
        .font(.caption)
      configuration.content
    }
  }
}

struct ContactRows: View {
  let contacts = [Story(id: 1, by: "ada", time: .distantPast, thumbnail: Data())]

  var body: some View {
    List {
      ForEach(contacts) { contact in
        LabeledContent("Author") { Text(contact.by) }
      }
      .dropDestination(for: String.self) { names, index in _ = (names, index) }
      .onMove { _, _ in }
      .onDelete { _ in }
    }
    .labeledContentStyle(StackedLabelStyle())
  }
}

struct PaddedLabelStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    LabeledContent(configuration)
      .padding(4)
  }
}

struct GuestTable: View {
  let guests: [Guest]
  var showsHost = true

  var body: some View {
    Table(of: Guest.self) {
      TableColumn("Name") { guest in Text(guest.name) }
      TableColumn("Songs") { guest in Text("\(guest.songs.count)") }
    } rows: {
      if showsHost {
        TableRow(Guest(id: 0, name: "Host", songs: [:]))
      }
      ForEach(guests) { guest in
        TableRow(guest)
          .draggable(guest.name)
      }
      .onMove { _, _ in }
    }
  }
}
