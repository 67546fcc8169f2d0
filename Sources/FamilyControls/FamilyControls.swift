// `import FamilyControls` on Linux: Screen Time authorization and the
// activity picker. There is no Screen Time here: authorization stays
// `.notDetermined` and a request throws `FamilyControlsError.unavailable`;
// the picker, a system view drawn by another process on iOS, is an empty
// area of the size offered, and picks nothing. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import ManagedSettings
import Plumb

public enum FamilyControlsMember: Sendable { case individual, child }
public enum AuthorizationStatus: Int, Codable, Sendable { case notDetermined, denied, approved }
public enum FamilyControlsError: Error, Hashable, Sendable {
  case restricted, unavailable, invalidAccountType, invalidArgument, authorizationConflict, authorizationCanceled
  case networkError
}

/// Screen Time's authorization: never given on Linux.
public final class AuthorizationCenter: ObservableObject, @unchecked Sendable {
  public static let shared = AuthorizationCenter()
  @Published public private(set) var authorizationStatus: AuthorizationStatus = .notDetermined
  public func requestAuthorization(for member: FamilyControlsMember) async throws {
    throw FamilyControlsError.unavailable
  }
  public func requestAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
    completionHandler(.failure(FamilyControlsError.unavailable))
  }
  public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
    completionHandler(.success(()))
  }
}

/// What the user picked: nothing, here.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
  public var applicationTokens: Set<ApplicationToken> = []
  public var categoryTokens: Set<ActivityCategoryToken> = []
  public var webDomainTokens: Set<WebDomainToken> = []
  public var includeEntireCategory = false
  public init() {}
  public init(includeEntireCategory: Bool) { self.includeEntireCategory = includeEntireCategory }
  public var applications: Set<Application> { Set(applicationTokens.map(Application.init(token:))) }
  public var categories: Set<ActivityCategory> { Set(categoryTokens.map(ActivityCategory.init(token:))) }
  public var webDomains: Set<WebDomain> { Set(webDomainTokens.map(WebDomain.init(token:))) }
}

/// The system's activity picker: an empty area of the size offered.
///
/// Child proposal: none.
/// Own size: the proposal (10 × 10 where unspecified, as a color).
/// Placement: nothing to place.
public struct FamilyActivityPicker: View {
  public init(selection: Binding<FamilyActivitySelection>) {}
  public init(headerText: String? = nil, footerText: String? = nil, selection: Binding<FamilyActivitySelection>) {}
  public var body: some View { Color.clear }
}
extension View {
  /// Presents the picker: never, in a still image.
  public func familyActivityPicker(isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>) -> some View {
    self
  }
  public func familyActivityPicker(
    headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>,
    selection: Binding<FamilyActivitySelection>
  ) -> some View { self }
}
