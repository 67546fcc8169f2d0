import Foundation

/// What `.layoutGuides()` draws over a subtree: each leaf's frame, each
/// container's frame, and each stack's alignment line, as seed 000's
/// figures draw them by hand (red, green, a 1-pt yellow line).
public struct LayoutGuideStyle: Sendable, Hashable {
  public var leafColor: Color = .red
  public var containerColor: Color = .green
  public var lineColor: Color = .yellow
  /// Border and line width, in points.
  public var lineWidth: CGFloat = 1
  public var showsLeaves = true
  public var showsContainers = true
  public var showsAlignmentLines = true
  /// Labels each leaf with its size (`64 × 91`, `83.86 × 20.57`). Labels
  /// round to two decimals and cover no text and no other label (see
  /// `LabelPlacement`).
  public var showsSizes = false
  /// Labels each alignment line with its value (`feet = 84`).
  public var showsGuideValues = false
  /// Labels the gaps between a stack's children with their spacing.
  public var showsSpacing = false
  /// How far alignment lines reach past the stack on each side.
  public var lineOverhang: CGFloat = 0

  public init(
    leafColor: Color = .red, containerColor: Color = .green, lineColor: Color = .yellow, lineWidth: CGFloat = 1,
    showsLeaves: Bool = true, showsContainers: Bool = true, showsAlignmentLines: Bool = true,
    showsSizes: Bool = false, showsGuideValues: Bool = false, showsSpacing: Bool = false, lineOverhang: CGFloat = 0
  ) {
    self.leafColor = leafColor
    self.containerColor = containerColor
    self.lineColor = lineColor
    self.lineWidth = lineWidth
    self.showsLeaves = showsLeaves
    self.showsContainers = showsContainers
    self.showsAlignmentLines = showsAlignmentLines
    self.showsSizes = showsSizes
    self.showsGuideValues = showsGuideValues
    self.showsSpacing = showsSpacing
    self.lineOverhang = lineOverhang
  }
}

nonisolated extension View {
  /// Draws the layout over this subtree: leaf frames, container frames and
  /// alignment lines. Changes nothing about layout.
  public func layoutGuides(_ style: LayoutGuideStyle = LayoutGuideStyle()) -> some View {
    modifier(TagModifier { $0.guideStyle = style })
  }
}

extension DisplayList {
  /// The overlay items for the subtree at `root`: leaf frames in tree
  /// order, container frames inside out, then alignment lines and labels.
  static func guideItems(
    for root: LayoutNode, style: LayoutGuideStyle, result: LayoutResult, scheme: ColorScheme,
    lines overrides: [LayoutNode: CGFloat], hidden: Set<LayoutNode>, pixelRect: (CGRect) -> CGRect,
    frame: (LayoutNode) -> CGRect, labels: inout LabelPlacement
  ) -> [DisplayItem] {
    var leaves: [LayoutNode] = []
    var containers: [LayoutNode] = []
    // Pre-order for leaves; containers are emitted after their subtree.
    enum Step {
      case visit(LayoutNode)
      case close(LayoutNode)
    }
    var work: [Step] = [.visit(root)]
    while let step = work.popLast() {
      switch step {
      case .close(let n): containers.append(n)
      case .visit(let n):
        if result.engine.isHidden(n) || hidden.contains(n) { continue }
        switch n.rule {
        case .leaf: leaves.append(n)
        case .container:
          work.append(.close(n))
          for c in n.children.reversed() { work.append(.visit(c)) }
        case .decorated:
          // Only the base: a border or a background is not part of the layout.
          work.append(.visit(n.children[0]))
        case .unary:
          work.append(.visit(n.children[0]))
        }
      }
    }
    var items: [DisplayItem] = []
    let w = style.lineWidth
    func border(_ n: LayoutNode, _ color: Color) {
      let r = pixelRect(frame(n)).insetBy(dx: w / 2, dy: w / 2)
      guard r.width >= 0, r.height >= 0 else { return }
      items.append(.stroke(Path(r), color.resolve(in: scheme), lineWidth: w))
    }
    /// A label: its text, its tag's color, and the candidate places for
    /// the tag's top-left corner, best first, given the tag's size.
    typealias Label = (text: String, color: Color, candidates: (CGSize) -> [CGPoint])
    var sizeLabels: [Label] = [], spacingLabels: [Label] = [], guideLabels: [Label] = []
    /// Each label, a small black text on a tag of the guide's color,
    /// legible over any figure, at the first candidate place that covers
    /// no text and no other label (see `LabelPlacement`). Drawn over the
    /// guides, and placed the most local first: sizes, spacing, values.
    func drawLabels() {
      for (text, color, candidates) in sizeLabels + spacingLabels + guideLabels {
        let content = TextContent(string: text, font: .system(size: 9, weight: .medium))
        let size = result.engine.measurer.measure(content, width: nil).size
        let tagSize = CGSize(width: size.width + 4, height: size.height)
        let tag = labels.place(tagSize, candidates: candidates(tagSize))
        items.append(.fill(Path(roundedRect: tag, cornerRadius: 2, style: .circular), color.opacity(0.9).resolve(in: scheme)))
        items.append(
          .text(
            content, origin: CGPoint(x: tag.minX + 2, y: tag.minY), wrapWidth: nil, width: size.width,
            Color.black.resolve(in: scheme)))
      }
    }
    if style.showsLeaves {
      for n in leaves { border(n, style.leafColor) }
    }
    if style.showsContainers {
      for n in containers { border(n, style.containerColor) }
    }
    for n in containers {
      guard case .container(let rule) = n.rule, let keys = rule.alignmentKeys else { continue }
      let dims = result.engine.dimensions(n, result.engine.proposal(n))
      for key in keys {
        let value = key.axis != rule.stackOrientation ? (overrides[n] ?? dims[key]) : dims[key]
        var r: CGRect
        if key.axis == .vertical {
          let y = value - key.defaultValue(for: CGSize(width: frame(n).width, height: w))
          r = CGRect(
            x: frame(n).minX - style.lineOverhang, y: frame(n).minY + y, width: frame(n).width + 2 * style.lineOverhang,
            height: w)
        } else {
          let x = value - key.defaultValue(for: CGSize(width: w, height: frame(n).height))
          r = CGRect(
            x: frame(n).minX + x, y: frame(n).minY - style.lineOverhang, width: w,
            height: frame(n).height + 2 * style.lineOverhang)
        }
        if style.showsAlignmentLines {
          items.append(.fill(Path(pixelRect(r)), style.lineColor.resolve(in: scheme)))
        }
        if style.showsGuideValues {
          // Above a horizontal line's start (else below it, or at its
          // end); beside a vertical line's top (else before it, or at its
          // bottom).
          guideLabels.append(("\(key) = \(formatLabel(value))", style.lineColor, { t in
            key.axis == .vertical
              ? [
                CGPoint(x: r.minX, y: r.minY - 12), CGPoint(x: r.minX, y: r.maxY + 1),
                CGPoint(x: r.maxX - t.width, y: r.minY - 12), CGPoint(x: r.maxX - t.width, y: r.maxY + 1),
              ]
              : [
                CGPoint(x: r.maxX, y: r.minY + 1), CGPoint(x: r.minX - t.width, y: r.minY + 1),
                CGPoint(x: r.maxX, y: r.maxY - t.height - 1), CGPoint(x: r.minX - t.width, y: r.maxY - t.height - 1),
              ]
          }))
        }
      }
      if style.showsSpacing, let axis = rule.stackOrientation {
        let frames = n.children.filter { !result.engine.isHidden($0) && !hidden.contains($0) }.map(frame)
        let f = frame(n)
        for (a, b) in zip(frames, frames.dropFirst()) {
          let gap = axis == .horizontal ? b.minX - a.maxX : b.minY - a.maxY
          // Centered on the gap: below the stack (else above it, or
          // inside at its bottom or top); beside a vertical stack (else
          // before it, or inside at its trailing or leading edge).
          spacingLabels.append((formatLabel(gap), style.containerColor, { t in
            if axis == .horizontal {
              let x = (a.maxX + b.minX - t.width) / 2
              return [f.maxY + 1, f.minY - t.height - 1, f.maxY - t.height - 1, f.minY + 1].map { CGPoint(x: x, y: $0) }
            }
            let y = (a.maxY + b.minY - t.height) / 2
            return [f.maxX, f.minX - t.width, f.maxX - t.width, f.minX].map { CGPoint(x: $0, y: y) }
          }))
        }
      }
    }
    if style.showsSizes {
      for n in leaves {
        // Inside the frame at a corner, top-leading first; else just above
        // or below it (a text's frame is its text).
        let f = frame(n)
        sizeLabels.append(("\(formatLabel(f.width)) × \(formatLabel(f.height))", style.leafColor, { t in
          [
            CGPoint(x: f.minX, y: f.minY + 1), CGPoint(x: f.maxX - t.width, y: f.minY + 1),
            CGPoint(x: f.minX, y: f.maxY - t.height - 1), CGPoint(x: f.maxX - t.width, y: f.maxY - t.height - 1),
            CGPoint(x: f.minX, y: f.minY - t.height - 1), CGPoint(x: f.minX, y: f.maxY + 1),
          ]
        }))
      }
    }
    drawLabels()
    return items
  }
}

/// A length on a guide label: at most two decimals (`83.86`, `64`).
func formatLabel(_ v: CGFloat) -> String { formatDecimal(v, fractionDigits: 2) }

extension DisplayList {
  /// The frames of the texts shown, which guide labels must not cover.
  static func textFrames(
    _ result: LayoutResult, hidden: Set<LayoutNode>, frame: (LayoutNode) -> CGRect
  ) -> [CGRect] {
    var frames: [CGRect] = []
    var stack = [result.root]
    while let n = stack.popLast() {
      if result.engine.isHidden(n) || hidden.contains(n) { continue }
      if case .text = n.drawing { frames.append(frame(n)) }
      stack.append(contentsOf: n.children)
    }
    return frames
  }
}

/// One frame of a step-by-step figure: the children placed so far, where
/// the alignment process had put them, and the stack's value at that step.
package struct AlignmentStepFigure {
  package var hidden: Set<LayoutNode>
  package var moved: [LayoutNode: CGSize]
  package var lines: [LayoutNode: CGFloat]
}

extension LayoutResult {
  /// The stack a step sequence follows: the one marked `.id(id)` (or the
  /// first stack inside it), else the first stack in the figure.
  func stepStack(_ id: String?) -> LayoutNode? {
    var start: LayoutNode? = root
    if let id {
      start = nil
      var stack = [root]
      while let n = stack.popLast() {
        if n.viewID == id {
          start = n
          break
        }
        stack.append(contentsOf: n.children.reversed())
      }
    }
    guard let start else { return nil }
    var stack = [start]
    while let n = stack.popLast() {
      if case .container(let rule) = n.rule, rule is StackRule { return n }
      stack.append(contentsOf: n.children.reversed())
    }
    return nil
  }

  /// One figure per child placed by the stack's alignment process: at step
  /// k the first k children sit where the process had put them, the rest
  /// are not shown, and the line is at the value so far. The last step is
  /// the finished layout.
  package func alignmentSteps(stack id: String? = nil) -> [AlignmentStepFigure] {
    guard let stackNode = stepStack(id) else { return [] }
    return withRecordedDecisions { recorder in
      guard let d = recorder.decisions(for: stackNode, proposal: engine.proposal(stackNode)), !d.steps.isEmpty else { return [] }
      let final = d.steps.last!.valueAfter
      return d.steps.indices.map { k in
        let value = d.steps[k].valueAfter
        var shift = CGSize.zero
        if d.axis == .horizontal { shift.height = value - final } else { shift.width = value - final }
        var moved: [LayoutNode: CGSize] = [:]
        var hidden: Set<LayoutNode> = []
        for (i, child) in stackNode.children.enumerated() {
          if i <= k { moved[child] = shift } else { hidden.insert(child) }
        }
        return AlignmentStepFigure(hidden: hidden, moved: moved, lines: [stackNode: value])
      }
    }
  }
}
