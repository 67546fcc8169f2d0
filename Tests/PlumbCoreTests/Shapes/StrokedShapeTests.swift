import Foundation
import Testing

@testable import PlumbCore

/// A dashed outline as a shape, as Apple's 2D shapes sample writes it.
private struct DashedCircle: Shape {
  func path(in rect: CGRect) -> Path { Circle().path(in: rect) }
  func dashed(width: CGFloat) -> some Shape { stroke(style: StrokeStyle(lineWidth: width, dash: [width])) }
}

/// A shape whose path is another's stroke (`Path.strokedPath(_:)`).
private struct Underline: Shape {
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    return p.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))
  }
}

/// SwiftUI's `stroke(lineWidth:)` and `stroke(style:)` return the outline as
/// a shape (`some Shape` since iOS 13): it draws as the stroke in the
/// foreground style, can be filled with another style, and is what a
/// function returning `some Shape` hands back. Plumb keeps the base path
/// and strokes it when the outline is filled.
@MainActor @Suite struct StrokedShapeTests {
  func items<V: View>(_ view: V) -> [DisplayItem] {
    DisplayList(layout(view, ProposedViewSize(width: 40, height: 40)), scale: 1, colorScheme: .light).items
  }

  /// As a view, the outline is the stroke in the foreground style, exactly
  /// as the stroke was drawn before it was a shape (one stroke item, 4 wide).
  @Test func outlineAsAView() {
    let drawn = items(Circle().stroke(lineWidth: 4))
    guard case .stroke(let path, let color, let width)? = drawn.first else {
      Issue.record("\(drawn)")
      return
    }
    #expect(width == 4 && color == Color.primary.resolve(in: .light))
    #expect(path == Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)))
  }

  /// Filled with red, the outline is a red stroke, not a red disc.
  @Test func outlineFilled() {
    let drawn = items(Circle().stroke(lineWidth: 6).fill(Color.red))
    guard case .stroke(_, let color, let width)? = drawn.first else {
      Issue.record("\(drawn)")
      return
    }
    #expect(color == Color.red.resolve(in: .light) && width == 6)
  }

  /// `some Shape` from `stroke(style:)`: a dashed stroke with its style.
  @Test func dashedOutlineAsSomeShape() {
    let drawn = items(DashedCircle().dashed(width: 2))
    guard case .styledStroke(_, _, let style)? = drawn.first else {
      Issue.record("\(drawn)")
      return
    }
    #expect(style.dash == [2] && style.lineWidth == 2)
  }

  /// A gradient fill of an outline: the gradient masked by the stroke.
  @Test func outlineFilledWithAGradient() {
    let drawn = items(Circle().stroke(lineWidth: 4).fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
    let shapes: [String] = drawn.compactMap {
      switch $0 {
      case .beginMask: "beginMask"
      case .gradient: "gradient"
      case .maskWith: "maskWith"
      case .styledStroke: "stroke"
      case .endMask: "endMask"
      default: nil
      }
    }
    #expect(shapes == ["beginMask", "gradient", "maskWith", "stroke", "endMask"])
  }

  /// `Path.strokedPath(_:)` returned by a shape: drawn as the stroke (3
  /// wide, round caps) of the line along the bottom edge.
  @Test func strokedPath() {
    let drawn = items(Underline())
    guard case .styledStroke(let path, _, let style)? = drawn.first else {
      Issue.record("\(drawn)")
      return
    }
    #expect(style.lineWidth == 3 && style.lineCap == .round)
    #expect(path.boundingRect == CGRect(x: 0, y: 40, width: 40, height: 0))
  }
}
