// `import PencilKit` on Linux: the drawing canvas apps wrap with
// `UIViewRepresentable`. Nobody draws in a figure: the canvas is a
// representable's placeholder, drawings start empty and keep what code
// puts in them, and the tool picker never shows. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// A tool a canvas draws, erases or selects with.
public protocol PKTool: Sendable {}

public struct PKInkingTool: PKTool, Equatable {
  public enum InkType: String, Sendable { case pen, pencil, marker, monoline, fountainPen, watercolor, crayon }
  public var inkType: InkType
  public var color: UIColor
  public var width: CGFloat
  public init(_ type: InkType, color: UIColor = .black, width: CGFloat = 4) { (inkType, self.color, self.width) = (type, color, width) }
  public init(ink: PKInk, width: CGFloat = 4) { (inkType, color, self.width) = (ink.inkType, ink.color, width) }
  public var ink: PKInk { PKInk(inkType, color: color) }
  public static func defaultWidth(forInkType inkType: InkType) -> CGFloat { 4 }
}
public struct PKInk: Equatable, Sendable {
  public var inkType: PKInkingTool.InkType
  public var color: UIColor
  public init(_ type: PKInkingTool.InkType, color: UIColor = .black) { (inkType, self.color) = (type, color) }
}
public struct PKEraserTool: PKTool, Equatable {
  public enum EraserType: Sendable { case vector, bitmap, fixedWidthBitmap }
  public var eraserType: EraserType
  public var width: CGFloat
  public init(_ type: EraserType, width: CGFloat = 10) { (eraserType, self.width) = (type, width) }
}
public struct PKLassoTool: PKTool, Equatable { public init() {} }

/// A stroke of a drawing.
public struct PKStroke: Equatable, Sendable {
  public var ink: PKInk
  public var transform = CGAffineTransform.identity
  public var renderBounds: CGRect { .zero }
  public init(ink: PKInk) { self.ink = ink }
}

/// A drawing: its strokes, kept and encoded; no pixels are rendered.
public struct PKDrawing: Equatable, Sendable {
  public var strokes: [PKStroke] = []
  public init() {}
  public init(strokes: [PKStroke]) { self.strokes = strokes }
  /// A drawing from data this stand-in wrote (its stroke count): others
  /// open as empty.
  public init(data: Data) throws { strokes = [] }
  public func dataRepresentation() -> Data { Data("PKDrawing \(strokes.count)".utf8) }
  public var bounds: CGRect { .zero }
  /// The drawing as an image: empty (nothing is rendered in a figure).
  public func image(from rect: CGRect, scale: CGFloat) -> UIImage { UIImage() }
  public func transformed(using transform: CGAffineTransform) -> PKDrawing { self }
  public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }
}

public enum PKCanvasViewDrawingPolicy: Int, Sendable { case `default`, anyInput, pencilOnly }

public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
  func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
  func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
  func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}
extension PKCanvasViewDelegate {
  public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
  public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
  public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// The canvas: it keeps its drawing and tool; nothing draws on it.
open class PKCanvasView: UIScrollView {
  open var drawing = PKDrawing()
  open var tool: any PKTool = PKInkingTool(.pen)
  open var drawingPolicy = PKCanvasViewDrawingPolicy.default
  open var isRulerActive = false
  open var drawingGestureRecognizer: UIGestureRecognizer { UIGestureRecognizer() }
  /// Pencil only (iOS 13's spelling of the drawing policy).
  open var allowsFingerDrawing = true
}

public protocol PKToolPickerObserver: AnyObject {}

/// The floating tool palette: never shown in a figure.
open class PKToolPicker: NSObject, @unchecked Sendable {
  public override init() {}
  open var selectedTool: any PKTool = PKInkingTool(.pen)
  open var isVisible: Bool { false }
  open var isRulerActive = false
  open var showsDrawingPolicyControls = true
  open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {}
  open func addObserver(_ observer: any PKToolPickerObserver) {}
  open func removeObserver(_ observer: any PKToolPickerObserver) {}
  open class func shared(for window: UIWindow) -> PKToolPicker? { PKToolPicker() }
}

/// A canvas watches its tool picker, as in PencilKit.
extension PKCanvasView: PKToolPickerObserver {}
