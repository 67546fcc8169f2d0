import Foundation

// How a text field behaves while typing: its return key, its keyboard,
// capitalization and autocorrection. Nobody types in a still image; each
// compiles and draws nothing.

/// The label of the return key.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// UIKit's keyboard kinds, as `keyboardType(_:)` takes them.
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalizes what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

nonisolated extension View {
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inert() }

  public func keyboardType(_ type: UIKeyboardType) -> some View { inert() }

  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { inert() }

  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { inert() }
  /// iOS 13's spelling of `autocorrectionDisabled(_:)`.
  public func disableAutocorrection(_ disable: Bool?) -> some View { inert() }
}
