import Foundation
@_exported import Plumb

/// One figure of a catalog: a file name, a proposal, and the view.
public struct Figure: Sendable {
  public let name: String
  public var proposal: ProposedViewSize
  /// The figure's title: the SVG `<title>` and the index caption.
  public var title: String?
  let make: @Sendable () -> AnyView
  /// Also render the alignment process step by step (`name-step1`, …),
  /// with the layout guides drawn.
  public var steps: Bool
  /// The Swift file the figure's code is in, for the markdown index.
  let file: String
  /// Its view trapped when it was made before (a preview found in a child
  /// process): `list` does not lay it out in its own process.
  var trapped = false

  public init<V: View>(
    _ name: String, proposal: ProposedViewSize = .unspecified, title: String? = nil, steps: Bool = false,
    file: String = #filePath, @ViewBuilder content: @escaping @Sendable () -> V
  ) {
    self.name = name
    self.proposal = proposal
    self.title = title
    self.steps = steps
    // Erased before capture: a @Sendable closure may not hold V's
    // metatype, which need not be Sendable.
    let erased: @Sendable () -> any View = content
    self.make = { AnyView(erased()) }
    self.file = file
  }

  /// A figure framed in a device's screen (`Device.iPhone15`): the
  /// proposal is the screen, with its status bar and home indicator.
  public init<V: View>(
    _ name: String, device: Device, title: String? = nil, file: String = #filePath,
    @ViewBuilder content: @escaping @Sendable () -> V
  ) {
    let erased: @Sendable () -> any View = content
    self.init(name, proposal: ProposedViewSize(device.screen), title: title, file: file) {
      AnyView(erased()).deviceFrame(device)
    }
  }

  public var view: AnyView { make() }
}

/// Collects figures: one per line, `for` loops and `if` allowed.
@resultBuilder
public enum FigureBuilder {
  public static func buildExpression(_ figure: Figure) -> [Figure] { [figure] }
  public static func buildExpression(_ figures: [Figure]) -> [Figure] { figures }
  public static func buildBlock(_ parts: [Figure]...) -> [Figure] { parts.flatMap { $0 } }
  public static func buildArray(_ parts: [[Figure]]) -> [Figure] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Figure]?) -> [Figure] { part ?? [] }
  public static func buildEither(first: [Figure]) -> [Figure] { first }
  public static func buildEither(second: [Figure]) -> [Figure] { second }
}
