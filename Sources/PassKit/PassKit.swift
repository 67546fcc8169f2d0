// `import PassKit` on Linux: Apple Pay and Wallet, as on a device that
// supports Apple Pay with no card set up: `canMakePayments()` is true and
// `canMakePayments(usingNetworks:)` false, an authorization controller
// presents nothing (its completion says so), and the pass library is
// unavailable. The buttons are drawn as iOS draws them before a tap: the
// Apple Pay button a black rounded rectangle with its white title, the
// Wallet button likewise. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let visa = PKPaymentNetwork("Visa")
  public static let masterCard = PKPaymentNetwork("MasterCard")
  public static let amex = PKPaymentNetwork("AmEx")
  public static let discover = PKPaymentNetwork("Discover")
  public static let JCB = PKPaymentNetwork("JCB")
  public static let maestro = PKPaymentNetwork("Maestro")
  public static let interac = PKPaymentNetwork("Interac")
  public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
}
public struct PKMerchantCapability: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let threeDSecure = PKMerchantCapability(rawValue: 1)
  public static let emv = PKMerchantCapability(rawValue: 2)
  public static let credit = PKMerchantCapability(rawValue: 4)
  public static let debit = PKMerchantCapability(rawValue: 8)
  public static let capability3DS = threeDSecure
  public static let capabilityEMV = emv
  public static let capabilityCredit = credit
  public static let capabilityDebit = debit
}
public enum PKPaymentSummaryItemType: UInt, Sendable { case final, pending }
open class PKPaymentSummaryItem: NSObject, @unchecked Sendable {
  open var label: String
  open var amount: NSDecimalNumber
  open var type: PKPaymentSummaryItemType
  public init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType = .final) {
    (self.label, self.amount, self.type) = (label, amount, type)
  }
}
/// A way to ship an order, with its price: kept as code sets it.
open class PKShippingMethod: PKPaymentSummaryItem, @unchecked Sendable {
  open var identifier: String?
  open var detail: String?
}
public struct PKContactField: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let postalAddress = PKContactField(rawValue: "post")
  public static let emailAddress = PKContactField(rawValue: "email")
  public static let phoneNumber = PKContactField(rawValue: "phone")
  public static let name = PKContactField(rawValue: "name")
}
public enum PKShippingType: UInt, Sendable { case shipping, delivery, storePickup, servicePickup }
/// What is being paid for: kept as code sets it.
open class PKPaymentRequest: NSObject, @unchecked Sendable {
  open var merchantIdentifier = ""
  open var countryCode = ""
  open var currencyCode = ""
  open var supportedNetworks: [PKPaymentNetwork] = []
  open var merchantCapabilities: PKMerchantCapability = []
  open var paymentSummaryItems: [PKPaymentSummaryItem] = []
  open var requiredShippingContactFields: Set<PKContactField> = []
  open var requiredBillingContactFields: Set<PKContactField> = []
  open var shippingType: PKShippingType = .shipping
  open var shippingMethods: [PKShippingMethod]?
  open var applicationData: Data?
  public override init() {}
  open class func availableNetworks() -> [PKPaymentNetwork] { [] }
}
public enum PKPaymentAuthorizationStatus: Int, Sendable { case success, failure, invalidBillingPostalAddress, invalidShippingPostalAddress, invalidShippingContact, pinRequired, pinIncorrect, pinLockout }
open class PKPaymentAuthorizationResult: NSObject, @unchecked Sendable {
  open var status: PKPaymentAuthorizationStatus
  open var errors: [any Error]
  public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) { (self.status, self.errors) = (status, errors ?? []) }
}
open class PKPaymentToken: NSObject, @unchecked Sendable {
  open var paymentData: Data { Data() }
  open var transactionIdentifier: String { "" }
}
open class PKPayment: NSObject, @unchecked Sendable {
  open var token: PKPaymentToken { PKPaymentToken() }
}
/// Presents the Apple Pay sheet: no card is set up, so it is not presented.
open class PKPaymentAuthorizationController: NSObject, @unchecked Sendable {
  public let paymentRequest: PKPaymentRequest
  open weak var delegate: (any PKPaymentAuthorizationControllerDelegate)?
  public init(paymentRequest request: PKPaymentRequest) { paymentRequest = request }
  /// The device supports Apple Pay (so the button shows), with no card in
  /// any network.
  open class func canMakePayments() -> Bool { true }
  open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
  open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability) -> Bool {
    false
  }
  open func present(completion: (@Sendable (Bool) -> Void)? = nil) { completion?(false) }
  open func present() async -> Bool { false }
  open func dismiss(completion: (@Sendable () -> Void)? = nil) { completion?() }
}
public protocol PKPaymentAuthorizationControllerDelegate: NSObjectProtocol {
  func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
}
extension PKPaymentAuthorizationControllerDelegate {
  public func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
  ) {}
}
/// UIKit's Apple Pay sheet: nil, as on a device that cannot pay.
open class PKPaymentAuthorizationViewController: UIViewController {
  public init?(paymentRequest request: PKPaymentRequest) { return nil }
  public required init?(coder: NSCoder) { return nil }
  open class func canMakePayments() -> Bool { true }
  open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
}

public enum PKPaymentButtonType: Int, Sendable { case plain, buy, setUp, inStore, donate, checkout, book, subscribe, reload, addMoney, topUp, order, rent, support, contribute, tip, `continue` }
public enum PKPaymentButtonStyle: Int, Sendable { case white, whiteOutline, black, automatic }
open class PKPaymentButton: UIView {
  public let paymentButtonType: PKPaymentButtonType
  public let paymentButtonStyle: PKPaymentButtonStyle
  open var cornerRadius: CGFloat = 4
  public init(paymentButtonType type: PKPaymentButtonType, paymentButtonStyle style: PKPaymentButtonStyle) {
    (paymentButtonType, paymentButtonStyle) = (type, style)
    super.init(frame: CGRect(x: 0, y: 0, width: 140, height: 30))
  }
  public required init?(coder: NSCoder) {
    (paymentButtonType, paymentButtonStyle) = (.plain, .black)
    super.init(coder: coder)
  }
  public override init(frame: CGRect) {
    (paymentButtonType, paymentButtonStyle) = (.plain, .black)
    super.init(frame: frame)
  }
}
public enum PKAddPassButtonStyle: Int, Sendable { case black, blackOutline }
open class PKAddPassButton: UIView {
  public init(addPassButtonStyle style: PKAddPassButtonStyle) { super.init(frame: CGRect(x: 0, y: 0, width: 264, height: 48)) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public override init(frame: CGRect) { super.init(frame: frame) }
}

/// A Wallet pass file: its data is kept; passes are not read on Linux.
open class PKPass: NSObject, @unchecked Sendable {
  public init(data: Data) throws { throw PKPassKitError(.invalidDataError) }
  open var passTypeIdentifier: String { "" }
  open var serialNumber: String { "" }
  open var localizedName: String { "" }
}
open class PKPassLibrary: NSObject, @unchecked Sendable {
  open class func isPassLibraryAvailable() -> Bool { false }
  public override init() {}
  open func passes() -> [PKPass] { [] }
  open func containsPass(_ pass: PKPass) -> Bool { false }
}
open class PKAddPassesViewController: UIViewController {
  public init?(pass: PKPass) { return nil }
  public init?(passes: [PKPass]) { return nil }
  public required init?(coder: NSCoder) { return nil }
  open class func canAddPasses() -> Bool { false }
}
public struct PKPassKitError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable { case unknownError = -1, invalidDataError = 1, unsupportedVersionError, invalidSignature, notEntitledError }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

// SwiftUI's Apple Pay and Wallet buttons (PassKit's SwiftUI part).

/// The title an Apple Pay button shows.
public struct PayWithApplePayButtonLabel: Hashable, Sendable {
  let title: String
  public static let plain = PayWithApplePayButtonLabel(title: "Pay")
  public static let buy = PayWithApplePayButtonLabel(title: "Buy with Pay")
  public static let setUp = PayWithApplePayButtonLabel(title: "Set up Pay")
  public static let inStore = PayWithApplePayButtonLabel(title: "Pay in store")
  public static let donate = PayWithApplePayButtonLabel(title: "Donate with Pay")
  public static let checkout = PayWithApplePayButtonLabel(title: "Check out with Pay")
  public static let book = PayWithApplePayButtonLabel(title: "Book with Pay")
  public static let subscribe = PayWithApplePayButtonLabel(title: "Subscribe with Pay")
  public static let reload = PayWithApplePayButtonLabel(title: "Reload with Pay")
  public static let addMoney = PayWithApplePayButtonLabel(title: "Add money with Pay")
  public static let topUp = PayWithApplePayButtonLabel(title: "Top up with Pay")
  public static let order = PayWithApplePayButtonLabel(title: "Order with Pay")
  public static let rent = PayWithApplePayButtonLabel(title: "Rent with Pay")
  public static let support = PayWithApplePayButtonLabel(title: "Support with Pay")
  public static let contribute = PayWithApplePayButtonLabel(title: "Contribute with Pay")
  public static let tip = PayWithApplePayButtonLabel(title: "Tip with Pay")
  public static let `continue` = PayWithApplePayButtonLabel(title: "Continue with Pay")
}
public struct PayWithApplePayButtonStyle: Hashable, Sendable {
  let fill: Color
  let text: Color
  let outlined: Bool
  public static let automatic = PayWithApplePayButtonStyle(fill: .black, text: .white, outlined: false)
  public static let black = PayWithApplePayButtonStyle(fill: .black, text: .white, outlined: false)
  public static let white = PayWithApplePayButtonStyle(fill: .white, text: .black, outlined: false)
  public static let whiteOutline = PayWithApplePayButtonStyle(fill: .white, text: .black, outlined: true)
}
public enum PKPaymentAuthorizationPhase: Sendable {
  case willAuthorize
  case didAuthorize(payment: PKPayment, resultHandler: @Sendable (PKPaymentAuthorizationResult) -> Void)
  case didFinish
}
struct ApplePayButtonStyleKey: EnvironmentKey {
  static var defaultValue: PayWithApplePayButtonStyle { .automatic }
}
extension EnvironmentValues {
  var payWithApplePayButtonStyle: PayWithApplePayButtonStyle {
    get { self[ApplePayButtonStyleKey.self] }
    set { self[ApplePayButtonStyleKey.self] = newValue }
  }
}

/// The Apple Pay button, as iOS draws it: a rounded rectangle (radius 4)
/// in its style's fill with its title centred, 17-point semibold.
///
/// Child proposal: the title is proposed the button's size.
/// Own size: the proposal (140 × 30 where unspecified), as `PKPaymentButton`.
/// Placement: the title centred.
public struct PayWithApplePayButton<Fallback: View>: View {
  let label: PayWithApplePayButtonLabel
  @Environment(\.payWithApplePayButtonStyle) private var style
  public init(_ label: PayWithApplePayButtonLabel, action: @escaping () -> Void) where Fallback == EmptyView {
    self.label = label
  }
  public init(_ label: PayWithApplePayButtonLabel, action: @escaping () -> Void, @ViewBuilder fallback: () -> Fallback) {
    self.label = label
  }
  public init(
    _ label: PayWithApplePayButtonLabel, request: PKPaymentRequest,
    onPaymentAuthorizationChange authorizationChange: @escaping (PKPaymentAuthorizationPhase) -> Void
  ) where Fallback == EmptyView { self.label = label }
  public init(
    _ label: PayWithApplePayButtonLabel, request: PKPaymentRequest,
    onPaymentAuthorizationChange authorizationChange: @escaping (PKPaymentAuthorizationPhase) -> Void,
    @ViewBuilder fallback: () -> Fallback
  ) { self.label = label }
  public var body: some View {
    ApplePayShape(style: style)
      .overlay { Text(label.title).font(.system(size: 17, weight: .semibold)).foregroundStyle(style.text).lineLimit(1) }
      .frame(idealWidth: 140, maxWidth: .infinity, idealHeight: 30, maxHeight: .infinity)
  }
}
struct ApplePayShape: View {
  let style: PayWithApplePayButtonStyle
  var body: some View {
    RoundedRectangle(cornerRadius: 4).fill(style.fill)
      .overlay { if style.outlined { RoundedRectangle(cornerRadius: 4).strokeBorder(.black, lineWidth: 1) } }
  }
}
extension View {
  public func payWithApplePayButtonStyle(_ style: PayWithApplePayButtonStyle) -> some View {
    environment(\.payWithApplePayButtonStyle, style)
  }
  public func addPassToWalletButtonStyle(_ style: AddPassToWalletButtonStyle) -> some View { self }
}
public struct AddPassToWalletButtonStyle: Hashable, Sendable {
  public static let black = AddPassToWalletButtonStyle()
  public static let blackOutline = AddPassToWalletButtonStyle()
}
/// The Wallet button: black, rounded (radius 8), "Add to Apple Wallet".
public struct AddPassToWalletButton<Fallback: View>: View {
  public init(_ pass: PKPass, onCompletion: @escaping (Bool) -> Void) where Fallback == EmptyView {}
  public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void) where Fallback == EmptyView {}
  public init(_ pass: PKPass, onCompletion: @escaping (Bool) -> Void, @ViewBuilder fallback: () -> Fallback) {}
  public var body: some View {
    RoundedRectangle(cornerRadius: 8).fill(.black)
      .overlay { Text("Add to Apple Wallet").font(.system(size: 17, weight: .semibold)).foregroundStyle(.white).lineLimit(1) }
      .frame(idealWidth: 264, maxWidth: .infinity, idealHeight: 48, maxHeight: .infinity)
  }
}
