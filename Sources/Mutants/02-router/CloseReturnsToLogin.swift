import Kata
@testable import Routing

/// Mutant: dismissing the modal also navigates to Login, "to be safe", so Close pushes a second
/// Login onto the stack beneath.
final class CloseReturnsToLogin: MutantRouter {
    override func dismiss(animated: Bool) {
        super.dismiss(animated: animated)
        navigate(to: .login, animated: animated)
    }
}
