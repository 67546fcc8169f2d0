import Foundation

// Xcode's previews, as view files declare them. Each `#Preview` compiles
// against Plumb unchanged: its arguments and body are checked as SwiftUI
// checks them, and the preview is kept as a value (its name, traits, and
// how to make its view), ready to be rendered.

/// A view's preview: `#Preview { ContentView() }`,
/// `#Preview("Dark", traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")

/// visionOS's previews of a window or an immersive space.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, windowStyle: WindowStyleValue, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")
@freestanding(declaration)
public macro Preview<Style: ImmersionStyle>(
  _ name: String? = nil, immersionStyle: Style, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PlumbMacros", type: "PreviewMacro")

/// Foundation's `#bundle` (iOS 26): the bundle of the module that writes
/// it, SwiftPM's `Bundle.module` (`Bundle.main`, through Plumb's fallback,
/// where the target has no resources).
@freestanding(expression)
public macro bundle() -> Bundle = #externalMacro(module: "PlumbMacros", type: "BundleMacro")

/// A variable of a `#Preview` body that keeps state: `@Previewable @State
/// var isOn = true`. It changes nothing in a still image.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PlumbMacros", type: "PreviewableMacro")

/// The namespace of preview traits, as SwiftUI's.
public struct Preview {
  public enum ViewTraits {}
}

/// How a preview is laid out: `.sizeThatFitsLayout` (the view's ideal
/// size), `.fixedLayout(width:height:)`, `.defaultLayout` (an iPhone
/// screen), an orientation.
public struct PreviewTrait<T>: Sendable {
  enum Layout: Sendable {
    case device, sizeThatFits
    case fixed(CGFloat, CGFloat)
    case landscape, none
  }
  let layout: Layout
  /// A `PreviewModifier`'s body around the preview's view (`.modifier(_:)`).
  var modifier: (@Sendable (AnyView) -> AnyView)? = nil
  /// Makes the modifier's shared context ahead of rendering.
  var prepare: (@Sendable () -> Void)? = nil
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }
  public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(layout: .fixed(width, height))
  }
  public static var portrait: PreviewTrait { PreviewTrait(layout: .device) }
  public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: .landscape) }
  public static var landscapeRight: PreviewTrait { PreviewTrait(layout: .landscape) }
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: .device) }
}

/// One `#Preview`, as its expansion records it.
public struct _PlumbPreview: @unchecked Sendable {
  public let name: String?
  let traits: [PreviewTrait<Preview.ViewTraits>]
  let make: @MainActor () -> any View
  /// A preview made by another module of the package (WidgetKit's
  /// `#Preview(as:)`), laid out at its ideal size.
  package init(sizeThatFits name: String?, make: @escaping @MainActor () -> any View) {
    self.init(name: name, traits: [.sizeThatFitsLayout], make: make)
  }
  init(name: String?, traits: [PreviewTrait<Preview.ViewTraits>], make: @escaping @MainActor () -> any View) {
    (self.name, self.traits, self.make) = (name, traits, make)
  }
}

/// What a `#Preview` expands to: a type with the preview and where it is
/// written. Plumb finds the conforming types at run time. Not for users.
@MainActor @preconcurrency
public protocol _PlumbPreviewRegistration {
  nonisolated static var fileID: String { get }
  nonisolated static var line: Int { get }
  static var preview: _PlumbPreview { get }
}

/// How a preview asks to be laid out.
package enum PreviewLayoutRequest: Sendable, Equatable {
  /// A device's screen (an iPhone 15's by default).
  case device(Device)
  /// The view's ideal size.
  case sizeThatFits
  case fixed(CGFloat, CGFloat)
  /// A device's screen turned on its side.
  case landscape(Device)
}

extension _PlumbPreview {
  /// The layout the traits ask for: the last layout trait given, else the
  /// device.
  package var layoutRequest: PreviewLayoutRequest {
    for trait in traits.reversed() {
      switch trait.layout {
      case .device: return .device(.iPhone15)
      case .sizeThatFits: return .sizeThatFits
      case .fixed(let w, let h): return .fixed(w, h)
      case .landscape: return .landscape(.iPhone15)
      case .none: continue
      }
    }
    return .device(.iPhone15)
  }
  /// The preview's view, made where Plumb renders (see `readBody`).
  package func makeView() -> any View {
    // The body runs when the preview is laid out, inside its modifiers'
    // environment: a `@Previewable @Query` in it then reads the container
    // a modifier trait gives, as Xcode's wrapper view reads it.
    let view = AnyView(DeferredPreviewBody(make: make))
    // Modifier traits wrap the view, the first given outermost.
    return traits.reversed().reduce(view) { view, trait in trait.modifier?(view) ?? view }
  }

  /// Makes the shared contexts of the preview's modifier traits, so that
  /// rendering it later (on any thread) finds them.
  package func prepare() {
    for trait in traits { trait.prepare?() }
  }
}

/// A preview's body, run when it is lowered.
nonisolated struct DeferredPreviewBody: View, @unchecked Sendable {
  let make: @MainActor () -> any View
  var body: some View {
    // Previews are made where Plumb renders, which may be another thread
    // than the main one (previews render in parallel).
    AnyView(unsafeBitCast(make, to: (() -> any View).self)())
  }
}

/// What `#Preview` expands to a call of: the same parameters as the macro.
public func _plumbPreview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) -> _PlumbPreview {
  _PlumbPreview(name: name, traits: traits, make: body)
}

/// visionOS's `#Preview(windowStyle: .volumetric) { … }`: drawn as any
/// preview (a figure has no window; the style is the scene's).
public func _plumbPreview(
  _ name: String? = nil, windowStyle: WindowStyleValue, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) -> _PlumbPreview {
  _PlumbPreview(name: name, traits: traits, make: body)
}

/// visionOS's `#Preview(immersionStyle: .full) { … }`: an immersive
/// space's content, drawn as any preview.
public func _plumbPreview(
  _ name: String? = nil, immersionStyle: some ImmersionStyle, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) -> _PlumbPreview {
  _PlumbPreview(name: name, traits: traits, make: body)
}
