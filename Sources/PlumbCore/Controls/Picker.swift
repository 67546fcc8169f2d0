import Foundation

/// How a Picker is drawn. Users cannot write picker styles in SwiftUI
/// either: the built-in ones are values of this protocol.
public protocol PickerStyle {
  var _kind: PickerStyleKind { get }
}

public enum PickerStyleKind: Sendable {
  case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// iOS 26's tabs: the options as a row of tabs, drawn as a segmented
/// control (docs/deviations.md).
nonisolated public struct TabsPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}
extension PickerStyle where Self == TabsPickerStyle { public static var tabs: Self { Self() } }

nonisolated public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .automatic }
}
nonisolated public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}
nonisolated public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}
nonisolated public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}
nonisolated public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .wheel }
}
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .navigationLink }
}
nonisolated public struct PalettePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { Self() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { Self() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: Self { Self() } }

nonisolated extension View {
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = style._kind
    return modifier(EnvironmentModifier { $0.pickerStyle = kind })
  }
}

/// Chooses one of its content's views by tag, as in SwiftUI: `.tag(_:)`
/// on each option, or a `ForEach`'s ids. A figure shows the current
/// selection as the style draws it:
/// - menu (automatic outside lists): the selected option in the tint
///   color, with the up-and-down chevrons;
/// - in a List or Form row: the label leading, the selection trailing in
///   the secondary color, with the chevrons;
/// - segmented: every option in equal segments, 32 tall (UISegmentedControl),
///   the selected one on a white (dark: gray) thumb;
/// - wheel: the selected option centred on its band, 216 tall (UIPickerView);
/// - inline: every option, the selected one with a checkmark.
///
/// Child proposal, own size and placement are those of the drawing above.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: Label
  let selection: AnyHashable
  let content: Content
  @Environment(\.pickerStyle) private var style
  @Environment(\.listRow) private var listRow
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.tint) private var tint

  /// iOS 18: with a label for the current value, which a menu picker shows
  /// in place of the selected option's own view (not drawn here: the
  /// option is).
  public init<C: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(selection: selection, content: content, label: label)
  }
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = AnyHashable(selection.wrappedValue)
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    switch style {
    case .segmented:
      SubviewsReader(content: content, transform: { $0.font = .system(size: 13, weight: .medium) }, tagsRows: true) { options in
        SegmentedControl(options: options, selected: options.firstIndex { $0.tag == selection })
      }
    case .wheel:
      SubviewsReader(content: content, tagsRows: true) { options in
        ZStack {
          RoundedRectangle(cornerRadius: 8, style: .continuous)
            .fill(Color(uiColor: .tertiarySystemFill))
            .frame(height: 34)
          if let chosen = options.first(where: { $0.tag == selection }) { chosen }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 216)
      }
    case .inline:
      SubviewsReader(content: content, tagsRows: true) { options in
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<options.count, id: \.self) { i in
            ControlRow {
              options[i]
            } trailing: {
              if options[i].tag == selection {
                Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
              }
            }
            .frame(minHeight: 44)
          }
        }
      }
    default:
      // The options are drawn as lowered: their color is set here, before.
      let inRow = listRow != nil && !labelsHidden
      let color: Color = inRow ? .secondary : (tint ?? .accentColor)
      SubviewsReader(content: content, transform: { $0.foregroundColor = color }, tagsRows: true) { options in
        let chosen = options.first { $0.tag == selection }
        if inRow {
          ControlRow {
            label
          } trailing: {
            HStack(spacing: 4) {
              if let chosen { chosen.lineLimit(1) }
              Image(systemName: "chevron.up.chevron.down").font(.footnote)
            }
            .foregroundStyle(.secondary)
          }
        } else {
          HStack(spacing: 4) {
            if let chosen { chosen }
            Image(systemName: "chevron.up.chevron.down").font(.footnote)
          }
          .foregroundStyle(tint ?? .accentColor)
        }
      }
    }
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
  /// iOS 18: with a label for the current value (see the label-view form).
  public init<C: View>(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, C: View>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == PlumbCore.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { PlumbCore.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { PlumbCore.Label(title, systemImage: systemImage) }
  }
  /// iOS 17: a label with an image from the asset catalog.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { PlumbCore.Label(titleKey, image: image) }
  }
}

/// UISegmentedControl: equal segments in a 32-tall rounded track (radius
/// 8.91 in iOS 17; drawn 9), the selected one on a thumb inset 2.
nonisolated struct SegmentedControl: View {
  let options: [LoweredSubview]
  let selected: Int?
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<options.count, id: \.self) { i in
        options[i]
          .lineLimit(1)
          .padding(.horizontal, 6)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background {
            if i == selected {
              RoundedRectangle(cornerRadius: 7, style: .continuous)
                .fill(colorScheme == .dark ? Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255) : .white)
                .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 3)
                .padding(2)
            }
          }
      }
    }
    .frame(height: 32)
    .background(RoundedRectangle(cornerRadius: 9, style: .continuous).fill(Color(uiColor: .tertiarySystemFill)))
  }
}
