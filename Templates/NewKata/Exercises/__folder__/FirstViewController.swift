import Kata

/// The flow's first screen: it reports the tap on Next, and does nothing else.
final class FirstViewController: UIViewController {
    /// Called when the user taps Next.
    var onNext: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "First"
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.addAction(UIAction { [weak self] _ in
            self?.onNext?()
        }, for: .touchUpInside)
        view.addSubview(next)
    }
}
