import Foundation
@_exported import Plumb
@_exported import SnapshotTesting

extension Snapshotting where Value: View, Format == PixelImage {
  /// The view rendered to PNG at `scale` and compared as decoded pixels.
  /// - precision: the share of pixels that must match (1 = all).
  /// - perceptualPrecision: how alike a pixel must be to count as matching
  ///   (1 = identical).
  public static func png(
    scale: CGFloat = 2, precision: Double = 1, perceptualPrecision: Double = 1,
    proposal: ProposedViewSize = .unspecified, colorScheme: ColorScheme = .light
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
      do {
        // Pixels straight from Cairo: no PNG encoded only to be decoded.
        return try renderer.pixelImage()
      } catch {
        // An empty image that cannot match, with the error as its message.
        SnapshotArtifacts.lastRenderError = "\(error)"
        return PixelImage(width: 0, height: 0, pixels: [])
      }
    }
  }
}

extension Snapshotting where Value: View, Format == String {
  /// The view as SVG text (deterministic), compared line by line.
  public static var svg: Snapshotting {
    svg(proposal: .unspecified)
  }

  public static func svg(proposal: ProposedViewSize, colorScheme: ColorScheme = .light) -> Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .lines) { view in
      let renderer = ImageRenderer(content: view)
      renderer.proposedSize = proposal
      renderer.colorScheme = colorScheme
      do {
        return String(decoding: try renderer.svgData(), as: UTF8.self)
      } catch {
        return "render error: \(error)"
      }
    }
  }

  /// The layout as text: each view's kind and frame, and for stacks the
  /// alignment line they used; text measured with Pango and Inter.
  public static var layout: Snapshotting {
    layout(proposal: .unspecified)
  }

  public static func layout(proposal: ProposedViewSize) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .layoutDump) { view in
      let renderer = ImageRenderer(content: view)
      renderer.proposedSize = proposal
      do {
        return "\(try renderer.layout())\n"
      } catch {
        return "layout error: \(error)\n"
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
      // Identical pixels pass whatever the PNG bytes were.
      if reference == actual { return nil }
      let diff = ImageDiff.compare(
        reference: reference, actual: actual, precision: precision, perceptualPrecision: perceptualPrecision)
      if diff.matches { return nil }
      var message = diff.summary
      if let error = SnapshotArtifacts.lastRenderError {
        message = "Rendering failed: \(error)"
        SnapshotArtifacts.lastRenderError = nil
      }
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
      guard old != new else { return nil }
      let changes = LayoutDumpDiff.changes(old, new)
      let lines = Diffing<String>.lines.diffV2(old, new)?.0 ?? ""
      let message = (changes.isEmpty ? "" : changes.joined(separator: "\n") + "\n\n") + lines
      return (message, [])
    }
  }
}
