import Kata
@testable import SignInFlow

// A child coordinator runs the form and owns its request; the parent runs the sheet, Welcome
// Back and the ending. The service is wrapped in a completion-handler call, as URLSession.dataTask
// would be: the completion asks whether its request is still the one wanted. (One change from the
// design as written: the request is told apart by a number rather than by the task captured
// before it was assigned, which Swift 6 warns about.)

extension AuthService {
    /// Completion-handler style sign-in. Cancel the returned task to cancel the call; the
    /// completion runs on the main actor either way, with the cancellation error if cancelled.
    func signIn(
        email: String,
        password: String,
        completion: @escaping @MainActor (Result<Account, any Error>) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                let account = try await signIn(email: email, password: password)
                completion(.success(account))
            } catch {
                completion(.failure(error))
            }
        }
    }
}

/// Runs the sign-in form: one request at a time, the form waiting meanwhile, Retry on failure.

/// A correct design written from the lesson and the stub alone, by someone who never saw the grader:
/// a child coordinator runs the form and owns the request, made through a completion-handler
/// wrapper of the service that returns its task, as `URLSession.dataTask` does. Its types are as
/// written, nested in this namespace.
enum WrittenBlindBaseline {
    @MainActor
    final class SignInFormCoordinator {
        /// The service answered with an account.
        var onSignedIn: ((Account) -> Void)?
        /// The form left the stack (Back, or a finished back swipe).
        var onLeave: (() -> Void)?

        private let service: any AuthService
        private weak var navigationController: UINavigationController?
        private weak var form: SignInViewController?
        private var request: Task<Void, Never>?
        private var requestNumber = 0

        init(navigationController: UINavigationController, service: any AuthService) {
            self.navigationController = navigationController
            self.service = service
        }

        deinit {
            request?.cancel()
        }

        func start() {
            let form = SignInViewController()
            form.onSubmit = { [weak self] email, password in
                self?.submit(email: email, password: password)
            }
            form.onLeave = { [weak self] in
                guard let self else { return }
                stop()
                onLeave?()
            }
            self.form = form
            navigationController?.pushViewController(form, animated: true)
        }

        /// Cancels the request under way, if any; its completion then does nothing.
        func stop() {
            request?.cancel()
            request = nil
            form?.isWaiting = false
        }

        private func submit(email: String, password: String) {
            guard request == nil else { return }
            form?.isWaiting = true
            requestNumber += 1
            let number = requestNumber
            let call = service.signIn(email: email, password: password) { [weak self] result in
                // Only the request still wanted goes on: not one that was cancelled or replaced.
                guard let self, let wanted = request, number == requestNumber, !wanted.isCancelled else { return }
                request = nil
                form?.isWaiting = false
                switch result {
                case .success(let account):
                    onSignedIn?(account)
                case .failure:
                    offerRetry(email: email, password: password)
                }
            }
            request = call
        }

        private func offerRetry(email: String, password: String) {
            guard let navigationController else { return }
            let alert = UIAlertController(
                title: "Couldn't sign in",
                message: "Please try again.",
                preferredStyle: .alert
            )
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
                self?.submit(email: email, password: password)
            })
            navigationController.present(alert, animated: true)
        }
    }

    /// Runs sign-in in a sheet of its own: Welcome, then the sign-in form above it.
    @MainActor
    final class SignInCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
        /// Hears how the flow ended, once.
        var onFinish: ((SignInResult) -> Void)?
        private let presenter: UIViewController
        private let service: any AuthService
        private let navigationController = UINavigationController()

        /// The child that runs the form while the form is in the stack. Letting go of the
        /// coordinator lets go of it, and its deinit cancels its request.
        private var formFlow: SignInFormCoordinator?
        private var hasFinished = false

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
            formFlow?.stop()
            let child = SignInFormCoordinator(navigationController: navigationController, service: service)
            child.onSignedIn = { [weak self] account in self?.showWelcomeBack(account) }
            child.onLeave = { [weak self, weak child] in
                guard let self, let child, formFlow === child else { return }
                formFlow = nil
            }
            formFlow = child
            child.start()
        }

        private func showWelcomeBack(_ account: Account) {
            let welcomeBack = WelcomeBackViewController(account: account)
            welcomeBack.onDone = { [weak self] in
                guard let self else { return }
                presenter.dismiss(animated: true)
                finish(.signedIn(account))
            }
            navigationController.pushViewController(welcomeBack, animated: true)
        }

        private func finish(_ result: SignInResult) {
            guard !hasFinished else { return }
            hasFinished = true
            formFlow?.stop()
            formFlow = nil
            onFinish?(result)
        }

        /// The user swiped the sheet away.
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            finish(.cancelled)
        }
    }
}
