import Foundation
import Kata

/// The app's home once onboarding is over; it greets the user by name.
final class DashboardViewController: UIViewController {
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
        title = "Dashboard"
        let greeting = UILabel()
        greeting.text = "Hello, \(name)!"
        view.addSubview(greeting)
    }
}
