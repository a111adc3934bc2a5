import Foundation
import Kata

/// The profile editor: a modal flow in its own navigation controller, shown as a sheet.
final class EditProfileCoordinator: NSObject, Coordinator {
    var childCoordinators: [any Coordinator] = []
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        // Present EditProfileViewController inside a UINavigationController. The flow ends when
        // the user taps Save (Task 5: dismiss, then report) and when the user swipes the sheet
        // down (Task 6: the presentation controller's delegate is told).
    }
}
