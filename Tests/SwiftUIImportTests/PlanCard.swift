import SwiftUI
import UIKit

// Patterns from settings and dashboard screens: a hex `UIColor` extension,
// a custom group box style, a relative date, a focused value key, a custom
// sheet detent.

extension UIColor {
  convenience init(hex: String) {
    let digits = hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))
    var rgb: UInt64 = 0
    Scanner(string: digits).scanHexInt64(&rgb)
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
  }
}

struct CardGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label.font(.caption).foregroundStyle(.secondary)
      configuration.content
    }
    .padding(12)
    .background(Color(uiColor: UIColor(hex: "#1E90FF")), in: RoundedRectangle(cornerRadius: 12))
  }
}

struct SelectedPlanKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  var selectedPlan: String? {
    get { self[SelectedPlanKey.self] }
    set { self[SelectedPlanKey.self] = newValue }
  }
}

struct CompactDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? {
    context.dynamicTypeSize.isAccessibilitySize ? 300 : 200
  }
}

struct PlanCard: View {
  var renewed = Date(timeIntervalSinceReferenceDate: 0)
  var now = Date(timeIntervalSinceReferenceDate: 3 * 86_400)
  @State private var showsDetails = false

  private var renewedText: String {
    let formatter = RelativeDateTimeFormatter()
    formatter.unitsStyle = .full
    return formatter.localizedString(for: renewed, relativeTo: now)
  }

  var body: some View {
    GroupBox("Plan") {
      Text("Renewed \(renewedText)")
    }
    .groupBoxStyle(CardGroupBoxStyle())
    .focusedSceneValue(\.selectedPlan, "Pro")
    .sheet(isPresented: $showsDetails) {
      Text("Details").presentationDetents([.custom(CompactDetent.self), .large])
    }
  }
}
