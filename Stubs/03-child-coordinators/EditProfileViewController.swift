import Kata

/// Edits the profile; Save, in the navigation bar, ends the editing.
final class EditProfileViewController: UIViewController {
    /// Run when the user taps Save.
    var onSave: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Profile"
        let bio = UITextField()
        bio.placeholder = "Bio"
        view.addSubview(bio)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            self?.onSave?()
        })
    }
}
