import SwiftUI
import Testing

// A view file as an app has it: `import SwiftUI`, state, environment,
// a gesture, an animation. On Linux the SwiftUI module is Plumb's.

struct CounterCard: View {
  @State private var count = 3
  @Environment(\.colorScheme) private var scheme
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Count").font(.headline)
      Text("\(count)")
        .font(.system(size: 34, weight: .bold))
        .onTapGesture { withAnimation(.spring()) { count += 1 } }
    }
    .padding(12)
    .background(scheme == .dark ? Color.black : Color.white)
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .shadow(radius: 4, y: 2)
  }
}

@Suite struct SharedViewTests {
  @Test func aViewFileWithImportSwiftUIBuildsAndRenders() throws {
    let r = LayoutResult(of: CounterCard(), measurer: FixedAdvanceTextMeasurer())
    // "Count" 5 × 8.5 = 42.5 wide; "3" at 34 pt is 17 wide; 12 padding each side.
    #expect(r.size.width == 42.5 + 24)
    #expect(r.description.contains("Text(\"3\")"))
    let png = try ImageRenderer(content: CounterCard()).pngData()
    #expect(png.count > 100)
  }
}
