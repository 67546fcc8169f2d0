import Foundation
import PlumbCore
import Testing

/// A fixed-size leaf: a color in a fixed frame, named for look-ups.
func leaf(_ id: String, width: CGFloat = 40, height: CGFloat) -> some View {
  Color.red.frame(width: width, height: height).id(id)
}

func layout<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> LayoutResult {
  LayoutResult(of: view, proposal: proposal)
}

/// Checks the frames of named views; on failure prints the expected frames
/// beside the whole actual dump.
func expectFrames(
  _ result: LayoutResult, _ expected: [String: CGRect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var mismatches: [String] = []
  for (id, rect) in expected.sorted(by: { $0.key < $1.key }) {
    let actual = result.frame(of: id)
    if !(actual.map { close($0, rect) } ?? false) {
      mismatches.append("#\(id): expected \(rect), actual \(actual.map { "\($0)" } ?? "missing")")
    }
  }
  #expect(
    mismatches.isEmpty,
    "\n\(mismatches.joined(separator: "\n"))\nACTUAL:\n\(result)", sourceLocation: sourceLocation)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// Seed 000's three images (64, 91 and 76 high; widths 40, 60, 50 chosen
/// here) in an HStack with no explicit guides.
func plainCharacters(_ alignment: VerticalAlignment) -> some View {
  HStack(alignment: alignment) {
    leaf("rogue", width: 40, height: 64)
    leaf("dragoon", width: 60, height: 91)
    leaf("brawler", width: 50, height: 76)
  }
}

// The seeds' custom alignments, written as the seeds write them.

extension VerticalAlignment {
  enum Feet: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  }
  static let feet = VerticalAlignment(Feet.self)

  enum Custom: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
  }
  static let custom = VerticalAlignment(Custom.self)

  enum Anchor: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
  }
  static let anchor = VerticalAlignment(Anchor.self)
}

extension HorizontalAlignment {
  enum Anchor: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
  }
  static let anchor = HorizontalAlignment(Anchor.self)
}

extension Alignment {
  static let anchor = Alignment(horizontal: .anchor, vertical: .anchor)
}

/// Frames equal to within 1e-9: sums of thirds are not exact in binary.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
    && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}
