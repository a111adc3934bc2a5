import Foundation
import Kata
@testable import ChildCoordinators

/// A correct design the grader must accept: the editor learns of a swipe in
/// `presentationControllerWillDismiss`, as Apple's documentation of that method suggests, and
/// ends only when the swipe's transition coordinator says the finger lifted without cancelling.
///
/// The rest of the app is the mutants' shared, correct root.
final class SwipeCoordinatorBaseline: MutantAppCoordinator {
    override func startEditor() {
        let editor = SwipeCoordinatorEditor(presenter: navigationController)
        editor.onFinish = { [weak self, weak editor] in
            guard let self, let editor else { return }
            removeChild(editor)
        }
        childCoordinators.append(editor)
        editor.start()
    }
}

/// The profile editor, ended by the swipe's transition coordinator.
final class SwipeCoordinatorEditor: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [any Coordinator] = []
    var onFinish: (() -> Void)?
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let editor = EditProfileViewController()
        editor.onSave = { [weak self] in
            guard let self else { return }
            presenter.dismiss(animated: true)
            onFinish?()
        }
        let modal = UINavigationController(rootViewController: editor)
        modal.presentationController?.delegate = self
        presenter.present(modal, animated: true)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        presentationController.presentedViewController.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
            if !context.isCancelled {
                self?.onFinish?()
            }
        }
    }
}
