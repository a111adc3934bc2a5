import Foundation
import Kata

/// Who is signed in, and Sign Out, reported through ``onSignOut``.
@MainActor
final class ProfileViewController: UIViewController {
    /// Runs when the user taps Sign Out.
    var onSignOut: (() -> Void)?
    private let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        let greeting = UILabel()
        greeting.text = "Signed in as \(name)"
        view.addSubview(greeting)
        let signOut = UIButton(type: .system)
        signOut.setTitle("Sign Out", for: .normal)
        signOut.addAction(UIAction { [weak self] _ in self?.onSignOut?() }, for: .touchUpInside)
        view.addSubview(signOut)
    }
}
