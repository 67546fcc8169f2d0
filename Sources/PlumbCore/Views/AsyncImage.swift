import Foundation

/// The phases of an `AsyncImage` load.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A figure is the
/// first frame, before anything has loaded: it shows the placeholder (the
/// `.empty` phase), as an iPhone does while the request is in flight.
///
/// Child proposal: the proposal, to what the phase shows. Own size: its.
/// Placement: at (0, 0).
nonisolated public struct AsyncImage<Content: View>: View {
  let content: Content

  /// SwiftUI's default placeholder: a gray fill of the space offered.
  public init(url: URL?, scale: CGFloat = 1) where Content == Color {
    content = Color(light: RGBA(120, 120, 128, 0.16), dark: RGBA(120, 120, 128, 0.32), name: "placeholder")
  }

  /// `content` for the image once loaded, `placeholder` until then: the
  /// figure shows the placeholder.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == ConditionalContent<I, P> {
    self.content = ViewBuilder.buildEither(second: placeholder())
  }

  /// `content` for each phase: the figure shows the `.empty` phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }

  public var body: some View { content }
}
