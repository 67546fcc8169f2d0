import Foundation
import Plumb

/// A deterministic generator: SplitMix64, so a seed and an index always
/// give the same tree on every machine.
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// A random view as plain data, so it can be printed as Swift and shrunk.
indirect enum FuzzTree: Equatable, Codable, CustomStringConvertible {
  case color(Int)
  case text(String)
  case shape(Int)
  case spacer(Double?)
  case divider
  case symbol(Double)
  case stack(Int, spacing: Double?, [FuzzTree])  // 0 H, 1 V, 2 Z, 3 AnyLayout(H), 4 AnyLayout(Z), 5 ViewThatFits, 6 Grid
  case frame(Double?, Double?, FuzzTree)
  case flexFrame(min: Double?, max: Double?, FuzzTree)
  case padding(Double, FuzzTree)
  case offset(Double, FuzzTree)
  case fixedSize(FuzzTree)
  case priority(Double, FuzzTree)
  case guide(Double, FuzzTree)
  case background(FuzzTree, FuzzTree)
  case overlay(FuzzTree, FuzzTree)
  case effect(Int, Double, FuzzTree)  // 0 opacity, 1 cornerRadius, 2 border, 3 clipped, 4 cellAnchor, 5 lineLimit

  /// The extreme values layout must survive.
  static let extremes: [Double] = [
    .nan, .infinity, -.infinity, -1, 0, 0.5, 1e-300, 1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  ]

  static func length(_ r: inout SplitMix64) -> Double {
    r.chance(15) ? extremes[r.below(extremes.count)] : Double(r.below(400)) / 2
  }

  static func optionalLength(_ r: inout SplitMix64) -> Double? { r.chance(40) ? nil : length(&r) }

  static let strings = ["", "Hello", "Hello world again and again", "مرحبا", "你好", "x\ny", String(repeating: "w", count: 300)]

  /// A random tree of at most `budget` nodes; now and then a deep chain.
  static func random(_ r: inout SplitMix64, budget: inout Int, depth: Int = 0) -> FuzzTree {
    budget -= 1
    if depth == 0 && r.chance(2) {
      // A deep chain: depths to 10,000.
      var tree = leaf(&r)
      for level in 0..<(100 + r.below(9_900)) {
        tree = level % 3 == 0 ? .padding(1, tree) : level % 3 == 1 ? .stack(level % 2, spacing: nil, [tree]) : .frame(nil, nil, tree)
      }
      return tree
    }
    if budget <= 0 || depth > 12 || r.chance(30) { return leaf(&r) }
    switch r.below(13) {
    case 0, 1, 2:
      var children: [FuzzTree] = []
      for _ in 0..<r.below(5) where budget > 0 { children.append(random(&r, budget: &budget, depth: depth + 1)) }
      return .stack(r.below(7), spacing: r.chance(30) ? length(&r) : nil, children)
    case 3: return .frame(optionalLength(&r), optionalLength(&r), random(&r, budget: &budget, depth: depth + 1))
    case 4: return .flexFrame(min: optionalLength(&r), max: optionalLength(&r), random(&r, budget: &budget, depth: depth + 1))
    case 5: return .padding(length(&r), random(&r, budget: &budget, depth: depth + 1))
    case 6: return .offset(length(&r), random(&r, budget: &budget, depth: depth + 1))
    case 7: return .fixedSize(random(&r, budget: &budget, depth: depth + 1))
    case 8: return .priority(length(&r), random(&r, budget: &budget, depth: depth + 1))
    case 9: return .guide(length(&r), random(&r, budget: &budget, depth: depth + 1))
    case 10:
      return .background(random(&r, budget: &budget, depth: depth + 1), random(&r, budget: &budget, depth: depth + 1))
    case 11:
      return .overlay(random(&r, budget: &budget, depth: depth + 1), random(&r, budget: &budget, depth: depth + 1))
    default: return .effect(r.below(6), length(&r), random(&r, budget: &budget, depth: depth + 1))
    }
  }

  static func leaf(_ r: inout SplitMix64) -> FuzzTree {
    switch r.below(7) {
    case 0, 1: return .color(r.below(4))
    case 2: return .text(strings[r.below(strings.count)])
    case 3: return .shape(r.below(4))
    case 4: return .spacer(r.chance(50) ? nil : length(&r))
    case 5: return .divider
    default: return .symbol(length(&r))
    }
  }

  var children: [FuzzTree] {
    switch self {
    case .color, .text, .shape, .spacer, .divider, .symbol: return []
    case .stack(_, _, let c): return c
    case .frame(_, _, let c), .flexFrame(_, _, let c), .padding(_, let c), .offset(_, let c), .fixedSize(let c),
      .priority(_, let c), .guide(_, let c), .effect(_, _, let c):
      return [c]
    case .background(let a, let b), .overlay(let a, let b): return [a, b]
    }
  }

  var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// Smaller trees that might still fail: each child alone, each child
  /// removed, a leaf instead of the whole.
  var shrinkCandidates: [FuzzTree] {
    var out: [FuzzTree] = children
    switch self {
    case .stack(let k, let s, let c):
      for i in c.indices { out.append(.stack(k, spacing: s, Array(c[..<i] + c[(i + 1)...]))) }
      for i in c.indices {
        for smaller in c[i].shrinkCandidates.prefix(4) {
          var copy = c
          copy[i] = smaller
          out.append(.stack(k, spacing: s, copy))
        }
      }
    case .frame(let w, let h, let c): out += c.shrinkCandidates.prefix(4).map { .frame(w, h, $0) }
    case .padding(let l, let c): out += c.shrinkCandidates.prefix(4).map { .padding(l, $0) }
    case .background(let a, let b): out += a.shrinkCandidates.prefix(4).map { .background($0, b) }
    case .overlay(let a, let b): out += a.shrinkCandidates.prefix(4).map { .overlay($0, b) }
    default: break
    }
    if self != .color(0) { out.append(.color(0)) }
    return out
  }

  static func literal(_ v: Double?) -> String {
    guard let v else { return "nil" }
    if v.isNaN { return ".nan" }
    if v == .infinity { return ".infinity" }
    if v == -.infinity { return "-.infinity" }
    if v == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
    if v == -.greatestFiniteMagnitude { return "-.greatestFiniteMagnitude" }
    return "\(v)"
  }

  /// The tree as SwiftUI code.
  var description: String { swift(indent: 0) }

  func swift(indent: Int) -> String {
    let pad = String(repeating: "  ", count: indent)
    let l = Self.literal
    func mod(_ c: FuzzTree, _ m: String) -> String { c.swift(indent: indent) + "\n" + pad + "  " + m }
    switch self {
    case .color(let i): return pad + ["Color.red", "Color.blue", "Color.green", "Color.clear"][i]
    case .text(let s): return pad + "Text(\(String(reflecting: s)))"
    case .shape(let i): return pad + ["Rectangle()", "Circle()", "Capsule()", "RoundedRectangle(cornerRadius: 8)"][i]
    case .spacer(let m): return pad + (m.map { "Spacer(minLength: \(l($0)))" } ?? "Spacer()")
    case .divider: return pad + "Divider()"
    case .symbol(let s): return pad + "Image(systemName: \"star\").font(.system(size: \(l(s))))"
    case .stack(let k, let s, let c):
      let spacing = s.map { "spacing: \(l($0))" }
      let head: String
      switch k {
      case 0: head = "HStack(\(spacing ?? ""))"
      case 1: head = "VStack(\(spacing ?? ""))"
      case 2: head = "ZStack"
      case 3: head = "AnyLayout(HStackLayout(\(spacing ?? "")))"
      case 4: head = "AnyLayout(ZStackLayout())"
      case 5: head = "ViewThatFits"
      default: head = "Grid"
      }
      let body = c.map { k == 6 ? "\(pad)  GridRow {\n\($0.swift(indent: indent + 2))\n\(pad)  }" : $0.swift(indent: indent + 1) }
      return pad + head + " {\n" + body.joined(separator: "\n") + (body.isEmpty ? "" : "\n") + pad + "}"
    case .frame(let w, let h, let c): return mod(c, ".frame(width: \(l(w)), height: \(l(h)))")
    case .flexFrame(let mn, let mx, let c): return mod(c, ".frame(minWidth: \(l(mn)), maxWidth: \(l(mx)))")
    case .padding(let p, let c): return mod(c, ".padding(\(l(p)))")
    case .offset(let o, let c): return mod(c, ".offset(x: \(l(o)), y: \(l(o)))")
    case .fixedSize(let c): return mod(c, ".fixedSize()")
    case .priority(let p, let c): return mod(c, ".layoutPriority(\(l(p)))")
    case .guide(let g, let c): return mod(c, ".alignmentGuide(VerticalAlignment.center) { _ in \(l(g)) }")
    case .background(let a, let b): return mod(a, ".background {\n\(b.swift(indent: indent + 2))\n\(pad)  }")
    case .overlay(let a, let b): return mod(a, ".overlay {\n\(b.swift(indent: indent + 2))\n\(pad)  }")
    case .effect(let k, let v, let c):
      let m = [
        ".opacity(\(l(v)))", ".cornerRadius(\(l(v)))", ".border(Color.red, width: \(l(v)))", ".clipped()",
        ".gridCellAnchor(UnitPoint(x: \(l(v)), y: 0))", ".lineLimit(\(v.isFinite && abs(v) < 1e6 ? Int(v) : 1))",
      ][k]
      return mod(c, m)
    }
  }

  /// The tree as a view of the public DSL.
  var view: AnyView {
    func c(_ v: Double?) -> CGFloat? { v.map { CGFloat($0) } }
    switch self {
    case .color(let i): return AnyView([Color.red, Color.blue, Color.green, Color.clear][i])
    case .text(let s): return AnyView(Text(verbatim: s))
    case .shape(let i):
      switch i {
      case 0: return AnyView(Rectangle())
      case 1: return AnyView(Circle())
      case 2: return AnyView(Capsule())
      default: return AnyView(RoundedRectangle(cornerRadius: 8))
      }
    case .spacer(let m): return AnyView(Spacer(minLength: c(m)))
    case .divider: return AnyView(Divider())
    case .symbol(let s): return AnyView(Image(systemName: "star").font(.system(size: CGFloat(s))))
    case .stack(let k, let s, let children):
      let views = ForEach(children.indices, id: \.self) { children[$0].view }
      switch k {
      case 0: return AnyView(HStack(spacing: c(s)) { views })
      case 1: return AnyView(VStack(spacing: c(s)) { views })
      case 2: return AnyView(ZStack { views })
      case 3: return AnyView(AnyLayout(HStackLayout(spacing: c(s))) { views })
      case 4: return AnyView(AnyLayout(ZStackLayout()) { views })
      case 5: return AnyView(ViewThatFits { views })
      default: return AnyView(Grid { ForEach(children.indices, id: \.self) { i in GridRow { children[i].view } } })
      }
    case .frame(let w, let h, let child): return AnyView(child.view.frame(width: c(w), height: c(h)))
    case .flexFrame(let mn, let mx, let child): return AnyView(child.view.frame(minWidth: c(mn), maxWidth: c(mx)))
    case .padding(let p, let child): return AnyView(child.view.padding(CGFloat(p)))
    case .offset(let o, let child): return AnyView(child.view.offset(x: CGFloat(o), y: CGFloat(o)))
    case .fixedSize(let child): return AnyView(child.view.fixedSize())
    case .priority(let p, let child): return AnyView(child.view.layoutPriority(p))
    case .guide(let g, let child): return AnyView(child.view.alignmentGuide(VerticalAlignment.center) { _ in CGFloat(g) })
    case .background(let a, let b): return AnyView(a.view.background { b.view })
    case .overlay(let a, let b): return AnyView(a.view.overlay { b.view })
    case .effect(let k, let v, let child):
      switch k {
      case 0: return AnyView(child.view.opacity(v))
      case 1: return AnyView(child.view.cornerRadius(CGFloat(v)))
      case 2: return AnyView(child.view.border(Color.red, width: CGFloat(v)))
      case 3: return AnyView(child.view.clipped())
      case 4: return AnyView(child.view.gridCellAnchor(UnitPoint(x: CGFloat(v), y: 0)))
      default: return AnyView(child.view.lineLimit(v.isFinite && abs(v) < 1e6 ? Int(v) : 1))
      }
    }
  }
}
