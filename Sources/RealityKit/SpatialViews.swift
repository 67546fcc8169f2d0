// visionOS's 3D views that RealityKit declares for SwiftUI: `Model3D`,
// which loads a model asynchronously, and `GeometryReader3D`.
import Plumb

// MARK: - Model3D

/// A loaded model, as `Model3D`'s content closure receives it. No model
/// loads in a figure, so it is only ever seen as the default placeholder.
///
/// Child proposal: the placeholder (a `ProgressView`) is proposed the model's proposal.
/// Own size: the placeholder's.
/// Placement: the placeholder at the model's origin.
public struct ResolvedModel3D: View {
  /// True for the stand-in `Model3D(named:)` shows while loading.
  let isPlaceholder: Bool

  /// Scales the model to fill the space offered (with `aspectRatio`, to fit it).
  public func resizable(_ resizable: Bool = true) -> ResolvedModel3D { self }

  public var body: some View {
    if isPlaceholder { ProgressView() }
  }
}

/// Where loading a `Model3D`'s model is.
public enum Model3DPhase {
  case empty
  case success(ResolvedModel3D)
  case failure(any Error)

  public var model: ResolvedModel3D? {
    if case .success(let model) = self { return model }
    return nil
  }
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// A model view's content before the model arrives: its placeholder.
///
/// Child proposal: the placeholder is proposed the view's proposal.
/// Own size: the placeholder's.
/// Placement: the placeholder at the view's origin.
public struct Model3DPlaceholderContent<Model: View, Placeholder: View>: View {
  let placeholder: Placeholder
  public var body: some View { placeholder }
}

/// A 3D model loaded from a bundle or URL. The load is asynchronous and a
/// figure is its first frame, so the view shows what visionOS shows
/// before the model arrives: the placeholder (a `ProgressView` by
/// default), or the content closure's view for `Model3DPhase.empty`.
///
/// Child proposal: the placeholder is proposed the view's proposal.
/// Own size: the placeholder's.
/// Placement: the placeholder at the view's origin.
public struct Model3D<Content: View>: View {
  let content: Content
  public var body: some View { content }
}

extension Model3D {
  public init(named name: String, bundle: Bundle? = nil) where Content == ResolvedModel3D {
    content = ResolvedModel3D(isPlaceholder: true)
  }

  public init(url: URL) where Content == ResolvedModel3D {
    content = ResolvedModel3D(isPlaceholder: true)
  }

  public init<Model: View, Placeholder: View>(
    named name: String, bundle: Bundle? = nil, @ViewBuilder content: @escaping (ResolvedModel3D) -> Model,
    @ViewBuilder placeholder: @escaping () -> Placeholder
  ) where Content == Model3DPlaceholderContent<Model, Placeholder> {
    self.content = Model3DPlaceholderContent(placeholder: placeholder())
  }

  public init<Model: View, Placeholder: View>(
    url: URL, @ViewBuilder content: @escaping (ResolvedModel3D) -> Model,
    @ViewBuilder placeholder: @escaping () -> Placeholder
  ) where Content == Model3DPlaceholderContent<Model, Placeholder> {
    self.content = Model3DPlaceholderContent(placeholder: placeholder())
  }

  public init(
    named name: String, bundle: Bundle? = nil, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (Model3DPhase) -> Content
  ) {
    self.content = content(.empty)
  }

  public init(
    url: URL, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (Model3DPhase) -> Content
  ) {
    self.content = content(.empty)
  }
}

// MARK: - GeometryReader3D

/// What a `GeometryReader3D` tells its content: its size and frame in
/// points. A figure is flat, so the depth is zero.
public struct GeometryProxy3D {
  let proxy: GeometryProxy

  public var size: Size3D { Size3D(proxy.size, depth: 0) }
  public var safeAreaInsets: EdgeInsets3D {
    let insets = proxy.safeAreaInsets
    return EdgeInsets3D(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }

  /// The reader's box in a coordinate space.
  public func frame(in space: some CoordinateSpaceProtocol) -> Rect3D { Rect3D(proxy.frame(in: space), depth: 0) }

  /// The reader's placement in a coordinate space, as a translation.
  public func transform(in space: some CoordinateSpaceProtocol) -> AffineTransform3D? {
    let origin = proxy.frame(in: space).origin
    return AffineTransform3D(translation: Vector3D(x: origin.x, y: origin.y, z: 0))
  }
}

/// Hands its size, in three dimensions, to its content.
///
/// Child proposal: its own size.
/// Own size: the proposal (10 where unspecified), as `GeometryReader`.
/// Placement: the content at the top-leading corner.
public struct GeometryReader3D<Content: View>: View {
  let content: (GeometryProxy3D) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy3D) -> Content) { self.content = content }
  public var body: some View {
    GeometryReader { proxy in content(GeometryProxy3D(proxy: proxy)) }
  }
}
