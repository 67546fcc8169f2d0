import Foundation

// iOS 18's custom containers: a container reads its content's views
// (`Group(subviews:)`, `ForEach(subviews:)`) and sections
// (`Group(sections:)`, `ForEach(sections:)`), with the values its content
// set on them (`containerValue(_:_:)`). Plumb resolves the content while
// lowering, so each subview is drawn where the container places it.

/// Values a view passes to the container holding it (`containerValue`),
/// by key: like `EnvironmentValues`, but read by the container only.
public struct ContainerValues: @unchecked Sendable {
  var values: [ObjectIdentifier: Any] = [:]
  public init() {}

  public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
  /// Keys `@Entry` declares (it declares environment-style keys).
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// These values over `inner`'s: an outer setting wins.
  func merging(under inner: ContainerValues) -> ContainerValues {
    var result = self
    for (key, value) in inner.values where result.values[key] == nil { result.values[key] = value }
    return result
  }
}

/// A key for a container value, with its default.
public protocol ContainerValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Sets a value for the container holding this view to read.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    let set: (inout ContainerValues) -> Void = { $0[keyPath: keyPath] = value }
    return modifier(
      TagModifier {
        $0.setListRowTags {
          var values = $0.containerValues ?? ContainerValues()
          set(&values)
          $0.containerValues = values
        }
      })
  }
}

/// One view of a container's content, resolved (iOS 18).
nonisolated public struct Subview: View, Identifiable {
  let lowered: LoweredSubview
  public let id: AnyHashable
  /// Values set on the view's section, under the view's own.
  var inherited: ContainerValues? = nil
  /// The values the view set with `containerValue(_:_:)`, over those set on
  /// its section.
  public var containerValues: ContainerValues {
    let own = lowered.node.listRowTags.containerValues ?? ContainerValues()
    return inherited.map { own.merging(under: $0) } ?? own
  }
  public var body: some View { lowered }
}

/// A container's content, resolved into its views (iOS 18). A view itself:
/// it draws them all, as the content would.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
  let subviews: [Subview]
  init(_ lowered: [LoweredSubview]) {
    subviews = lowered.enumerated().map { i, s in Subview(lowered: s, id: s.tag ?? AnyHashable(i)) }
  }
  init(subviews: [Subview]) { self.subviews = subviews }
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollection { SubviewsCollection(subviews: Array(subviews[bounds])) }
  public var body: some View { ForEach(subviews) { $0 } }
}

/// One section of a container's content (iOS 18): its header, views and
/// footer, resolved.
nonisolated public struct SectionConfiguration: Identifiable {
  public let id: AnyHashable
  public let header: SubviewsCollection
  public let content: SubviewsCollection
  public let footer: SubviewsCollection
  public let containerValues: ContainerValues
}

/// A container's content, resolved into its sections. Views outside any
/// `Section` form sections of their own, as in SwiftUI.
public typealias SectionCollection = [SectionConfiguration]

/// A `Section`'s parts, lowered for a container reading sections.
struct SectionParts {
  let header: [LayoutNode]
  let content: [LayoutNode]
  let footer: [LayoutNode]
}

private struct ResolvesSectionsKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
  /// Set while a `Group(sections:)` resolves its content: a `Section`
  /// lowers as its parts rather than as its views.
  var resolvesSections: Bool {
    get { self[ResolvesSectionsKey.self] }
    set { self[ResolvesSectionsKey.self] = newValue }
  }
}

/// A `Section` inside content a container reads by section: lowers its
/// header, content and footer apart and leaves one empty node carrying them.
nonisolated struct SectionResolver<Header: View, Content: View, Footer: View>: View, PrimitiveView {
  static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  typealias Body = Never
  let header: Header?
  let content: Content
  let footer: Footer?

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    var inner = env
    inner.resolvesSections = false
    let e = inner
    let parts = SectionParts(
      header: header.map { h in ctx.collect { PlumbCore.lower(h, ctx, e) } } ?? [],
      content: ctx.collect { PlumbCore.lower(content, ctx, e) },
      footer: footer.map { f in ctx.collect { PlumbCore.lower(f, ctx, e) } } ?? [])
    let node = ctx.collect { PlumbCore.lower(Color.clear.frame(width: 0, height: 0), ctx, env) }.first
    node?.setListRowTags { $0.sectionParts = parts }
    if let node { ctx.emit(node) }
  }
}

/// Resolves content into sections, then lowers what `make` builds of them.
nonisolated struct SectionsReader<Content: View, Result: View>: View, PrimitiveView {
  static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    view.lower(inputs.ctx, inputs.env)
    return _ViewOutputs()
  }
  typealias Body = Never
  let content: Content
  let make: (SectionCollection) -> Result

  func lower(_ ctx: LoweringContext, _ env: EnvironmentValues) {
    var inner = env
    inner.resolvesSections = true
    let e = inner
    let nodes = ctx.collect { PlumbCore.lower(content, ctx, e) }
    var sections: SectionCollection = []
    var loose: [LayoutNode] = []
    func subviews(_ nodes: [LayoutNode]) -> SubviewsCollection {
      SubviewsCollection(nodes.map { LoweredSubview(node: $0, tag: $0.selectionTag) })
    }
    func closeLoose() {
      guard !loose.isEmpty else { return }
      sections.append(
        SectionConfiguration(
          id: AnyHashable(sections.count), header: subviews([]), content: subviews(loose), footer: subviews([]),
          containerValues: ContainerValues()))
      loose = []
    }
    for node in nodes {
      let tags = node.listRowTags
      if let parts = tags.sectionParts {
        closeLoose()
        // Values set on the section reach its views, under their own.
        let values = tags.containerValues ?? ContainerValues()
        let content = SubviewsCollection(
          subviews: subviews(parts.content).subviews.map { var v = $0; v.inherited = values; return v })
        sections.append(
          SectionConfiguration(
            id: node.selectionTag ?? AnyHashable(sections.count), header: subviews(parts.header),
            content: content, footer: subviews(parts.footer), containerValues: values))
      } else {
        loose.append(node)
      }
    }
    closeLoose()
    PlumbCore.lower(make(sections), ctx, env)
  }
}

/// What `Group(subviews:transform:)` holds: its content's views, handed to
/// the transform.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content
  public var body: some View { SubviewsReader(content: subviews) { transform(SubviewsCollection($0)) } }
}

/// What `Group(sections:transform:)` holds: its content's sections, handed
/// to the transform.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
  let sections: Sections
  let transform: (SectionCollection) -> Content
  public var body: some View { SectionsReader(content: sections, make: transform) }
}

extension Group where Content: View {
  /// A container made of its content's views (iOS 18): `transform` gets
  /// them resolved.
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(subviews: view, transform: transform) }
  }
  /// A container made of its content's sections (iOS 18).
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(sections: view, transform: transform) }
  }
}

extension ForEach where Content: View, Data == SubviewsCollection, ID == AnyHashable {
  /// Each view of `view`'s content (iOS 18), resolved where the ForEach is
  /// made (inside the container's body, while Plumb lowers it).
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
    self.init(Self.resolve(view), id: \.id, content: content)
  }

  static func resolve<V: View>(_ view: V) -> SubviewsCollection {
    guard let ctx = CurrentLowering.context else { return SubviewsCollection([]) }
    let env = CurrentLowering.environment
    let nodes = ctx.collect { PlumbCore.lower(view, ctx, env) }
    return SubviewsCollection(nodes.map { LoweredSubview(node: $0, tag: $0.selectionTag) })
  }
}

extension ForEach where Content: View, Data == SectionCollection, ID == AnyHashable {
  /// Each section of `view`'s content (iOS 18).
  public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
    var sections: SectionCollection = []
    if let ctx = CurrentLowering.context {
      var env = CurrentLowering.environment
      env.resolvesSections = true
      // Resolved by a sections reader whose result is discarded: it only
      // hands the sections out.
      let reader = SectionsReader(content: view) { found -> EmptyView in
        sections = found
        return EmptyView()
      }
      _ = ctx.collect { PlumbCore.lower(reader, ctx, env) }
    }
    self.init(sections, id: \.id, content: content)
  }
}

extension SectionConfiguration {
  /// Whether the section has no views (`section.header.isEmpty`).
  public var isEmpty: Bool { content.isEmpty }
}
