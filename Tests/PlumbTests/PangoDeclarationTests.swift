import CCairo
import Foundation
import Testing

/// Sources/CCairo/shim.h declares the Pango API Plumb calls itself, so
/// that the target's pkg-config name can be `cairo` (pangocairo's cflags
/// carry `-pthread`, which SwiftPM refuses with a warning). Those
/// declarations must say what the installed Pango says: this compiles the
/// shim against the real headers — a prototype that differs from theirs
/// is a "conflicting types" error — and compares each size, alignment,
/// field offset, enum value and constant Swift imported from the shim with
/// the C compiler's answer for the real headers.
@MainActor @Suite struct PangoDeclarationTests {
  static let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/CCairo/shim.h")

  /// A C expression on the real headers, and what Swift sees of the shim.
  static let facts: [(c: String, swift: Int)] = {
    var facts: [(String, Int)] = []
    func type<T>(_ c: String, _: T.Type) {
      facts.append(("sizeof(\(c))", MemoryLayout<T>.size))
      facts.append(("_Alignof(\(c))", MemoryLayout<T>.alignment))
    }
    func field<T>(_ c: String, _ name: String, _ path: PartialKeyPath<T>) {
      facts.append(("offsetof(\(c), \(name))", MemoryLayout<T>.offset(of: path) ?? -1))
    }
    type("PangoRectangle", PangoRectangle.self)
    field("PangoRectangle", "x", \PangoRectangle.x)
    field("PangoRectangle", "y", \PangoRectangle.y)
    field("PangoRectangle", "width", \PangoRectangle.width)
    field("PangoRectangle", "height", \PangoRectangle.height)
    type("PangoAttribute", PangoAttribute.self)
    field("PangoAttribute", "klass", \PangoAttribute.klass)
    field("PangoAttribute", "start_index", \PangoAttribute.start_index)
    field("PangoAttribute", "end_index", \PangoAttribute.end_index)
    type("GSList", GSList.self)
    field("GSList", "data", \GSList.data)
    field("GSList", "next", \GSList.next)
    type("PangoFontMap", PangoFontMap.self)
    type("PangoAnalysis", PangoAnalysis.self)
    field("PangoAnalysis", "shape_engine", \PangoAnalysis.shape_engine)
    field("PangoAnalysis", "lang_engine", \PangoAnalysis.lang_engine)
    field("PangoAnalysis", "font", \PangoAnalysis.font)
    field("PangoAnalysis", "level", \PangoAnalysis.level)
    field("PangoAnalysis", "gravity", \PangoAnalysis.gravity)
    field("PangoAnalysis", "flags", \PangoAnalysis.flags)
    field("PangoAnalysis", "script", \PangoAnalysis.script)
    field("PangoAnalysis", "language", \PangoAnalysis.language)
    field("PangoAnalysis", "extra_attrs", \PangoAnalysis.extra_attrs)
    type("PangoItem", PangoItem.self)
    field("PangoItem", "offset", \PangoItem.offset)
    field("PangoItem", "length", \PangoItem.length)
    field("PangoItem", "num_chars", \PangoItem.num_chars)
    field("PangoItem", "analysis", \PangoItem.analysis)
    type("PangoGlyphItem", PangoGlyphItem.self)
    field("PangoGlyphItem", "item", \PangoGlyphItem.item)
    field("PangoGlyphItem", "glyphs", \PangoGlyphItem.glyphs)
    field("PangoGlyphItem", "y_offset", \PangoGlyphItem.y_offset)
    field("PangoGlyphItem", "start_x_offset", \PangoGlyphItem.start_x_offset)
    field("PangoGlyphItem", "end_x_offset", \PangoGlyphItem.end_x_offset)
    // Its two bitfields come after `runs`, in the struct's last word.
    type("PangoLayoutLine", PangoLayoutLine.self)
    field("PangoLayoutLine", "layout", \PangoLayoutLine.layout)
    field("PangoLayoutLine", "start_index", \PangoLayoutLine.start_index)
    field("PangoLayoutLine", "length", \PangoLayoutLine.length)
    field("PangoLayoutLine", "runs", \PangoLayoutLine.runs)
    type("PangoAlignment", PangoAlignment.self)
    type("PangoWrapMode", PangoWrapMode.self)
    type("PangoEllipsizeMode", PangoEllipsizeMode.self)
    type("PangoStyle", PangoStyle.self)
    type("PangoUnderline", PangoUnderline.self)
    type("PangoWeight", PangoWeight.self)
    func value(_ c: String, _ v: some BinaryInteger) { facts.append((c, Int(v))) }
    value("PANGO_ALIGN_LEFT", PANGO_ALIGN_LEFT.rawValue)
    value("PANGO_ALIGN_CENTER", PANGO_ALIGN_CENTER.rawValue)
    value("PANGO_ALIGN_RIGHT", PANGO_ALIGN_RIGHT.rawValue)
    value("PANGO_WRAP_WORD", PANGO_WRAP_WORD.rawValue)
    value("PANGO_WRAP_CHAR", PANGO_WRAP_CHAR.rawValue)
    value("PANGO_WRAP_WORD_CHAR", PANGO_WRAP_WORD_CHAR.rawValue)
    value("PANGO_ELLIPSIZE_NONE", PANGO_ELLIPSIZE_NONE.rawValue)
    value("PANGO_ELLIPSIZE_START", PANGO_ELLIPSIZE_START.rawValue)
    value("PANGO_ELLIPSIZE_MIDDLE", PANGO_ELLIPSIZE_MIDDLE.rawValue)
    value("PANGO_ELLIPSIZE_END", PANGO_ELLIPSIZE_END.rawValue)
    value("PANGO_UNDERLINE_NONE", PANGO_UNDERLINE_NONE.rawValue)
    value("PANGO_UNDERLINE_SINGLE", PANGO_UNDERLINE_SINGLE.rawValue)
    value("PANGO_UNDERLINE_DOUBLE", PANGO_UNDERLINE_DOUBLE.rawValue)
    value("PANGO_UNDERLINE_LOW", PANGO_UNDERLINE_LOW.rawValue)
    value("PANGO_UNDERLINE_ERROR", PANGO_UNDERLINE_ERROR.rawValue)
    value("PANGO_UNDERLINE_SINGLE_LINE", PANGO_UNDERLINE_SINGLE_LINE.rawValue)
    value("PANGO_UNDERLINE_DOUBLE_LINE", PANGO_UNDERLINE_DOUBLE_LINE.rawValue)
    value("PANGO_UNDERLINE_ERROR_LINE", PANGO_UNDERLINE_ERROR_LINE.rawValue)
    value("PANGO_STYLE_NORMAL", PANGO_STYLE_NORMAL.rawValue)
    value("PANGO_STYLE_OBLIQUE", PANGO_STYLE_OBLIQUE.rawValue)
    value("PANGO_STYLE_ITALIC", PANGO_STYLE_ITALIC.rawValue)
    value("PANGO_WEIGHT_THIN", PANGO_WEIGHT_THIN.rawValue)
    value("PANGO_WEIGHT_ULTRALIGHT", PANGO_WEIGHT_ULTRALIGHT.rawValue)
    value("PANGO_WEIGHT_LIGHT", PANGO_WEIGHT_LIGHT.rawValue)
    value("PANGO_WEIGHT_SEMILIGHT", PANGO_WEIGHT_SEMILIGHT.rawValue)
    value("PANGO_WEIGHT_BOOK", PANGO_WEIGHT_BOOK.rawValue)
    value("PANGO_WEIGHT_NORMAL", PANGO_WEIGHT_NORMAL.rawValue)
    value("PANGO_WEIGHT_MEDIUM", PANGO_WEIGHT_MEDIUM.rawValue)
    value("PANGO_WEIGHT_SEMIBOLD", PANGO_WEIGHT_SEMIBOLD.rawValue)
    value("PANGO_WEIGHT_BOLD", PANGO_WEIGHT_BOLD.rawValue)
    value("PANGO_WEIGHT_ULTRABOLD", PANGO_WEIGHT_ULTRABOLD.rawValue)
    value("PANGO_WEIGHT_HEAVY", PANGO_WEIGHT_HEAVY.rawValue)
    value("PANGO_WEIGHT_ULTRAHEAVY", PANGO_WEIGHT_ULTRAHEAVY.rawValue)
    value("PANGO_SCALE", PANGO_SCALE)
    value("PANGO_ANALYSIS_FLAG_IS_ELLIPSIS", PANGO_ANALYSIS_FLAG_IS_ELLIPSIS)
    return facts
  }()

  @Test func shimMatchesTheInstalledPangoHeaders() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-pango-check-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = dir.appendingPathComponent("check.c"), program = dir.appendingPathComponent("check")
    try Data(
      """
      #define PLUMB_SHIM_CHECK_AGAINST_PANGO 1
      #include "\(Self.shim.path)"
      #include <stddef.h>
      #include <stdio.h>
      int main(void) {
      \(Self.facts.map { "  printf(\"%ld\\n\", (long)(\($0.c)));" }.joined(separator: "\n"))
        return 0;
      }
      """.utf8
    ).write(to: source)

    let cflags = run(["pkg-config", "--cflags", "pangocairo"])
    try #require(cflags.status == 0, "pkg-config: \(cflags.output)")
    let flags = cflags.output.split(whereSeparator: \.isWhitespace).map(String.init)
    // Any C compiler will do: the toolchain's clang, else the system's.
    var compile = run(["clang", "-o", program.path, source.path] + flags)
    if compile.status == 127 { compile = run(["cc", "-o", program.path, source.path] + flags) }
    try #require(compile.status == 0, "shim.h does not match the installed Pango headers:\n\(compile.output)")

    let output = run([program.path])
    try #require(output.status == 0, "\(output.output)")
    let real = output.output.split(separator: "\n").map { Int($0) }
    try #require(real.count == Self.facts.count, "\(output.output)")
    for (fact, value) in zip(Self.facts, real) {
      #expect(fact.swift == value, "\(fact.c): shim.h gives \(fact.swift), the installed Pango \(value.map(String.init) ?? "?")")
    }
  }

  private func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "could not run \(arguments[0]): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
