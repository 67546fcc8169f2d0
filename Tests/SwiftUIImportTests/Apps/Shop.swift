import SwiftUI

struct Product: Identifiable, Codable, Hashable {
  var id: Int
  var name: String
  var price: Decimal
  var rating: Double
  var tags: [String]
}

@Observable
class CartModel {
  var items: [Product] = []
  var total: Decimal { items.reduce(0) { $0 + $1.price } }
  func add(_ p: Product) { items.append(p) }
}

struct ProductGrid: View {
  let products: [Product]
  @Environment(CartModel.self) private var cart
  @State private var selected: Product?
  @State private var searchText = ""
  @State private var sortAscending = true
  private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

  var filtered: [Product] {
    let list = searchText.isEmpty ? products : products.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    return list.sorted { sortAscending ? $0.price < $1.price : $0.price > $1.price }
  }

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 16) {
          ForEach(filtered) { product in
            ProductCard(product: product)
              .onTapGesture { selected = product }
              .contextMenu {
                Button("Add to cart", systemImage: "cart.badge.plus") { cart.add(product) }
              }
          }
        }
        .padding()
      }
      .searchable(text: $searchText, prompt: "Search products")
      .navigationTitle("Shop")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Menu {
            Picker("Sort", selection: $sortAscending) {
              Label("Price: Low to High", systemImage: "arrow.up").tag(true)
              Label("Price: High to Low", systemImage: "arrow.down").tag(false)
            }
          } label: {
            Image(systemName: "arrow.up.arrow.down")
          }
        }
        ToolbarItem(placement: .topBarTrailing) {
          NavigationLink(value: "cart") {
            Image(systemName: "cart")
              .overlay(alignment: .topTrailing) {
                if !cart.items.isEmpty {
                  Text("\(cart.items.count)")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .padding(4)
                    .background(Circle().fill(.red))
                    .offset(x: 8, y: -8)
                }
              }
          }
        }
      }
      .navigationDestination(for: String.self) { _ in Text("Cart") }
      .sheet(item: $selected) { product in
        ProductCard(product: product)
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
      }
    }
  }
}

struct ProductCard: View {
  let product: Product
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      RoundedRectangle(cornerRadius: 12)
        .fill(Color.gray.opacity(0.15))
        .aspectRatio(1, contentMode: .fit)
        .overlay {
          Image(systemName: "photo")
            .font(.largeTitle)
            .foregroundStyle(.tertiary)
        }
      Text(product.name)
        .font(.headline)
        .lineLimit(2, reservesSpace: true)
      HStack {
        Text(product.price, format: .currency(code: "USD"))
          .font(.subheadline.bold())
        Spacer()
        HStack(spacing: 2) {
          ForEach(0..<5) { i in
            Image(systemName: Double(i) < product.rating ? "star.fill" : "star")
              .font(.caption2)
              .foregroundStyle(.yellow)
          }
        }
      }
      ScrollView(.horizontal, showsIndicators: false) {
        HStack {
          ForEach(product.tags, id: \.self) { tag in
            Text(tag)
              .font(.caption)
              .padding(.horizontal, 8)
              .padding(.vertical, 4)
              .background(Capsule().strokeBorder(Color.accentColor))
          }
        }
      }
    }
  }
}

struct OnboardingView: View {
  @State private var page = 0
  @Binding var isPresented: Bool
  var body: some View {
    VStack {
      TabView(selection: $page) {
        ForEach(0..<3) { index in
          VStack(spacing: 20) {
            Image(systemName: ["sparkles", "bolt.fill", "heart.fill"][index])
              .font(.system(size: 80))
              .foregroundStyle(.tint)
              .symbolEffect(.bounce, value: page)
            Text("Page \(index + 1)").font(.title.bold())
            Text("Some description of the feature.")
              .multilineTextAlignment(.center)
              .foregroundStyle(.secondary)
          }
          .tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .indexViewStyle(.page(backgroundDisplayMode: .always))
      Button(page == 2 ? "Get Started" : "Next") {
        withAnimation { if page < 2 { page += 1 } else { isPresented = false } }
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .padding()
    }
  }
}
