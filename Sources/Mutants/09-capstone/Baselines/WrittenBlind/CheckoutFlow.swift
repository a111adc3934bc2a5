import Foundation
import Kata
@testable import ShopApp

@MainActor
protocol CheckoutFlowDelegate: AnyObject {
    func checkoutFlowDidEnd(_ flow: CheckoutFlow)
}

/// Checkout for one product: the checkout screen itself, presented as a page sheet. Tells its
/// delegate when it ends, after Pay or a swipe.
@MainActor
final class CheckoutFlow: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var delegate: (any CheckoutFlowDelegate)?
    private let screen: CheckoutViewController

    init(product: Product) {
        screen = CheckoutViewController(product: product)
        super.init()
        screen.onPay = { [weak self] in self?.pay() }
        screen.modalPresentationStyle = .pageSheet
    }

    func present(from presenter: UIViewController) {
        screen.presentationController?.delegate = self
        presenter.present(screen, animated: false)
    }

    private func pay() {
        screen.presentingViewController?.dismiss(animated: false)
        delegate?.checkoutFlowDidEnd(self)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        delegate?.checkoutFlowDidEnd(self)
    }
}
