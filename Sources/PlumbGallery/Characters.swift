import Foundation
import PlumbFigures

/// The seed's three characters, drawn by Plumb itself into
/// `Fixtures/images` at 2x (rogue 48×64, dragoon 62×91, brawler 56×76 points),
/// standing with their feet at the article's guides: 61, 84 and 70.
nonisolated public struct Character: View, Sendable {
  public let name: String
  let width: CGFloat
  let height: CGFloat
  let feet: CGFloat
  let tunic: Color
  let hat: Color

  public static let rogue = Character(
    name: "rogue", width: 48, height: 64, feet: 61, tunic: Color(red: 0.25, green: 0.45, blue: 0.3),
    hat: Color(red: 0.2, green: 0.2, blue: 0.25))
  public static let dragoon = Character(
    name: "dragoon", width: 62, height: 91, feet: 84, tunic: Color(red: 0.2, green: 0.35, blue: 0.7),
    hat: Color(red: 0.75, green: 0.75, blue: 0.8))
  public static let brawler = Character(
    name: "brawler", width: 56, height: 76, feet: 70, tunic: Color(red: 0.7, green: 0.3, blue: 0.2),
    hat: Color(red: 0.35, green: 0.2, blue: 0.1))
  public static let all = [rogue, dragoon, brawler]

  public var body: some View {
    let skin = Color(red: 0.96, green: 0.8, blue: 0.66)
    let w = width, f = feet
    let head = w * 0.38
    let legs = f * 0.3
    let torso = f - head - legs - 4
    return ZStack(alignment: .topLeading) {
      Color.clear.frame(width: w, height: height)
      // Shadow under the feet.
      Ellipse().fill(Color.black.opacity(0.18)).frame(width: w * 0.8, height: 6)
        .offset(x: w * 0.1, y: f - 3)
      // Legs and boots.
      Capsule().fill(Color(white: 0.25)).frame(width: w * 0.14, height: legs + 2)
        .offset(x: w * 0.33, y: f - legs - 2)
      Capsule().fill(Color(white: 0.25)).frame(width: w * 0.14, height: legs + 2)
        .offset(x: w * 0.53, y: f - legs - 2)
      // Arms and body.
      Capsule().fill(skin).frame(width: w * 0.12, height: torso * 0.8)
        .offset(x: w * 0.14, y: head + 5)
      Capsule().fill(skin).frame(width: w * 0.12, height: torso * 0.8)
        .offset(x: w * 0.74, y: head + 5)
      RoundedRectangle(cornerRadius: w * 0.1).fill(tunic).frame(width: w * 0.5, height: torso + 2)
        .offset(x: w * 0.25, y: head + 2)
      // Head and hat.
      Circle().fill(skin).frame(width: head, height: head).offset(x: (w - head) / 2, y: 3)
      Capsule().fill(hat).frame(width: head * 1.3, height: head * 0.4)
        .offset(x: (w - head * 1.3) / 2, y: 1)
    }
    .frame(width: width, height: height, alignment: .topLeading)
    .clipped()
  }

  /// The character as its fixture file: `name@2x.png`.
  public func fixturePNG() throws -> Data {
    let renderer = ImageRenderer(content: self)
    renderer.scale = 2
    return try renderer.pngData()
  }

  public var fixtureFileName: String { "\(name)@2x.png" }
}
