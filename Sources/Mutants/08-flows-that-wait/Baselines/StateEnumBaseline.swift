import Kata
@testable import SignInFlow

/// A correct design of another shape: the flow's state is an enum (ready, or signing in with
/// its task), the navigation controller's delegate notices the form leaving the stack (`didShow`),
/// and the task checks cancellation by throwing (`Task.checkCancellation()`).
enum StateEnumBaseline {
    @MainActor
    final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate, UINavigationControllerDelegate {
        /// Where the sign-in stands.
        private enum State {
            case ready
            case signingIn(Task<Void, Never>)
        }

        var onFinish: ((SignInResult) -> Void)?
        private let presenter: UIViewController
        private let service: any AuthService
        private let navigationController = UINavigationController()
        private var state = State.ready
        private weak var form: SignInViewController?
        private var onFinishOnce: ((SignInResult) -> Void)? {
            defer { onFinish = nil }
            return onFinish
        }

        init(presenter: UIViewController, service: any AuthService) {
            self.presenter = presenter
            self.service = service
        }

        func start() {
            let welcome = WelcomeViewController()
            welcome.onSignIn = { [weak self] in self?.pushForm() }
            navigationController.viewControllers = [welcome]
            navigationController.delegate = self
            navigationController.presentationController?.delegate = self
            presenter.present(navigationController, animated: true)
        }

        private func pushForm() {
            let form = SignInViewController()
            form.onSubmit = { [weak self] email, password in self?.submit(email, password) }
            self.form = form
            navigationController.pushViewController(form, animated: true)
        }

        private func submit(_ email: String, _ password: String) {
            guard case .ready = state else { return }
            form?.isWaiting = true
            let task = Task { [weak self, service] in
                do {
                    let account = try await service.signIn(email: email, password: password)
                    try Task.checkCancellation()
                    self?.finishRequest()
                    self?.showWelcomeBack(account)
                } catch is CancellationError {
                    return
                } catch {
                    guard !Task.isCancelled else { return }
                    self?.finishRequest()
                    self?.showFailure(email, password)
                }
            }
            state = .signingIn(task)
        }

        private func finishRequest() {
            state = .ready
            form?.isWaiting = false
        }

        private func abandonRequest() {
            if case let .signingIn(task) = state {
                task.cancel()
            }
            finishRequest()
        }

        private func showWelcomeBack(_ account: Account) {
            let screen = WelcomeBackViewController(account: account)
            screen.onDone = { [weak self] in
                guard let self else { return }
                presenter.dismiss(animated: true)
                onFinishOnce?(.signedIn(account))
            }
            navigationController.pushViewController(screen, animated: true)
        }

        private func showFailure(_ email: String, _ password: String) {
            let alert = UIAlertController(title: "Sign-in failed", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in self?.submit(email, password) })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            (navigationController.topViewController ?? navigationController).present(alert, animated: true)
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            if let form, !navigationController.viewControllers.contains(form) {
                abandonRequest()
            } else if form == nil {
                abandonRequest()
            }
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            abandonRequest()
            onFinishOnce?(.cancelled)
        }

        deinit {
            if case let .signingIn(task) = state {
                task.cancel()
            }
        }
    }
}
