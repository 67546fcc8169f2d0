import Foundation
import Testing

@testable import PlumbCore

/// A path's point test, its text form and the `transform:` builders, as
/// SwiftUI's `Path` has them (a seat map tests a tap against a seat's
/// outline; apps hash a path by its description).
@Suite struct PathQueryTests {
  /// Inside by the non-zero rule, each subpath closed: a rectangle's
  /// middle, not a point past its edge; an ellipse's centre and a point 48
  /// from it, not its bounding box's corner (63.6 from the centre of a
  /// circle of radius 50).
  @Test func containsFollowsTheOutline() {
    let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(rect.contains(CGPoint(x: 50, y: 25)) && !rect.contains(CGPoint(x: 150, y: 25)))
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(circle.contains(CGPoint(x: 50, y: 50)) && circle.contains(CGPoint(x: 50, y: 2)))
    #expect(!circle.contains(CGPoint(x: 5, y: 5)))
    // An open triangle is closed for the test.
    var open = Path()
    open.move(to: .zero)
    open.addLine(to: CGPoint(x: 100, y: 0))
    open.addLine(to: CGPoint(x: 0, y: 100))
    #expect(open.contains(CGPoint(x: 10, y: 10)) && !open.contains(CGPoint(x: 90, y: 90)))
  }

  /// Two nested squares drawn the same way round: the inner one's points
  /// wind twice (inside by non-zero), cross twice (outside by even-odd).
  @Test func evenOddLeavesAHole() {
    var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true))
    #expect(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
  }

  /// SwiftUI's text form: points then operator, whole numbers without a
  /// fraction; read back into the same path.
  @Test func descriptionRoundTrips() {
    let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(rect.description == "0 0 m 100 0 l 100 50 l 0 50 l h")
    var curved = Path()
    curved.move(to: CGPoint(x: 0.5, y: 1))
    curved.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 2, y: 3), control2: CGPoint(x: 4.25, y: 5))
    curved.closeSubpath()
    #expect(curved.description == "0.5 1 m 2 3 4.25 5 10 10 c h")
    #expect(Path(curved.description) == curved)
    #expect(Path("0 0 m 5 l") == nil)
  }

  /// A builder's `transform:` moves what it adds: a rectangle translated
  /// by (10, 5) is bounded by (10, 5, 100, 50).
  @Test func transformedBuilders() {
    var path = Path()
    path.addRect(CGRect(x: 0, y: 0, width: 100, height: 50), transform: CGAffineTransform(translationX: 10, y: 5))
    #expect(path.boundingRect == CGRect(x: 10, y: 5, width: 100, height: 50))
    var ellipse = Path()
    ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 3))
    #expect(ellipse.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
    // Core Graphics' C spellings are the methods.
    let t = CGAffineTransformTranslate(CGAffineTransformMakeRotation(0), 3, 4)
    #expect(CGPointApplyAffineTransform(.zero, t) == CGPoint(x: 3, y: 4))
  }
}
