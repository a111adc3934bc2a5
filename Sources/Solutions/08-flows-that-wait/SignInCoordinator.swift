import Kata

/// Runs sign-in in a sheet of its own: Welcome, then the sign-in form pushed above it. Sign In
/// awaits the service in a task it keeps, one at a time, with the form waiting meanwhile; the
/// answer goes on to Welcome Back, or to an alert that offers Retry and Cancel. Leaving the form,
/// swiping the sheet away, or letting go of the coordinator cancels the task, and a cancelled
/// task shows nothing. It reports how the flow ended to its parent, once.
@MainActor
final class SignInCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    /// Hears how the flow ended, once.
    var onFinish: ((SignInResult) -> Void)?
    private let presenter: UIViewController
    private let service: any AuthService
    private let navigationController = UINavigationController()
    /// The sign-in under way, if any.
    private var request: Task<Void, Never>?
    private weak var form: SignInViewController?
    private var finished = false

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
        form.onSubmit = { [weak self] email, password in self?.signIn(email: email, password: password) }
        form.onLeave = { [weak self] in self?.cancelRequest() }
        self.form = form
        navigationController.pushViewController(form, animated: true)
    }

    /// Starts a sign-in, unless one is under way.
    private func signIn(email: String, password: String) {
        guard request == nil else { return }
        form?.isWaiting = true
        request = Task { [weak self, service] in
            do {
                let account = try await service.signIn(email: email, password: password)
                guard !Task.isCancelled else { return }
                self?.signedIn(account)
            } catch {
                guard !Task.isCancelled else { return }
                self?.failed(email: email, password: password)
            }
        }
    }

    private func signedIn(_ account: Account) {
        request = nil
        form?.isWaiting = false
        let welcomeBack = WelcomeBackViewController(account: account)
        welcomeBack.onDone = { [weak self] in self?.finish(.signedIn(account)) }
        navigationController.pushViewController(welcomeBack, animated: true)
    }

    private func failed(email: String, password: String) {
        request = nil
        form?.isWaiting = false
        let alert = UIAlertController(title: "Couldn't sign in", message: "Check your connection and try again.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
            self?.signIn(email: email, password: password)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController.present(alert, animated: true)
    }

    /// Cancels the sign-in under way: what it awaits throws at once, and it shows nothing.
    private func cancelRequest() {
        request?.cancel()
        request = nil
        form?.isWaiting = false
    }

    private func finish(_ result: SignInResult) {
        guard !finished else { return }
        finished = true
        cancelRequest()
        if case .signedIn = result {
            presenter.dismiss(animated: true)
        }
        onFinish?(result)
    }

    /// The user swiped the sheet away: the flow ended, and what it waited for no longer matters.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        finish(.cancelled)
    }

    /// A parent that lets go of the flow while it waits: nothing may arrive afterwards.
    deinit {
        request?.cancel()
    }
}
