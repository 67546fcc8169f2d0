import AVFoundation
// Materials: how a mesh's surface looks. They are plain values holding
// what the app set (colors, textures, roughness, parameters); nothing
// renders them.
import Plumb

/// A surface description for a `ModelComponent`'s meshes.
public protocol Material {}

extension Material {
  /// The color type of materials' parameters (UIKit's on iOS), as
  /// `Material.Color.red` names it.
  public typealias Color = UIColor
}

/// A color or texture parameter (the older material API).
public enum MaterialColorParameter {
  case color(UIColor)
  case texture(TextureResource)
}

/// A number or texture parameter (the older material API).
public enum MaterialScalarParameter: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  case float(Float)
  case texture(TextureResource)
  public init(floatLiteral value: Float) { self = .float(value) }
  public init(integerLiteral value: Int) { self = .float(Float(value)) }
}

/// Values and textures materials take.
public enum MaterialParameters {
  /// A texture and how it is sampled.
  public struct Texture {
    public var resource: TextureResource
    public var sampler: Sampler?
    public var uvIndex: Int = 0
    public init(_ resource: TextureResource) { self.resource = resource }
    public init(_ resource: TextureResource, sampler: Sampler) {
      self.resource = resource
      self.sampler = sampler
    }
  }

  /// How a texture is read between its pixels and beyond its edges.
  public struct Sampler: Sendable {
    public init() {}
  }

  /// A Shader Graph or custom material's parameter value.
  public enum Value {
    case float(Float)
    case simd2Float(SIMD2<Float>)
    case simd3Float(SIMD3<Float>)
    case simd4Float(SIMD4<Float>)
    case color(CGColor)
    case textureResource(TextureResource)
    case float2x2(simd_float2x2)
    case float3x3(simd_float3x3)
    case float4x4(simd_float4x4)
    case bool(Bool)
    case int(Int32)
  }

  /// A parameter looked up once by name.
  public struct Handle: Hashable, Sendable {
    public let name: String
  }
}

// MARK: - Physically based

/// Apple's physically based material: color, roughness, metalness,
/// transparency and the rest, as set.
public struct PhysicallyBasedMaterial: Material {
  public struct BaseColor {
    public var tint: UIColor
    public var texture: MaterialParameters.Texture?
    public init(tint: UIColor = .white, texture: MaterialParameters.Texture? = nil) {
      self.tint = tint
      self.texture = texture
    }
  }
  public struct Roughness: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var scale: Float
    public var texture: MaterialParameters.Texture?
    public init(scale: Float = 1, texture: MaterialParameters.Texture? = nil) {
      self.scale = scale
      self.texture = texture
    }
    public init(floatLiteral value: Float) { self.init(scale: value) }
    public init(integerLiteral value: Int) { self.init(scale: Float(value)) }
  }
  public struct Metallic: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var scale: Float
    public var texture: MaterialParameters.Texture?
    public init(scale: Float = 1, texture: MaterialParameters.Texture? = nil) {
      self.scale = scale
      self.texture = texture
    }
    public init(floatLiteral value: Float) { self.init(scale: value) }
    public init(integerLiteral value: Int) { self.init(scale: Float(value)) }
  }
  public struct Opacity: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var scale: Float
    public var texture: MaterialParameters.Texture?
    public init(scale: Float = 1, texture: MaterialParameters.Texture? = nil) {
      self.scale = scale
      self.texture = texture
    }
    public init(floatLiteral value: Float) { self.init(scale: value) }
    public init(integerLiteral value: Int) { self.init(scale: Float(value)) }
  }
  public struct Specular: ExpressibleByFloatLiteral {
    public var scale: Float
    public var texture: MaterialParameters.Texture?
    public init(scale: Float = 1, texture: MaterialParameters.Texture? = nil) {
      self.scale = scale
      self.texture = texture
    }
    public init(floatLiteral value: Float) { self.init(scale: value) }
  }
  public struct Clearcoat: ExpressibleByFloatLiteral {
    public var scale: Float
    public var texture: MaterialParameters.Texture?
    public init(scale: Float = 1, texture: MaterialParameters.Texture? = nil) {
      self.scale = scale
      self.texture = texture
    }
    public init(floatLiteral value: Float) { self.init(scale: value) }
  }
  /// The clearcoat's roughness, and the anisotropy's level and angle:
  /// scales with an optional texture, like `Clearcoat`.
  public typealias ClearcoatRoughness = Clearcoat
  public typealias AnisotropyLevel = Clearcoat
  public typealias AnisotropyAngle = Clearcoat
  public struct ClearcoatNormal {
    public var texture: MaterialParameters.Texture?
    public init(texture: MaterialParameters.Texture? = nil) { self.texture = texture }
  }
  public struct SheenColor {
    public var color: UIColor
    public var texture: MaterialParameters.Texture?
    public init(tint: UIColor = .white, texture: MaterialParameters.Texture? = nil) {
      color = tint
      self.texture = texture
    }
  }
  public struct EmissiveColor {
    public var color: UIColor
    public var texture: MaterialParameters.Texture?
    public init(color: UIColor = .black, texture: MaterialParameters.Texture? = nil) {
      self.color = color
      self.texture = texture
    }
  }
  public struct Normal {
    public var texture: MaterialParameters.Texture?
    public init(texture: MaterialParameters.Texture? = nil) { self.texture = texture }
  }
  public struct AmbientOcclusion {
    public var texture: MaterialParameters.Texture?
    public init(texture: MaterialParameters.Texture? = nil) { self.texture = texture }
  }
  public enum Blending {
    case opaque
    case transparent(opacity: Opacity)
  }
  public enum FaceCulling: Sendable { case none, front, back }
  public enum TriangleFillMode: Sendable { case fill, lines }

  public var baseColor = BaseColor()
  public var roughness: Roughness = 1
  public var metallic: Metallic = 0
  public var specular: Specular = 1.0
  public var clearcoat: Clearcoat = 0.0
  public var clearcoatRoughness: ClearcoatRoughness = 0.0
  public var clearcoatNormal = ClearcoatNormal()
  public var anisotropyLevel: AnisotropyLevel = 0.0
  public var anisotropyAngle: AnisotropyAngle = 0.0
  public var sheen: SheenColor?
  public var emissiveColor = EmissiveColor()
  public var emissiveIntensity: Float = 1
  public var normal = Normal()
  public var ambientOcclusion = AmbientOcclusion()
  public var blending = Blending.opaque
  public var opacityThreshold: Float?
  public var faceCulling = FaceCulling.back
  public var triangleFillMode = TriangleFillMode.fill
  public init() {}
}

// MARK: - Simple and unlit

/// A material of one color (or texture), shiny or not.
public struct SimpleMaterial: Material, _BaseColoredMaterial {
  /// Colors are UIKit's on iOS and visionOS.
  public typealias Color = UIColor
  public typealias BaseColor = PhysicallyBasedMaterial.BaseColor
  public typealias Blending = PhysicallyBasedMaterial.Blending
  public typealias FaceCulling = PhysicallyBasedMaterial.FaceCulling

  public var color = BaseColor()
  public var roughness: MaterialScalarParameter = 0
  public var metallic: MaterialScalarParameter = 0
  public var faceCulling = FaceCulling.back
  public var triangleFillMode = PhysicallyBasedMaterial.TriangleFillMode.fill

  public init() {}

  public init(color: Color, roughness: MaterialScalarParameter = 0, isMetallic: Bool) {
    self.color = BaseColor(tint: color)
    self.roughness = roughness
    metallic = isMetallic ? 1 : 0
  }

}

/// A material unaffected by lights: its color as is.
public struct UnlitMaterial: Material, _BaseColoredMaterial {
  public typealias BaseColor = PhysicallyBasedMaterial.BaseColor
  public typealias Blending = PhysicallyBasedMaterial.Blending
  public typealias FaceCulling = PhysicallyBasedMaterial.FaceCulling

  public var color = BaseColor()
  public var blending = Blending.opaque
  public var opacityThreshold: Float?
  public var faceCulling = FaceCulling.back
  public var triangleFillMode = PhysicallyBasedMaterial.TriangleFillMode.fill

  public init() {}
  public init(applyPostProcessToneMap: Bool) {}
  public init(color: UIColor) { self.color = BaseColor(tint: color) }
  public init(texture: TextureResource) { color = BaseColor(texture: MaterialParameters.Texture(texture)) }

}

/// The materials with a base color, which RealityKit 1 spelled
/// `baseColor` and `tintColor`.
public protocol _BaseColoredMaterial {
  var color: PhysicallyBasedMaterial.BaseColor { get set }
}
extension _BaseColoredMaterial {
  /// The older spelling of `color`.
  public var baseColor: MaterialColorParameter {
    get { color.texture.map { .texture($0.resource) } ?? .color(color.tint) }
    set {
      switch newValue {
      case .color(let tint): color = PhysicallyBasedMaterial.BaseColor(tint: tint)
      case .texture(let texture): color = PhysicallyBasedMaterial.BaseColor(texture: MaterialParameters.Texture(texture))
      }
    }
  }

  /// The older spelling of `color.tint`.
  public var tintColor: UIColor {
    get { color.tint }
    set { color.tint = newValue }
  }
}

// MARK: - Special materials

/// A material that hides what is behind it and shows nothing itself.
public struct OcclusionMaterial: Material {
  public var receivesDynamicLighting: Bool
  public init(receivesDynamicLighting: Bool = false) { self.receivesDynamicLighting = receivesDynamicLighting }
}

/// A material showing a video player's frames.
public struct VideoMaterial: Material {
  public var avPlayer: AVPlayer?
  public init(avPlayer: AVPlayer) { self.avPlayer = avPlayer }
}

/// A mesh's surface as a window onto a world (with `PortalComponent`).
public struct PortalMaterial: Material {
  public init() {}
}

/// A material made in Reality Composer Pro's Shader Graph. None can be
/// loaded on Linux; the parameters of one in hand are kept by name.
public struct ShaderGraphMaterial: Material {
  public var name: String?
  public var faceCulling = PhysicallyBasedMaterial.FaceCulling.back
  public var triangleFillMode = PhysicallyBasedMaterial.TriangleFillMode.fill
  public var readsDepth = true
  public var writesDepth = true
  private var parameters: [String: MaterialParameters.Value] = [:]

  public init(named name: String, from file: String, in bundle: Bundle? = nil) async throws {
    throw AssetLoadError(name: assetName("\(file)\(name)", in: bundle), kind: "Shader Graph material")
  }

  public init(contentsOf url: URL, withName name: String? = nil) async throws {
    throw AssetLoadError(name: url.lastPathComponent, kind: "Shader Graph material")
  }

  public var parameterNames: [String] { parameters.keys.sorted() }

  public mutating func setParameter(name: String, value: MaterialParameters.Value) throws { parameters[name] = value }
  public mutating func setParameter(handle: MaterialParameters.Handle, value: MaterialParameters.Value) throws {
    parameters[handle.name] = value
  }
  public func getParameter(name: String) -> MaterialParameters.Value? { parameters[name] }
  public func getParameter(handle: MaterialParameters.Handle) -> MaterialParameters.Value? { parameters[handle.name] }
  public static func parameterHandle(name: String) -> MaterialParameters.Handle {
    MaterialParameters.Handle(name: name)
  }
}
