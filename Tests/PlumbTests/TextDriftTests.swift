import Foundation
import Plumb
import Testing

/// Output never depends on what was rendered before, in which order, or
/// on which thread (issue: "Never hang, never drift", item 4). Drawing used
/// to update the Pango context that measuring also used, so after a PNG at
/// scale 2 `Text("")` measured 10.29 tall instead of 20.57, and Arabic text
/// 102.9 wide instead of 160.9.
@MainActor @Suite struct TextDriftTests {
  static let samples = [
    "", "Hello", "مرحبا بالعالم", "שלום עולם", "こんにちは世界", "你好，世界", "안녕하세요", "Привет, мир", "Γειά σου",
    "नमस्ते", "สวัสดี", "😀👍🏽", "café – “quotes” …",
  ]

  /// With a margin, so `Text("")` (0 wide) has an area to draw.
  nonisolated static func svg(_ text: String) throws -> Data {
    let r = ImageRenderer(content: Text(text))
    r.margin = 1
    return try r.svgData()
  }

  func size(_ text: String) -> CGSize {
    LayoutResult(of: Text(text)).size
  }

  @Test func sizesDoNotDependOnEarlierRenders() throws {
    let before = Self.samples.map(size)
    // PNGs at several scales, then PDFs: each drawing updates a context.
    for scale in [2.0, 3.0, 1.0] {
      let r = ImageRenderer(content: VStack { ForEach(Self.samples, id: \.self) { Text($0) } })
      r.scale = CGFloat(scale)
      _ = try r.pngData()
    }
    _ = try ImageRenderer(content: Text("مرحبا بالعالم")).pdfData()
    let after = Self.samples.map(size)
    #expect(before == after)
    // One body line, SF Pro's height: 17 × 2444/2048.
    #expect(abs(before[0].height - 20.29) < 0.01, "\(before[0])")
  }

  @Test func bytesDoNotDependOnOrderOrThreads() async throws {
    let forward = try Self.samples.map(Self.svg)
    let big = ImageRenderer(content: Text("x").font(.largeTitle))
    big.scale = 2
    _ = try big.pngData()
    let reversed = try Self.samples.reversed().map(Self.svg).reversed()
    #expect(Array(reversed) == forward)
    let threaded = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
      for round in 0..<3 {
        for (i, text) in Self.samples.enumerated() {
          group.addTask {
            if round == 1 {
              let r = ImageRenderer(content: Text(text))
              r.scale = 2
              r.margin = 1
              _ = try r.pngData()
            }
            return (i, try Self.svg(text))
          }
        }
      }
      var out: [(Int, Data)] = []
      for try await item in group { out.append(item) }
      return out
    }
    for (i, data) in threaded { #expect(data == forward[i], "sample \(i) differs on a thread") }
  }
}

