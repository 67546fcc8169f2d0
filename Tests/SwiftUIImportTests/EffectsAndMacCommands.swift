import SwiftUI
import UIKit

// Code as component galleries and Mac apps write it: a shake written as a
// GeometryEffect, a custom TextFieldStyle, untyped `@Entry` values, a
// menu-bar `Commands` body, a list that always has a selection, rows
// bound with `ForEach($items, id:)`, a scroll view wrapped for its
// delegate, and a custom animation.

struct Shake: GeometryEffect {
  var amount: CGFloat = 10
  var shakesPerUnit = 3
  var animatableData: CGFloat
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
  }
}

struct OvalTextFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration
      .padding(12)
      .background(.quaternary, in: Capsule())
  }
}

extension EnvironmentValues {
  @Entry var reduceTransparencyOverride = false
  @Entry var cardPadding: CGFloat = 16
}

struct ShakingField: View {
  @State private var name = ""
  @State private var attempts = 0
  @Environment(\.reduceTransparencyOverride) private var reduceTransparency
  @Environment(\.cardPadding) private var cardPadding
  var body: some View {
    TextField("Name", text: $name)
      .textFieldStyle(OvalTextFieldStyle())
      .modifier(Shake(animatableData: CGFloat(attempts)))
      .padding(cardPadding)
      .opacity(reduceTransparency ? 1 : 0.9)
  }
}

struct Menus: Commands {
  var body: some Commands {
    SidebarCommands()
    CommandGroup(after: .textEditing) {
      Button("Flip Image") {}.keyboardShortcut("f")
    }
  }
}

enum Fruit: String, CaseIterable, Identifiable {
  case apple, banana
  var id: Self { self }
}

struct FruitTask: Identifiable {
  let id: Int
  var title: String
  var done = false
}

struct FruitSidebar: View {
  @State private var selected: Fruit = .apple
  @State private var tasks = [FruitTask(id: 1, title: "Peel"), FruitTask(id: 2, title: "Slice")]
  var body: some View {
    VStack {
      List(Fruit.allCases, id: \.self, selection: $selected) { fruit in
        Text(fruit.rawValue)
      }
      ForEach($tasks, id: \.id) { $task in
        Toggle(task.title, isOn: $task.done)
      }
      Image(systemName: "star").foregroundStyle(tasks.isEmpty ? .primary : .tertiary)
    }
  }
}

struct PagingScroll: UIViewRepresentable {
  @Binding var offset: CGFloat
  func makeUIView(context: Context) -> UIScrollView {
    let scrollView = UIScrollView()
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.delegate = context.coordinator
    return scrollView
  }
  func updateUIView(_ uiView: UIScrollView, context: Context) {
    if uiView.contentOffset.x != offset {
      UIView.animate(withDuration: 0.4) {
        uiView.contentOffset.x = offset
      } completion: { finished in
        if finished { uiView.delegate = context.coordinator }
      }
    }
  }
  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
  class Coordinator: NSObject, UIScrollViewDelegate {
    let parent: PagingScroll
    init(parent: PagingScroll) { self.parent = parent }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { parent.offset = scrollView.contentOffset.x }
  }
}

struct Blink: CustomAnimation {
  var duration: TimeInterval
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    time > duration ? nil : value.scaled(by: time / duration)
  }
}

struct BlinkingDot: View {
  @State private var on = false
  var body: some View {
    Circle().frame(width: 8, height: 8).opacity(on ? 1 : 0.3)
      .animation(Animation(Blink(duration: 0.2)), value: on)
      .transition(.symbolEffect)
  }
}
