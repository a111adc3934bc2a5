import Foundation
import Kata
import Testing

/// A screen with a toolbar of one action, as list screens show "Compose" at the bottom.
private final class InboxViewController: UIViewController {
    private(set) var composed = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [UIBarButtonItem(title: "Compose", primaryAction: UIAction { [weak self] _ in self?.composed += 1 })]
    }
}

/// A screen that offers keyboard shortcuts by overriding `keyCommands`, as iPad apps do.
private final class ShortcutsViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        []
    }
}

/// A screen that picks a profile photo with the system's image picker, as profile screens do.
private final class ProfileViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    private(set) var photo: UIImage?
    private(set) var cancelled = false

    func choosePhoto(allowsEditing: Bool = false) {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = allowsEditing
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        photo = (info[.editedImage] ?? info[.originalImage]) as? UIImage
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled = true
        picker.dismiss(animated: true)
    }
}

@MainActor
@Suite("Toolbars, key commands and the image picker")
struct ToolbarKeysAndPickerTests {
    let reports = ModelReportLog()

    /// Apple, UINavigationController "isToolbarHidden" (true by default),
    /// "setToolbarHidden(_:animated:)", "toolbar" ("the custom toolbar associated with the
    /// navigation interface", filled through the view controllers' items); UIViewController
    /// "toolbarItems" ("the toolbar items associated with the view controller") and
    /// "setToolbarItems(_:animated:)", "hidesBottomBarWhenPushed" ("the toolbar at the bottom of
    /// the screen is hidden when the view controller is pushed").
    @Test("A navigation controller's toolbar shows the top screen's items once shown, and the user taps them")
    func navigationToolbar() {
        let inbox = InboxViewController()
        let navigationController = UINavigationController(rootViewController: inbox)
        let user = User(window: visibleWindow(root: navigationController))
        #expect(navigationController.isToolbarHidden && navigationController.toolbar != nil)
        reports.collect { _ = user.tap("Compose") }
        #expect(inbox.composed == 0, "a hidden toolbar's items cannot be tapped")
        #expect(reports.messages.first?.contains("there is no button titled or identified \"Compose\"") == true)
        navigationController.setToolbarHidden(false, animated: true)
        #expect(user.tap("Compose") && inbox.composed == 1)
        let detail = UIViewController()
        detail.setToolbarItems([UIBarButtonItem(title: "Share")], animated: false)
        navigationController.pushViewController(detail, animated: false)
        #expect(user.tappableLabels.contains("Share") && !user.tappableLabels.contains("Compose"), "the toolbar shows the top screen's items")
        let full = UIViewController()
        full.toolbarItems = [UIBarButtonItem(title: "Hidden")]
        full.hidesBottomBarWhenPushed = true
        navigationController.pushViewController(full, animated: false)
        #expect(!user.tappableLabels.contains("Hidden"))
    }

    /// Apple, "UIToolbar": "items", "setItems(_:animated:)", "standardAppearance" and
    /// UIToolbarAppearance, "appearance()"; a toolbar a screen adds to its view is a view, whose
    /// items are on screen with it.
    @Test("A toolbar a screen adds to its view shows its items, which the user taps; its looks are kept")
    func toolbarInAView() {
        let screen = UIViewController()
        var saved = 0
        let toolbar = UIToolbar()
        toolbar.setItems([UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in saved += 1 })], animated: false)
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        toolbar.standardAppearance = appearance
        UIToolbar.appearance().barTintColor = .systemBlue
        screen.view.addSubview(toolbar)
        let user = User(window: visibleWindow(root: screen))
        #expect(user.tap("Save") && saved == 1)
        #expect(toolbar.items?.count == 1 && toolbar.standardAppearance === appearance)
    }

    /// Apple, "UIKeyCommand" (its initializers take the action as a Selector, which Linux cannot
    /// make), "UIResponder.keyCommands" (nil by default), "UIKeyModifierFlags", "inputEscape" and
    /// the arrow keys' inputs: what compiles is a responder listing its shortcuts and the keys
    /// and flags it names.
    @Test("A responder's keyCommands are nil unless it offers some; modifier flags and special keys are named")
    func keyCommands() {
        #expect(UIViewController().keyCommands == nil)
        #expect(ShortcutsViewController().keyCommands?.isEmpty == true)
        let flags: UIKeyModifierFlags = [.command, .shift]
        #expect(flags.contains(.command) && !flags.contains(.alternate))
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(Set([UIKeyCommand.inputEscape, UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow]).count == 5)
    }

    /// Apple, "UIImagePickerController": "sourceType" (the photo library by default),
    /// "allowsEditing", "delegate" (it "decides when to dismiss the picker"),
    /// "isSourceTypeAvailable(_:)"; UIImagePickerControllerDelegate
    /// "imagePickerController(_:didFinishPickingMediaWithInfo:)" (the picked image under
    /// "originalImage", the edited one under "editedImage") and "imagePickerControllerDidCancel(_:)",
    /// whose implementation "should dismiss the picker view".
    @Test("A presented image picker tells its delegate what the user picks or that they cancelled; the delegate dismisses it")
    func imagePicker() throws {
        let profile = ProfileViewController()
        let user = User(window: visibleWindow(root: profile))
        #expect(UIImagePickerController().sourceType == .photoLibrary && UIImagePickerController.isSourceTypeAvailable(.camera))
        profile.choosePhoto()
        #expect(user.visibleViewController is UIImagePickerController)
        #expect(user.pickImage())
        #expect(user.visibleViewController === profile)
        #expect(try #require(profile.photo).size == CGSize(width: 3024, height: 4032))
        profile.choosePhoto(allowsEditing: true)
        let avatar = UIImage(systemName: "person.crop.circle")
        #expect(user.pickImage(avatar) && profile.photo == avatar)
        profile.choosePhoto()
        #expect(user.cancelImagePicker() && profile.cancelled && user.visibleViewController === profile)
        reports.collect { _ = user.pickImage() }
        #expect(reports.messages.first?.contains("there is no image picker (UIImagePickerController) on the visible screen") == true)
    }

    /// Apple, UIImagePickerController "delegate": "If this property is nil, the picker is dismissed
    /// immediately if you try to show it", so there is nothing the user can pick from.
    @Test("A picker without an image picker delegate is reported when the user tries to pick")
    func pickerWithoutDelegate() {
        let root = UIViewController()
        let user = User(window: visibleWindow(root: root))
        root.present(UIImagePickerController(), animated: false)
        reports.collect { _ = user.pickImage() }
        #expect(reports.messages.first?.contains("has no delegate that is a UIImagePickerControllerDelegate") == true)
    }
}
