import SwiftUI

/// Toolbar items under an `if`, as Apple's Develop in Swift tutorials
/// write an editor's Save and Cancel buttons.
struct ConditionalToolbar: View {
  var isNew = true
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    NavigationStack {
      Text("Friend")
        .toolbar {
          if isNew {
            ToolbarItem(placement: .confirmationAction) {
              Button("Save") { dismiss() }
            }
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { dismiss() }
            }
          }
        }
    }
  }
}

/// Types qualified by iOS 18's core module, a `#colorLiteral`, and the
/// background style, as Home Assistant's and Apple's sample code write them.
struct QualifiedTypes: View {
  let font: SwiftUICore.Font = .headline
  let accent = Color(#colorLiteral(red: 1, green: 0.2156862745, blue: 0.2588235294, alpha: 1))
  var body: some View {
    Text(accent.description)
      .font(font)
      .foregroundStyle(.quinary)
      .padding()
      .background()
  }
}

/// A container written with `_VariadicView`, as apps wrote them before
/// iOS 18 (Ice's sections): dividers between the content's views.
struct DividedStack<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    _VariadicView.Tree(DividedLayout()) { content }
  }
}

private struct DividedLayout: _VariadicView_UnaryViewRoot {
  @ViewBuilder
  func body(children: _VariadicView.Children) -> some View {
    let last = children.last?.id
    VStack(alignment: .leading, spacing: 0) {
      ForEach(children) { child in
        child
        if child.id != last {
          Divider()
        }
      }
    }
  }
}

/// Toolbar items kept in a property as a `Group`, as editors split their
/// toolbars out of `body`.
struct GroupedToolbar: View {
  var editing = true
  var items: some ToolbarContent {
    Group {
      if editing {
        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
      }
      ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
    }
  }
  var body: some View {
    NavigationStack {
      Text("Note").toolbar { items }
    }
  }
}

/// Rings sized by their index, as one expression: `150 + CGFloat(i * 30)`
/// twice in a `ForEach` over a range must type-check quickly (a rotor's and
/// a table's `ForEach` initializers made it time out).
struct Ripples: View {
  var body: some View {
    ZStack {
      ForEach(0..<3) { i in
        Circle()
          .stroke(Color.blue.opacity(0.5), lineWidth: 2)
          .frame(width: 150 + CGFloat(i * 30), height: 150 + CGFloat(i * 30))
      }
    }
  }
}
