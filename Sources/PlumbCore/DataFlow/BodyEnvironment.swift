import Foundation
import Synchronization

// How a property wrapper finds its view's environment.
//
// Views are structs made before they are lowered, and a wrapper such as
// `@Environment(\.colorScheme)` is read inside `body`, so it cannot be handed
// its value. Instead the lowering is reachable from the thread: lowering
// puts its `LoweringContext` in a thread-local slot (`CurrentLowering`), and
// the default `View._makeNodes` sets the context's `bodyEnvironment` to the
// view's environment for as long as its body runs and the views it returns
// lower, then restores the enclosing view's. A wrapper's getter reads
// `CurrentLowering.environment`. Bodies nest, so the value is always the
// innermost custom view's; outside any body (a view's init, a test calling
// `body` directly) it is `EnvironmentValues()`, SwiftUI's defaults.
//
// What runs after lowering — a custom `Layout`, an alignment guide, a
// shape's `path(in:)`, an `onPreferenceChange` action — sees the defaults:
// the values are read where SwiftUI would have set them, in `body`.

/// The lowering running on this thread, if any.
enum CurrentLowering {
  /// A pthread key: a pointer to the innermost lowering's context, not
  /// retained (the lowering holds it for as long as it is set).
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    return key
  }()

  /// The context of the lowering on this thread.
  static var context: LoweringContext? {
    pthread_getspecific(key).map { Unmanaged<LoweringContext>.fromOpaque($0).takeUnretainedValue() }
  }

  /// The environment `@Environment` reads now: the running body's view's,
  /// or the defaults outside a body.
  static var environment: EnvironmentValues {
    context?.bodyEnvironment?.pointee ?? EnvironmentValues()
  }

  /// Runs `body` with `ctx` as this thread's lowering, then restores the
  /// previous one (a lowering started inside a body nests).
  static func with<T>(_ ctx: LoweringContext, _ body: () -> T) -> T {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(ctx).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return body()
  }
}

/// Set once a view asks for an environment object (`@EnvironmentObject`,
/// `@Environment(Model.self)`): until then no view needs checking for a
/// missing one, and lowering skips the check.
let environmentObjectsRequested = Atomic<Bool>(false)

/// Lowers a custom view's (or modifier's) body with its environment current,
/// or nothing, with a diagnostic, when it asks for an environment object
/// that is not in its environment (see `EnvironmentObject`).
@inline(__always)
func lowerBody<V>(of view: V, _ inputs: _ViewInputs, _ lowerBody: (V) -> Void) {
  let ctx = inputs.ctx
  if environmentObjectsRequested.load(ordering: .relaxed), ctx.reportMissingObjects(of: view, inputs.env) {
    return
  }
  ctx.withBodyEnvironment(inputs.env) { lowerBody(view) }
}

extension LoweringContext {
  /// Runs `body` with `env` as the environment `@Environment` reads (nil:
  /// outside any view's body), restoring the enclosing one after. A
  /// pointer, not a copy: saving and restoring a copy of the environment at
  /// every custom view cost 5% of lowering a tree of them.
  @inline(__always)
  func withBodyEnvironment<R>(_ env: EnvironmentValues?, _ body: () -> R) -> R {
    let enclosing = bodyEnvironment
    defer { bodyEnvironment = enclosing }
    guard let env else {
      bodyEnvironment = nil
      return body()
    }
    return withUnsafePointer(to: env) { pointer in
      bodyEnvironment = pointer
      return body()
    }
  }
}

/// A property that needs an object in the environment: `@EnvironmentObject`
/// and `@Environment(Model.self)`.
protocol EnvironmentObjectRequirement {
  /// What is missing, or nil when `env` holds the object (or the property
  /// needs none).
  func missingObject(in env: EnvironmentValues) -> (wrapper: String, type: String, fix: String)?
}

extension LoweringContext {
  /// Whether `view` has an environment object property whose object is not
  /// in `env`; if so, records it. SwiftUI traps there ("No ObservableObject
  /// of type X found"); Plumb leaves the view out and the renderer throws.
  func reportMissingObjects<V>(of view: V, _ env: EnvironmentValues) -> Bool {
    let type = ObjectIdentifier(V.self)
    if objectRequirements[type] == false { return false }
    var requires = false
    let missing = Self.missingObjects(Mirror(reflecting: view), env, &requires, depth: 0)
    objectRequirements[type] = requires
    for m in missing {
      let message = "missing \(m.wrapper) of type \(m.type) (\(V.self).\(m.property)): "
        + "put one in with \(m.fix) above \(V.self)"
      missingObjects.append(message)
      diagnostics.append(message + "; the view is left out")
    }
    return !missing.isEmpty
  }

  private static func missingObjects(
    _ mirror: Mirror, _ env: EnvironmentValues, _ requires: inout Bool, depth: Int
  ) -> [(wrapper: String, type: String, fix: String, property: String)] {
    var out: [(wrapper: String, type: String, fix: String, property: String)] = []
    for child in mirror.children {
      if let requirement = child.value as? any EnvironmentObjectRequirement {
        requires = true
        if let m = requirement.missingObject(in: env) {
          // The wrapper's storage is `_name`.
          var name = child.label ?? "?"
          if name.hasPrefix("_") { name.removeFirst() }
          out.append((m.wrapper, m.type, m.fix, name))
        }
      } else if depth < 4, child.value is any DynamicProperty {
        // A custom DynamicProperty holding wrappers of its own.
        out += missingObjects(Mirror(reflecting: child.value), env, &requires, depth: depth + 1)
      }
    }
    return out
  }
}
