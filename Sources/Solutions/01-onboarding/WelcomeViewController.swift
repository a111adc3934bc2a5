import Kata

/// The first screen of onboarding; it reports the tap on Next and nothing else.
final class WelcomeViewController: UIViewController {
    /// The coordinator to tell about taps; weak, because the coordinator owns this screen.
    weak var coordinator: OnboardingCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.addAction(UIAction { [weak self] _ in
            self?.coordinator?.showAccountCreation()
        }, for: .touchUpInside)
        view.addSubview(next)
    }
}
