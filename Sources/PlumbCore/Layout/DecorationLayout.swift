import Foundation

/// `background` and `overlay`: a decoration laid out on top of (or behind)
/// a base view that alone decides the size.
///
/// Child proposal: the base gets the proposal; the decoration gets the base's
/// size. Own size: the base's. Placement: the base at (0, 0); the decoration
/// aligned to the base's bounds by `alignment`.
package struct DecorationLayout {
  package var alignment: Alignment
  package var isBackground: Bool
  /// The name in dumps when not a background or an overlay (`mask`).
  package var name: String? = nil

  package var kindDescription: String {
    name ?? (isBackground ? "background" : "overlay")
  }
}
