import Foundation

/// How text fields are drawn.
public protocol TextFieldStyle {
  var _kind: TextFieldStyleKind { get }
}
public enum TextFieldStyleKind: Sendable { case automatic, plain, roundedBorder }

nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .automatic }
}
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .plain }
}
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .roundedBorder }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { Self() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { Self() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }

nonisolated extension View {
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let kind = style._kind
    return modifier(EnvironmentModifier { $0.textFieldStyle = kind })
  }
}

/// An editable line of text: in a figure, its text, or its prompt in the
/// placeholder color when the text is empty. It takes the proposed width
/// (a UITextField stretches); `.roundedBorder` adds a 34-tall field with
/// 7 of inset and a hairline border of radius 5 (UITextField.BorderStyle
/// .roundedRect; the insets are measured, docs/deviations.md).
///
/// Child proposal: the text gets the width less the insets.
/// Own size: the proposed width; the text's height plus the insets.
/// Placement: the text leading, vertically centred.
nonisolated public struct TextField<Label: View>: View {
  let text: String
  let prompt: Text?
  let label: Label
  let secure: Bool
  let axis: Axis
  @Environment(\.textFieldStyle) private var style
  @Environment(\.multilineTextAlignment) private var textAlignment

  init(text: String, prompt: Text?, label: Label, secure: Bool = false, axis: Axis = .horizontal) {
    self.text = text
    self.prompt = prompt
    self.label = label
    self.secure = secure
    self.axis = axis
  }

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, prompt: prompt, label: label())
  }
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: axis)
  }

  public var body: some View {
    let shown: Text =
      text.isEmpty
      ? (prompt ?? (label as? Text) ?? Text(verbatim: "")).foregroundColor(Color(uiColor: .placeholderText))
      : Text(verbatim: secure ? String(repeating: "•", count: text.count) : text)
    let field = shown
      .lineLimit(axis == .vertical ? nil : 1)
      .frame(
        maxWidth: .infinity,
        alignment: textAlignment == .trailing ? .trailing : textAlignment == .center ? .center : .leading)
    switch style {
    case .roundedBorder:
      field
        .padding(7)
        .background(
          RoundedRectangle(cornerRadius: 5, style: .continuous)
            .fill(Color(uiColor: .systemBackground))
            .overlay(RoundedRectangle(cornerRadius: 5, style: .continuous).strokeBorder(Color(uiColor: .separator), lineWidth: 0.5))
        )
    default:
      field
    }
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(title))
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), axis: axis)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), axis: axis)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
    self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey))
  }
  /// A field showing a formatted value.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: format.locale(formatLocale).format(value.wrappedValue), prompt: prompt, label: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: format.locale(formatLocale).format(value.wrappedValue), prompt: prompt, label: Text(title))
  }
  /// A field showing an optional formatted value: empty (its prompt) when nil.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: value.wrappedValue.map { format.locale(formatLocale).format($0) } ?? "", prompt: prompt, label: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: value.wrappedValue.map { format.locale(formatLocale).format($0) } ?? "", prompt: prompt, label: Text(title))
  }
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(titleKey))
  }
}

/// A field whose text is drawn as bullets.
nonisolated public struct SecureField<Label: View>: View {
  let field: TextField<Label>
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: label(), secure: true)
  }
  public var body: some View { field }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), secure: true)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(title), secure: true)
  }
}

/// Multi-line editable text: its text at the top leading corner of all the
/// space it is offered (a UITextView fills its frame).
///
/// Child proposal: the text gets the proposed width.
/// Own size: the proposal (flexible in both axes).
/// Placement: the text top-leading.
nonisolated public struct TextEditor: View {
  let text: String
  public init(text: Binding<String>) { self.text = text.wrappedValue }
  /// iOS 26's rich text: its characters, drawn plain.
  public init(text: Binding<AttributedString>) { self.text = String(text.wrappedValue.characters) }
  public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>) {
    self.text = String(text.wrappedValue.characters)
  }
  public var body: some View {
    Text(verbatim: text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// What is selected in a rich text editor (iOS 26): kept, never drawn.
public struct AttributedTextSelection: Equatable, Sendable {
  public init() {}
  public init(range: Range<AttributedString.Index>) {}
  public init(insertionPoint: AttributedString.Index) {}
  public func typingAttributes(in text: AttributedString) -> AttributeContainer { AttributeContainer() }
  public func attributes(in text: AttributedString) -> AttributeContainer { AttributeContainer() }
}
