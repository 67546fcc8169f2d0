import Foundation
import Synchronization

/// A laid-out view: its size, every view's frame, and a stable text dump.
///
///     let result = LayoutResult(of: view, proposal: ProposedViewSize(width: 400, height: 300))
///     result.size                // the root's size; the root sits at (0, 0)
///     result.frame(of: "rogue")  // the frame of the view marked .id("rogue")
///     print(result)              // one line per view: kind and frame
///
/// Frames are exact layout values, in root coordinates, not rounded.
public struct LayoutResult: CustomStringConvertible, Sendable {
  // Sendable as it is: the table is not changed after layout (save under
  // the engine's lock), and everything that runs the solver again holds
  // the engine's lock (`NodeTable` and `LayoutEngine` say why they are
  // Sendable); the root is an index, not a pointer.
  /// The root's size.
  public let size: CGSize
  /// Bad values found in the view (a negative frame, a missing image, …),
  /// each clamped as SwiftUI clamps it.
  public let diagnostics: [String]
  /// The root node: a handle into `table`, valid while this result lives
  /// (keep the result, not the node).
  package var root: LayoutNode { table.node(at: rootIndex) }
  private let rootIndex: Int32
  /// The lowered input, owned here (nodes are handles into it).
  package let table: NodeTable
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
    var ctx = LoweringContext(images: images)
    var environment = environment
    if environment.containerSize == nil { environment.containerSize = proposal }
    var root = lowerRoot(view, ctx, environment)
    // A view that prefers a color scheme sets it for the whole figure, as
    // SwiftUI sets it for the window: lowered again in it, from the root.
    if let preferred = ctx.preferredColorScheme, preferred != environment.colorScheme {
      environment.colorScheme = preferred
      // The first lowering's table goes: a GeometryReader rule in it holds
      // the context, which must not hold the table back.
      ctx.table = nil
      ctx = LoweringContext(images: images)
      root = lowerRoot(view, ctx, environment)
    }
    let table = ctx.table!
    self.init(
      table: table, root: root, proposal: proposal, measurer: measurer, diagnostics: ctx.diagnostics,
      environment: environment, missingEnvironmentObjects: ctx.missingObjects)
    // Lowering is done: the table belongs to this result (a GeometryReader
    // in it holds the context, which must not hold the table back).
    ctx.table = nil
    // `onPreferenceChange` actions, once, now that the tree is laid out.
    for action in ctx.afterLayout { action() }
  }

  /// Lays out a node table built without the DSL, from `root`. The table
  /// is not changed (save for a GeometryReader's content, added at
  /// placement): the same table can be laid out again.
  package init(
    table: NodeTable, root: LayoutNode, proposal: ProposedViewSize, measurer: any TextMeasurer,
    diagnostics: [String] = [], environment: EnvironmentValues = EnvironmentValues(),
    missingEnvironmentObjects: [String] = []
  ) {
    self.missingEnvironmentObjects = missingEnvironmentObjects
    let engine = LayoutEngine(table: table, measurer: measurer)
    var diagnostics = diagnostics
    let p = proposal.sanitized
    if p != proposal {
      diagnostics.append("root proposal \(proposal) is invalid; used \(p)")
    }
    let rtl = environment.layoutDirection == .rightToLeft
    self.size = runWithDeepStack(if: root.height > deepTreeHeight) {
      engine.layout(root: root, proposal: p, rightToLeft: rtl)
    }
    diagnostics += engine.diagnostics
    measurements = engine.measurements
    self.rootIndex = root.index
    self.table = table
    self.engine = engine
    self.diagnostics = diagnostics
    self.environment = environment
  }

  /// Which measurer sized the text: the dump's first line says it, so two
  /// dumps made with different fonts never look alike. Worked out when
  /// asked: formatting it cost a small layout more than laying it out.
  public var textMeasurer: String { engine.measurer.summary }

  /// The frame of the view marked `.id(id)`, in root coordinates.
  public func frame<ID: Hashable>(of id: ID) -> CGRect? {
    let name = String(describing: id)
    var stack = [root]
    while let node = stack.popLast() {
      if engine.isHidden(node) { continue }
      if node.viewID == name { return engine.frame(node) }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  /// Every view's frame in drawing order (parents before children).
  public var frames: [(kind: String, id: String?, frame: CGRect)] {
    var out: [(String, String?, CGRect)] = []
    var stack = [root]
    while let node = stack.popLast() {
      out.append((node.kindDescription, node.viewID, engine.frame(node)))
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
      if engine.isHidden(node) { line += " hidden" }
      let f = engine.frame(node)
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
    guard case .container(let rule) = node.rule, let keys = rule.alignmentKeys else { return nil }
    let d = engine.dimensions(node, engine.proposal(node))
    return keys.map { "\($0)=\(formatLength(d[$0]))" }.joined(separator: " ")
  }
}

/// Lowers a view into one root node; several root views stack vertically,
/// as in a SwiftUI window.
package func lowerRoot<V: View>(_ view: V, _ ctx: LoweringContext, _ env: EnvironmentValues) -> LayoutNode {
  let nodes = ctx.collect { CurrentLowering.with(ctx) { lower(view, ctx, env) } }
  switch nodes.count {
  case 0: return ctx.table.node(.leaf(EmptyLeaf()))
  case 1: return nodes[0]
  default: return ctx.table.node(.container(ContainerRules.vstack()), children: nodes)
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
///
/// The threads are kept, parked, once made: a new thread's stack is
/// mapped page by page as a deep recursion first touches it (a page fault
/// per 4 KB, a large part of laying out a 1,000-deep chain), and a parked
/// thread's stack is already there. One thread per caller laying out a
/// deep tree at the same time; none is made for shallow trees.
func runWithDeepStack<T>(_ body: @escaping () -> T) -> T {
  let box = DeepStackBox(body)
  let worker = DeepStackThread.idle.withLock { $0.popLast() } ?? DeepStackThread()
  worker.run { box.value = box.body() }
  DeepStackThread.idle.withLock { $0.append(worker) }
  return box.value!
}

/// How many large-stack layout threads this process has made (they are
/// parked between layouts, not ended).
package func deepStackThreadsMade() -> Int { DeepStackThread.made.load(ordering: .relaxed) }

/// Carries a closure and its result across the layout thread; the
/// worker's condition orders the accesses.
private final class DeepStackBox<T>: @unchecked Sendable {
  var value: T?
  let body: () -> T
  init(_ body: @escaping () -> T) { self.body = body }
}

/// A thread with a 512 MB stack that runs one job at a time, handed over
/// under its condition.
private final class DeepStackThread: @unchecked Sendable {
  // `job` is read and written only with `condition` locked.
  static let idle = Mutex<[DeepStackThread]>([])
  private let condition = NSCondition()
  private var job: (@Sendable () -> Void)?

  /// How many have been made in this process.
  static let made = Atomic<Int>(0)

  init() {
    Self.made.add(1, ordering: .relaxed)
    let thread = Thread { [self] in
      Thread.current.threadDictionary["plumb.deepStack"] = true
      condition.lock()
      while true {
        while job == nil { condition.wait() }
        let work = job!
        condition.unlock()
        work()
        condition.lock()
        job = nil
        condition.broadcast()
      }
    }
    thread.stackSize = 1 << 29
    thread.start()
  }

  /// Runs `work` on the thread and returns when it is done.
  func run(_ work: @escaping @Sendable () -> Void) {
    condition.lock()
    job = work
    condition.broadcast()
    while job != nil { condition.wait() }
    condition.unlock()
  }
}
