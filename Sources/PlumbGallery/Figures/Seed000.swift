import Foundation
import PlumbFigures

// Seed 000: "how alignment works in SwiftUI stacks". Red borders on the
// images, a green border on the stack, a 1-pt yellow line at the guide.

extension VerticalAlignment {
  public enum Feet: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  }
  public static let feet = VerticalAlignment(Feet.self)

  public enum Custom: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
  }
  public static let custom = VerticalAlignment(Custom.self)
}

extension HorizontalAlignment {
  public enum Anchor: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
  }
  public static let anchor = HorizontalAlignment(Anchor.self)
}

extension VerticalAlignment {
  public enum Anchor: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
  }
  public static let anchor = VerticalAlignment(Anchor.self)
}

extension Alignment {
  public static let anchor = Alignment(horizontal: .anchor, vertical: .anchor)
}

// MARK: figure hstack-top
public struct HStackTop: View {
  public init() {}
  public var body: some View {
    ZStack(alignment: Alignment(horizontal: .center, vertical: .top)) {
      HStack(alignment: .top) {
        Image("rogue").border(Color.red)
        Image("dragoon").border(Color.red)
        Image("brawler").border(Color.red)
      }
      .border(Color.green)
      Rectangle()
        .fill(Color.yellow)
        .frame(width: 200, height: 1)
    }
  }
}

// MARK: figure hstack-center
public struct HStackCenter: View {
  public init() {}
  public var body: some View {
    ZStack(alignment: Alignment(horizontal: .center, vertical: .center)) {
      HStack(alignment: .center) {
        Image("rogue").border(Color.red)
        Image("dragoon").border(Color.red)
        Image("brawler").border(Color.red)
      }
      .border(Color.green)
      Rectangle()
        .fill(Color.yellow)
        .frame(width: 200, height: 1)
    }
  }
}

// MARK: figure hstack-center-guides
/// The same figure with the borders and the line drawn by Plumb.
public struct CenterWithLayoutGuides: View {
  public init() {}
  public var body: some View {
    HStack(alignment: .center) {
      Image("rogue")
      Image("dragoon")
      Image("brawler")
    }
    .layoutGuides(LayoutGuideStyle(showsGuideValues: true, lineOverhang: 9))
    .padding(.horizontal, 9)
  }
}

// MARK: figure hstack-feet
public struct HStackFeet: View {
  public init() {}
  public var body: some View {
    ZStack(alignment: Alignment(horizontal: .center, vertical: .feet)) {
      HStack(alignment: .feet) {
        Image("rogue")
          .border(Color.red)
          .alignmentGuide(.feet) { _ in 61 }
        Image("dragoon")
          .border(Color.red)
          .alignmentGuide(.feet) { _ in 84 }
        Image("brawler")
          .border(Color.red)
          .alignmentGuide(.feet) { _ in 70 }
      }
      .border(Color.green)
      Rectangle()
        .fill(Color.yellow)
        .frame(width: 200, height: 1)
    }
  }
}

// MARK: figure hstack-custom
public struct HStackCustom: View {
  public init() {}
  public var body: some View {
    ZStack(alignment: Alignment(horizontal: .center, vertical: .custom)) {
      HStack(alignment: .custom) {
        Image("rogue")
          .border(Color.red)
          .alignmentGuide(.custom) { d in d[.bottom] }
        Image("dragoon")
          .border(Color.red)
          .alignmentGuide(.custom) { d in d[.top] }
        Image("brawler")
          .border(Color.red)
          .alignmentGuide(.custom) { d in d[.center] }
      }
      .border(Color.green)
      Rectangle()
        .fill(Color.yellow)
        .frame(width: 200, height: 1)
    }
  }
}

// MARK: figure zstack-anchor
public struct ZStackAnchor: View {
  public init() {}
  public var body: some View {
    ZStack(alignment: .anchor) {
      Image("rogue")
        .border(Color.red)
        .alignmentGuide(HorizontalAlignment.anchor) { d in d[.trailing] }
        .alignmentGuide(VerticalAlignment.anchor) { d in d[.bottom] }
      Image("dragoon")
        .border(Color.red)
        .alignmentGuide(VerticalAlignment.anchor) { d in d[.top] }
      Image("brawler")
        .border(Color.red)
        .alignmentGuide(HorizontalAlignment.anchor) { d in d[.leading] }
        .alignmentGuide(VerticalAlignment.anchor) { d in d[.bottom] }
    }
    .border(Color.green)
  }
}
