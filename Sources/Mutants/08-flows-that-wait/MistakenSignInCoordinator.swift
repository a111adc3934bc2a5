import Kata
@testable import SignInFlow

/// The reference coordinator with one mistake of the lesson, named by `Kind`.
@MainActor
final class MistakenSignInCoordinator<Kind: SignInMistakeKind>: NSObject, UIAdaptivePresentationControllerDelegate, UINavigationControllerDelegate {
    var onFinish: ((SignInResult) -> Void)?
    private let presenter: UIViewController
    private let service: any AuthService
    private let navigationController = UINavigationController()
    private var request: Task<Void, Never>?
    private weak var form: SignInViewController?
    /// The form, kept strongly: the `keepsForm` mistake.
    private var keptForm: SignInViewController?
    private var finished = false
    /// The account Welcome Back shows, for the mistake that reports it when the sheet is swiped away.
    private var signedInAccount: Account?

    private var mistake: SignInMistake {
        Kind.mistake
    }

    init(presenter: UIViewController, service: any AuthService) {
        self.presenter = presenter
        self.service = service
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.onSignIn = { [weak self] in self?.showForm() }
        navigationController.setViewControllers([welcome], animated: false)
        navigationController.presentationController?.delegate = self
        if mistake == .cancelsWhenSwipeStarts {
            navigationController.delegate = self
        }
        presenter.present(navigationController, animated: true)
    }

    private func showForm() {
        let form = SignInViewController()
        form.onSubmit = { [weak self] email, password in self?.signIn(email: email, password: password) }
        if mistake != .pushesAfterLeaving, mistake != .cancelsWhenSwipeStarts {
            form.onLeave = { [weak self] in self?.cancelRequest() }
        }
        self.form = form
        if mistake == .keepsForm {
            keptForm = form
        }
        navigationController.pushViewController(form, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        if !(viewController is SignInViewController), !(viewController is WelcomeBackViewController) {
            cancelRequest()
        }
    }

    private func signIn(email: String, password: String, retrying: Bool = false) {
        if mistake == .retryLeavesFormReady, retrying {
            Task { [weak self, service] in
                do {
                    let account = try await service.signIn(email: email, password: password)
                    self?.signedIn(account)
                } catch {
                    self?.failed(email: email, password: password, from: nil)
                }
            }
            return
        }
        if mistake != .secondTapAsksAgain {
            guard request == nil else { return }
            form?.isWaiting = true
        }
        if mistake == .taskKeepsCoordinator {
            request = Task { [service] in
                do {
                    let account = try await service.signIn(email: email, password: password)
                    guard !Task.isCancelled else { return }
                    self.signedIn(account)
                } catch {
                    guard !Task.isCancelled else { return }
                    self.failed(email: email, password: password, from: nil)
                }
            }
            return
        }
        let screen = mistake == .alertAfterCancelling ? form : nil
        request = Task { [weak self, service] in
            do {
                let account = try await service.signIn(email: email, password: password)
                guard self?.mistake == .pushesAfterLeaving || !Task.isCancelled else { return }
                self?.signedIn(account)
            } catch {
                if self?.mistake == .reportsCancelledTwice || self?.mistake == .reportsWhenLeavingForm, Task.isCancelled {
                    self?.onFinish?(.cancelled)
                    return
                }
                if self?.mistake == .catchesOnlyCancellationError {
                    guard !(error is CancellationError) else { return }
                    self?.failed(email: email, password: password, from: nil)
                    return
                }
                guard self?.mistake == .alertAfterCancelling || !Task.isCancelled else { return }
                self?.failed(email: email, password: password, from: screen)
            }
        }
    }

    private func signedIn(_ account: Account) {
        request = nil
        if mistake != .formWaitsForEver {
            form?.isWaiting = false
        }
        signedInAccount = account
        let welcomeBack = WelcomeBackViewController(account: account)
        welcomeBack.onDone = { [weak self] in self?.finish(.signedIn(account)) }
        navigationController.pushViewController(welcomeBack, animated: true)
    }

    /// Presents the alert from `screen` when given, else from the navigation controller.
    private func failed(email: String, password: String, from screen: UIViewController?) {
        request = nil
        if mistake != .formWaitsForEver {
            form?.isWaiting = false
        }
        let alert = UIAlertController(title: "Couldn't sign in", message: "Check your connection and try again.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
            self?.signIn(email: email, password: password, retrying: true)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        (screen ?? navigationController).present(alert, animated: true)
    }

    private func cancelRequest() {
        request?.cancel()
        request = nil
        form?.isWaiting = false
    }

    private func finish(_ result: SignInResult) {
        guard mistake == .reportsCancelledTwice || !finished else { return }
        finished = true
        if mistake != .swipeKeepsRequest {
            cancelRequest()
        }
        if case .signedIn = result {
            presenter.dismiss(animated: true)
        }
        onFinish?(result)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if mistake == .swipeAfterSigningInReportsSignedIn, let account = signedInAccount {
            finish(.signedIn(account))
            return
        }
        finish(.cancelled)
    }

    deinit {
        if Kind.mistake != .letGoKeepsRequest {
            request?.cancel()
        }
    }
}
