import CCairo
import Foundation

import Plumb
import PlumbCore

// The benchmark: `make bench`. Layout figures are ns per node for the solver
// alone (node trees built directly, outside the timing); rendering figures
// are milliseconds through Plumb beside the same drawing with Cairo alone.

/// Peak resident memory of this process so far, in bytes (Linux's VmHWM).
func peakResident() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
  }
  return 0
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Times `body` `runs` times on fresh input from `make`; returns every
/// time, sorted. This machine's timings vary by ±30 %, so the bench prints
/// the best and the median.
func times<T>(_ runs: Int, make: () -> T, _ body: (T) -> Void) -> [Double] {
  var times: [Double] = []
  for _ in 0..<runs {
    let input = make()
    let t0 = now()
    body(input)
    times.append(Double(now() - t0))
    withExtendedLifetime(input) {}
  }
  return times.sorted()
}

func best<T>(_ runs: Int, make: () -> T, _ body: (T) -> Void) -> Double {
  times(runs, make: make, body)[0]
}

/// "best / median" in ns per node.
func perNode(_ t: [Double], _ nodes: Int) -> String {
  String(format: "%6.0f / %6.0f", t[0] / Double(nodes), t[t.count / 2] / Double(nodes))
}

/// A node table and its root, built without the DSL.
struct Tree {
  let table: NodeTable
  let root: LayoutNode
}

func leaf(_ t: NodeTable, _ i: Int) -> LayoutNode {
  i.isMultiple(of: 2)
    ? t.node(.leaf(FixedLeaf(name: "Image", size: CGSize(width: 10, height: 8))))
    : t.node(.leaf(FlexibleLeaf(name: "Color")))
}

func stack(_ t: NodeTable, _ axis: Axis, _ children: [LayoutNode]) -> LayoutNode {
  let rule = axis == .horizontal ? ContainerRules.hstack() : ContainerRules.vstack()
  return t.node(.container(rule), children: children)
}

func tree(_ build: (NodeTable) -> LayoutNode) -> Tree {
  let t = NodeTable()
  return Tree(table: t, root: build(t))
}

/// A balanced tree of exactly `n` nodes, branching up to 4, stacks
/// alternating between HStack and VStack by depth.
func balanced(_ t: NodeTable, _ n: Int, axis: Axis = .horizontal, counter: inout Int) -> LayoutNode {
  if n <= 1 {
    counter += 1
    return leaf(t, counter)
  }
  let rest = n - 1
  let k = min(4, rest)
  var children: [LayoutNode] = []
  for i in 0..<k {
    let share = rest / k + (i < rest % k ? 1 : 0)
    children.append(balanced(t, share, axis: axis == .horizontal ? .vertical : .horizontal, counter: &counter))
  }
  return stack(t, axis, children)
}

/// A complete tree of exactly `n` nodes, branching 4, filled level by
/// level (node i's children are 4i+1 … 4i+4): the same shape at every size,
/// unlike `balanced`, whose splits leave one-view stacks at some sizes.
func complete(_ t: NodeTable, _ n: Int) -> LayoutNode {
  var nodes = [LayoutNode?](repeating: nil, count: n)
  var depth = [Int](repeating: 0, count: n)
  for i in 1..<max(n, 1) { depth[i] = depth[(i - 1) / 4] + 1 }
  for i in stride(from: n - 1, through: 0, by: -1) {
    let kids = (1...4).map { 4 * i + $0 }.filter { $0 < n }
    nodes[i] =
      kids.isEmpty
      ? leaf(t, i) : stack(t, depth[i].isMultiple(of: 2) ? .horizontal : .vertical, kids.map { nodes[$0]! })
    for k in kids { nodes[k] = nil }
  }
  return nodes[0]!
}

func chain(_ t: NodeTable, _ depth: Int) -> LayoutNode {
  var node = leaf(t, 0)
  for i in 0..<depth { node = stack(t, i.isMultiple(of: 2) ? .horizontal : .vertical, [node]) }
  return node
}

@inline(never)
func layoutNs(_ tree: Tree, _ p: ProposedViewSize) {
  _ = LayoutResult(table: tree.table, root: tree.root, proposal: p, measurer: FixedAdvanceTextMeasurer())
}

func solve(_ tree: Tree) -> LayoutResult {
  LayoutResult(table: tree.table, root: tree.root, proposal: proposal, measurer: FixedAdvanceTextMeasurer())
}

let proposal = ProposedViewSize(width: 1600, height: 1200)
// One DSL layout, for callgrind: `--dsl-row [N]`, `--dsl-tree N`, `--dsl-chain`.
if let i = CommandLine.arguments.firstIndex(of: "--dsl-row") {
  let n = i + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[i + 1]) ?? 10_000 : 10_000
  _ = LayoutResult(of: Row(count: n), proposal: proposal, measurer: FixedAdvanceTextMeasurer())
  exit(0)
}
if let i = CommandLine.arguments.firstIndex(of: "--dsl-tree") {
  let n = i + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[i + 1]) ?? 100_000 : 100_000
  _ = LayoutResult(of: CompleteTree(i: 0, n: n, depth: 0), proposal: proposal, measurer: FixedAdvanceTextMeasurer())
  exit(0)
}
if CommandLine.arguments.contains("--dsl-chain") {
  _ = LayoutResult(of: Chain(depth: 1_000), proposal: proposal, measurer: FixedAdvanceTextMeasurer())
  exit(0)
}

if let i = CommandLine.arguments.firstIndex(of: "--memory") {
  let n = i + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[i + 1]) ?? 1_000_000 : 1_000_000
  let view = CompleteTree(i: 0, n: n, depth: 0)
  let before = peakResident()
  let t0 = now()
  var result: LayoutResult? = LayoutResult(of: view, proposal: proposal, measurer: FixedAdvanceTextMeasurer())
  let t1 = now()
  let nodes = result!.table.count
  let grown = peakResident() - before
  let t2 = now()
  result = nil
  let t3 = now()
  // Again, in the same process: the table's large blocks are the ones
  // the first result gave back (`RetainedBlocks`), already mapped.
  result = LayoutResult(of: view, proposal: proposal, measurer: FixedAdvanceTextMeasurer())
  let t4 = now()
  print(
    String(
      format: "  complete 4-ary, %d views (%d nodes): %.0f bytes per node, %.0f per view (peak resident growth %.0f MB)\n"
        + "    in a fresh process: LayoutResult(of:) %.0f ms (on fresh pages); release %.1f ms; laid out again %.0f ms",
      n, nodes, Double(grown) / Double(nodes), Double(grown) / Double(n), Double(grown) / 1e6,
      Double(t1 - t0) / 1e6, Double(t3 - t2) / 1e6, Double(t4 - t3) / 1e6))
  exit(0)
}
if CommandLine.arguments.contains("--chain") {
  for _ in 0..<5 { layoutNs(tree { chain($0, 1_000) }, proposal) }
  exit(0)
}
if let i = CommandLine.arguments.firstIndex(of: "--complete") {
  let n = i + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[i + 1]) ?? 100_000 : 100_000
  layoutNs(tree { complete($0, n) }, proposal)
  exit(0)
}
if CommandLine.arguments.contains("--tree") {
  var c = 0
  let i = CommandLine.arguments.firstIndex(of: "--tree")! + 1
  let n = i < CommandLine.arguments.count ? Int(CommandLine.arguments[i]) ?? 100_000 : 100_000
  layoutNs(tree { balanced($0, n, counter: &c) }, proposal)
  exit(0)
}
// One tree laid out many times, for a sampling profiler:
// `--repeat row|complete N`.
if let i = CommandLine.arguments.firstIndex(of: "--repeat"), i + 2 < CommandLine.arguments.count {
  let n = Int(CommandLine.arguments[i + 2]) ?? 100
  let t =
    CommandLine.arguments[i + 1] == "row"
    ? tree { t in stack(t, .horizontal, (0..<10_000).map { leaf(t, $0) }) } : tree { complete($0, 10_000) }
  for _ in 0..<n { layoutNs(t, proposal) }
  exit(0)
}
// The solver alone on the trees the issue's last target names, quickly:
// `--quick` (run it beside an older build to compare).
if CommandLine.arguments.contains("--quick") {
  let f = times(21, make: { tree { t in stack(t, .horizontal, (0..<10_000).map { leaf(t, $0) }) } }) { layoutNs($0, proposal) }
  let c = times(21, make: { tree { complete($0, 10_000) } }) { layoutNs($0, proposal) }
  let c1 = times(7, make: { tree { complete($0, 100_000) } }) { layoutNs($0, proposal) }
  print("row \(perNode(f, 10_001))  4-ary 10k \(perNode(c, 10_000))  4-ary 100k \(perNode(c1, 100_000))")
  exit(0)
}
if CommandLine.arguments.contains("--flat") {
  let t = best(10, make: { tree { t in stack(t, .horizontal, (0..<10_000).map { leaf(t, $0) }) } }) { layoutNs($0, proposal) }
  print("flat \(t / 10_001) ns/node")
  exit(0)
}
if CommandLine.arguments.contains("--small") {
  for _ in 0..<(CommandLine.arguments.contains("--many") ? 300 : 5) {
    let t0 = now()
    let r = LayoutResult(of: Shapes(count: 50, side: 400))
    let t1 = now()
    let list = DisplayList(r, scale: 1, colorScheme: .light)
    let t2 = now()
    let renderer = ImageRenderer(content: Shapes(count: 50, side: 400))
    let t3 = now()
    _ = try! renderer.layout()
    let t4 = now()
    _ = try! renderer.pixelImage()
    let t5 = now()
    print("layout \(Double(t1 - t0) / 1e3)µs, list \(Double(t2 - t1) / 1e3)µs (\(list.items.count) items), pango layout \(Double(t4 - t3) / 1e3)µs, pixels \(Double(t5 - t4) / 1e3)µs")
  }
  exit(0)
}
if CommandLine.arguments.contains("--render-only") {
  for _ in 0..<5 { _ = plumb(count: 10_000, side: 2000, format: CommandLine.arguments.last!) }
  exit(0)
}
print("Layout, solver only: ns per node, best / median of the runs (Yoga's figures from the issue, for scale)")
let flat = times(21, make: { tree { t in stack(t, .horizontal, (0..<10_000).map { leaf(t, $0) }) } }) { layoutNs($0, proposal) }
print("  (a) HStack of 10,000 leaves        \(perNode(flat, 10_001))   (Yoga 400)")
for (n, runs, yoga) in [(10_000, 21, ""), (100_000, 11, "   (Yoga 4,800)"), (1_000_000, 5, "   (Yoga 8,200)")] {
  let t = times(runs, make: { var c = 0; return tree { balanced($0, n, counter: &c) } }) { layoutNs($0, proposal) }
  var c = 0
  let r = solve(tree { balanced($0, n, counter: &c) })
  let label = String(format: "%9d", n)
  print(
    "  (b) balanced H/V tree, \(label)   \(perNode(t, n))\(yoga)"
      + String(format: "  %.2f measurements per node", Double(r.measurements) / Double(n)))
}
// The same sizes as complete trees (every level full): one shape at every
// size, so per-node time compares across sizes.
for (n, runs) in [(10_000, 21), (100_000, 11), (1_000_000, 5)] {
  let t = times(runs, make: { tree { complete($0, n) } }) { layoutNs($0, proposal) }
  let r = solve(tree { complete($0, n) })
  let label = String(format: "%9d", n)
  print(
    "  (b) complete 4-ary tree, \(label)   \(perNode(t, n))"
      + String(format: "  %.2f measurements per node", Double(r.measurements) / Double(n)))
}
let deep = times(21, make: { tree { chain($0, 1_000) } }) { layoutNs($0, proposal) }
print(
  "  (c) chain of 1,000 nested stacks   \(perNode(deep, 1_001))   (Yoga never finishes)"
    + String(format: "  %.2f ms", deep[0] / 1e6))

// MARK: The user's path

/// A complete 4-ary tree of `n` views written with the DSL: view i's
/// children are 4i+1 … 4i+4; HStack at even depth, VStack at odd; leaves
/// are `Color.blue.frame(width: 20, height: 18)`.
struct CompleteTree: View {
  let i: Int
  let n: Int
  let depth: Int
  var body: some View {
    // Node i's children are 4i+1 … 4i+4, those below n: a range, so the
    // benchmark's own code allocates nothing per view.
    let kids = min(4 * i + 1, n)..<min(4 * i + 5, n)
    if kids.isEmpty {
      Color.blue.frame(width: 20, height: 18)
    } else if depth.isMultiple(of: 2) {
      HStack { ForEach(kids) { CompleteTree(i: $0, n: n, depth: depth + 1) } }
    } else {
      VStack { ForEach(kids) { CompleteTree(i: $0, n: n, depth: depth + 1) } }
    }
  }
}

/// A row of leaves written with the DSL.
struct Row: View {
  let count: Int
  var body: some View {
    HStack { ForEach(0..<count, id: \.self) { _ in Color.blue.frame(width: 20, height: 18) } }
  }
}

/// 1,000 nested VStacks, each holding a leaf and the next stack.
struct Chain: View {
  let depth: Int
  var body: some View {
    VStack {
      Color.blue.frame(width: 20, height: 18)
      if depth > 1 { AnyView(Chain(depth: depth - 1)) }
    }
  }
}

/// Lowers `view` into a fresh table (the DSL half of `LayoutResult(of:)`).
func lowered<V: View>(_ view: V) -> Tree {
  let ctx = LoweringContext(images: .standard)
  let table = ctx.table!
  let root = lowerRoot(view, ctx, EnvironmentValues())
  ctx.table = nil
  return Tree(table: table, root: root)
}

/// Both paths on the same view: the solver alone on the lowered table, and
/// `LayoutResult(of:)` from the DSL (lowering + solving), ns per node, and
/// the DSL path per view (a leaf `Color.blue.frame(...)` is one view of two
/// nodes), the unit of the issue's Yoga and taffy figures.
func bothPaths<V: View>(_ label: String, _ runs: Int, _ view: V, views: Int) {
  let once = lowered(view)
  let nodes = once.table.count
  let solver = times(runs, make: { lowered(view) }) { layoutNs($0, proposal) }
  let dsl = times(runs, make: { view }) { _ = LayoutResult(of: $0, proposal: proposal, measurer: FixedAdvanceTextMeasurer()) }
  print(
    "  \(label)  solver \(perNode(solver, nodes))   DSL \(perNode(dsl, nodes))   DSL per view \(perNode(dsl, views))"
      + "   (\(nodes) nodes, \(views) views)")
}

print("\nLayout of the same trees, both paths: ns per node (and per view), best / median")
print("  (leaves Color.blue.frame(width: 20, height: 18), one view of two nodes; solver = the lowered table laid out;")
print("   DSL = LayoutResult(of:), lowering + solving. Yoga C++ from the issue, ns per view: row 294,")
print("   4-ary 100k 3,959, 1M 6,919, chain never; taffy 334 / 1,328 / 1,359 / chain 925)")
bothPaths("row of 10,000 leaves    ", 11, Row(count: 10_000), views: 10_001)
for (n, runs) in [(10_000, 11), (100_000, 5), (1_000_000, 3)] {
  bothPaths("complete 4-ary, \(String(format: "%7d", n))", runs, CompleteTree(i: 0, n: n, depth: 0), views: n)
}
bothPaths("chain of 1,000 VStacks  ", 11, Chain(depth: 1_000), views: 2_000)

// Memory: the peak resident growth while a 1M-view result exists, per node,
// measured in a fresh process (this one's peak is already past it), and the
// time to release the result.
do {
  let me = Process()
  me.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  me.arguments = ["--memory", "1000000"]
  let out = Pipe()
  me.standardOutput = out
  try? me.run()
  me.waitUntilExit()
  let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  print(text.trimmingCharacters(in: .whitespacesAndNewlines))
}

// MARK: Rendering

struct Shapes: View {
  let count: Int
  let side: CGFloat
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear.frame(width: side, height: side)
      ForEach(0..<count, id: \.self) { i in
        let x = CGFloat((i * 37) % Int(side - 40)), y = CGFloat((i * 91) % Int(side - 20))
        Group {
          switch i % 4 {
          case 0: Rectangle().fill(Color.blue).frame(width: 30, height: 12)
          case 1: Capsule().fill(Color.orange).frame(width: 36, height: 14)
          case 2: Color.clear.frame(width: 24, height: 16).border(Color.red)
          default: Rectangle().fill(Color.yellow).frame(width: 40, height: 1)
          }
        }
        .offset(x: x, y: y)
      }
    }
  }
}

/// The same shapes with Cairo alone: the baseline Plumb is compared with.
func cairoAlone(count: Int, side: Int, format: String) -> (draw: Double, encode: Double) {
  final class Sink { var data = Data() }
  let sink = Sink()
  let write: cairo_write_func_t = { c, bytes, n in
    Unmanaged<Sink>.fromOpaque(c!).takeUnretainedValue().data.append(bytes!, count: Int(n))
    return CAIRO_STATUS_SUCCESS
  }
  let t0 = now()
  let surface =
    format == "png"
    ? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))!
    : cairo_svg_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(), Double(side), Double(side))!
  let cr = cairo_create(surface)!
  for i in 0..<count {
    let x = Double((i * 37) % (side - 40)), y = Double((i * 91) % (side - 20))
    switch i % 4 {
    case 0:
      cairo_rectangle(cr, x, y, 30, 12); cairo_set_source_rgb(cr, 0, 0.48, 1); cairo_fill(cr)
    case 1:
      cairo_new_path(cr)
      cairo_arc(cr, x + 7, y + 7, 7, .pi / 2, 3 * .pi / 2)
      cairo_arc(cr, x + 29, y + 7, 7, 3 * .pi / 2, .pi / 2)
      cairo_close_path(cr)
      cairo_set_source_rgb(cr, 1, 0.58, 0); cairo_fill(cr)
    case 2:
      cairo_rectangle(cr, x + 0.5, y + 0.5, 23, 15); cairo_set_line_width(cr, 1)
      cairo_set_source_rgb(cr, 1, 0.23, 0.19); cairo_stroke(cr)
    default:
      cairo_rectangle(cr, x, y, 40, 1); cairo_set_source_rgb(cr, 1, 0.8, 0); cairo_fill(cr)
    }
  }
  cairo_destroy(cr)
  cairo_surface_flush(surface)
  let t1 = now()
  if format == "png" {
    cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
  } else {
    cairo_surface_finish(surface)
  }
  cairo_surface_destroy(surface)
  let t2 = now()
  return (Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6)
}

func plumb(count: Int, side: CGFloat, format: String) -> Double {
  let r = ImageRenderer(content: Shapes(count: count, side: side))
  let t0 = now()
  switch format {
  case "png": _ = try! r.pngData()
  case "pixels": _ = try! r.pixelImage()
  default: _ = try! r.svgData()
  }
  return Double(now() - t0) / 1e6
}

func bestOf(_ n: Int, _ f: () -> Double) -> Double { (0..<n).map { _ in f() }.min()! }

print("\nRendering (best of 5, ms): Plumb = layout + drawing + encoding")
let bigPNG = (0..<5).map { _ in cairoAlone(count: 10_000, side: 2000, format: "png") }
let cairoDraw = bigPNG.map(\.draw).min()!, cairoEncode = bigPNG.map(\.encode).min()!
let plumbPNG = bestOf(5) { plumb(count: 10_000, side: 2000, format: "png") }
print(String(format: "  10,000 shapes, 2000×2000 PNG: Cairo alone %.1f draw + %.1f encode = %.1f; Plumb %.1f (%.2f×)",
  cairoDraw, cairoEncode, cairoDraw + cairoEncode, plumbPNG, plumbPNG / (cairoDraw + cairoEncode)))
let cairoSVG = bestOf(5) { let t = cairoAlone(count: 10_000, side: 2000, format: "svg"); return t.draw + t.encode }
let plumbSVG = bestOf(5) { plumb(count: 10_000, side: 2000, format: "svg") }
print(String(format: "  10,000 shapes, 2000×2000 SVG: Cairo alone %.1f; Plumb %.1f (%.2f×)", cairoSVG, plumbSVG, plumbSVG / cairoSVG))
let smallCairo = bestOf(5) { let t = cairoAlone(count: 50, side: 400, format: "png"); return t.draw + t.encode }
let smallPlumb = bestOf(5) { plumb(count: 50, side: 400, format: "png") }
print(String(format: "  50 shapes, 400×400 PNG:       Cairo alone %.2f; Plumb %.2f (%.2f×)", smallCairo, smallPlumb, smallPlumb / smallCairo))
let smallCairoDraw = bestOf(5) { cairoAlone(count: 50, side: 400, format: "png").draw }
let smallPixels = bestOf(5) { plumb(count: 50, side: 400, format: "pixels") }
print(String(format: "  50 shapes, 400×400 to pixels (snapshot tests, no encoding): Cairo draw alone %.2f; Plumb %.2f", smallCairoDraw, smallPixels))
