import Foundation

// Accessibility beyond the label. `accessibilityLabel(_:)` names the figure
// (the root's label is the SVG's `<title>`, see View+Modifiers.swift); the
// rest describes interaction with assistive technologies, which a still
// image has none of: each compiles and draws nothing.

/// What an accessibility element does with its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What kind of element a view is, for assistive technologies.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

nonisolated extension View {
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { inert() }
  public func accessibilityHint(_ hint: Text) -> some View { inert() }

  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { inert() }
  public func accessibilityValue(_ value: Text) -> some View { inert() }

  public func accessibilityIdentifier(_ identifier: String) -> some View { inert() }

  public func accessibilityHidden(_ hidden: Bool) -> some View { inert() }

  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { inert() }

  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { inert() }

  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { inert() }

  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { inert() }
}

nonisolated extension View {
  /// Inert: the representation only replaces the view for assistive
  /// technologies; the view itself is drawn.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { inert() }
}

// The rest of the accessibility modifiers apps write: actions, rotors,
// custom content, input labels. Each describes interaction with assistive
// technologies, which a still image has none of.

/// The kind of an accessibility action: `.default`, `.escape`, `.magicTap`.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  public static let delete = AccessibilityActionKind(name: "delete")
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  init(name: String) { self.name = name }
  public init(named name: Text) { self.name = name.string }
}

/// The direction of an adjustable action.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// How a heading ranks.
public enum AccessibilityHeadingLevel: Hashable, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// A label or a content part of a labelled pair.
public enum AccessibilityLabeledPairRole: Hashable, Sendable { case label, content }

/// How text is read: `.plain`, `.sourceCode`, `.messaging`…
public struct AccessibilityTextContentType: Hashable, Sendable {
  let name: String
  public static let plain = AccessibilityTextContentType(name: "plain")
  public static let console = AccessibilityTextContentType(name: "console")
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// Custom content importance.
public enum AXCustomContentImportance: Hashable, Sendable { case `default`, high }

nonisolated extension View {
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> some View
  { inert() }
  public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    inert()
  }
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    inert()
  }
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { inert() }
  public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View { inert() }
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { inert() }
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> some View
  { inert() }
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { inert() }
  public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { inert() }
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { inert() }
  public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text?, importance: AXCustomContentImportance = .default)
    -> some View
  { inert() }
  @_disfavoredOverload
  public func accessibilityCustomContent<V: StringProtocol>(
    _ label: LocalizedStringKey, _ value: V, importance: AXCustomContentImportance = .default
  ) -> some View { inert() }
  public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContentImportance = .default)
    -> some View
  { inert() }
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { inert() }
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { inert() }
  public func accessibilityShowsLargeContentViewer() -> some View { inert() }
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
    inert()
  }
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { inert() }
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { inert() }
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { inert() }
  public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID)
    -> some View
  { inert() }
  public func accessibilityFocused(_ condition: FocusState<Bool>.Binding) -> some View { inert() }
  public func accessibilityFocused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    inert()
  }
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { inert() }
  public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { inert() }
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { inert() }
  public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
    inert()
  }
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true) -> some View { inert() }
}

/// A zoom gesture's action, for `accessibilityZoomAction`.
public struct AccessibilityZoomGestureAction: Sendable {
  public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
  public let direction: Direction
}

// Audio graphs (iOS 15): a chart described for VoiceOver. The descriptor is
// made by the view and never read in a figure.

/// Something that describes a chart to VoiceOver (a view, on the main
/// actor).
@MainActor @preconcurrency
public protocol AXChartDescriptorRepresentable {
  func makeChartDescriptor() -> AXChartDescriptor
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}
extension AXChartDescriptorRepresentable {
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}
/// An axis of a described chart.
public protocol AXDataAxisDescriptor {
  var title: String { get set }
}
public final class AXChartDescriptor: @unchecked Sendable {
  public enum ContentDirection: Int, Sendable { case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise }
  public var title: String?
  public var summary: String?
  public var xAxis: any AXDataAxisDescriptor
  public var yAxis: AXNumericDataAxisDescriptor?
  public var additionalAxes: [any AXDataAxisDescriptor]
  public var series: [AXDataSeriesDescriptor]
  public var contentDirection: ContentDirection = .leftToRight
  public var contentFrame: CGRect = .zero
  public init(
    title: String?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
    additionalAxes: [any AXDataAxisDescriptor], series: [AXDataSeriesDescriptor]
  ) {
    (self.title, self.summary, self.xAxis, self.yAxis) = (title, summary, xAxis, yAxis)
    (self.additionalAxes, self.series) = (additionalAxes, series)
  }
}
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor, @unchecked Sendable {
  public var title: String
  public var categoryOrder: [String]
  public init(title: String, categoryOrder: [String]) { (self.title, self.categoryOrder) = (title, categoryOrder) }
}
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor, @unchecked Sendable {
  public enum ScaleType: Int, Sendable { case linear, ln, log10 }
  public var title: String
  public var range: ClosedRange<Double>
  public var gridlinePositions: [Double]
  public var valueDescriptionProvider: (Double) -> String
  public var scaleType: ScaleType = .linear
  public init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    (self.title, self.range, self.gridlinePositions) = (title, range, gridlinePositions)
    self.valueDescriptionProvider = valueDescriptionProvider
  }
}
public final class AXDataSeriesDescriptor: @unchecked Sendable {
  public var name: String?
  public var isContinuous: Bool
  public var dataPoints: [AXDataPoint]
  public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    (self.name, self.isContinuous, self.dataPoints) = (name, isContinuous, dataPoints)
  }
}
public final class AXDataPoint: @unchecked Sendable {
  public var xValue: AXDataPointValue
  public var yValue: AXDataPointValue?
  public var additionalValues: [AXDataPointValue]
  public var label: String?
  public init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
    xValue = .category(x)
    yValue = y.map { .number($0) }
    (self.additionalValues, self.label) = (additionalValues, label)
  }
  public init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
    xValue = .number(x)
    yValue = y.map { .number($0) }
    (self.additionalValues, self.label) = (additionalValues, label)
  }
}
public struct AXDataPointValue: Sendable {
  public var number: Double
  public var category: String?
  public static func number(_ value: Double) -> AXDataPointValue { AXDataPointValue(number: value, category: nil) }
  public static func category(_ value: String) -> AXDataPointValue { AXDataPointValue(number: 0, category: value) }
}

nonisolated extension View {
  /// The chart's description for VoiceOver's audio graph; not drawn.
  public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
    inert()
  }
}

// Rotors (iOS 15): custom lists VoiceOver's rotor moves through. A figure
// never builds them: the entries closure is not called.

/// What a rotor lists (its entries, made by a builder).
public protocol AccessibilityRotorContent {
  associatedtype Body: AccessibilityRotorContent
  @AccessibilityRotorContentBuilder var body: Body { get }
}

/// One place a rotor moves to: a label and the view's id.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
  public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }
  public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
  public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
  public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
  public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
  @_disfavoredOverload
  public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
  @_disfavoredOverload
  public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
}
extension AccessibilityRotorEntry where ID == Never {
  public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {}
  public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {}
}

extension Never: AccessibilityRotorContent {}

/// Rotor content made of other rotor content (a builder's result).
public struct _AccessibilityRotorContentGroup: AccessibilityRotorContent {
  public var body: Never { return fatalError("rotor content has no body") }
}

@resultBuilder
public enum AccessibilityRotorContentBuilder {
  public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> _AccessibilityRotorContentGroup { .init() }
  public static func buildBlock(_ parts: _AccessibilityRotorContentGroup...) -> _AccessibilityRotorContentGroup { .init() }
  public static func buildOptional(_ part: _AccessibilityRotorContentGroup?) -> _AccessibilityRotorContentGroup { .init() }
  public static func buildEither(first: _AccessibilityRotorContentGroup) -> _AccessibilityRotorContentGroup { .init() }
  public static func buildEither(second: _AccessibilityRotorContentGroup) -> _AccessibilityRotorContentGroup { .init() }
  public static func buildArray(_ parts: [_AccessibilityRotorContentGroup]) -> _AccessibilityRotorContentGroup { .init() }
  public static func buildLimitedAvailability(_ part: _AccessibilityRotorContentGroup) -> _AccessibilityRotorContentGroup { .init() }
}

/// `ForEach` over data making rotor entries.
extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  public var body: Never { return fatalError("ForEach of rotor entries has no body") }
  @_disfavoredOverload
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(unconstrained: data, id: id, content: content)
  }
}
extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
  @_disfavoredOverload
  public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(unconstrained: data, id: \.id, content: content)
  }
}

/// The rotors the system provides (headings, links…), which a view can add
/// entries to.
public struct AccessibilitySystemRotor: Sendable {
  let name: String
  public static let links = AccessibilitySystemRotor(name: "links")
  public static let visitedLinks = AccessibilitySystemRotor(name: "visitedLinks")
  public static let headings = AccessibilitySystemRotor(name: "headings")
  public static let boldText = AccessibilitySystemRotor(name: "boldText")
  public static let italicText = AccessibilitySystemRotor(name: "italicText")
  public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
  public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
  public static let images = AccessibilitySystemRotor(name: "images")
  public static let textFields = AccessibilitySystemRotor(name: "textFields")
  public static let tables = AccessibilitySystemRotor(name: "tables")
  public static let lists = AccessibilitySystemRotor(name: "lists")
  public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
  public static func links(visited: Bool) -> AccessibilitySystemRotor { visited ? .visitedLinks : .links }
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { .headings }
}

nonisolated extension View {
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { inert() }
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { inert() }
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View { inert() }

  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { inert() }
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { inert() }
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View { inert() }
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View { inert() }
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View { inert() }
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View { inert() }

  public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { inert() }
  public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { inert() }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { inert() }
  public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
    inert()
  }

  /// Marks the view as a rotor entry's target.
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { inert() }
}
