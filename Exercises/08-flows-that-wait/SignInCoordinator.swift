import Kata

// Kata 8 · Flows that wait on the network. Read Lessons/08-flows-that-wait.md first.
//
// Keep the names of the class, its initializer, onFinish and start(): the grader uses them. The
// screens, the service protocol, Account and SignInResult are given; everything else in this file
// is yours to design.

/// Runs sign-in in a sheet of its own: Welcome, then the sign-in form above it.
@MainActor
final class SignInCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    /// Hears how the flow ended, once.
    var onFinish: ((SignInResult) -> Void)?
    private let presenter: UIViewController
    private let service: any AuthService
    private let navigationController = UINavigationController()

    init(presenter: UIViewController, service: any AuthService) {
        self.presenter = presenter
        self.service = service
    }

    /// Presents Welcome in a sheet of its own.
    func start() {
        let welcome = WelcomeViewController()
        welcome.onSignIn = { [weak self] in self?.showForm() }
        navigationController.setViewControllers([welcome], animated: false)
        navigationController.presentationController?.delegate = self
        presenter.present(navigationController, animated: true)
    }

    private func showForm() {
        let form = SignInViewController()
        navigationController.pushViewController(form, animated: true)
        // Task 1: have the form's Sign In ask `service` in a task, one at a time, with the form
        // waiting (form.isWaiting) meanwhile.
        // Task 4: have the form's onLeave cancel that task.
    }

    // Task 2: when the service answers, push a WelcomeBackViewController for the account, once.
    // Task 3: when it throws, present an alert with Retry (ask again) and Cancel.
    // Task 6: Welcome Back's Done dismisses the sheet and reports .signedIn(account), once.

    /// The user swiped the sheet away.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        // Task 5: cancel what waits, and report .cancelled, once.
    }

    // Task 7: a coordinator let go of while it waits cancels its task (deinit).
}
