import Foundation

/// A laid-out view: its size, every view's frame, and a stable text dump.
///
///     let result = LayoutResult(of: view, proposal: ProposedViewSize(width: 400, height: 300))
///     result.size                // the root's size; the root sits at (0, 0)
///     result.frame(of: "rogue")  // the frame of the view marked .id("rogue")
///     print(result)              // one line per view: kind and frame
///
/// Frames are exact layout values, in root coordinates, not rounded.
public struct LayoutResult: CustomStringConvertible, @unchecked Sendable {
  // The node tree is not mutated after layout, so sharing it is safe.
  /// The root's size.
  public let size: CGSize
  /// Bad values found in the view (a negative frame, a missing image, …),
  /// each clamped as SwiftUI clamps it.
  public let diagnostics: [String]
  package let root: LayoutNode
  package let engine: LayoutEngine
  package let environment: EnvironmentValues
  /// Views left out because an `@EnvironmentObject` (or
  /// `@Environment(Model.self)`) found no object, one message each; also in
  /// `diagnostics`. `ImageRenderer` throws them as a `RenderError`.
  package let missingEnvironmentObjects: [String]

  /// Lowers and lays out `view` for `proposal`.
  public init<V: View>(
    of view: V,
    proposal: ProposedViewSize = .unspecified,
    measurer: any TextMeasurer = FixedAdvanceTextMeasurer(),
    images: ImageCatalog = .standard,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    let ctx = LoweringContext(images: images)
    let root = lowerRoot(view, ctx, environment)
    self.init(
      root: root, proposal: proposal, measurer: measurer, diagnostics: ctx.diagnostics, environment: environment,
      missingEnvironmentObjects: ctx.missingObjects)
    // `onPreferenceChange` actions, once, now that the tree is laid out.
    for action in ctx.afterLayout { action() }
  }

  /// Lays out a node tree built without the DSL. The nodes keep this
  /// layout's state: a tree belongs to one result at a time (results made
  /// from views lower a fresh tree each).
  package init(
    root: LayoutNode, proposal: ProposedViewSize, measurer: any TextMeasurer,
    diagnostics: [String] = [], environment: EnvironmentValues = EnvironmentValues(),
    missingEnvironmentObjects: [String] = []
  ) {
    self.missingEnvironmentObjects = missingEnvironmentObjects
    let engine = LayoutEngine(measurer: measurer)
    var diagnostics = diagnostics
    let p = proposal.sanitized
    if p != proposal {
      diagnostics.append("root proposal \(proposal) is invalid; used \(p)")
    }
    self.size = runWithDeepStack(if: root.height > deepTreeHeight) { engine.layout(root: root, proposal: p) }
    diagnostics += engine.diagnostics
    measurements = engine.measurements
    self.root = root
    self.engine = engine
    self.diagnostics = diagnostics
    self.environment = environment
    self.textMeasurer = measurer.summary
  }

  /// Which measurer sized the text: the dump's first line says it, so two
  /// dumps made with different fonts never look alike.
  public let textMeasurer: String

  /// The frame of the view marked `.id(id)`, in root coordinates.
  public func frame<ID: Hashable>(of id: ID) -> CGRect? {
    let name = String(describing: id)
    var stack = [root]
    while let node = stack.popLast() {
      if node.isHidden { continue }
      if node.viewID == name { return node.frame }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  /// Every view's frame in drawing order (parents before children).
  public var frames: [(kind: String, id: String?, frame: CGRect)] {
    var out: [(String, String?, CGRect)] = []
    var stack = [root]
    while let node = stack.popLast() {
      out.append((node.kindDescription, node.viewID, node.frame))
      stack.append(contentsOf: node.children.reversed())
    }
    return out
  }

  /// How many times a view's sizing rule ran in this layout.
  public let measurements: Int

  /// The stable text dump: a first line naming the text measurer
  /// (`# text: Inter through Pango`), then one line per view, indented by
  /// depth, with its kind, its id, its frame (x, y, width, height) and, for
  /// stacks, the value of the guide they aligned on.
  public var description: String {
    engine.lock.withLock {
      runWithDeepStack(if: root.height > deepTreeHeight) { dump() }
    }
  }

  private func dump() -> String {
    var lines: [String] = ["# text: \(textMeasurer)"]
    var stack: [(LayoutNode, Int)] = [(root, 0)]
    while let (node, depth) = stack.popLast() {
      var line = String(repeating: "  ", count: depth) + node.kindDescription
      if let id = node.viewID { line += " #\(id)" }
      if node.isHidden { line += " hidden" }
      let f = node.frame
      line += " (\(formatLength(f.minX)), \(formatLength(f.minY)), \(formatLength(f.width)), \(formatLength(f.height)))"
      if let guide = alignmentLine(of: node) { line += " \(guide)" }
      lines.append(line)
      for child in node.children.reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }

  /// A stack's alignment line: the value of its alignment guide, in its
  /// own coordinates.
  func alignmentLine(of node: LayoutNode) -> String? {
    guard case .container(let box) = node.rule, let keys = box.alignmentKeys else { return nil }
    let d = engine.dimensions(node, node.proposal)
    return keys.map { "\($0)=\(formatLength(d[$0]))" }.joined(separator: " ")
  }
}

/// Lowers a view into one root node; several root views stack vertically,
/// as in a SwiftUI window.
package func lowerRoot<V: View>(_ view: V, _ ctx: LoweringContext, _ env: EnvironmentValues) -> LayoutNode {
  let nodes = CurrentLowering.with(ctx) { lower(view, ctx, env) }
  switch nodes.count {
  case 0: return LayoutNode(.leaf(EmptyLeaf()))
  case 1: return nodes[0]
  default: return LayoutNode(.container(ConcreteLayoutBoxFactory.vstack()), children: nodes)
  }
}

/// Trees taller than this are solved on a thread with a large stack.
let deepTreeHeight: Int32 = 400

/// Runs `body` on a thread with a large stack when `deep`, here otherwise:
/// spawning the thread costs more than laying out a small figure.
func runWithDeepStack<T>(if deep: Bool, _ body: @escaping () -> T) -> T {
  deep && !DeepStack.isCurrent ? runWithDeepStack(body) : body()
}

/// Whether the current thread is a large-stack layout thread.
enum DeepStack {
  static var isCurrent: Bool { Thread.current.threadDictionary["plumb.deepStack"] != nil }
}

/// Runs `body` on a thread with a large stack, so deeply nested views
/// cannot overflow the stack in the recursive passes.
func runWithDeepStack<T>(_ body: @escaping () -> T) -> T {
  let box = DeepStackBox(body)
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    Thread.current.threadDictionary["plumb.deepStack"] = true
    box.value = box.body()
    done.signal()
  }
  thread.stackSize = 1 << 29
  thread.start()
  done.wait()
  return box.value!
}

/// Carries a closure and its result across the layout thread; the
/// semaphore orders the accesses.
private final class DeepStackBox<T>: @unchecked Sendable {
  var value: T?
  let body: () -> T
  init(_ body: @escaping () -> T) { self.body = body }
}
