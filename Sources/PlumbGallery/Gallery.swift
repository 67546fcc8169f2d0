import Foundation
import PlumbFigures

/// Every seed figure, in the seeds' order.
public enum Gallery {
  /// The flow figures' container width.
  static let flow = ProposedViewSize(width: 520, height: nil)

  public static let figures: [Figure] = [
    Figure("hstack-top", title: "Seed 000: HStack aligned .top") { HStackTop() },
    Figure("hstack-center", title: "Seed 000: HStack aligned .center") { HStackCenter() },
    Figure("hstack-center-guides", title: "Seed 000: .center with .layoutGuides(), step by step", steps: true) { CenterWithLayoutGuides() },
    Figure("hstack-feet", title: "Seed 000: HStack aligned on custom .feet guides") { HStackFeet() },
    Figure("hstack-custom", title: "Seed 000: a custom alignment expands the stack") { HStackCustom() },
    Figure("zstack-anchor", title: "Seed 000: ZStack aligned on .anchor in both axes") { ZStackAnchor() },
    Figure("stripes", proposal: ProposedViewSize(width: 300, height: nil), title: "Seed 001: stripes aligned at their first third") { StripesGroup() },
    Figure("stripes-modified", proposal: ProposedViewSize(width: 300, height: nil), title: "Seed 001: one group's guide moved to two thirds") { StripesGroupModified() },
    Figure("flow-top", proposal: flow, title: "Seed 002: flow layout, .top") { FlowExample(alignment: .top) },
    Figure("flow-center", proposal: flow, title: "Seed 002: flow layout, .center") { FlowExample(alignment: .center) },
    Figure("flow-bottom", proposal: flow, title: "Seed 002: flow layout, .bottom") { FlowExample(alignment: .bottom) },
    Figure("flow-first-baseline", proposal: flow, title: "Seed 002: flow layout, .firstTextBaseline") { FlowExample(alignment: .firstTextBaseline) },
    Figure("flow-last-baseline", proposal: flow, title: "Seed 002: flow layout, .lastTextBaseline") { FlowExample(alignment: .lastTextBaseline) },
    Figure("flow-guide-100", proposal: flow, title: "Seed 002: .alignmentGuide(.top) { _ in 100 }") { FlowExample(alignment: .top, topGuide: .hundred) },
    Figure("flow-guide-height", proposal: flow, title: "Seed 002: .alignmentGuide(.top) { $0.height }") { FlowExample(alignment: .top, topGuide: .height) },
    Figure("flow-guide-bottom", proposal: flow, title: "Seed 002: .alignmentGuide(.top) { $0[.bottom] }") { FlowExample(alignment: .top, topGuide: .bottom) },
    Figure("weird-alignment", title: "Seed 003: a horizontal guide computed from the height") { WeirdAlignmentView() },
    Figure("non-siblings", title: "Seed 003: an arrow aligned with a row in another stack") { NonSiblingsView() },
    Figure("zstack-custom-alignment", title: "Seed 003: the ZStack custom alignment template") { ZStackCustomAlignmentView() },
    Figure("two-thirds-default", proposal: ProposedViewSize(width: 400, height: 300), title: "Seed 004: a default (centered) ZStack") { TwoThirdsDefault() },
    Figure("two-thirds", proposal: ProposedViewSize(width: 400, height: 300), title: "Seed 004: ZStack aligned at two thirds") { TwoThirdsBefore() },
    Figure("two-thirds-centered", proposal: ProposedViewSize(width: 400, height: 300), title: "Seed 004: the title centered on the two-thirds line") { TwoThirdsCentered() },
    Figure("controls-buttons", title: "Controls: buttons (iOS 17)") { Screen { ControlButtons() } },
    Figure("controls-buttons-dark", title: "Controls: buttons, dark") { Screen { ControlButtonsDark() } },
    Figure("controls-inputs", title: "Controls: toggles, pickers and indicators") { Screen { ControlInputs() } },
    Figure("controls-inputs-dark", title: "Controls: toggles, pickers and indicators, dark") { Screen { ControlInputsDark() } },
    Figure("controls-settings", title: "Controls: a settings form in a navigation stack") { Screen { ControlSettings().frame(width: 393, height: 640) } },
    Figure("controls-settings-dark", title: "Controls: a settings form, dark") { Screen { ControlSettingsDark().frame(width: 393, height: 640) } },
    Figure("controls-tabs", title: "Controls: a tab view with a list") { Screen { ControlTabs() } },
    Figure("controls-iphone", device: .iPhone15, title: "Controls: a settings tab in an iPhone 15 frame") { ControlIPhone() },
  ]
}
