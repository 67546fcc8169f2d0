// A Core Data stack that registers its transformer, in a file importing
// CoreData alone: Apple's Foundation declares `ValueTransformer`, which
// Linux's lacks and Plumb declares; every stand-in re-exports it.
import CoreData
import Testing

/// Stores a colour's name reversed, as a transformable attribute might.
final class ReversingTransformer: ValueTransformer {
  override class func allowsReverseTransformation() -> Bool { true }
  override func transformedValue(_ value: Any?) -> Any? {
    (value as? String).map { String($0.reversed()) }
  }
  override func reverseTransformedValue(_ value: Any?) -> Any? { transformedValue(value) }
}

@Suite struct CoreDataOnlyPieces {
  @Test func aTransformerIsRegisteredByName() throws {
    let name = NSValueTransformerName("ReversingTransformer")
    ValueTransformer.setValueTransformer(ReversingTransformer(), forName: name)
    let found = try #require(ValueTransformer(forName: name))
    #expect(found.transformedValue("red") as? String == "der")
    #expect(found.reverseTransformedValue("der") as? String == "red")
    #expect(ValueTransformer.valueTransformerNames().contains(name))
    // Dispatch's constant, from Core Foundation on Apple platforms.
    #expect(NSEC_PER_SEC == 1_000_000_000)
  }
}
