import Kata
import KataGrading

/// The coordinators an app's tree lists that were not there at launch, read through a closure
/// over the app's own types, so the explorer reads the lesson's app and the learner's alike.
@MainActor
final class ListedFlows {
    private weak var app: AnyObject?
    private let listed: @MainActor (AnyObject) -> [AnyObject]
    private let atLaunch: [ObjectIdentifier]

    /// Notes the coordinators `listed` gives for `app` now, the ones the app starts with.
    init<App: AnyObject>(_ app: App, listed: @escaping @MainActor (App) -> [AnyObject]) {
        self.app = app
        self.listed = { ($0 as? App).map(listed) ?? [] }
        atLaunch = listed(app).map(ObjectIdentifier.init)
    }

    /// How many coordinators the tree lists beyond those it had at launch.
    var joinedSinceLaunch: Int {
        guard let app else { return 0 }
        return listed(app).filter { !atLaunch.contains(ObjectIdentifier($0)) }.count
    }

    /// What the explorer compares: while Welcome shows, the flows still listed beyond the
    /// app's own (none: every flow the user left was removed, in every round).
    static let onWelcome = Aspect("Flows listed on Welcome", outOfSight: "Look at what removes the sign-in flow from childCoordinators when the user leaves it: it must happen every time, in a second round as in the first, whichever way the user went back.") { app in
        guard ScreenName.visible(to: app.user) == "WelcomeViewController", let flows = app.kept(ListedFlows.self) else { return [] }
        let count = flows.joinedSinceLaunch
        return [count == 1 ? "1 flow still listed" : "\(count) flows still listed"]
    }
}
