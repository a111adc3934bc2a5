import Foundation
import Kata

/// The signed-in home; Edit Profile opens the profile editor.
final class HomeViewController: UIViewController {
    /// Run when the user taps Edit Profile.
    var onEditProfile: (() -> Void)?
    private let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        let greeting = UILabel()
        greeting.text = "Hello, \(name)!"
        view.addSubview(greeting)
        let edit = UIButton(type: .system)
        edit.setTitle("Edit Profile", for: .normal)
        edit.addAction(UIAction { [weak self] _ in self?.onEditProfile?() }, for: .touchUpInside)
        view.addSubview(edit)
    }
}
