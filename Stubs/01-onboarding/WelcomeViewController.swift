import Kata

/// The first screen of onboarding.
final class WelcomeViewController: UIViewController {
    // Task 5: give this screen a way to tell its coordinator about the tap on Next, without
    // keeping the coordinator alive (Task 6). The screen must not push anything itself.

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.addAction(UIAction { _ in
            // Report the tap here.
        }, for: .touchUpInside)
        view.addSubview(next)
    }
}
