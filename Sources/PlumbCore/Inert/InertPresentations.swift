import Foundation

// The presentations that take a `Binding`: sheets, covers, popovers,
// alerts, confirmation dialogs, inspectors, and the scroll position. Each
// compiles with SwiftUI's labels and closure shapes and draws nothing: a
// presentation is drawn above the view, in its own window, which a still
// image of the view does not show (SwiftUI's `ImageRenderer` does not
// either). Content closures are never called, and `onDismiss` never runs.

nonisolated extension View {
  // MARK: Sheets, covers, popovers

  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    inert()
  }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    inert()
  }

  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    inert()
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    inert()
  }

  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    inert()
  }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    inert()
  }

  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    inert()
  }

  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    inert()
  }

  // MARK: Alerts and confirmation dialogs

  /// The older alert: `Alert(title:message:dismissButton:)`.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    inert()
  }

  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    inert()
  }

  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    inert()
  }

  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    inert()
  }

  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    inert()
  }

  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    inert()
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    inert()
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    inert()
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    inert()
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    inert()
  }

  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    inert()
  }

  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    inert()
  }

  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    inert()
  }

  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    inert()
  }

  /// iOS 15: an alert titled by an error's description.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    inert()
  }
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    inert()
  }

  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    inert()
  }

  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    inert()
  }

  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    inert()
  }

  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    inert()
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    inert()
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    inert()
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    inert()
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    inert()
  }

  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    inert()
  }

  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    inert()
  }

  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    inert()
  }

  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    inert()
  }

  // MARK: Scrolling

  /// The id of the view scrolled to; a still image is not scrolled.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    inert()
  }  /// iOS 18's scroll position: the content is drawn at its start.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { inert() }

}

/// Where a scroll view is scrolled to (iOS 18): kept; a figure is drawn at
/// the content's start.
public struct ScrollPosition: Equatable, @unchecked Sendable {
  public private(set) var edge: Edge?
  public private(set) var point: CGPoint?
  public private(set) var viewID: AnyHashable?
  public var isPositionedByUser: Bool { false }
  public init(idType: (some Hashable).Type = Never.self) {}
  public init(idType: (some Hashable).Type = Never.self, edge: Edge) { self.edge = edge }
  public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { self.point = point }
  public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { point = CGPoint(x: x, y: 0) }
  public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { point = CGPoint(x: 0, y: y) }
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
  public mutating func scrollTo(edge: Edge) { (self.edge, point, viewID) = (edge, nil, nil) }
  public mutating func scrollTo(point: CGPoint) { (edge, self.point, viewID) = (nil, point, nil) }
  public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: 0)) }
  public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: 0, y: y)) }
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    (edge, point, viewID) = (nil, nil, AnyHashable(id))
  }
  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
  public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
    a.edge == b.edge && a.point == b.point && a.viewID == b.viewID
  }
}

/// Where a popover points: a rectangle of the view, or a point of it.
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}
