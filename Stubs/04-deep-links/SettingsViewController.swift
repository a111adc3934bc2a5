import Kata

/// Settings, shown as a sheet; Done reports the tap.
final class SettingsViewController: UIViewController {
    /// Run when the user taps Done.
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.onDone?()
        })
    }
}
