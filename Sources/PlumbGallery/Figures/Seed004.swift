import Foundation
import PlumbFigures

// Seed 004: "SwiftUI Custom Alignment", a title at two thirds of a ZStack.

enum TwoThirdsAlignmentId: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context.height * 2 / 3
  }
}

extension VerticalAlignment {
  public static let twoThirds = VerticalAlignment(TwoThirdsAlignmentId.self)
}

extension Alignment {
  static let twoThirdsLeading = Alignment(horizontal: .leading, vertical: .twoThirds)
}

struct TitleView: View {
  var body: some View {
    Text("Hello, SwiftUI!")
      .font(.title)
      .padding(.horizontal, 16)
      .frame(height: 40)
      .background(Color.white.opacity(0.85))
  }
}

struct RedLine: View {
  var body: some View {
    Rectangle().fill(Color.red).frame(height: 1)
  }
}

// MARK: figure two-thirds-default
public struct TwoThirdsDefault: View {
  public init() {}
  public var body: some View {
    ZStack {
      Color.cyan
      TitleView()
      RedLine()
    }
  }
}

// MARK: figure two-thirds
public struct TwoThirdsBefore: View {
  public init() {}
  public var body: some View {
    ZStack(alignment: .twoThirdsLeading) {
      Color.cyan
      TitleView()
      RedLine()
    }
  }
}

// MARK: figure two-thirds-centered
public struct TwoThirdsCentered: View {
  public init() {}
  public var body: some View {
    ZStack(alignment: .twoThirdsLeading) {
      Color.cyan
      TitleView()
        .alignmentGuide(.twoThirds) { context in
          context.height / 2
        }
      RedLine()
    }
  }
}
