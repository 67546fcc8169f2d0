import SwiftUI

// Older screens restyle UIKit's views in init(), and listen to app and
// keyboard notifications.
struct StyledListView: View {
  @State private var keyboardShown = false

  init() {
    UITableView.appearance().backgroundColor = .clear
    UITableViewCell.appearance().backgroundColor = .clear
    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = UIColor.systemBlue
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().standardAppearance = appearance
    UINavigationBar.appearance().scrollEdgeAppearance = appearance
    UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    UITabBar.appearance().unselectedItemTintColor = UIColor.gray
  }

  var body: some View {
    NavigationView {
      List {
        Text("Styled")
      }
      .navigationTitle("Styled")
    }
    .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in }
    .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in
      keyboardShown = true
    }
  }
}
