// Resources: meshes, collision shapes, textures, environments, physics
// materials and sounds. Generated meshes and shapes are real values
// with their bounds; anything read from a file or bundle throws
// `AssetLoadError` (or, for `LoadRequest`s, never arrives).
import Plumb

// MARK: - Meshes

/// A mesh: the shape a `ModelComponent` draws. Plumb keeps what layout
/// code reads from it — its bounds and how many materials it takes —
/// not its vertices.
@MainActor @preconcurrency
public final class MeshResource {
  /// CoreText's fonts are UIKit's on iOS and visionOS.
  public typealias Font = UIFont

  /// The box around the mesh, in the mesh's own space (meters).
  public let bounds: BoundingBox
  /// How many materials the mesh's parts take (six for a box with split faces).
  public let expectedMaterialCount: Int
  /// The name given when generated from descriptors.
  public let name: String?

  init(bounds: BoundingBox, expectedMaterialCount: Int = 1, name: String? = nil) {
    self.bounds = bounds
    self.expectedMaterialCount = expectedMaterialCount
    self.name = name
  }

  /// A box of `size` centered on the origin.
  static func centered(_ size: SIMD3<Float>, materials: Int = 1) -> MeshResource {
    MeshResource(bounds: BoundingBox(min: -abs(size) / 2, max: abs(size) / 2), expectedMaterialCount: materials)
  }

  public static func generateBox(size: Float, cornerRadius: Float = 0) -> MeshResource {
    centered(SIMD3(repeating: size))
  }

  public static func generateBox(size: SIMD3<Float>, cornerRadius: Float = 0) -> MeshResource { centered(size) }

  public static func generateBox(size: SIMD3<Float>, majorCornerRadius: Float = 0.2, minorCornerRadius: Float = 0.05)
    -> MeshResource
  { centered(size) }

  /// With `splitFaces`, the faces take materials in the order front,
  /// top, back, bottom, right, left.
  public static func generateBox(
    width: Float, height: Float, depth: Float, cornerRadius: Float = 0, splitFaces: Bool = false
  ) -> MeshResource {
    centered(SIMD3(width, height, depth), materials: splitFaces ? 6 : 1)
  }

  public static func generateSphere(radius: Float) -> MeshResource { centered(SIMD3(repeating: 2 * radius)) }

  /// A rectangle in the xy-plane, facing +z.
  public static func generatePlane(width: Float, height: Float, cornerRadius: Float = 0) -> MeshResource {
    centered(SIMD3(width, height, 0))
  }

  /// A rectangle in the xz-plane, facing +y.
  public static func generatePlane(width: Float, depth: Float, cornerRadius: Float = 0) -> MeshResource {
    centered(SIMD3(width, 0, depth))
  }

  public static func generateCylinder(height: Float, radius: Float) -> MeshResource {
    centered(SIMD3(2 * radius, height, 2 * radius))
  }

  public static func generateCone(height: Float, radius: Float) -> MeshResource {
    centered(SIMD3(2 * radius, height, 2 * radius))
  }

  /// A ring around the y-axis.
  public static func generateTorus(meanRadius: Float, minorRadius: Float) -> MeshResource {
    let outer = 2 * (meanRadius + minorRadius)
    return centered(SIMD3(outer, 2 * minorRadius, outer))
  }

  /// Extruded text, its bounds estimated from the font's size (meters,
  /// as RealityKit reads the point size): glyphs 0.6 em wide, lines
  /// 1.2 em apart, the first line's baseline at y = 0. Without a
  /// container frame the text starts at x = 0; in one it wraps to the
  /// frame's width and aligns in it.
  public static func generateText(
    _ string: String, extrusionDepth: Float = 0.25,
    font: MeshResource.Font = .systemFont(ofSize: MeshResource.Font.systemFontSize),
    containerFrame: CGRect = .zero, alignment: CTTextAlignment = .left,
    lineBreakMode: CTLineBreakMode = .byTruncatingTail
  ) -> MeshResource {
    let em = Float(font.pointSize)
    var lines = string.split(separator: "\n", omittingEmptySubsequences: false).map { Float($0.count) * 0.6 * em }
    if containerFrame.width > 0 {
      let width = Float(containerFrame.width)
      lines = lines.flatMap { line -> [Float] in
        guard line > width, width > 0 else { return [line] }
        let full = Int(line / width)
        return Array(repeating: width, count: full) + [line - Float(full) * width]
      }
    }
    let widest = lines.max() ?? 0
    let lineHeight = 1.2 * em
    var minX: Float = 0
    if containerFrame.width > 0 {
      minX = Float(containerFrame.minX)
      let room = Float(containerFrame.width) - widest
      switch alignment {
      case .center: minX += room / 2
      case .right: minX += room
      default: break
      }
    }
    let top = containerFrame.height > 0 ? Float(containerFrame.maxY) : 0.8 * em
    let bottom = top - Float(lines.count) * lineHeight
    return MeshResource(
      bounds: BoundingBox(min: SIMD3(minX, bottom, 0), max: SIMD3(minX + widest, top, extrusionDepth)))
  }

  /// A mesh from descriptors: its bounds are the positions'.
  public static func generate(from descriptors: [MeshDescriptor]) throws -> MeshResource {
    var bounds = BoundingBox.empty
    var materials = 1
    for descriptor in descriptors {
      for position in descriptor.positions { bounds.formUnion(position) }
      if case .perFace(let indices) = descriptor.materials {
        materials = Swift.max(materials, Int(indices.max() ?? 0) + 1)
      }
    }
    return MeshResource(bounds: bounds, expectedMaterialCount: materials, name: descriptors.first?.name)
  }

  public convenience init(from descriptors: [MeshDescriptor]) async throws {
    let mesh = try MeshResource.generate(from: descriptors)
    self.init(bounds: mesh.bounds, expectedMaterialCount: mesh.expectedMaterialCount, name: mesh.name)
  }

  /// Options for text meshes made with `init(extruding:textOptions:extrusionOptions:)`.
  public struct GenerateTextOptions: Sendable {
    /// The frame the text lays out in, in points (which the mesh takes as meters).
    public var containerFrame: CGRect = .zero
    public var lineBreakMode: CTLineBreakMode = .byWordWrapping
    public var resolution: Float = 0
    public init() {}
  }

  /// How a 2D shape or text is pushed into the third dimension.
  public struct ShapeExtrusionOptions: Sendable {
    public enum ExtrusionMethod: Sendable {
      case linear(depth: Float)
      case traceTransforms([float4x4])
    }
    public struct MaterialAssignment: Sendable {
      public var front: Int, back: Int, extrusion: Int, frontChamfer: Int, backChamfer: Int
      public init(front: Int = 0, back: Int = 0, extrusion: Int = 0, frontChamfer: Int = 0, backChamfer: Int = 0) {
        (self.front, self.back, self.extrusion, self.frontChamfer, self.backChamfer) =
          (front, back, extrusion, frontChamfer, backChamfer)
      }
      public init(all: Int) { self.init(front: all, back: all, extrusion: all, frontChamfer: all, backChamfer: all) }
    }
    public enum ChamferMode: Sendable { case front, back, both }
    public var extrusionMethod: ExtrusionMethod = .linear(depth: 1)
    public var materialAssignment = MaterialAssignment()
    public var chamferRadius: Float = 0
    public var chamferMode: ChamferMode = .both
    public var boundaryResolution: Float = 0
    public init() {}

    var depth: Float {
      switch extrusionMethod {
      case .linear(let depth): depth
      case .traceTransforms(let transforms): Float(transforms.count)
      }
    }
    var materialCount: Int {
      let a = materialAssignment
      return [a.front, a.back, a.extrusion, a.frontChamfer, a.backChamfer].max()! + 1
    }
  }

  /// Extruded text (visionOS 2, iOS 18), its bounds estimated as
  /// `generateText`'s from the string's largest font (its `font`
  /// attribute, which is SwiftUI's here; 12 points without one),
  /// centered on z.
  public convenience init(
    extruding string: AttributedString, textOptions: GenerateTextOptions = GenerateTextOptions(),
    extrusionOptions: ShapeExtrusionOptions = ShapeExtrusionOptions()
  ) throws {
    let size = string.runs.compactMap { $0[AttributeScopes.SwiftUIAttributes.FontAttribute.self]?.size }.max() ?? 12
    let text = MeshResource.generateText(
      String(string.characters), extrusionDepth: extrusionOptions.depth, font: .systemFont(ofSize: size),
      containerFrame: textOptions.containerFrame, alignment: .center, lineBreakMode: textOptions.lineBreakMode)
    let depth = SIMD3<Float>(0, 0, extrusionOptions.depth / 2)
    self.init(
      bounds: BoundingBox(min: text.bounds.min - depth, max: text.bounds.max - depth),
      expectedMaterialCount: extrusionOptions.materialCount)
  }

  /// An extruded SwiftUI path, its bounds the path's (points read as meters).
  public convenience init(extruding path: Path, extrusionOptions: ShapeExtrusionOptions = ShapeExtrusionOptions())
    throws
  {
    let rect = path.boundingRect
    let depth = extrusionOptions.depth
    self.init(
      bounds: BoundingBox(
        min: SIMD3(Float(rect.minX), Float(rect.minY), -depth / 2),
        max: SIMD3(Float(rect.maxX), Float(rect.maxY), depth / 2)),
      expectedMaterialCount: extrusionOptions.materialCount)
  }

  /// Replaces the mesh's contents: meshes here keep only their bounds,
  /// so this changes nothing.
  public func replace(with descriptors: [MeshDescriptor]) throws {}
}

/// CoreText's text alignment, which `generateText` takes.
public enum CTTextAlignment: UInt8, Sendable {
  case left = 0, right, center, justified, natural
}

/// CoreText's line breaking, which `generateText` takes.
public enum CTLineBreakMode: UInt8, Sendable {
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A buffer of vertex data.
public struct MeshBuffer<Element>: Sequence {
  public let elements: [Element]
  public init<S: Sequence>(_ sequence: S) where S.Element == Element { elements = Array(sequence) }
  public var count: Int { elements.count }
  public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
}

extension MeshBuffer: Sendable where Element: Sendable {}

/// The kinds of vertex buffer a mesh descriptor holds.
public enum MeshBuffers {
  public typealias Positions = MeshBuffer<SIMD3<Float>>
  public typealias Normals = MeshBuffer<SIMD3<Float>>
  public typealias Tangents = MeshBuffer<SIMD3<Float>>
  public typealias Bitangents = MeshBuffer<SIMD3<Float>>
  public typealias TextureCoordinates = MeshBuffer<SIMD2<Float>>
}

/// A mesh described by its vertices and faces.
public struct MeshDescriptor: Sendable {
  public enum Primitives: Sendable {
    case triangles([UInt32])
    case polygons([UInt8], [UInt32])
    case trianglesAndQuads(triangles: [UInt32], quads: [UInt32])
  }
  public enum Materials: Sendable {
    case allFaces(UInt32)
    case perFace([UInt32])
  }
  public var name: String
  public var positions = MeshBuffers.Positions([])
  public var normals: MeshBuffers.Normals?
  public var tangents: MeshBuffers.Tangents?
  public var bitangents: MeshBuffers.Bitangents?
  public var textureCoordinates: MeshBuffers.TextureCoordinates?
  public var primitives: Primitives?
  public var materials: Materials = .allFaces(0)
  public init(name: String = "") { self.name = name }
}

// MARK: - Collision shapes

/// A collision shape: its bounds, in the entity's space.
@MainActor @preconcurrency
public final class ShapeResource {
  public let bounds: BoundingBox
  init(bounds: BoundingBox) { self.bounds = bounds }

  public static func generateBox(size: SIMD3<Float>) -> ShapeResource {
    ShapeResource(bounds: BoundingBox(min: -abs(size) / 2, max: abs(size) / 2))
  }
  public static func generateBox(width: Float, height: Float, depth: Float) -> ShapeResource {
    generateBox(size: SIMD3(width, height, depth))
  }
  public static func generateSphere(radius: Float) -> ShapeResource { generateBox(size: SIMD3(repeating: 2 * radius)) }
  public static func generateCapsule(height: Float, radius: Float) -> ShapeResource {
    generateBox(size: SIMD3(2 * radius, height, 2 * radius))
  }
  public static func generateConvex(from points: [SIMD3<Float>]) -> ShapeResource {
    ShapeResource(bounds: points.reduce(BoundingBox.empty) { $0.union($1) })
  }
  public static func generateConvex(from mesh: MeshResource) async throws -> ShapeResource {
    ShapeResource(bounds: mesh.bounds)
  }
  public static func generateStaticMesh(from mesh: MeshResource) async throws -> ShapeResource {
    ShapeResource(bounds: mesh.bounds)
  }
  public static func generateStaticMesh(positions: [SIMD3<Float>], faceIndices: [UInt16]) async throws -> ShapeResource
  {
    generateConvex(from: positions)
  }

  /// The shape turned, then moved.
  public func offsetBy(rotation: simd_quatf = simd_quatf(ix: 0, iy: 0, iz: 0, r: 1), translation: SIMD3<Float> = .zero)
    -> ShapeResource
  {
    ShapeResource(bounds: bounds.transformed(by: Transform(rotation: rotation, translation: translation)))
  }
  public func offsetBy(translation: SIMD3<Float>) -> ShapeResource {
    offsetBy(rotation: simd_quatf(ix: 0, iy: 0, iz: 0, r: 1), translation: translation)
  }
}

// MARK: - Textures and environments

/// An image for materials. Only textures made from a `CGImage` in
/// memory exist here; named ones cannot be read.
@MainActor @preconcurrency
public final class TextureResource {
  public enum Semantic: Sendable { case color, hdrColor, normal, raw, scalar }
  public enum MipmapsMode: Sendable { case none, allocateAll, allocateAndGenerateAll }
  public struct CreateOptions: Sendable {
    public var semantic: Semantic?
    public var mipmapsMode: MipmapsMode
    public init(semantic: Semantic?, mipmapsMode: MipmapsMode = .allocateAndGenerateAll) {
      self.semantic = semantic
      self.mipmapsMode = mipmapsMode
    }
  }

  public let width: Int
  public let height: Int
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static func load(named name: String, in bundle: Bundle? = nil) throws -> TextureResource {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "texture")
  }
  public static func load(contentsOf url: URL, withName resourceName: String? = nil) throws -> TextureResource {
    throw AssetLoadError(name: url.lastPathComponent, kind: "texture")
  }
  public static func load(contentsOf url: URL, withName resourceName: String? = nil, options: CreateOptions) throws
    -> TextureResource
  {
    throw AssetLoadError(name: url.lastPathComponent, kind: "texture")
  }
  public static func loadAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<TextureResource> {
    LoadRequest(name: name)
  }
  public static func loadAsync(contentsOf url: URL, withName resourceName: String? = nil)
    -> LoadRequest<TextureResource>
  {
    LoadRequest(name: url.lastPathComponent)
  }

  public convenience init(named name: String, in bundle: Bundle? = nil) async throws {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "texture")
  }
  public convenience init(contentsOf url: URL, withName resourceName: String? = nil) async throws {
    throw AssetLoadError(name: url.lastPathComponent, kind: "texture")
  }
  public convenience init(named name: String, in bundle: Bundle? = nil, options: CreateOptions) async throws {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "texture")
  }
  public convenience init(contentsOf url: URL, withName resourceName: String? = nil, options: CreateOptions)
    async throws
  {
    throw AssetLoadError(name: url.lastPathComponent, kind: "texture")
  }

  /// A texture of the image's size.
  public static func generate(from cgImage: CGImage, withName resourceName: String? = nil, options: CreateOptions)
    throws
    -> TextureResource
  {
    TextureResource(width: cgImage.width, height: cgImage.height)
  }
  public convenience init(image cgImage: CGImage, withName resourceName: String? = nil, options: CreateOptions)
    async throws
  {
    self.init(width: cgImage.width, height: cgImage.height)
  }
  public func replace(withImage cgImage: CGImage, options: CreateOptions) throws {}
}

/// A sky and the light it casts, for image-based lighting.
@MainActor @preconcurrency
public final class EnvironmentResource {
  init() {}

  public static func load(named name: String, in bundle: Bundle? = nil) throws -> EnvironmentResource {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "environment")
  }
  public static func loadAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<EnvironmentResource> {
    LoadRequest(name: name)
  }
  public convenience init(named name: String, in bundle: Bundle? = nil) async throws {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "environment")
  }
  /// An environment from a 360° image in memory.
  public convenience init(equirectangular cgImage: CGImage, withName resourceName: String? = nil) async throws {
    self.init()
  }
  public static func generate(fromEquirectangular cgImage: CGImage, withName resourceName: String? = nil) throws
    -> EnvironmentResource
  {
    EnvironmentResource()
  }
}

// MARK: - Physics materials

/// Friction and bounciness for physics bodies.
@MainActor @preconcurrency
public final class PhysicsMaterialResource {
  public let staticFriction: Float
  public let dynamicFriction: Float
  public let restitution: Float
  nonisolated init(staticFriction: Float, dynamicFriction: Float, restitution: Float) {
    (self.staticFriction, self.dynamicFriction, self.restitution) = (staticFriction, dynamicFriction, restitution)
  }
  /// Nonisolated: components (plain values) default to it.
  public nonisolated static let `default` = PhysicsMaterialResource(
    staticFriction: 0.8, dynamicFriction: 0.8, restitution: 0.8)
  public static func generate(friction: Float = 0.8, restitution: Float = 0.8) -> PhysicsMaterialResource {
    PhysicsMaterialResource(staticFriction: friction, dynamicFriction: friction, restitution: restitution)
  }
  public static func generate(staticFriction: Float, dynamicFriction: Float, restitution: Float)
    -> PhysicsMaterialResource
  {
    PhysicsMaterialResource(staticFriction: staticFriction, dynamicFriction: dynamicFriction, restitution: restitution)
  }
}

// MARK: - Audio (never heard in a figure)

/// A sound an entity can play.
@MainActor @preconcurrency
open class AudioResource {
  public enum InputMode: Sendable { case nonSpatial, spatial, ambient }
  public enum LoadingStrategy: Sendable { case preload, stream }
  init() {}
}

/// A sound from a file: none can be read on Linux.
@MainActor @preconcurrency
public final class AudioFileResource: AudioResource {
  public struct Configuration: Sendable {
    public var shouldLoop = false
    public var loadingStrategy = LoadingStrategy.preload
    public init(shouldLoop: Bool = false) { self.shouldLoop = shouldLoop }
  }

  public static func load(
    named name: String, in bundle: Bundle? = nil, inputMode: InputMode = .spatial,
    loadingStrategy: LoadingStrategy = .preload, shouldLoop: Bool = false
  ) throws -> AudioFileResource {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "sound")
  }
  /// A sound inside a USD scene (`"/Root/Sound_wav"` in `"Scene.usda"`).
  public static func load(named name: String, from sceneName: String, in bundle: Bundle? = nil) throws
    -> AudioFileResource
  {
    throw AssetLoadError(name: assetName("\(sceneName)\(name)", in: bundle), kind: "sound")
  }
  public static func load(contentsOf url: URL, withName resourceName: String? = nil) throws -> AudioFileResource {
    throw AssetLoadError(name: url.lastPathComponent, kind: "sound")
  }
  public convenience init(named name: String, in bundle: Bundle? = nil, configuration: Configuration = Configuration())
    async throws
  {
    throw AssetLoadError(name: assetName(name, in: bundle), kind: "sound")
  }
  public convenience init(named name: String, from sceneName: String, in bundle: Bundle? = nil) async throws {
    throw AssetLoadError(name: assetName("\(sceneName)\(name)", in: bundle), kind: "sound")
  }
  public convenience init(
    contentsOf url: URL, withName resourceName: String? = nil, configuration: Configuration = Configuration()
  )
    async throws
  {
    throw AssetLoadError(name: url.lastPathComponent, kind: "sound")
  }
}

/// Controls a sound an entity plays: nothing plays in a figure.
@MainActor @preconcurrency
public final class AudioPlaybackController {
  public private(set) weak var entity: Entity?
  public var gain: Audio.Decibel = 0
  public var speed: Double = 1
  public var completionHandler: (() -> Void)?
  public var isPlaying: Bool { false }
  init(entity: Entity?) { self.entity = entity }
  public func play() {}
  public func pause() {}
  public func stop() {}
  public func seek(to time: Duration) {}
  public func fade(to gain: Audio.Decibel, duration: TimeInterval) { self.gain = gain }
}
