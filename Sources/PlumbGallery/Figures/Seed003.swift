import Foundation
import PlumbFigures

// Seed 003: "Alignment Guides in SwiftUI".

extension HorizontalAlignment {
  private enum WeirdAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
      return d.height
    }
  }

  static let weirdAlignment = HorizontalAlignment(WeirdAlignment.self)
}

// MARK: figure weird-alignment
public struct WeirdAlignmentView: View {
  public init() {}
  public var body: some View {
    VStack(alignment: .weirdAlignment, spacing: 10) {

      Rectangle()
        .fill(Color.primary)
        .frame(width: 1)
        .alignmentGuide(.weirdAlignment, computeValue: { d in d[.leading] })

      ColorLabel(label: "Monday", color: .red, height: 50)
      ColorLabel(label: "Tuesday", color: .orange, height: 70)
      ColorLabel(label: "Wednesday", color: .yellow, height: 90)
      ColorLabel(label: "Thursday", color: .green, height: 40)
      ColorLabel(label: "Friday", color: .blue, height: 70)
      ColorLabel(label: "Saturday", color: .purple, height: 40)
      ColorLabel(label: "Sunday", color: .pink, height: 40)

      Rectangle()
        .fill(Color.primary)
        .frame(width: 1)
        .alignmentGuide(.weirdAlignment, computeValue: { d in d[.leading] })
    }
  }
}

struct ColorLabel: View {
  let label: String
  let color: Color
  let height: CGFloat

  var body: some View {
    Text(label).font(.title).foregroundColor(.primary).frame(height: height).padding(.horizontal, 20)
      .background(RoundedRectangle(cornerRadius: 8).fill(color))
  }
}

extension VerticalAlignment {
  private enum MyAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
      return d[.bottom]
    }
  }
  static let myAlignment = VerticalAlignment(MyAlignment.self)
}

// MARK: figure non-siblings
public struct NonSiblingsView: View {
  let selectedIdx: Int
  public init(selectedIdx: Int = 1) { self.selectedIdx = selectedIdx }

  let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

  public var body: some View {
    HStack(alignment: .myAlignment) {
      Image(systemName: "arrow.right.circle.fill")
        .alignmentGuide(.myAlignment, computeValue: { d in d[VerticalAlignment.center] })
        .foregroundColor(.green)

      VStack(alignment: .leading) {
        ForEach(days.indices, id: \.self) { idx in
          Group {
            if idx == self.selectedIdx {
              Text(self.days[idx])
                .alignmentGuide(.myAlignment, computeValue: { d in d[VerticalAlignment.center] })
            } else {
              Text(self.days[idx])
            }
          }
        }
      }
    }
    .padding(20)
    .font(.largeTitle)
  }
}

extension VerticalAlignment {
  private enum MyVerticalAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
      return d[.bottom]
    }
  }

  static let myVerticalAlignment = VerticalAlignment(MyVerticalAlignment.self)
}

extension HorizontalAlignment {
  private enum MyHorizontalAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
      return d[.leading]
    }
  }

  static let myHorizontalAlignment = HorizontalAlignment(MyHorizontalAlignment.self)
}

extension Alignment {
  static let myAlignment = Alignment(horizontal: .myHorizontalAlignment, vertical: .myVerticalAlignment)
}

// MARK: figure zstack-custom-alignment
/// The article's ZStack template, filled in: every view's bottom-leading
/// corner meets at one point, except the badge, whose guides put its center
/// there.
public struct ZStackCustomAlignmentView: View {
  public init() {}
  public var body: some View {
    ZStack(alignment: .myAlignment) {
      Color.yellow.frame(width: 160, height: 100)
      Color.orange.frame(width: 100, height: 60)
      Circle().fill(Color.blue).frame(width: 30, height: 30)
        .alignmentGuide(.myHorizontalAlignment) { d in d[HorizontalAlignment.center] }
        .alignmentGuide(.myVerticalAlignment) { d in d[VerticalAlignment.center] }
    }
    .border(Color.green)
  }
}
