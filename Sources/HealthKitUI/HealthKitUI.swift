// `import HealthKitUI` on Linux: the Activity rings view a fitness app
// wraps in a UIViewRepresentable, and SwiftUI's authorization modifier.
// Re-exports HealthKit, as Apple's does. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import HealthKit
@_exported import _HealthKit_SwiftUI
import Plumb

/// The Activity rings, as a UIKit view: a representable's placeholder in
/// a figure; the summary is kept.
open class HKActivityRingView: UIView {
  public var activitySummary: HKActivitySummary?
  public func setActivitySummary(_ activitySummary: HKActivitySummary?, animated: Bool) {
    self.activitySummary = activitySummary
  }
}
