import Foundation
import Kata

/// Checkout, a child flow in a sheet of its own; it ends when the user pays or swipes it away.
@MainActor
final class CheckoutCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    /// Runs once when the flow ends, however it ends.
    var onFinish: (() -> Void)?
    private let presenter: UIViewController
    private let product: Product

    init(presenter: UIViewController, product: Product) {
        self.presenter = presenter
        self.product = product
    }

    func start() {
        let screen = CheckoutViewController(product: product)
        screen.onPay = { [weak self] in
            self?.presenter.dismiss(animated: true)
            self?.onFinish?()
        }
        let sheet = UINavigationController(rootViewController: screen)
        sheet.presentationController?.delegate = self
        presenter.present(sheet, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
}
