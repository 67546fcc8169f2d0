import Foundation

/// How text fields are drawn, as in SwiftUI: a built-in style
/// (`.automatic`, `.plain`, `.roundedBorder`) or one of the user's, whose
/// `_body(configuration:)` decorates the field it is handed:
///
///     struct OvalTextFieldStyle: TextFieldStyle {
///       func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(12).background(Color.gray, in: Capsule())
///       }
///     }
///
/// The field handed over draws plain (no border), as SwiftUI's does.
public protocol TextFieldStyle {
  associatedtype _Body: View
  @ViewBuilder func _body(configuration: TextField<_TextFieldStyleLabel>) -> _Body
}
extension TextFieldStyle {
  /// The label type of the field a style's `_body` receives.
  public typealias _Label = _TextFieldStyleLabel
}
public enum TextFieldStyleKind: Sendable { case automatic, plain, roundedBorder }

/// The styles Plumb draws itself, by kind.
protocol BuiltinTextFieldStyle {
  var kind: TextFieldStyleKind { get }
}

/// The label of the field handed to a custom `TextFieldStyle`: the
/// field's own label, erased.
nonisolated public struct _TextFieldStyleLabel: View {
  let content: AnyView
  /// The label when it is a `Text`: the field's placeholder.
  let text: Text?
  public var body: some View { content }
}

nonisolated public struct DefaultTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
  public init() {}
  var kind: TextFieldStyleKind { .automatic }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
nonisolated public struct PlainTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
  public init() {}
  var kind: TextFieldStyleKind { .plain }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
  public init() {}
  var kind: TextFieldStyleKind { .roundedBorder }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { Self() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { Self() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }

nonisolated extension View {
  /// Sets the style of the text fields below: a built-in style's kind, or
  /// a custom style's body (the innermost style wins, as in SwiftUI).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    guard let kind = (style as? any BuiltinTextFieldStyle)?.kind else {
      let make = mainActorStyleBody { (s: S, c: TextField<_TextFieldStyleLabel>) in s._body(configuration: c) }
      let box = StyleBox<TextField<_TextFieldStyleLabel>>(make: { AnyView(make(style, $0)) })
      return modifier(EnvironmentModifier { $0.customTextFieldStyle = box })
    }
    return modifier(
      EnvironmentModifier {
        $0.textFieldStyle = kind
        $0.customTextFieldStyle = nil
      })
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
  /// The field a custom style decorates: drawn plain, its style not
  /// applied again.
  var styled = false
  @Environment(\.textFieldStyle) private var style
  @Environment(\.customTextFieldStyle) private var customStyle
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
  /// A field showing a formatted value, with a label view.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: format.locale(formatLocale).format(value.wrappedValue), prompt: prompt, label: label())
  }
  public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt, label: label())
  }

  public var body: some View {
    if !styled, let customStyle {
      var field = TextField<_TextFieldStyleLabel>(
        text: text, prompt: prompt,
        label: _TextFieldStyleLabel(content: AnyView(label), text: labelText), secure: secure, axis: axis)
      field.styled = true
      return AnyView(customStyle.make(field))
    }
    return AnyView(field)
  }

  /// The label as a placeholder, when it is text.
  private var labelText: Text? { (label as? Text) ?? (label as? _TextFieldStyleLabel)?.text }

  @ViewBuilder private var field: some View {
    let shown: Text =
      text.isEmpty
      ? (prompt ?? labelText ?? Text(verbatim: "")).foregroundColor(Color(uiColor: .placeholderText))
      : Text(verbatim: secure ? String(repeating: "•", count: text.count) : text)
    let field = shown
      .lineLimit(axis == .vertical ? nil : 1)
      .frame(
        maxWidth: .infinity,
        alignment: textAlignment == .trailing ? .trailing : textAlignment == .center ? .center : .leading)
    switch styled ? .plain : style {
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
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text.wrappedValue, prompt: nil, label: Text(title))
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
  // The formatter forms: each is the label-view form with its title as
  // the label, which formats the value once.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(titleKey, value: value, formatter: formatter, prompt: nil)
  }
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(title, value: value, formatter: formatter, prompt: nil)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
  }
  /// The deprecated form with editing callbacks, which a figure never calls.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, value: value, formatter: formatter, prompt: nil)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, value: value, formatter: formatter, prompt: nil)
  }
  /// iOS 18: with the selection, which a figure has none of.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil
  ) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), axis: axis ?? .horizontal)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), axis: axis ?? .horizontal)
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
  /// The deprecated form with a commit callback, which a figure never calls.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    field = TextField(text: text.wrappedValue, prompt: nil, label: Text(titleKey), secure: true)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    field = TextField(text: text.wrappedValue, prompt: nil, label: Text(title), secure: true)
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
  /// iOS 18: with the selection, which a figure has none of.
  public init(text: Binding<String>, selection: Binding<TextSelection?>) { self.text = text.wrappedValue }
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

/// How a `TextEditor` looks (iOS 17). On iOS the editor draws no chrome of
/// its own in either built-in style, so the modifier changes nothing drawn.
public protocol TextEditorStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = TextEditorStyleConfiguration
}
/// What a custom `TextEditorStyle` is given.
public struct TextEditorStyleConfiguration {}
public struct AutomaticTextEditorStyle: TextEditorStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct PlainTextEditorStyle: TextEditorStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// visionOS's bordered editor.
public struct RoundedBorderTextEditorStyle: TextEditorStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: Self { Self() } }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: Self { Self() } }
extension TextEditorStyle where Self == RoundedBorderTextEditorStyle { public static var roundedBorder: Self { Self() } }

nonisolated extension View {
  /// The text editors' style: inert (see `TextEditorStyle`).
  public func textEditorStyle(_ style: some TextEditorStyle) -> some View { inert() }
}
