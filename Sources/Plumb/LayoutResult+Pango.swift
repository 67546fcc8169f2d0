import Foundation
import PlumbCore

extension LayoutResult {
  /// Lowers and lays out `view` for `proposal`, measuring text as the
  /// renderer draws it: with Inter through Pango where the font is
  /// installed, so this dump and the `.layout` snapshot agree. Where Inter
  /// is missing, text is measured with `FixedAdvanceTextMeasurer`, and the
  /// dump's first line says so. Pass `measurer:` to choose.
  public init<V: View>(
    of view: V,
    proposal: ProposedViewSize = .unspecified,
    images: ImageCatalog = .standard,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    let measurer: any TextMeasurer
    if let pango = try? PangoTextMeasurer() {
      measurer = pango
    } else {
      measurer = MissingFontTextMeasurer()
    }
    self.init(of: view, proposal: proposal, measurer: measurer, images: images, environment: environment)
  }
}

/// The fixed-advance measurer, standing in for Inter when it is not
/// installed; its summary tells the dump's reader why.
struct MissingFontTextMeasurer: TextMeasurer {
  let base = FixedAdvanceTextMeasurer()
  func measure(_ text: TextContent, width: CGFloat?) -> TextMetrics { base.measure(text, width: width) }
  var summary: String { "\(base.summary): Inter is not installed (apt-get install fonts-inter)" }
}
