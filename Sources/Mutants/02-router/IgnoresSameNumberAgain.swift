import Kata
@testable import Routing

/// Mutant: a guard against sending a code twice to the same number, never reset, so after
/// Change Number (or Back) Send Code with the same number does nothing. The rule checks send
/// again with another number; only the same number shows it.
final class IgnoresSameNumberAgain: MutantRouter {
    private var lastPhone: String?

    override func navigate(to route: Route, animated: Bool) {
        if case let .otp(phone) = route {
            guard phone != lastPhone else { return }
            lastPhone = phone
        }
        super.navigate(to: route, animated: animated)
    }
}
