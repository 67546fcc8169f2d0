import Foundation

/// A value views pass up to their ancestors, as in SwiftUI:
///
///     struct TitleKey: PreferenceKey {
///       static let defaultValue = ""
///       static func reduce(value: inout String, nextValue: () -> String) {
///         value += nextValue()
///       }
///     }
///     Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
///     …
///     content.onPreferenceChange(TitleKey.self) { title in … }
///
/// Preferences are collected while the tree lowers: a `preference(key:value:)`
/// replaces the values its content set for that key, and an ancestor sees
/// its descendants' values reduced in view order (the first value, reduced
/// with each next one; `defaultValue` when no view sets one).
/// `onPreferenceChange` runs its action once, after layout, with that value
/// — a still image has one frame, so the value never changes after.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// A key whose value can be nil defaults to nil, as SwiftUI's does (a key
  /// that declares only `reduce` compiles).
  public static var defaultValue: Value { nil }
}

/// One preference value set by a view.
struct PreferenceEntry {
  let key: ObjectIdentifier
  let value: Any
}

extension PreferenceKey {
  /// The values of this key among `entries`, reduced; nil when there are none.
  static func reduced(_ entries: ArraySlice<PreferenceEntry>) -> Value? {
    var result: Value?
    for entry in entries where entry.key == ObjectIdentifier(Self.self) {
      let next = entry.value as! Value
      if result == nil {
        result = next
      } else {
        reduce(value: &result!, nextValue: { next })
      }
    }
    return result
  }

  /// Replaces this key's values set since `start` with `value`.
  static func replace(in ctx: LoweringContext, from start: Int, with value: Value) {
    ctx.preferences.removeSubrange(start...)
    ctx.preferences.append(PreferenceEntry(key: ObjectIdentifier(Self.self), value: value))
  }
}

/// `preference(key:value:)`.
nonisolated struct PreferenceWriter<Key: PreferenceKey>: PrimitiveModifier {
  let value: Key.Value
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let start = ctx.preferences.count
    PlumbCore.lower(content, ctx, env)
    // The content's values for other keys pass on; this key's are replaced.
    let others = ctx.preferences[start...].filter { $0.key != ObjectIdentifier(Key.self) }
    Key.replace(in: ctx, from: start, with: value)
    ctx.preferences.insert(contentsOf: others, at: start)
  }
}

/// `transformPreference(_:_:)`.
nonisolated struct PreferenceTransformer<Key: PreferenceKey>: PrimitiveModifier {
  let transform: (inout Key.Value) -> Void
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let start = ctx.preferences.count
    PlumbCore.lower(content, ctx, env)
    var value = Key.reduced(ctx.preferences[start...]) ?? Key.defaultValue
    transform(&value)
    let others = ctx.preferences[start...].filter { $0.key != ObjectIdentifier(Key.self) }
    Key.replace(in: ctx, from: start, with: value)
    ctx.preferences.insert(contentsOf: others, at: start)
  }
}

/// `onPreferenceChange(_:perform:)`: the content's value, reduced, handed
/// to the action after layout. The values still pass on to ancestors.
nonisolated struct PreferenceChangeAction<Key: PreferenceKey>: PrimitiveModifier {
  let action: (Key.Value) -> Void
  func lower<Content: View>(_ content: Content, _ ctx: LoweringContext, _ env: EnvironmentValues) {
    let start = ctx.preferences.count
    PlumbCore.lower(content, ctx, env)
    let value = Key.reduced(ctx.preferences[start...]) ?? Key.defaultValue
    let action = action
    ctx.afterLayout.append { action(value) }
  }
}

nonisolated extension View {
  /// Sets a preference value for ancestors to read.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriter<K>(value: value))
  }

  /// Changes the value of a preference this view's content set.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformer<K>(transform: callback))
  }

  /// Runs `action` with the value of a preference set by this view's
  /// content: once, after layout, with the reduced value.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeAction<K>(action: action))
  }
}
