import Foundation
import PlumbFigures

// Seed 001: Apple's AlignmentID documentation.

private struct FirstThirdAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context.height / 3
  }
}

extension VerticalAlignment {
  static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

// MARK: figure stripes
public struct StripesGroup: View {
  public init() {}
  public var body: some View {
    HStack(alignment: .firstThird, spacing: 1) {
      HorizontalStripes().frame(height: 60)
      HorizontalStripes().frame(height: 120)
      HorizontalStripes().frame(height: 90)
    }
  }
}

// MARK: figure stripes-modified
public struct StripesGroupModified: View {
  public init() {}
  public var body: some View {
    HStack(alignment: .firstThird, spacing: 1) {
      HorizontalStripes().frame(height: 60)
      HorizontalStripes().frame(height: 120)
      HorizontalStripes().frame(height: 90)
        .alignmentGuide(.firstThird) { context in
          2 * context.height / 3
        }
    }
  }
}

public struct HorizontalStripes: View {
  public init() {}
  public var body: some View {
    VStack(spacing: 1) {
      ForEach(0..<3) { _ in Color.blue }
    }
  }
}
