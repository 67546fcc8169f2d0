import Foundation
@_exported import Plumb
@_exported import SnapshotTesting

extension Snapshotting where Value: View, Format == PixelImage {
  /// The view rendered to PNG at `scale` and compared as decoded pixels.
  /// - precision: the share of pixels that must match (1 = all).
  /// - perceptualPrecision: how alike a pixel must be to count as matching
  ///   (1 = identical).
  /// - images: where `Image("name")` looks (default `Fixtures/images`
  ///   under the working directory).
  public static func png(
    scale: CGFloat = 2, precision: Double = 1, perceptualPrecision: Double = 1,
    proposal: ProposedViewSize = .unspecified, colorScheme: ColorScheme = .light, images: ImageCatalog = .standard
  ) -> Snapshotting {
    let tolerance = SnapshotTolerance.current
    let p = tolerance.map { _ in precision == 1 ? tolerance!.precision : precision } ?? precision
    let pp = tolerance.map { _ in perceptualPrecision == 1 ? tolerance!.perceptualPrecision : perceptualPrecision } ?? perceptualPrecision
    return Snapshotting(
      pathExtension: "png",
      diffing: .pixels(precision: p, perceptualPrecision: pp)
    ) { view in
      let renderer = ImageRenderer(content: view)
      renderer.scale = scale
      renderer.proposedSize = proposal
      renderer.colorScheme = colorScheme
      renderer.images = images
      return renderImage(renderer)
    }
  }
}

/// Pixels straight from Cairo (no PNG encoded only to be decoded), or, when
/// rendering throws, the error reported to the assertion and an image with
/// no pixels, which the pixel diffing never accepts.
func renderImage<V: View>(_ renderer: ImageRenderer<V>) -> PixelImage {
  do {
    return try renderer.pixelImage()
  } catch {
    RenderFailure.report(error)
    return PixelImage(width: 0, height: 0, pixels: [])
  }
}

extension Snapshotting where Value: View, Format == String {
  /// The view as SVG text (deterministic), with its layout dump in a
  /// comment at the top: a failure names the views that moved and
  /// summarizes the drawing's changes instead of printing glyph outlines.
  public static var svg: Snapshotting {
    svg(proposal: .unspecified)
  }

  public static func svg(
    proposal: ProposedViewSize, colorScheme: ColorScheme = .light, images: ImageCatalog = .standard
  ) -> Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .svg) { view in
      let renderer = ImageRenderer(content: view)
      renderer.proposedSize = proposal
      renderer.colorScheme = colorScheme
      renderer.images = images
      do {
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        return SVGDiff.embed(layout: "\(try renderer.layout())", in: svg)
      } catch {
        return FailedRender.text(error)
      }
    }
  }

  /// The layout as text: the measurer, then each view's kind and frame, and
  /// for stacks the alignment line they used; text measured as the
  /// renderer draws it (Inter through Pango), as `LayoutResult(of:)` does.
  public static var layout: Snapshotting {
    layout(proposal: .unspecified)
  }

  public static func layout(
    proposal: ProposedViewSize, colorScheme: ColorScheme = .light, images: ImageCatalog = .standard
  ) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .layoutDump) { view in
      let renderer = ImageRenderer(content: view)
      renderer.proposedSize = proposal
      renderer.colorScheme = colorScheme
      renderer.images = images
      do {
        let result = try renderer.layout()
        // A layout that could not be drawn is a failed render too.
        try renderer.validate(result)
        return "\(result)\n"
      } catch {
        return FailedRender.text(error)
      }
    }
  }
}

// Strategies are built from pure functions; sharing one between tasks is safe.
extension Snapshotting: @unchecked @retroactive Sendable {}
extension Diffing: @unchecked @retroactive Sendable {}

/// Default tolerances for a suite: `SnapshotTolerance.$current.withValue(…)`
/// around the tests, or per call through the strategy's arguments.
public struct SnapshotTolerance: Sendable {
  public var precision: Double
  public var perceptualPrecision: Double
  public init(precision: Double = 1, perceptualPrecision: Double = 1) {
    self.precision = precision
    self.perceptualPrecision = perceptualPrecision
  }
  @TaskLocal public static var current: SnapshotTolerance?
}

extension Diffing where Value == PixelImage {
  /// Decoded pixels, with tolerances; on failure writes reference, actual,
  /// difference and side-by-side images (see `SnapshotArtifacts`).
  public static func pixels(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
    .diff(
      toData: { (try? $0.pngData()) ?? Data() },
      fromData: { (try? PixelImage(pngData: $0)) ?? PixelImage(width: 0, height: 0, pixels: []) }
    ) { reference, actual in
      // An image with no pixels is a failed render, on either side.
      if actual.width == 0 || actual.height == 0 {
        return ("Rendering failed, so nothing was compared: the snapshot has no pixels.", [])
      }
      if reference.width == 0 || reference.height == 0 {
        return ("The reference on disk has no pixels (a failed render was recorded): delete it and record again.", [])
      }
      // Identical pixels pass whatever the PNG bytes were.
      if reference == actual { return nil }
      let diff = ImageDiff.compare(
        reference: reference, actual: actual, precision: precision, perceptualPrecision: perceptualPrecision)
      if diff.matches { return nil }
      var message = diff.summary
      let difference = ImageDiff.differenceImage(
        reference: reference, actual: actual, perceptualPrecision: perceptualPrecision)
      let files = SnapshotArtifacts.write(reference: reference, actual: actual, difference: difference)
      if !files.isEmpty {
        message += "\nArtifacts:\n" + files.map { "  \($0.path)" }.joined(separator: "\n")
      }
      let attachments = files.compactMap { url in
        (try? Data(contentsOf: url)).map { DiffAttachment.data($0, name: url.lastPathComponent) }
      }
      return (message, attachments)
    }
  }
}

extension Diffing where Value == String {
  /// Layout dumps: a failure names each view whose frame changed
  /// ("HStack[1] > Image(rogue) frame.width 48 → 50"), then the line diff.
  public static var layoutDump: Diffing {
    .diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) }
    ) { old, new in
      if let failed = FailedRender.message(reference: old, actual: new) { return (failed, []) }
      guard old != new else { return nil }
      var changes = LayoutDumpDiff.changes(old, new)
      let measurers = (old.prefix { $0 != "\n" }, new.prefix { $0 != "\n" })
      if measurers.0.hasPrefix("#"), measurers.1.hasPrefix("#"), measurers.0 != measurers.1 {
        changes.insert("Text is measured differently: \(measurers.0.dropFirst(2)) → \(measurers.1.dropFirst(2))", at: 0)
      }
      let lines = Diffing<String>.lines.diffV2(old, new)?.0 ?? ""
      let message = (changes.isEmpty ? "" : changes.joined(separator: "\n") + "\n\n") + lines
      return (message, [])
    }
  }
}
