import Charts
import StoreKit
import SwiftUI

// Patterns from component showcases and learners' apps: a shimmer
// modifier animated as a modifier, a growth chart whose points are SwiftUI
// circles with a formatted accessibility value, a clock face that punches
// its centre with a clear blend mode, and a size class read from UIKit.

struct ShimmerModifier: ViewModifier {
  var animation: Animation = .linear(duration: 1.6).repeatForever(autoreverses: false)
  @State private var phase: CGFloat = 0

  func body(content: Content) -> some View {
    content
      .redacted(reason: .placeholder)
      .modifier(AnimatedMask(phase: phase).animation(animation))
      .onAppear { phase = 0.8 }
  }

  struct AnimatedMask: AnimatableModifier {
    var phase: CGFloat = 0
    var animatableData: CGFloat {
      get { phase }
      set { phase = newValue }
    }
    func body(content: Content) -> some View {
      content.mask(LinearGradient(colors: [.black.opacity(0.4), .black, .black.opacity(0.4)], startPoint: .leading, endPoint: .trailing))
    }
  }
}

struct GrowthRecord: Identifiable {
  let id: Int
  let month: String
  let weight: Decimal
}

struct GrowthChart: View {
  let records = [
    GrowthRecord(id: 1, month: "Jan", weight: 3.4), GrowthRecord(id: 2, month: "Feb", weight: 4.2),
  ]
  var body: some View {
    Chart(records) { record in
      LineMark(x: .value("Month", record.month), y: .value("Weight", Double(truncating: record.weight as NSDecimalNumber)))
        .symbol(Circle())
        .interpolationMethod(.catmullRom)
        .accessibilityLabel("Month: \(record.month)")
        .accessibilityValue("Weight: \(record.weight, format: .number.precision(.fractionLength(1)))")
    }
    .chartForegroundStyleScale(range: Gradient(colors: [.green, .blue]))
    .frame(width: 200, height: 120)
  }
}

struct LoadingDots: View {
  var body: some View {
    Image(systemName: "ellipsis")
      .symbolEffect(.variableColor.iterative, options: .repeat(.continuous))
  }
}

struct ClockFace: View {
  var body: some View {
    Canvas { context, size in
      let rect = CGRect(origin: .zero, size: size)
      context.fill(Circle().path(in: rect), with: .color(.orange))
      context.blendMode = .clear
      context.fill(Circle().path(in: rect.insetBy(dx: 30, dy: 30)), with: .color(.white))
      context.blendMode = .normal
    }
    .frame(width: 80, height: 80)
  }
}

struct AdaptiveStack: View {
  let traits = UITraitCollection()
  var body: some View {
    if UserInterfaceSizeClass(traits.horizontalSizeClass) == .compact {
      VStack { Text("A"); Text("B") }
    } else {
      HStack { Text("A"); Text("B") }
    }
  }
}

struct PaywallView: View {
  @Environment(\.purchase) private var purchase
  @State private var products: [StoreKit.Product] = []
  var body: some View {
    VStack {
      if products.isEmpty {
        Text("No products")
      }
      ForEach(products) { product in
        Button(product.displayPrice) {
          Task { _ = try? await purchase(product) }
        }
      }
    }
    .task { products = (try? await StoreKit.Product.products(for: ["pro.monthly"])) ?? [] }
  }
}
