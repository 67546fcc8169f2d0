import Foundation
import PlumbCore
import Synchronization
import Testing

/// A `LayoutResult` is Sendable: threads may dump, explain and draw the
/// same result at once, and every answer is the one a single thread gets.
@MainActor @Suite struct SharedResultTests {
  /// Seed 000's custom-guide stack, with a text so sizes are measured.
  func result() -> LayoutResult {
    layout(
      VStack {
        HStack(alignment: .feet) {
          leaf("rogue", width: 40, height: 64).alignmentGuide(.feet) { d in d[.bottom] }
          leaf("dragoon", width: 60, height: 91).alignmentGuide(.feet) { d in d[.top] }
          leaf("brawler", width: 50, height: 76)
        }.id("stack")
        Text("The party")
      }, ProposedViewSize(width: 300, height: 300))
  }

  /// A text form of what a drawing does, to compare drawings.
  nonisolated func text(_ list: DisplayList) -> String {
    list.items.map { "\($0)" }.joined(separator: "\n")
  }

  @Test func concurrentDumpsExplanationsAndStepFiguresAgree() {
    let r = result()
    let dump = r.description
    let explanation = r.explanation
    let steps = r.alignmentSteps(stack: "stack")
    #expect(steps.count == 3)
    let figures = steps.map { text(DisplayList(r, scale: 2, colorScheme: .light, guides: .init(), step: $0)) }
    let full = text(DisplayList(r, scale: 2, colorScheme: .light))
    let frames = r.frames.map(\.frame)

    let runs = 16
    let answers = Mutex<[[String]]>([])
    DispatchQueue.concurrentPerform(iterations: runs) { i in
      var out = [r.description, r.explanation]
      out += r.alignmentSteps(stack: "stack").map {
        text(DisplayList(r, scale: 2, colorScheme: .light, guides: .init(), step: $0))
      }
      out.append(text(DisplayList(r, scale: 2, colorScheme: .light)))
      answers.withLock { $0.append(out) }
    }
    let expected = [dump, explanation] + figures + [full]
    answers.withLock { all in
      #expect(all.count == runs)
      for answer in all { #expect(answer == expected) }
    }
    // Drawing steps moves no frame, and explaining measures nothing new.
    #expect(r.frames.map(\.frame) == frames)
    #expect(r.measurements == result().measurements)
  }

  /// Step figures draw children where the alignment process had them at
  /// that step (seed 000's custom stack: before the brawler arrives the
  /// line is the dragoon's top), without moving the nodes: their frames
  /// stay the final ones, for any other thread reading them.
  @Test func stepFiguresLeaveFramesAlone() {
    let r = result()
    let before = r.frames.map(\.frame)
    let steps = r.alignmentSteps(stack: "stack")
    let drawings = steps.map { "\(DisplayList(r, scale: 1, colorScheme: .light, guides: nil, step: $0).items)" }
    #expect(r.frames.map(\.frame) == before)
    // The steps differ from each other: they are drawn moved.
    #expect(Set(drawings).count == steps.count)
  }

  /// `LayoutResult` is `Sendable` as declared, checked by the compiler
  /// (no `@unchecked` on it): a result made on the main actor goes to
  /// child tasks, which read the same frames and dump.
  @Test func resultCrossesIntoTasks() async {
    let r = result()
    let dump = r.description
    let frames = r.frames.map(\.frame)
    let answers = await withTaskGroup(of: (String, [CGRect]).self) { group in
      for _ in 0..<4 { group.addTask { (r.description, r.frames.map(\.frame)) } }
      var all: [(String, [CGRect])] = []
      for await a in group { all.append(a) }
      return all
    }
    #expect(answers.count == 4)
    #expect(answers.allSatisfy { $0.0 == dump && $0.1 == frames })
  }
}
