import Foundation

/// A value that can be dragged and dropped. Plumb's is a marker: no
/// transfer representations (they need Uniform Type Identifiers), since
/// nothing is dragged in a still image. `String`, `URL` and `Data`
/// conform.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}

nonisolated extension View {
  /// The payload is never evaluated.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { inert() }

  public func draggable<T: Transferable, V: View>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    inert()
  }

  /// Nothing is dropped on a still image: the action is never called.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    inert()
  }
}
