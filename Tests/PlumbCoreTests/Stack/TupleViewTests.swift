import Foundation
import PlumbCore
import Testing

// A builder block of several views is one `TupleView` of a tuple of them,
// as SwiftUI's (`buildBlock<each Content>` since iOS 17): code that names
// the type, as tutorials do to show what `body` is, compiles.

/// Written as a SwiftUI course writes it: the stack's type spelled out.
@MainActor func nameTag() -> HStack<TupleView<(ModifiedContent<Color, _FrameLayout>, ModifiedContent<Color, _FrameLayout>)>> {
  HStack {
    Color.red.frame(width: 30, height: 10)
    Color.blue.frame(width: 50, height: 20)
  }
}

@MainActor @Suite struct TupleViewTests {
  /// Two fixed views with the default spacing, 8: 30 + 8 + 50 = 88 wide,
  /// 20 high; the 10-high one centred, at y 5.
  @Test func aStackWhoseTupleTypeIsWrittenOutLaysOutAsItsViews() {
    let r = layout(nameTag())
    #expect(r.size == CGSize(width: 88, height: 20))
    #expect(r.frames.map(\.frame).contains(rect(0, 5, 30, 10)))
    #expect(r.frames.map(\.frame).contains(rect(38, 0, 50, 20)))
  }

  /// One tuple of all the block's views, not nested pairs: the type of a
  /// three-view block has three elements, and `value` holds them.
  @Test func oneTupleHoldsTheWholeBlock() {
    @ViewBuilder func three() -> some View {
      Text("a")
      Text("b")
      Text("c")
    }
    #expect(type(of: three()) == TupleView<(Text, Text, Text)>.self)
    let pair = TupleView((Text("x"), Color.red))
    #expect(type(of: pair.value.1) == Color.self)
  }

  /// Views lower in the block's order, through `if` and a nested block:
  /// a VStack of 10, 20 and 30 high, spacing 8, places them at 0, 18, 46.
  @Test func viewsLowerInOrder() {
    let showMiddle = true
    let r = layout(
      VStack {
        leaf("a", width: 10, height: 10)
        if showMiddle {
          leaf("b", width: 10, height: 20)
        }
        leaf("c", width: 10, height: 30)
      })
    expectFrames(r, ["a": rect(0, 0, 10, 10), "b": rect(0, 18, 10, 20), "c": rect(0, 46, 10, 30)])
  }
}
