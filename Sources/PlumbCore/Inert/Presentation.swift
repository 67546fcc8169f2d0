import Foundation

// Sheets, alerts, popovers and dialogs are drawn above the view, in a
// window of their own. `ImageRenderer` draws the view, not the window, so
// SwiftUI's still image never shows them either; Plumb does not evaluate
// their content. The modifiers that take a `Binding` are in
// InertPresentations.swift; here are the types they use and the modifiers
// written inside a sheet's content.

/// The older alert value: `.alert(isPresented: $showsAlert) { Alert(…) }`.
public struct Alert {
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}

  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}

  /// A button of an `Alert`. Its action is never called.
  public struct Button {
    init() {}

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Button() }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }
  }
}

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
  /// A detent whose height the type computes: sheets are not drawn, so it is never asked.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(name: "custom(\(D.self))")
  }

  /// What a custom detent is told: the sheet's largest height, and the
  /// environment's values by name (`context.dynamicTypeSize`).
  @dynamicMemberLookup
  public struct Context {
    public let maxDetentValue: CGFloat
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { EnvironmentValues()[keyPath: keyPath] }
  }
}

/// A sheet height computed from the sheet's context.
public protocol CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat?
}
extension CustomPresentationDetent {
  public typealias Context = PresentationDetent.Context
}

nonisolated extension View {
  /// Written inside a sheet's content; the sheet is not drawn.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    inert()
  }

  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    inert()
  }

  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    inert()
  }

  /// The width of an inspector's column; the inspector is not drawn.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    inert()
  }

  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    inert()
  }
}
