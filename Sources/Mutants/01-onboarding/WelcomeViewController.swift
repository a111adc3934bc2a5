import Kata

// The screens every onboarding mutant uses. They report through closures, a design the graders
// must accept as readily as the reference's weak coordinator property, and each carries a
// switch for the one screen-level mistake a mutant needs.

/// Welcome, reporting Next through a closure.
final class WelcomeViewController: UIViewController {
    /// Run when the user taps Next.
    var onNext: (() -> Void)?
    /// The mistake of pushing the next screen from the screen itself.
    var pushesNextScreenItself = false
    /// The mistake of adding the button's action on every appearance.
    var wiresButtonOnEveryAppearance = false
    /// The mistake of pushing, from the screen, a screen the coordinator made for it.
    var makeNextScreen: (() -> UIViewController)?
    /// The mistake of setting the stack from the screen, through the property.
    var setsStackItself = false

    private let nextButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        nextButton.setTitle("Next", for: .normal)
        view.addSubview(nextButton)
        if !wiresButtonOnEveryAppearance {
            wireNext()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if wiresButtonOnEveryAppearance {
            wireNext()
        }
    }

    private func wireNext() {
        nextButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            if pushesNextScreenItself {
                navigationController?.pushViewController(AccountCreationViewController(), animated: true)
            } else if setsStackItself, let navigationController {
                navigationController.viewControllers = [self, AccountCreationViewController()]
            } else if let makeNextScreen {
                navigationController?.pushViewController(makeNextScreen(), animated: true)
            } else {
                onNext?()
            }
        }, for: .touchUpInside)
    }
}
