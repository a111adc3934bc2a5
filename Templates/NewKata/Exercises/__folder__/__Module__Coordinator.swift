import Kata

// Kata __number__ · __Title__. Read Lessons/__NN__-__slug__.md first.
//
// Keep the names of the class, its initializer and start(): the grader uses them. Everything
// else is yours to design.

/// Runs the flow: the first screen, then the second above it.
@MainActor
final class __Module__Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Shows the first screen as the only screen of the stack.
    func start() {
        // Task 1: create a FirstViewController, have its onNext call showSecond() (without
        // keeping this coordinator alive), and make it the only screen of navigationController.
    }

    /// Called when the user taps Next on the first screen.
    func showSecond() {
        // Task 1: push a SecondViewController.
    }
}
