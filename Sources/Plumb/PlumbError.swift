import Foundation

/// What can go wrong when rendering: each message says what failed and how
/// to fix it.
public struct RenderError: Error, CustomStringConvertible, Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case canvasTooLarge
    case nonFiniteSize
    case imageMissing
    case imageUnreadable
    case fontMissing
    case cairo
    case writeFailed
    case unknownFormat
    case emptyCanvas
    /// A view's `@EnvironmentObject` (or `@Environment(Model.self)`) found
    /// no object in its environment.
    case environmentObjectMissing
  }

  public let kind: Kind
  public let description: String

  public init(kind: Kind, description: String) {
    self.init(kind, description)
  }

  init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }

  static func canvasTooLarge(_ w: CGFloat, _ h: CGFloat, limit: Int) -> RenderError {
    func f(_ v: CGFloat) -> String { v.isFinite && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v)) }
    return RenderError(
      .canvasTooLarge,
      "the canvas would be \(f(w))×\(f(h)) pixels, over the limit of \(limit) per side; "
        + "propose a smaller size, lower the scale, or raise ImageRenderer.maxPixelsPerSide")
  }

  static func emptyCanvas(_ s: CGSize) -> RenderError {
    func f(_ v: CGFloat) -> String { formatPoints(v) }
    return RenderError(
      .emptyCanvas,
      "the figure is \(f(s.width))×\(f(s.height)) points: a figure with no area has nothing to draw "
        + "(an EmptyView, a frame of width or height 0); give the view a size, or set ImageRenderer.margin")
  }

  static func nonFiniteSize(_ s: CGSize) -> RenderError {
    RenderError(
      .nonFiniteSize,
      "the view's size is \(s.width)×\(s.height), not finite: a flexible view (Color, a shape, "
        + "maxWidth: .infinity) was offered infinity; propose a finite size or give it a frame")
  }

  static func environmentObjectMissing(_ messages: [String]) -> RenderError {
    RenderError(
      .environmentObjectMissing,
      messages.joined(separator: "; ") + " (SwiftUI would trap here; Plumb left the view out)")
  }

  static func imageMissing(_ names: [String], _ images: ImageCatalog) -> RenderError {
    let unreadable = names.compactMap { name in images.unreadableAsset(named: name).map { "\"\(name)\" is \($0)" } }
    return RenderError(
      .imageMissing,
      "image \(names.map { "\"\($0)\"" }.joined(separator: ", ")) not found as NAME.png or NAME.jpg in "
        + "\(images.folders.map(\.path).joined(separator: ", "))"
        + (images.searchesAssetCatalogs ? " or an asset catalog (*.xcassets) of the package" : "")
        + (unreadable.isEmpty ? "" : " (\(unreadable.joined(separator: ", ")) in an asset catalog: Plumb draws PNG and JPEG only)")
        + "; add the file or set ImageRenderer.images")
  }
}

/// A length in points for a message: at most two decimals.
func formatPoints(_ v: CGFloat) -> String {
  guard v.isFinite else { return "\(v)" }
  let r = (v * 100).rounded() / 100
  return r == r.rounded() ? String(Int(r)) : String(format: "%.2f", Double(r)).replacingOccurrences(of: "0$", with: "", options: .regularExpression)
}
