import Foundation

/// A namespace for `matchedGeometryEffect(id:in:)`, as in SwiftUI:
///
///     @Namespace private var hero
///     Image("rogue").matchedGeometryEffect(id: "rogue", in: hero)
///
/// Each namespace has its own `ID`. SwiftUI keeps one per view identity;
/// Plumb makes one per view struct, which for a still image is the same.
@propertyWrapper public struct Namespace: Sendable {
  private let id: ID

  public init() {
    id = ID(value: Self.counter.next())
  }

  public var wrappedValue: Namespace.ID { id }

  /// A namespace's identity: equal for the same namespace only.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private static let counter = Counter()

  private final class Counter: @unchecked Sendable {
    // Guarded by `lock`.
    private var last = 0
    private let lock = NSLock()
    func next() -> Int {
      lock.withLock {
        last += 1
        return last
      }
    }
  }
}

/// Which parts of a matched view's geometry follow the source.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
  /// Matches the geometry of views with the same id in a namespace, for a
  /// hero animation in SwiftUI. Inert: each view keeps its own frame. (A
  /// view with `isSource: false` beside its source would take the source's
  /// frame in SwiftUI; see docs/deviations.md.)
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    inert()
  }
}
