import Kata

/// A screen an app shows before onboarding starts, such as a launch or loading screen.
final class LaunchScreenViewController: UIViewController {}
