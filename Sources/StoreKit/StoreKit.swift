// `import StoreKit` on Linux, where the App Store is not: review requests
// (SwiftUI's `\.requestReview` comes from Plumb), and the product and
// transaction types store code names. A figure has no store: product lists
// load empty, purchases never happen, and nothing is requested. swift-custom-dump tests
// `canImport(StoreKit)` and then switches over `SKPaymentTransactionState`
// and `SKProduct.PeriodUnit`, which are declared. Declared on Linux only
// (Package.swift).
@_exported import Foundation
import Plumb

/// The old review prompt: never shown.
public enum SKStoreReviewController {
  public static func requestReview() {}
  public static func requestReview(in windowScene: UIWindowScene) {}
}

/// StoreKit 2's App Store: nothing to ask, nothing to sync.
public enum AppStore {
  public static func requestReview(in scene: UIWindowScene) {}
  public static func sync() async throws {}
  public static var canMakePayments: Bool { false }
}

public enum SKPaymentTransactionState: Int, Sendable { case purchasing, purchased, failed, restored, deferred }

/// StoreKit 1's product: only its period units are named by code here.
open class SKProduct: @unchecked Sendable {
  public enum PeriodUnit: UInt, Sendable { case day, week, month, year }
  public var productIdentifier: String { "" }
  public var localizedTitle: String { "" }
  public var localizedDescription: String { "" }
  public var price: NSDecimalNumber { 0 }
  public var priceLocale: Locale { Locale(identifier: "en_US") }
}

/// StoreKit 2's product: the store is offline in a figure, so
/// `products(for:)` finds none.
public struct Product: Identifiable, Hashable, Sendable {
  public let id: String
  public let displayName: String
  public let description: String
  public let displayPrice: String
  public let price: Decimal
  public let type: ProductType
  public struct ProductType: Hashable, Sendable {
    public static let consumable = ProductType()
    public static let nonConsumable = ProductType()
    public static let autoRenewable = ProductType()
    public static let nonRenewable = ProductType()
  }
  public static func products<S: Sequence>(for identifiers: S) async throws -> [Product] where S.Element == String { [] }
  public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }
  public struct PurchaseOption: Hashable, Sendable {
    public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
  }
  public enum PurchaseResult: Sendable {
    case success(VerificationResult<Transaction>)
    case userCancelled
    case pending
  }
}

/// A transaction: none ever arrives.
public struct Transaction: Hashable, Sendable {
  public let id: UInt64
  public let productID: String
  public let purchaseDate: Date
  public let revocationDate: Date?
  public func finish() async {}
  public static var updates: Transactions { Transactions() }
  public static var currentEntitlements: Transactions { Transactions() }
  public static var all: Transactions { Transactions() }
  public static var unfinished: Transactions { Transactions() }
  public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
  public struct Transactions: AsyncSequence, Sendable {
    public typealias Element = VerificationResult<Transaction>
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> VerificationResult<Transaction>? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
}

public enum VerificationResult<SignedType: Sendable>: Sendable {
  case unverified(SignedType, VerificationError)
  case verified(SignedType)
  public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }
  public var payloadValue: SignedType {
    get throws {
      switch self {
      case .verified(let v): return v
      case .unverified(_, let e): throw e
      }
    }
  }
}

public enum StoreKitError: Error, Sendable { case unknown, userCancelled, networkError(URLError), notAvailableInStorefront, notEntitled }

/// The App Store's merchandising view: products load from the store, which
/// a figure does not reach, so it shows its loading state, as on a device
/// before the products arrive.
public struct StoreView: View {
  public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == String {}
  public init<C: Collection, Icon: View>(
    ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon
  ) where C.Element == String {}
  public var body: some View { ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity) }
}

/// One product's view: its loading state in a figure.
public struct ProductView: View {
  public init(id: String, prefersPromotionalIcon: Bool = false) {}
  public init<Icon: View>(id: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {}
  public var body: some View { ProgressView() }
}

/// A subscription store: its loading state in a figure.
public struct SubscriptionStoreView: View {
  public init(groupID: String) {}
  public init<C: Collection>(productIDs: C) where C.Element == String {}
  public init<Content: View>(groupID: String, @ViewBuilder marketingContent: () -> Content) {}
  public var body: some View { ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity) }
}

public struct StoreButtonKind: Hashable, Sendable {
  let name: String
  public static let cancellation = StoreButtonKind(name: "cancellation")
  public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
  public static let redeemCode = StoreButtonKind(name: "redeemCode")
  public static let signIn = StoreButtonKind(name: "signIn")
  public static let policies = StoreButtonKind(name: "policies")
}
public struct ProductViewStyle: Sendable {
  public static let automatic = ProductViewStyle()
  public static let compact = ProductViewStyle()
  public static let regular = ProductViewStyle()
  public static let large = ProductViewStyle()
}

extension View {
  public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
  public func productViewStyle(_ style: ProductViewStyle) -> some View { self }
  public func subscriptionStoreControlStyle(_ style: Any) -> some View { self }
  public func onInAppPurchaseCompletion(
    perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void
  ) -> some View { self }
  public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }
  public func currentEntitlementTask(for productID: String, action: @escaping (Any) async -> Void) -> some View { self }
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
  /// Loads products while the view is shown: the App Store is not
  /// reached in a figure, so the action is never called and the view
  /// shows its state before the products arrive.
  public func storeProductsTask<C: Collection>(
    for ids: C, priority: TaskPriority = .medium, action: @escaping (Product.CollectionTaskState) async -> Void
  ) -> some View where C.Element == String { self }
  public func storeProductTask(
    for id: String, priority: TaskPriority = .medium, action: @escaping (Product.TaskState) async -> Void
  ) -> some View { self }
  public func subscriptionStatusTask(
    for groupID: String, priority: TaskPriority = .medium, action: @escaping (Any) async -> Void
  ) -> some View { self }
  public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View { self }
}

extension Product {
  /// Where loading several products stands.
  public enum CollectionTaskState: Sendable {
    case loading
    case success([Product], unavailable: Set<String>)
    case failure(any Error)
    public var products: [Product]? {
      if case .success(let products, _) = self { return products }
      return nil
    }
  }
  /// Where loading one product stands.
  public enum TaskState: Sendable {
    case loading
    case success(Product)
    case unavailable
    case failure(any Error)
    public var product: Product? {
      if case .success(let product) = self { return product }
      return nil
    }
  }
}

/// Buys a product (`@Environment(\.purchase)`, iOS 17): no store in a
/// figure, so the user is taken to have cancelled, as `Product.purchase`.
public struct PurchaseAction: Sendable {
  @discardableResult
  public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws
    -> Product.PurchaseResult
  {
    try await product.purchase(options: options)
  }
}
/// Shows an App Store message (`@Environment(\.displayStoreKitMessage)`):
/// none arrive in a figure.
public struct DisplayMessageAction: Sendable {
  public func callAsFunction(_ message: Message) throws {}
  public struct Message: Hashable, Sendable {}
}
extension EnvironmentValues {
  public var purchase: PurchaseAction { PurchaseAction() }
  public var displayStoreKitMessage: DisplayMessageAction { DisplayMessageAction() }
}
