// `import StoreKit` on Linux, where the App Store is not: review requests
// (SwiftUI's `\.requestReview` comes from Plumb), and the product and
// transaction types store code names. A figure has no store: product lists
// load empty, purchases never happen, and nothing is requested. swift-custom-dump tests
// `canImport(StoreKit)` and then switches over `SKPaymentTransactionState`
// and `SKProduct.PeriodUnit`, which are declared. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
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
  /// The subscriptions sheet: no store, so nothing is shown.
  public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
  public static func beginRefundRequest(for transactionID: UInt64, in scene: UIWindowScene) async throws
    -> Transaction.RefundRequestStatus
  { .userCancelled }
}
extension Transaction {
  public enum RefundRequestStatus: Sendable { case success, userCancelled }
  public func beginRefundRequest(in scene: UIWindowScene) async throws -> RefundRequestStatus { .userCancelled }
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
  public struct ProductType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let consumable = ProductType(rawValue: "Consumable")
    public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
    public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    public var localizedDescription: String { rawValue }
  }
  /// The subscription's terms, for an auto-renewable product.
  public var subscription: SubscriptionInfo? { nil }
  public var isFamilyShareable: Bool { false }
  public var jsonRepresentation: Data { Data() }
  /// How the price is written (`product.price.formatted(product.priceFormatStyle)`).
  public var priceFormatStyle: Decimal.FormatStyle.Currency { .currency(code: "USD") }
  public var subscriptionPeriodFormatStyle: SubscriptionPeriodFormatStyle { SubscriptionPeriodFormatStyle() }
  public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }
  public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }
  public struct SubscriptionPeriodFormatStyle: Hashable, Sendable {}
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

extension Product {
  /// An auto-renewable subscription's terms and status: no store, so no
  /// status and no offers.
  public struct SubscriptionInfo: Hashable, Sendable {
    public let subscriptionGroupID: String
    public let subscriptionPeriod: SubscriptionPeriod
    public let introductoryOffer: SubscriptionOffer?
    public let promotionalOffers: [SubscriptionOffer]
    public let winBackOffers: [SubscriptionOffer]
    public let groupDisplayName: String
    public let groupLevel: Int
    public var isEligibleForIntroOffer: Bool { get async { false } }
    public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }
    public var status: [Status] { get async throws { [] } }
    public static func status(for groupID: String) async throws -> [Status] { [] }

    /// A subscription's state for the user.
    public struct RenewalState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
      public static let subscribed = RenewalState(rawValue: 1)
      public static let expired = RenewalState(rawValue: 2)
      public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
      public static let inGracePeriod = RenewalState(rawValue: 4)
      public static let revoked = RenewalState(rawValue: 5)
      public var localizedDescription: String { description }
      public var description: String {
        ["", "subscribed", "expired", "inBillingRetryPeriod", "inGracePeriod", "revoked"][max(0, min(rawValue, 5))]
      }
    }
    /// Whether and how the subscription renews.
    public struct RenewalInfo: Hashable, Sendable {
      public let originalTransactionID: UInt64
      public let currentProductID: String
      public let willAutoRenew: Bool
      public let autoRenewPreference: String?
      public let expirationReason: ExpirationReason?
      public let renewalDate: Date?
      public let gracePeriodExpirationDate: Date?
      public let isInBillingRetry: Bool
      public let jsonRepresentation: Data
      public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
        public static let billingError = ExpirationReason(rawValue: 2)
        public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
        public static let productUnavailable = ExpirationReason(rawValue: 4)
        public static let unknown = ExpirationReason(rawValue: 5)
      }
    }
    /// A subscription group's status: its state, latest transaction and renewal.
    public struct Status: Hashable, Sendable {
      public let state: RenewalState
      public let transaction: VerificationResult<Transaction>
      public let renewalInfo: VerificationResult<RenewalInfo>
      public static var updates: AsyncStream<Status> { AsyncStream { $0.finish() } }
    }
  }

  /// A subscription's length: a value of a unit.
  public struct SubscriptionPeriod: Hashable, Sendable {
    public enum Unit: Int, Hashable, Sendable, CustomStringConvertible {
      case day, week, month, year
      public var localizedDescription: String { ["Day", "Week", "Month", "Year"][rawValue] }
      public var description: String { ["day", "week", "month", "year"][rawValue] }
    }
    public let unit: Unit
    public let value: Int
    public init(value: Int, unit: Unit) { (self.value, self.unit) = (value, unit) }
    public static let weekly = SubscriptionPeriod(value: 1, unit: .week)
    public static let monthly = SubscriptionPeriod(value: 1, unit: .month)
    public static let everyTwoMonths = SubscriptionPeriod(value: 2, unit: .month)
    public static let everyThreeMonths = SubscriptionPeriod(value: 3, unit: .month)
    public static let everySixMonths = SubscriptionPeriod(value: 6, unit: .month)
    public static let yearly = SubscriptionPeriod(value: 1, unit: .year)
    /// "1 month", "3 days".
    public var localizedDescription: String { "\(value) \(unit)\(value == 1 ? "" : "s")" }
  }

  /// An introductory, promotional or win-back offer.
  public struct SubscriptionOffer: Hashable, Sendable {
    public let id: String?
    public let type: OfferType
    public let price: Decimal
    public let displayPrice: String
    public let period: SubscriptionPeriod
    public let periodCount: Int
    public let paymentMode: PaymentMode
    public struct OfferType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let introductory = OfferType(rawValue: "introductory")
      public static let promotional = OfferType(rawValue: "promotional")
      public static let winBack = OfferType(rawValue: "winBack")
    }
    public struct PaymentMode: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
      public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
      public static let freeTrial = PaymentMode(rawValue: "FreeTrial")
      public var localizedDescription: String { rawValue }
    }
  }
}

/// A transaction: none ever arrives.
public struct Transaction: Hashable, Sendable {
  public let id: UInt64
  public let originalID: UInt64
  public let productID: String
  public let productType: Product.ProductType
  public let purchaseDate: Date
  public let originalPurchaseDate: Date
  public let signedDate: Date
  public let expirationDate: Date?
  public let revocationDate: Date?
  public let revocationReason: RevocationReason?
  public let isUpgraded: Bool
  public let ownershipType: OwnershipType
  public let purchasedQuantity: Int
  public let subscriptionGroupID: String?
  public let appAccountToken: UUID?
  public let jsonRepresentation: Data
  public struct RevocationReason: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let developerIssue = RevocationReason(rawValue: 1)
    public static let other = RevocationReason(rawValue: 0)
  }
  public struct OwnershipType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let purchased = OwnershipType(rawValue: "PURCHASED")
    public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
  }
  public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
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
  /// The signed value whether verified or not.
  public var unsafePayloadValue: SignedType {
    switch self {
    case .verified(let v), .unverified(let v, _): v
    }
  }
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

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

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
  public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship) {}
  public init<Content: View>(
    groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
    @ViewBuilder marketingContent: () -> Content
  ) {}
  public init<C: Collection, Content: View>(productIDs: C, @ViewBuilder marketingContent: () -> Content)
  where C.Element == String {}
  public var body: some View { ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity) }
}

extension Product {
  /// Which of a group's subscriptions a store shows, against the current one.
  public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let upgrade = SubscriptionRelationship(rawValue: 1)
    public static let downgrade = SubscriptionRelationship(rawValue: 2)
    public static let crossgrade = SubscriptionRelationship(rawValue: 4)
    public static let current = SubscriptionRelationship(rawValue: 8)
    public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
  }
}
/// The text a subscription store's button shows.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
  let name: String
  public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
  public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
  public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
  public static let action = SubscriptionStoreButtonLabel(name: "action")
  public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
  public static let price = SubscriptionStoreButtonLabel(name: "price")
}
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
  let name: String
  public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
  public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}
/// The store's placements for `containerBackground(_:for:)`.
extension ContainerBackgroundPlacement {
  public static let subscriptionStore = ContainerBackgroundPlacement(name: "subscriptionStore")
  public static let subscriptionStoreHeader = ContainerBackgroundPlacement(name: "subscriptionStoreHeader")
  public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(name: "subscriptionStoreFullHeight")
}
/// Where a task loading an entitlement stands.
public enum EntitlementTaskState<State: Sendable>: Sendable {
  case loading
  case failure(any Error)
  case success(State)
  public var value: State? {
    if case .success(let v) = self { return v }
    return nil
  }
  public var error: (any Error)? {
    if case .failure(let e) = self { return e }
    return nil
  }
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
  /// The product's entitlement: no store, so the action is never called
  /// and the view shows its state before the answer.
  public func currentEntitlementTask(
    for productID: String, priority: TaskPriority = .medium,
    action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
  ) -> some View { self }
  public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ background: S) -> some View { self }
  public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ background: S, in shape: some Shape) -> some View {
    self
  }
  public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
  public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
  public func subscriptionStorePolicyDestination<Destination: View>(
    for policy: SubscriptionStorePolicyKind, @ViewBuilder destination: () -> Destination
  ) -> some View { self }
  public func subscriptionStorePolicyForegroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  public func subscriptionStoreControlIcon<Icon: View>(
    @ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon
  ) -> some View { self }
  public func subscriptionStoreSignInAction(_ action: (() -> Void)?) -> some View { self }
  public func productIconBorder() -> some View { self }
  public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }
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
    for groupID: String, priority: TaskPriority = .medium,
    action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
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
