import Foundation
import Kata

/// The profile editor: a modal flow in its own navigation controller, shown as a sheet.
///
/// It ends when the user saves, and also when the user swipes the sheet down, which it
/// learns as the presentation controller's delegate.
final class EditProfileCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [any Coordinator] = []
    /// Run once when the flow ends, however it ends.
    var onFinish: (() -> Void)?
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let editor = EditProfileViewController()
        editor.onSave = { [weak self] in self?.save() }
        let modal = UINavigationController(rootViewController: editor)
        modal.presentationController?.delegate = self
        presenter.present(modal, animated: true)
    }

    private func save() {
        presenter.dismiss(animated: true)
        onFinish?()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
}
