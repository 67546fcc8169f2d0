// `import HealthKit` beside `import SwiftUI`: on Apple platforms their
// cross-import overlay adds the authorization sheet's modifier (iOS 17).
// `import SwiftUI` re-exports this module on Linux; its HealthKit import is
// not re-exported, so a file still names HealthKit's types only after
// `import HealthKit`. Declared on Linux only (Package.swift).
import HealthKit
import Plumb

nonisolated extension View {
  /// Asks for access to health data when `trigger` changes: no sheet is
  /// shown in a figure, and `completion` is never called.
  public func healthDataAccessRequest(
    store: HKHealthStore, shareTypes: Set<HKSampleType>, readTypes: Set<HKObjectType>? = nil,
    trigger: some Equatable, completion: @escaping (Result<Bool, any Error>) -> Void
  ) -> some View { self }
  public func healthDataAccessRequest(
    store: HKHealthStore, readTypes: Set<HKObjectType>, trigger: some Equatable,
    completion: @escaping (Result<Bool, any Error>) -> Void
  ) -> some View { self }
  /// Asks for access to one type's samples (per-object authorization).
  public func healthDataAccessRequest(
    store: HKHealthStore, objectType: HKObjectType, predicate: NSPredicate? = nil, trigger: some Equatable,
    completion: @escaping (Result<Bool, any Error>) -> Void
  ) -> some View { self }
}
