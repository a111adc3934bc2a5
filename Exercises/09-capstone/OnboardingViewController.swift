import Foundation
import Kata

/// What the app does, shown once; Get Started is reported through ``onFinish``.
@MainActor
final class OnboardingViewController: UIViewController {
    /// Runs when the user taps Get Started.
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome to the Shop"
        let start = UIButton(type: .system)
        start.setTitle("Get Started", for: .normal)
        start.addAction(UIAction { [weak self] _ in self?.onFinish?() }, for: .touchUpInside)
        view.addSubview(start)
    }
}
