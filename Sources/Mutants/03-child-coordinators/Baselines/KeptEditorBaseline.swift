import Kata
@testable import ChildCoordinators

/// A correct design the grader must accept (lesson 3, task 5: the editor's screens an app keeps
/// to present again on the next Edit Profile are the learner's choice): the app makes the
/// editor's sheet once and presents it again each time, with a new editor coordinator that wires
/// it afresh.
///
/// The rest of the app is the mutants' shared, correct root.
final class KeptEditorBaseline: MutantAppCoordinator {
    /// The editor's sheet, made on the first Edit Profile and shown again on each one after.
    private var sheet: (modal: UINavigationController, editor: EditProfileViewController)?

    override func startEditor() {
        let kept = sheet ?? {
            let editor = EditProfileViewController()
            return (UINavigationController(rootViewController: editor), editor)
        }()
        sheet = kept
        let flow = KeptSheetEditor(presenter: navigationController, modal: kept.modal, editor: kept.editor)
        flow.onFinish = { [weak self, weak flow] in
            guard let self, let flow else { return }
            removeChild(flow)
        }
        childCoordinators.append(flow)
        flow.start()
    }
}

/// The profile editor flow over a sheet the app keeps: it wires Save and the swipe each time.
final class KeptSheetEditor: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    var childCoordinators: [any Coordinator] = []
    var onFinish: (() -> Void)?
    private let presenter: UIViewController
    private let modal: UINavigationController
    private let editor: EditProfileViewController

    init(presenter: UIViewController, modal: UINavigationController, editor: EditProfileViewController) {
        self.presenter = presenter
        self.modal = modal
        self.editor = editor
    }

    func start() {
        editor.onSave = { [weak self] in
            guard let self else { return }
            presenter.dismiss(animated: true)
            onFinish?()
        }
        modal.presentationController?.delegate = self
        presenter.present(modal, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
}
