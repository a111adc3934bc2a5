import Kata
@testable import Routing

/// Mutant: the factory builds the code screen without the phone from its route, so the screen
/// cannot say where the code went.
final class FactoryDropsPhone: MutantRouter {
    override class func makeCodeScreen(phone: String, router: any Router) -> UIViewController {
        OTPViewController(phone: "", router: router)
    }
}
