import Foundation

/// iOS 18's mesh gradient: colors at the points of a `width` × `height`
/// grid, blended between them. Drawn as the bilinear blend of the colors
/// on the regular grid, one horizontal linear gradient per 1/64 of the
/// height: moved points are not followed (docs/deviations.md).
///
/// Child proposal: none. Own size: the proposal (a color's). Placement: —.
nonisolated public struct MeshGradient: View, ShapeStyle {
  public let width: Int
  public let height: Int
  let colors: [Color]

  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device

  ) {
    (self.width, self.height, self.colors) = (width, height, colors)
  }

  public func resolvedColor(foreground: Color) -> Color { colors.first ?? .clear }

  /// The color at column `x`, row `y` of the grid (clamped).
  func color(_ x: Int, _ y: Int) -> Color {
    let i = max(0, min(height - 1, y)) * width + max(0, min(width - 1, x))
    return colors.indices.contains(i) ? colors[i] : .clear
  }

  static let bands = 64

  public var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<Self.bands, id: \.self) { band in
        LinearGradient(stops: stops(at: (Double(band) + 0.5) / Double(Self.bands)), startPoint: .leading, endPoint: .trailing)
      }
    }
  }

  /// The row of colors at fraction `t` of the height, as gradient stops.
  func stops(at t: Double) -> [Gradient.Stop] {
    guard width > 0, height > 0 else { return [] }
    let rowPosition = t * Double(height - 1)
    let row = Int(rowPosition.rounded(.down)), f = rowPosition - Double(row)
    return (0..<width).map { x in
      let location = width > 1 ? Double(x) / Double(width - 1) : 0
      return Gradient.Stop(color: color(x, row).mix(with: color(x, row + 1), by: f), location: CGFloat(location))
    }
  }
}
