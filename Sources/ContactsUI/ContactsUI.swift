// `import ContactsUI` on Linux: the contact picker and contact card
// controllers apps present from a representable. No address book is shown:
// the controllers keep their settings and never call their delegates (the
// user never picks). Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Contacts
import Plumb

open class CNContactPickerViewController: UIViewController {
  open weak var delegate: (any CNContactPickerDelegate)?
  open var displayedPropertyKeys: [String]?
  open var predicateForEnablingContact: NSPredicate?
  open var predicateForSelectionOfContact: NSPredicate?
  open var predicateForSelectionOfProperty: NSPredicate?
}
public protocol CNContactPickerDelegate: AnyObject {
  func contactPickerDidCancel(_ picker: CNContactPickerViewController)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
}
extension CNContactPickerDelegate {
  public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
}
/// A contact's card: shows the contact it was made for.
open class CNContactViewController: UIViewController {
  public let contact: CNContact
  open weak var delegate: (any CNContactViewControllerDelegate)?
  open var allowsEditing = true
  open var allowsActions = true
  open var contactStore: CNContactStore?
  public init(for contact: CNContact) {
    self.contact = contact
    super.init(nibName: nil, bundle: nil)
  }
  public init(forNewContact contact: CNContact?) {
    self.contact = contact ?? CNContact()
    super.init(nibName: nil, bundle: nil)
  }
  public init(forUnknownContact contact: CNContact) {
    self.contact = contact
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) {
    contact = CNContact()
    super.init(coder: coder)
  }
  open class func descriptorForRequiredKeys() -> String { "CNContactViewController.requiredKeys" }
}
public protocol CNContactViewControllerDelegate: AnyObject {
  func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
}
extension CNContactViewControllerDelegate {
  public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
}

extension View {
  /// iOS 18's picker for granting an app more contacts: never presented
  /// in a figure, so the handler is not called.
  public func contactAccessPicker(
    isPresented: Binding<Bool>, completionHandler: @escaping ([String]) -> Void
  ) -> some View { self }
}
