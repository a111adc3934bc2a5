/// Where a controller is in UIKit's appearance cycle.
enum AppearanceState: Sendable {
    /// Not on screen.
    case disappeared
    /// `viewWillAppear` has run, `viewDidAppear` has not.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear` has run, `viewDidDisappear` has not.
    case disappearing
}
