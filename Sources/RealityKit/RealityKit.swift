// `import RealityKit` on Linux: the entity–component world that visionOS
// and iOS apps build in a `RealityView`, an `ARView` or a `Model3D`.
//
// Plumb draws in two dimensions, so no 3D content is ever drawn: a
// `RealityView` is an empty flexible frame (its placeholder while it
// "loads", when it has one), a `Model3D` shows its placeholder, as
// visionOS does before the model arrives. What is real is the model
// apps compute with: entities and their children, components stored by
// type, transforms composing as Apple's do (translation · rotation ·
// scale, parent before child), meshes generated with their bounds, and
// queries over an entity tree. Anything that takes time or input
// compiles and does nothing: `make` closures (they are async, and a
// figure is one synchronous frame), animations, physics, audio, systems,
// scene events and gestures. Assets cannot be read on Linux: loaders
// throw `AssetLoadError`, and `LoadRequest` publishers never publish.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb
// On iOS RealityKit brings ARKit's session and configurations (`arView.session.run(ARWorldTrackingConfiguration())`).
@_exported import ARKit
// Apple's RealityKit API is written in simd's types (SIMD3<Float>,
// simd_quatf, float4x4) and apps call simd's functions (`normalize`,
// `simd_distance`, `cross`) with `import RealityKit` alone: Apple's
// module brings simd with it, so this one re-exports it too.
@_exported import simd

// MARK: - Loading assets

/// Why an asset did not load: USD and Reality files, textures, audio,
/// image-based lights and Shader Graph materials exist only in an app's
/// bundle on Apple platforms, and Plumb cannot read them.
public struct AssetLoadError: LocalizedError, CustomStringConvertible, Sendable {
  /// The asset's name or URL, as the app asked for it.
  public let name: String
  /// What kind of resource was asked for (`"entity"`, `"texture"`…).
  public let kind: String

  public init(name: String, kind: String) {
    self.name = name
    self.kind = kind
  }

  public var description: String { "RealityKit cannot load the \(kind) “\(name)” on Linux" }
  public var errorDescription: String? { description }
}

/// A resource being loaded, as a Combine publisher (`Entity.loadAsync`,
/// `TextureResource.loadAsync`). Loading never finishes in a figure: the
/// request never publishes, so `sink` closures are not called.
public final class LoadRequest<Output>: Publisher, Sendable {
  public typealias Failure = any Error
  /// What the request would load, for a reader of the request.
  let name: String
  init(name: String) { self.name = name }
}

extension LoadRequest {
  /// Combines two requests into one publishing both resources.
  public func append<Other>(_ other: LoadRequest<Other>) -> LoadRequest<[Any]> { LoadRequest<[Any]>(name: name) }
}

/// Where the named asset would come from, for error messages.
func assetName(_ name: String, in bundle: Bundle?) -> String {
  guard let bundle, bundle !== Bundle.main else { return name }
  return "\(name) (in \(bundle.bundleURL.lastPathComponent))"
}

// MARK: - Audio

/// RealityKit's audio namespace.
public enum Audio {
  /// A level in decibels (0 is full volume, -∞ silence).
  public typealias Decibel = Double
}
