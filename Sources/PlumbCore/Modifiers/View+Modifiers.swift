import Foundation

nonisolated extension View {
  /// A fixed frame on the given axes; invalid (negative, non-finite)
  /// dimensions are ignored with a diagnostic, as SwiftUI does.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _FrameLayout> {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// A flexible frame. Negative or NaN bounds are dropped, infinite minimum
  /// and ideal values are dropped, and a minimum above its maximum raises
  /// the maximum to it; each with a diagnostic.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(UnaryModifier { ctx in
      func bound(_ v: CGFloat?, _ name: String, allowInfinity: Bool) -> CGFloat? {
        guard let v else { return nil }
        if v.isNaN || v < 0 || (!allowInfinity && v.isInfinite) {
          ctx.diagnostics.append("frame \(name): \(v) is invalid; ignored")
          return nil
        }
        return v
      }
      let minW = bound(minWidth, "minWidth", allowInfinity: false)
      let minH = bound(minHeight, "minHeight", allowInfinity: false)
      var maxW = bound(maxWidth, "maxWidth", allowInfinity: true)
      var maxH = bound(maxHeight, "maxHeight", allowInfinity: true)
      if let mn = minW, let mx = maxW, mn > mx {
        ctx.diagnostics.append("frame minWidth \(mn) > maxWidth \(mx): contradictory; used maxWidth \(mn)")
        maxW = mn
      }
      if let mn = minH, let mx = maxH, mn > mx {
        ctx.diagnostics.append("frame minHeight \(mn) > maxHeight \(mx): contradictory; used maxHeight \(mn)")
        maxH = mn
      }
      return FlexFrameLayout(
        minWidth: minW, idealWidth: bound(idealWidth, "idealWidth", allowInfinity: false), maxWidth: maxW,
        minHeight: minH, idealHeight: bound(idealHeight, "idealHeight", allowInfinity: false), maxHeight: maxH,
        alignment: alignment)
    })
  }

  public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
    modifier(_PaddingLayout(insets: insets))
  }

  /// Padding on the given edges; the default length is 16, SwiftUI's.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
    padding(EdgeInsets(edges, length ?? 16))
  }

  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Padding by the scene's margins: on an iPhone, the 16-point system
  /// margin (docs/deviations.md).
  public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, _PaddingLayout> {
    padding(edges, 16)
  }
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<Self, _PaddingLayout> {
    self.padding(edges, 16)
  }

  public func offset(_ offset: CGSize) -> some View {
    modifier(UnaryModifier { ctx in
      OffsetLayout(offset: CGSize(width: ctx.finite(offset.width, "offset x"), height: ctx.finite(offset.height, "offset y")))
    })
  }

  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(UnaryModifier { _ in FixedSizeLayout(horizontal: horizontal, vertical: vertical) })
  }

  public func layoutPriority(_ value: Double) -> some View {
    modifier(UnaryModifier { ctx in
      if !value.isFinite { ctx.diagnostics.append("layoutPriority(\(value)) is not finite; used 0") }
      return LayoutPriorityLayout(priority: value.isFinite ? value : 0)
    })
  }

  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(UnaryModifier { _ in AlignmentGuideLayout(key: g.key, compute: computeValue) })
  }

  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(UnaryModifier { _ in AlignmentGuideLayout(key: g.key, compute: computeValue) })
  }

  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(UnaryModifier { _ in
      LayoutValueLayout(key: ObjectIdentifier(key), value: value, name: String(describing: key))
    })
  }

  // MARK: Decoration

  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(DecorationModifier(decoration: content(), layout: DecorationLayout(alignment: alignment, isBackground: true)))
  }

  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(DecorationModifier(decoration: view, layout: DecorationLayout(alignment: alignment, isBackground: true)))
  }

  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Rectangle().fill(style))
  }

  public func background(_ color: Color) -> some View {
    background(Rectangle().fill(color))
  }

  /// The background style behind the view (`.background()`, iOS 15): the
  /// system background.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyleFill(shape: Rectangle(), fallback: BackgroundStyle()))
  }

  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(DecorationModifier(decoration: content(), layout: DecorationLayout(alignment: alignment, isBackground: false)))
  }

  @_disfavoredOverload
  public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(DecorationModifier(decoration: view, layout: DecorationLayout(alignment: alignment, isBackground: false)))
  }

  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    overlay(Rectangle().fill(style))
  }

  public func overlay(_ color: Color) -> some View {
    overlay(Rectangle().fill(color))
  }

  /// A border drawn inside the view's frame, as SwiftUI draws it.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }

  // MARK: Drawing

  public func opacity(_ opacity: Double) -> some View {
    // NaN is ignored (fully opaque), as SwiftUI ignores invalid values;
    // others are clamped to 0…1.
    modifier(
      UnaryModifier(
        make: { ctx in
          if opacity.isNaN { ctx.diagnostics.append("opacity(nan) is not a number; ignored") }
          return EffectLayout(kindDescription: "opacity(\(opacity))")
        }, drawing: .opacity(opacity.isNaN ? 1 : opacity.clamped01)))
  }

  /// A Gaussian shadow (σ = radius) of the view's drawing beneath it,
  /// offset; layout is unchanged. The default color is black at 33%.
  public func shadow(
    color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(
      UnaryModifier(
        make: { ctx in
          EffectLayout(kindDescription: "shadow(radius: \(formatLength(ctx.finite(radius, "shadow radius"))))")
        },
        drawing: .shadow(
          color, radius: radius.isFinite ? max(0, radius) : 0, x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)))
  }

  /// Rotates the view's drawing about `anchor`; layout is unchanged.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(
      UnaryModifier(
        make: { _ in EffectLayout(kindDescription: "rotationEffect(\(formatLength(CGFloat(angle.degrees)))°)") },
        drawing: .transform(rotation: angle, scaleX: 1, scaleY: 1, anchor: anchor)))
  }

  /// Scales the view's drawing about `anchor`; layout is unchanged.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    modifier(
      UnaryModifier(
        make: { _ in EffectLayout(kindDescription: "scaleEffect(\(formatLength(x)), \(formatLength(y)))") },
        drawing: .transform(rotation: .zero, scaleX: x, scaleY: y, anchor: anchor)))
  }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }
  public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s.width, y: s.height, anchor: anchor)
  }

  public func clipShape<S: Shape>(_ shape: S) -> some View {
    let erased = AnyShape(shape)
    return modifier(
      UnaryModifier(
        make: { ctx in
          ctx.diagnostics += erased.problems
          return EffectLayout(kindDescription: "clipShape(\(S.self))")
        }, drawing: .clip(erased)))
  }

  public func clipped() -> some View { clipShape(Rectangle()) }
  /// Clipped to the frame; Cairo always antialiases the edge.
  public func clipped(antialiased: Bool) -> some View { clipShape(Rectangle()) }

  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius))
  }

  // MARK: Identity

  /// Names the view for `LayoutResult.frame(of:)`.
  /// Draws the view above siblings of lower index (0 by default); layout
  /// is unchanged.
  public func zIndex(_ value: Double) -> some View {
    let z = value.isFinite ? value : 0
    return modifier(TagModifier { $0.zIndex = z })
  }

  /// Keeps the view's space but draws nothing of it.
  public func hidden() -> some View {
    modifier(UnaryModifier { _ in HiddenLayout() })
  }

  public func id<ID: Hashable>(_ id: ID) -> some View {
    let name = String(describing: id)
    return modifier(TagModifier { $0.viewID = name })
  }

  /// The label of a figure; the SVG renderer writes the root's as `<title>`.
  @_disfavoredOverload
  public func accessibilityLabel(_ label: String) -> some View {
    modifier(TagModifier { $0.accessibilityLabel = label })
  }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(label).string)
  }
  public func accessibilityLabel(_ label: Text) -> some View {
    accessibilityLabel(label.string)
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityLabel(String(label))
  }
  /// iOS 18's label built from the view's own (`{ label in label; Text(…) }`):
  /// read by assistive technologies, not drawn; the figure keeps no label.
  public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
    self
  }
}

/// `hidden()`: the child keeps its size and place but is not drawn.
///
/// Child proposal: the proposal. Own size: the child's. Placement: (0, 0),
/// not shown.
nonisolated struct HiddenLayout: UnaryLayout {
  func sizeThatFits(_ p: ProposedViewSize, child: LayoutChild) -> CGSize { child.size(p) }
  func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
    ChildPlacement(origin: .zero, proposal: proposal, hidden: true)
  }
  func fixedSize(child: CGSize) -> CGSize? { child }
  var kindDescription: String { "hidden" }
}

/// The kind of scene padding: `.minimum`, `.navigationBar`.
public struct ScenePadding: Hashable, Sendable {
  let name: String
  public static let minimum = ScenePadding(name: "minimum")
  public static let navigationBar = ScenePadding(name: "navigationBar")
}
