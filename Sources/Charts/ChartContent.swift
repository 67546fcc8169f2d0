// `import Charts` on Linux, where Swift Charts does not exist: a chart's
// marks are collected when its body runs and drawn as iOS 17 draws a
// chart at rest: bars, lines, points, areas, rules, rectangles and
// sectors, in the default palette or the marks' own styles, with a value
// axis of round ticks on the trailing edge, category or value labels
// along the bottom, and a legend for series. Selection, scrolling and
// custom axis content are accepted and not drawn. Declared on Linux only
// (Package.swift).
import Foundation
import Plumb

/// Something a chart draws: a mark, a `ForEach` of marks, several marks,
/// or a type of the user's whose `body` is chart content.
public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder var body: Body { get }
  /// Adds this content's marks to `marks`, with the modifiers around it
  /// (`style`). Built-in content implements it; user types keep the
  /// default, which collects `body`. Not for users.
  static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle)
}

extension ChartContent {
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    Body._collect(content.body, into: &marks, style: style)
  }
}

extension Never: ChartContent {}

/// Content made only of its parts (marks, groups): it has no body.
public protocol PrimitiveChartContent: ChartContent where Body == Never {}

extension PrimitiveChartContent {
  public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

/// Builds chart content from closures, as a view builder builds views.
@resultBuilder
public enum ChartContentBuilder {
  public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
  public static func buildPartialBlock<C: ChartContent>(first: C) -> C { first }
  public static func buildPartialBlock<A: ChartContent, B: ChartContent>(accumulated: A, next: B) -> ChartPair<A, B> {
    ChartPair(first: accumulated, second: next)
  }
  public static func buildOptional<C: ChartContent>(_ content: C?) -> ChartOptional<C> { ChartOptional(content: content) }
  public static func buildEither<A: ChartContent, B: ChartContent>(first: A) -> ChartEither<A, B> { ChartEither(first: first) }
  public static func buildEither<A: ChartContent, B: ChartContent>(second: B) -> ChartEither<A, B> { ChartEither(second: second) }
  public static func buildArray<C: ChartContent>(_ contents: [C]) -> ChartArray<C> { ChartArray(contents: contents) }
  public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

public struct EmptyChartContent: PrimitiveChartContent {
  public init() {}
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {}
}

/// Two contents in a row in a builder; nests for more.
public struct ChartPair<First: ChartContent, Second: ChartContent>: PrimitiveChartContent {
  let first: First
  let second: Second
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    First._collect(content.first, into: &marks, style: style)
    Second._collect(content.second, into: &marks, style: style)
  }
}

public struct ChartOptional<Wrapped: ChartContent>: PrimitiveChartContent {
  let content: Wrapped?
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    if let wrapped = content.content { Wrapped._collect(wrapped, into: &marks, style: style) }
  }
}

public struct ChartEither<First: ChartContent, Second: ChartContent>: PrimitiveChartContent {
  let first: First?
  let second: Second?
  init(first: First) { (self.first, second) = (first, nil) }
  init(second: Second) { (first, self.second) = (nil, second) }
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    if let first = content.first { First._collect(first, into: &marks, style: style) }
    if let second = content.second { Second._collect(second, into: &marks, style: style) }
  }
}

public struct ChartArray<Element: ChartContent>: PrimitiveChartContent {
  let contents: [Element]
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    for each in content.contents { Element._collect(each, into: &marks, style: style) }
  }
}

extension ForEach: ChartContent where Content: ChartContent {
  public typealias Body = Never
  public var body: Never { fatalError("ForEach is primitive chart content") }
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    for element in content.data { Content._collect(content.content(element), into: &marks, style: style) }
  }
}

extension ForEach where Content: ChartContent {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: id, content: content)
  }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: \.id, content: content)
  }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(unconstrained: data, id: \.self, content: content)
  }
}

/// Groups marks so that line and area marks inside it are drawn as one
/// plot (iOS 16): its content's marks, in order.
public struct Plot<Content: ChartContent>: PrimitiveChartContent {
  let content: Content
  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
  public static func _collect(_ content: Self, into marks: inout [ChartMark], style: MarkStyle) {
    Content._collect(content.content, into: &marks, style: style)
  }
}
