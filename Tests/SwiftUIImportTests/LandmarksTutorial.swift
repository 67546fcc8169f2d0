import SwiftUI

// Screens of Apple's "Landmarks" tutorial (SwiftUI Essentials and App
// Design and Layout), as the tutorial writes them, with the data
// stubbed: model data is loaded from JSON in the tutorial.

@Observable
final class ModelData {
  var landmarks: [TutorialLandmark] = [
    TutorialLandmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California", isFavorite: true, category: .rivers),
    TutorialLandmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", state: "Alaska", isFavorite: false, category: .lakes),
    TutorialLandmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", state: "Alaska", isFavorite: true, category: .mountains),
  ]
  var profile = Profile.default

  var features: [TutorialLandmark] { landmarks.filter { $0.isFavorite } }

  var categories: [String: [TutorialLandmark]] {
    Dictionary(grouping: landmarks, by: { $0.category.rawValue })
  }
}

struct TutorialLandmark: Hashable, Codable, Identifiable {
  var id: Int
  var name: String
  var park: String
  var state: String
  var isFavorite: Bool
  var category: Category
  enum Category: String, CaseIterable, Codable {
    case lakes = "Lakes"
    case rivers = "Rivers"
    case mountains = "Mountains"
  }
  var image: Image { Image("rogue") }
}

struct Profile {
  var username: String
  var prefersNotifications = true
  var seasonalPhoto = Season.winter
  var goalDate = Date(timeIntervalSince1970: 1_700_000_000)

  static let `default` = Profile(username: "g_kumar")

  enum Season: String, CaseIterable, Identifiable {
    case spring = "🌷"
    case summer = "🌞"
    case autumn = "🍂"
    case winter = "☃️"
    var id: String { rawValue }
  }
}

struct FavoriteButton: View {
  @Binding var isSet: Bool

  var body: some View {
    Button {
      isSet.toggle()
    } label: {
      Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
        .labelStyle(.iconOnly)
        .foregroundStyle(isSet ? .yellow : .gray)
    }
  }
}

struct LandmarkRowView: View {
  var landmark: TutorialLandmark

  var body: some View {
    HStack {
      landmark.image
        .resizable()
        .frame(width: 50, height: 50)
      Text(landmark.name)
      Spacer()
      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
      }
    }
  }
}

struct LandmarkListView: View {
  @Environment(ModelData.self) var modelData
  @State private var showFavoritesOnly = false

  var filteredLandmarks: [TutorialLandmark] {
    modelData.landmarks.filter { landmark in
      (!showFavoritesOnly || landmark.isFavorite)
    }
  }

  var body: some View {
    NavigationSplitView {
      List {
        Toggle(isOn: $showFavoritesOnly) {
          Text("Favorites only")
        }
        ForEach(filteredLandmarks) { landmark in
          NavigationLink {
            Text(landmark.name)
          } label: {
            LandmarkRowView(landmark: landmark)
          }
        }
      }
      .animation(.default, value: filteredLandmarks)
      .navigationTitle("Landmarks")
    } detail: {
      Text("Select a Landmark")
    }
  }
}

struct ProfileEditor: View {
  @Binding var profile: Profile

  var dateRange: ClosedRange<Date> {
    let min = Calendar.current.date(byAdding: .year, value: -1, to: profile.goalDate)!
    let max = Calendar.current.date(byAdding: .year, value: 1, to: profile.goalDate)!
    return min...max
  }

  var body: some View {
    List {
      HStack {
        Text("Username")
        Spacer()
        TextField("Username", text: $profile.username)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.trailing)
      }
      Toggle(isOn: $profile.prefersNotifications) {
        Text("Enable Notifications")
      }
      Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
        ForEach(Profile.Season.allCases) { season in
          Text(season.rawValue).tag(season)
        }
      }
      DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) {
        Text("Goal Date")
      }
    }
  }
}

struct CategoryRow: View {
  var categoryName: String
  var items: [TutorialLandmark]

  var body: some View {
    VStack(alignment: .leading) {
      Text(categoryName)
        .font(.headline)
        .padding(.leading, 15)
        .padding(.top, 5)
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(alignment: .top, spacing: 0) {
          ForEach(items) { landmark in
            VStack(alignment: .leading) {
              landmark.image
                .renderingMode(.original)
                .resizable()
                .frame(width: 155, height: 155)
                .cornerRadius(5)
              Text(landmark.name)
                .foregroundStyle(.primary)
                .font(.caption)
            }
            .padding(.leading, 15)
          }
        }
      }
      .frame(height: 185)
    }
  }
}

struct CategoryHome: View {
  @Environment(ModelData.self) var modelData
  @State private var showingProfile = false

  var body: some View {
    NavigationSplitView {
      List {
        Color.orange
          .frame(height: 200)
          .clipped()
          .listRowInsets(EdgeInsets())
        ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
          CategoryRow(categoryName: key, items: modelData.categories[key]!)
        }
        .listRowInsets(EdgeInsets())
      }
      .listStyle(.inset)
      .navigationTitle("Featured")
      .toolbar {
        Button {
          showingProfile.toggle()
        } label: {
          Label("User Profile", systemImage: "person.crop.circle")
        }
      }
      .sheet(isPresented: $showingProfile) {
        Text("Profile")
      }
    } detail: {
      Text("Select a Landmark")
    }
  }
}

struct LandmarksContentView: View {
  @State private var selection: Tab = .featured

  enum Tab {
    case featured
    case list
  }

  var body: some View {
    TabView(selection: $selection) {
      CategoryHome()
        .tabItem {
          Label("Featured", systemImage: "star")
        }
        .tag(Tab.featured)
      LandmarkListView()
        .tabItem {
          Label("List", systemImage: "list.bullet")
        }
        .tag(Tab.list)
    }
  }
}

#Preview {
  LandmarksContentView()
    .environment(ModelData())
}

#Preview {
  let modelData = ModelData()
  return LandmarkRowView(landmark: modelData.landmarks[0])
}

struct LandmarkRow_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      LandmarkRowView(landmark: ModelData().landmarks[0])
      LandmarkRowView(landmark: ModelData().landmarks[1])
    }
    .previewLayout(.fixed(width: 300, height: 70))
  }
}
