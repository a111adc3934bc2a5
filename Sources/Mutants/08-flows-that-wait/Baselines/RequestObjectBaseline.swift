import Kata
@testable import SignInFlow

/// A correct design of another shape: each sign-in is an object of its own that owns its task,
/// calls back through closures and cancels in its `deinit`, so the coordinator cancels a request
/// by letting go of it.
enum RequestObjectBaseline {
    /// One sign-in under way.
    @MainActor
    final class SignInRequest {
        private var task: Task<Void, Never>?

        init(service: any AuthService, email: String, password: String, onAccount: @escaping (Account) -> Void, onFailure: @escaping () -> Void) {
            task = Task { [service] in
                do {
                    let account = try await service.signIn(email: email, password: password)
                    if !Task.isCancelled {
                        onAccount(account)
                    }
                } catch {
                    if !Task.isCancelled {
                        onFailure()
                    }
                }
            }
        }

        deinit {
            task?.cancel()
        }
    }

    @MainActor
    final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
        var onFinish: ((SignInResult) -> Void)?
        private let presenter: UIViewController
        private let service: any AuthService
        private let navigationController = UINavigationController()
        private var request: SignInRequest? {
            didSet { form?.isWaiting = request != nil }
        }
        private weak var form: SignInViewController?
        private var ended = false

        init(presenter: UIViewController, service: any AuthService) {
            self.presenter = presenter
            self.service = service
        }

        func start() {
            let welcome = WelcomeViewController()
            welcome.onSignIn = { [weak self] in self?.showForm() }
            navigationController.setViewControllers([welcome], animated: false)
            navigationController.presentationController?.delegate = self
            presenter.present(navigationController, animated: true)
        }

        private func showForm() {
            let form = SignInViewController()
            form.onSubmit = { [weak self] email, password in self?.send(email: email, password: password) }
            form.onLeave = { [weak self] in self?.request = nil }
            self.form = form
            navigationController.pushViewController(form, animated: true)
        }

        private func send(email: String, password: String) {
            guard request == nil else { return }
            request = SignInRequest(service: service, email: email, password: password, onAccount: { [weak self] account in
                self?.request = nil
                self?.welcome(account)
            }, onFailure: { [weak self] in
                self?.request = nil
                self?.askToRetry(email: email, password: password)
            })
        }

        private func welcome(_ account: Account) {
            let screen = WelcomeBackViewController(account: account)
            screen.onDone = { [weak self] in self?.end(.signedIn(account)) }
            navigationController.pushViewController(screen, animated: true)
        }

        private func askToRetry(email: String, password: String) {
            let alert = UIAlertController(title: "Couldn't sign in", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in self?.send(email: email, password: password) })
            navigationController.present(alert, animated: true)
        }

        private func end(_ result: SignInResult) {
            guard !ended else { return }
            ended = true
            request = nil
            if case .signedIn = result {
                presenter.dismiss(animated: true)
            }
            onFinish?(result)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            end(.cancelled)
        }
    }
}
