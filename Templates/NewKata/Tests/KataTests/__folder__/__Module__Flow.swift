import Kata
@testable import __Module__

/// What the grader needs from an implementation: a coordinator it can create on a navigation
/// controller and start. Everything else it learns by using the app, as a user would.
@MainActor
protocol __Module__Flow: AnyObject {
    init(navigationController: UINavigationController)
    func start()
}

extension __Module__Coordinator: __Module__Flow {}
