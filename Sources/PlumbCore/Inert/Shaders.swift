import Foundation

// Metal shaders applied to views (iOS 17): `ShaderLibrary.ripple(…)` with
// `colorEffect`, `distortionEffect` and `layerEffect`. Plumb has no Metal,
// so a shader compiles with its arguments and the view draws unshaded
// (docs/deviations.md).

/// A shader function from the app's Metal library, with its arguments.
public struct Shader: Equatable, Sendable {
  public let function: ShaderFunction
  public let arguments: [Argument]
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }
  public var dithersColor = false
  /// Compiles the shader ahead of use: nothing to compile here.
  public func compile(as type: UsageType) async throws {}
  public enum UsageType: Sendable { case colorEffect, distortionEffect, layerEffect }

  /// A value handed to the shader.
  public struct Argument: Equatable, Sendable {
    let description: String
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(description: "\(Double(x))") }
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(description: "(\(Double(x)), \(Double(y)))")
    }
    public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
    public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(description: "(\(Double(x)), \(Double(y)), \(Double(z)))")
    }
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(description: "(\(Double(x)), \(Double(y)), \(Double(z)), \(Double(w)))")
    }
    public static func floatArray(_ array: [Float]) -> Argument { Argument(description: "\(array)") }
    public static func color(_ color: Color) -> Argument { Argument(description: "\(color)") }
    public static func colorArray(_ array: [Color]) -> Argument { Argument(description: "\(array)") }
    public static func image(_ image: Image) -> Argument { Argument(description: "image") }
    public static func data(_ data: Data) -> Argument { Argument(description: "\(data.count) bytes") }
    public static var boundingRect: Argument { Argument(description: "boundingRect") }
  }
}

/// A function in a Metal library, by name.
public struct ShaderFunction: Equatable, Sendable {
  public let library: ShaderLibrary
  public let name: String
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }
  public func callAsFunction(_ arguments: Shader.Argument...) -> Shader { Shader(function: self, arguments: arguments) }
}

/// The app's Metal shaders: `ShaderLibrary.ripple(.float(t))` names a
/// function of the default library.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
  let name: String
  public static let `default` = ShaderLibrary(name: "default")
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(name: bundle.bundlePath) }
  public init(data: Data) { name = "data" }
  public init(url: URL) { name = url.path }
  init(name: String) { self.name = name }
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

nonisolated extension View {
  /// A color shader: drawn without it (Plumb has no Metal).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { inert() }
  /// A distortion shader: drawn without it.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    inert()
  }
  /// A layer shader: drawn without it.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { inert() }
}

/// A shader as a fill (`Circle().fill(ShaderLibrary.stripes(…))`, iOS 17):
/// it would color each pixel with the Metal function, which Plumb cannot
/// run, so it paints nothing (docs/deviations.md).
extension Shader: ShapeStyle {
  public func resolve(in environment: EnvironmentValues) -> Color { .clear }
}
