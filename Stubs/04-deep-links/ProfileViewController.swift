import Kata

/// The user's profile; Settings reports the tap.
final class ProfileViewController: UIViewController {
    /// Run when the user taps Settings.
    var onSettings: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        let settings = UIButton(type: .system)
        settings.setTitle("Settings", for: .normal)
        settings.addAction(UIAction { [weak self] _ in self?.onSettings?() }, for: .touchUpInside)
        view.addSubview(settings)
    }
}
