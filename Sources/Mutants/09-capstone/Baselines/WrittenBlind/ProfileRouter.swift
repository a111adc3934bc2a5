import Foundation
import Kata
@testable import ShopApp

@MainActor
protocol ProfileRouterDelegate: AnyObject {
    func profileRouterDidTapSignOut(_ router: ProfileRouter)
}

/// The Profile tab's router.
@MainActor
final class ProfileRouter {
    weak var delegate: (any ProfileRouterDelegate)?
    let navigationController = UINavigationController()

    init(user: String) {
        let profile = ProfileViewController(name: user)
        profile.onSignOut = { [weak self] in
            guard let self else { return }
            delegate?.profileRouterDidTapSignOut(self)
        }
        navigationController.viewControllers = [profile]
        navigationController.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 2)
    }
}
