import Foundation

// Modifiers about touches and pointers, menus and tags: a still image
// takes no input, so each compiles and draws nothing.

/// The kinds of interaction a content shape defines.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
  public func allowsHitTesting(_ enabled: Bool) -> some View { inert() }

  /// The shape that takes touches; not drawn.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { inert() }

  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
    inert()
  }

  /// Sets `isEnabled` to false below when `disabled` is true; a `false`
  /// below a `true` does not enable again, as in SwiftUI. Plumb has no
  /// controls yet, so nothing is dimmed.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentModifier { if disabled { $0.isEnabled = false } })
  }

  /// A tooltip; not shown.
  public func help(_ textKey: LocalizedStringKey) -> some View { inert() }
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { inert() }
  public func help(_ text: Text) -> some View { inert() }

  /// The value a `Picker` or `TabView` selects this view by.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    let value = AnyHashable(tag)
    return modifier(TagModifier { $0.selectionTag = value })
  }

  /// The menu shown on a long press; its items are not evaluated.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { inert() }

  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    inert()
  }

  /// A selection-aware menu (tables, lists): never opened in a figure.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    inert()
  }

  /// The buttons a list row reveals when swiped; not evaluated.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    inert()
  }
}
