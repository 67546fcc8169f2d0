import SwiftUI
import Testing
import UIKit

// UIKit plumbing that representables and hosting controllers write, as in
// xiaofu666's SwiftUI demos and Asperi's answers: an orientation-locked
// hosting controller, a one-time-code field's backspace, a stack view's
// custom spacing, a sheet's undimmed detent, a scene asked to turn.

final class PortraitHostingController<Content: View>: UIHostingController<Content> {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil, completion: nil)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
  }
}

/// A field's delegate, as a representable's coordinator is: UIKit's
/// optional methods, one implemented.
final class ReturnCounter: NSObject, UITextFieldDelegate {
  var returns = 0
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns += 1
    return false
  }
}

final class BackspaceField: UITextField {
  var onBackPressed: (() -> Void)?
  override func deleteBackward() {
    onBackPressed?()
    super.deleteBackward()
  }
}

struct CodeField: UIViewRepresentable {
  func makeUIView(context: Context) -> UIStackView {
    let label = UILabel()
    let field = BackspaceField()
    field.text = "12"
    let stack = UIStackView(arrangedSubviews: [label, field])
    stack.setCustomSpacing(12, after: label)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1)
    ])
    return stack
  }
  func updateUIView(_ uiView: UIStackView, context: Context) {}
}

@MainActor @Suite struct UIKitControllerPieces {
  @Test func orientationsAndTransitions() {
    let controller = PortraitHostingController(rootView: Text("Locked"))
    #expect(controller.supportedInterfaceOrientations == .portrait)
    #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
    // A representable's controller stands alone: no container, nothing
    // transitioning; asking for landscape is not granted.
    #expect(controller.navigationController == nil && controller.transitionCoordinator == nil)
    // In a navigation controller, a controller finds it, pushed ones too;
    // in tabs of navigation stacks, the tab bar controller as well.
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let pushed = UIViewController()
    navigation.pushViewController(pushed, animated: false)
    #expect(root.navigationController === navigation && pushed.navigationController === navigation)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    #expect(pushed.tabBarController === tabs && navigation.tabBarController === tabs)
    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    #expect(UIApplication.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
  }

  @Test func fieldsStacksAndSheets() {
    let field = BackspaceField()
    field.text = "123"
    var presses = 0
    field.onBackPressed = { presses += 1 }
    field.deleteBackward()
    #expect(presses == 1 && field.text == "12" && field.hasText)
    // An app calling its delegate reaches the method it implemented, and
    // the defaults for the rest.
    let counter = ReturnCounter()
    let delegate: any UITextFieldDelegate = counter
    #expect(!delegate.textFieldShouldReturn(field) && delegate.textFieldShouldClear(field) && counter.returns == 1)
    let label = UILabel()
    let stack = UIStackView(arrangedSubviews: [label, field])
    stack.setCustomSpacing(12, after: label)
    #expect(stack.customSpacing(after: label) == 12)
    #expect(stack.customSpacing(after: field) == UIStackView.spacingUseDefault)
    let button = UIButton(type: .system)
    button.isEnabled = false
    button.isSelected = true
    #expect(button.state == [.disabled, .selected])
    let sheet = UISheetPresentationController(presentedViewController: UIViewController(), presenting: nil)
    sheet.largestUndimmedDetentIdentifier = .medium
    #expect(sheet.largestUndimmedDetentIdentifier == UISheetPresentationController.Detent.medium().identifier)
    #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4) && CGSizeMake(5, 6) == CGSize(width: 5, height: 6))
    // A bubble's height measured as chat screens do: 20 characters at
    // 16 pt advance 8 each; 100 wide holds 12, so two lines of
    // round(16 × 1.2) = 19; the widest line is 12 × 8 = 96.
    let font = UIFont.systemFont(ofSize: 16)
    let text = String(repeating: "a", count: 20)
    let rect = text.boundingRect(
      with: CGSize(width: CGFloat(100), height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(rect == CGRect(x: 0, y: 0, width: 96, height: 38))
    #expect(NSAttributedString(string: text, attributes: [.font: font]).boundingRect(
      with: CGSize(width: 100, height: 1000), context: nil) == rect)
    #expect(font.descender < 0 && font.capHeight > 0 && font.ascender > font.capHeight)
    // A width of no bound never wraps (and does not overflow counting):
    // 20 × 8 = 160 wide, one line of 19.
    let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    #expect(text.boundingRect(with: unbounded, attributes: [.font: font], context: nil).size == CGSize(width: 160, height: 19))
    #expect(text.size(withAttributes: [.font: font]) == CGSize(width: 160, height: 19))
  }
}
