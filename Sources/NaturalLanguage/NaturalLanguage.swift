// `import NaturalLanguage` on Linux: tokenizing, tagging and language
// identification. Plumb has no language models: tokenizers split words,
// sentences and paragraphs by Unicode rules (Foundation's), taggers tag
// nothing (a sentiment score reads as none, so 0), and the recognizer
// hears no language. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public struct NLLanguage: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let undetermined = NLLanguage("und")
  public static let english = NLLanguage("en")
  public static let french = NLLanguage("fr")
  public static let german = NLLanguage("de")
  public static let spanish = NLLanguage("es")
  public static let italian = NLLanguage("it")
  public static let portuguese = NLLanguage("pt")
  public static let japanese = NLLanguage("ja")
  public static let korean = NLLanguage("ko")
  public static let simplifiedChinese = NLLanguage("zh-Hans")
  public static let traditionalChinese = NLLanguage("zh-Hant")
  public static let russian = NLLanguage("ru")
  public static let arabic = NLLanguage("ar")
  public static let dutch = NLLanguage("nl")
  public static let turkish = NLLanguage("tr")
}

public enum NLTokenUnit: Int, Sendable { case word, sentence, paragraph, document }

public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let tokenType = NLTagScheme("TokenType")
  public static let lexicalClass = NLTagScheme("LexicalClass")
  public static let nameType = NLTagScheme("NameType")
  public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
  public static let lemma = NLTagScheme("Lemma")
  public static let language = NLTagScheme("Language")
  public static let script = NLTagScheme("Script")
  public static let sentimentScore = NLTagScheme("SentimentScore")
}

public struct NLTag: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let word = NLTag("Word"), punctuation = NLTag("Punctuation"), whitespace = NLTag("Whitespace")
  public static let other = NLTag("Other"), noun = NLTag("Noun"), verb = NLTag("Verb"), adjective = NLTag("Adjective")
  public static let adverb = NLTag("Adverb"), pronoun = NLTag("Pronoun"), determiner = NLTag("Determiner")
  public static let personalName = NLTag("PersonalName"), placeName = NLTag("PlaceName")
  public static let organizationName = NLTag("OrganizationName")
}

/// Splits text into words, sentences or paragraphs.
public final class NLTokenizer: @unchecked Sendable {
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let numeric = Attributes(rawValue: 1)
    public static let symbolic = Attributes(rawValue: 2)
    public static let emoji = Attributes(rawValue: 4)
  }
  public let unit: NLTokenUnit
  public var string: String?
  public init(unit: NLTokenUnit) { self.unit = unit }
  public func setLanguage(_ language: NLLanguage) {}
  /// The ranges of the tokens in `range`.
  public func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
    guard let string else { return [] }
    switch unit {
    case .document: return range.isEmpty ? [] : [range]
    case .word:
      var tokens: [Range<String.Index>] = []
      var start: String.Index?
      var i = range.lowerBound
      while i < range.upperBound {
        let c = string[i]
        let inWord = c.isLetter || c.isNumber || c == "'" || c == "’"
        if inWord, start == nil { start = i }
        if !inWord, let s = start {
          tokens.append(s..<i)
          start = nil
        }
        i = string.index(after: i)
      }
      if let s = start { tokens.append(s..<range.upperBound) }
      return tokens
    case .sentence, .paragraph:
      let ends: Set<Character> = unit == .sentence ? [".", "!", "?", "\n"] : ["\n"]
      var tokens: [Range<String.Index>] = []
      var start = range.lowerBound
      var i = range.lowerBound
      while i < range.upperBound {
        let next = string.index(after: i)
        if ends.contains(string[i]) {
          if !string[start..<next].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { tokens.append(start..<next) }
          start = next
        }
        i = next
      }
      if start < range.upperBound, !string[start..<range.upperBound].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        tokens.append(start..<range.upperBound)
      }
      return tokens
    }
  }
  public func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, Attributes) -> Bool) {
    for token in tokens(for: range) where !block(token, []) { break }
  }
}

/// Tags text: with no models, it finds no tag.
public final class NLTagger: @unchecked Sendable {
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let omitWords = Options(rawValue: 1)
    public static let omitPunctuation = Options(rawValue: 2)
    public static let omitWhitespace = Options(rawValue: 4)
    public static let omitOther = Options(rawValue: 8)
    public static let joinNames = Options(rawValue: 16)
    public static let joinContractions = Options(rawValue: 32)
  }
  public let tagSchemes: [NLTagScheme]
  public var string: String?
  public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }
  public static func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] { [] }
  public var dominantLanguage: NLLanguage? { nil }
  public func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}
  public func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
    (nil, index..<index)
  }
  /// Calls `block` once per token with no tag.
  public func enumerateTags(
    in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
    using block: (NLTag?, Range<String.Index>) -> Bool
  ) {
    let tokenizer = NLTokenizer(unit: unit)
    tokenizer.string = string
    for token in tokenizer.tokens(for: range) where !block(nil, token) { break }
  }
  public func tags(
    in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = []
  ) -> [(NLTag?, Range<String.Index>)] {
    var out: [(NLTag?, Range<String.Index>)] = []
    enumerateTags(in: range, unit: unit, scheme: scheme, options: options) { out.append(($0, $1)); return true }
    return out
  }
}

/// Identifies a text's language: none, without models.
public final class NLLanguageRecognizer: @unchecked Sendable {
  public init() {}
  public var languageHints: [NLLanguage: Double] = [:]
  public var languageConstraints: [NLLanguage] = []
  public var dominantLanguage: NLLanguage? { nil }
  public static func dominantLanguage(for string: String) -> NLLanguage? { nil }
  public func processString(_ string: String) {}
  public func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] { [:] }
  public func reset() {}
}

/// Word and sentence vectors: none are installed.
public final class NLEmbedding: @unchecked Sendable {
  public static func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
  public static func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
  public func vector(for string: String) -> [Double]? { nil }
  public func distance(between firstString: String, and secondString: String) -> Double { 2 }
  public func neighbors(for string: String, maximumCount: Int) -> [(String, Double)] { [] }
}
