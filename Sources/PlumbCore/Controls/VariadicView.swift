import Foundation

// SwiftUI's underscored `_VariadicView`, the custom-container API before
// iOS 18 that libraries and apps still use: a root reads its content's
// views as children, as `Group(subviews:)` does now. Plumb builds it on the
// same resolution.

/// A container root: `body(children:)` lays out the content's views.
public protocol _VariadicView_ViewRoot {
  associatedtype Body: View
  @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root that is one view (a stack of its children).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}
/// A root that is as many views as it returns (its children in a parent's
/// layout).
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

public enum _VariadicView {
  public typealias Children = _VariadicView_Children
  public typealias ViewRoot = _VariadicView_ViewRoot
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot

  /// The root laid over the content's views.
  nonisolated public struct Tree<Root: _VariadicView_ViewRoot, Content: View>: View {
    public var root: Root
    public var content: Content
    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }
    public init(_ root: Root, content: Content) {
      self.root = root
      self.content = content
    }
    public var body: some View {
      let root = root
      return Group(subviews: content) { subviews in
        root.body(children: _VariadicView_Children(subviews: subviews))
      }
    }
  }
}

/// The content's views, resolved: a collection of views with ids.
nonisolated public struct _VariadicView_Children: View, RandomAccessCollection {
  public typealias Element = Child
  let subviews: SubviewsCollection
  init(subviews: SubviewsCollection) { self.subviews = subviews }

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Child { Child(subview: subviews[position]) }
  public var body: some View { ForEach(self) { $0 } }

  /// One view of the content.
  nonisolated public struct Child: View, Identifiable {
    let subview: Subview
    public var id: AnyHashable { subview.id }
    public var body: some View { subview }
    /// A trait the view set: Plumb keeps none, so each reads its default.
    public subscript<K: _ViewTraitKey>(key: K.Type) -> K.Value {
      K.defaultValue
    }
    public func id<ID: Hashable>(as type: ID.Type = ID.self) -> ID? { subview.id.base as? ID }
  }
}

/// A key for a value a view passes to its container (before iOS 18's
/// container values).
public protocol _ViewTraitKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Sets a trait for the container: accepted; containers read defaults.
  public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View { self }
}
