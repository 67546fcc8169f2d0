import Foundation
@testable import PlumbCore
import Testing

/// Whatever user code returns, frames in a `LayoutResult` have finite
/// origins and no NaN, and every clamp adds a diagnostic (issue: "Never
/// hang, never drift", items 5 and 6).
@MainActor @Suite struct NonFiniteTests {
  func allFinite(_ r: LayoutResult) -> Bool {
    r.frames.allSatisfy { f in
      f.frame.minX.isFinite && f.frame.minY.isFinite && !f.frame.width.isNaN && !f.frame.height.isNaN
    }
  }

  /// `AnyLayout(HStackLayout()) { Color.red }` proposed (100, ∞): the color
  /// is 100 × ∞, centered on an infinite line: its y is 0, not ∞ − ∞.
  @Test func anyLayoutStackProposedInfinity() {
    let r = layout(AnyLayout(HStackLayout()) { Color.red.id("c") }, ProposedViewSize(width: 100, height: .infinity))
    #expect(r.frame(of: "c")?.origin == .zero)
    #expect(r.frame(of: "c")?.width == 100)
    #expect(allFinite(r))
  }

  /// `ZStackLayout` at (∞, 100): centering computes 0.5 × ∞; the color's x
  /// is 0.
  @Test func zStackLayoutProposedInfinity() {
    let r = layout(AnyLayout(ZStackLayout()) { Color.red.id("c") }, ProposedViewSize(width: .infinity, height: 100))
    #expect(r.frame(of: "c")?.origin == .zero)
    #expect(allFinite(r))
  }

  /// A custom Layout placing at NaN and proposing ∞: origins become 0,
  /// noted.
  struct NaNLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 50, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      subviews[0].place(at: CGPoint(x: CGFloat.nan, y: 10), anchor: .center, proposal: .infinity)
      subviews[1].place(at: CGPoint(x: 5, y: CGFloat.infinity), anchor: UnitPoint(x: .nan, y: 0), proposal: .unspecified)
    }
  }

  @Test func customLayoutPlacingAtNaN() {
    let r = layout(NaNLayout { Color.red.id("a"); Color.blue.frame(width: 10, height: 10).id("b") })
    #expect(r.frame(of: "a") == CGRect(x: 0, y: 10, width: CGFloat.infinity, height: CGFloat.infinity))
    #expect(r.frame(of: "b") == CGRect(x: 5, y: 0, width: 10, height: 10))
    #expect(allFinite(r))
    #expect(r.diagnostics.contains("place(at:) x is nan; used 0"), "\(r.diagnostics)")
    #expect(r.diagnostics.contains("place(at:) y is inf; used 0"))
    #expect(r.diagnostics.contains("place(at:) anchor x is nan; used 0"))
  }

  /// `gridCellAnchor(UnitPoint(x: .nan, y: 0))`: x 0, noted.
  @Test func gridCellAnchorNaN() {
    let r = layout(
      Grid {
        GridRow {
          Color.red.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: .nan, y: 0)).id("a")
          Color.blue.frame(width: 30, height: 30)
        }
        GridRow { Color.green.frame(width: 40, height: 5); Color.gray.frame(width: 5, height: 5) }
      })
    #expect(r.frame(of: "a")?.minX == 0)
    #expect(allFinite(r))
    #expect(r.diagnostics.contains("gridCellAnchor x: nan is not finite; used 0"), "\(r.diagnostics)")
  }

  /// Sums of huge values overflow to ∞; nothing becomes NaN.
  @Test func hugeSumsStayFinite() {
    let big = CGFloat.greatestFiniteMagnitude
    let r = layout(
      VStack(spacing: big) {
        Color.red.frame(width: 10, height: big)
        Color.blue.frame(width: 10, height: big)
        Color.green.frame(width: 10, height: big).id("last")
      })
    #expect(allFinite(r))
  }

  /// Bad values get SwiftUI's treatment and a diagnostic each.
  @Test func badValuesAreNoted() {
    let r = layout(
      HStack(spacing: .nan) {
        Color.red.frame(width: 10, height: 10).layoutPriority(.nan)
        Color.blue.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { _ in .nan }.id("g")
        Color.green.frame(width: 10, height: 10).cornerRadius(.nan).opacity(.nan)
        RoundedRectangle(cornerRadius: .nan).frame(width: 10, height: 10)
        Image(systemName: "star").font(.system(size: .infinity)).id("star")
      })
    let expected = [
      "stack spacing nan is not finite; used 0",
      "layoutPriority(nan) is not finite; used 0",
      "RoundedRectangle cornerRadius nan is not finite; drew square corners",
      "opacity(nan) is not a number; ignored",
      "Image(systemName: star): font size inf is invalid; used 17",
      "alignmentGuide(center) returned nan; used the child's value",
    ]
    for e in expected { #expect(r.diagnostics.contains(e), "missing \(e) in \(r.diagnostics)") }
    // Spacing 0, the guide at the child's center: centered in a row 20.4
    // tall (the symbol: 17 × 1.2), y = (20.4 − 10) / 2.
    let g = r.frame(of: "g") ?? .zero
    #expect(g.minX == 10 && abs(g.minY - 5.2) < 1e-9)
    #expect(r.frame(of: "star")?.size == CGSize(width: 20.4, height: 20.4))
    #expect(allFinite(r))
  }
}
