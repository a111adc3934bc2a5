/// One mistake of the lesson, made by `MistakenSceneDelegate`'s app: each is what a learner who
/// forgets one rule writes.
enum CapstoneMistake: Sendable {
    /// The gate shows sign-in to anyone signed out, onboarding seen or not.
    case gateSkipsOnboarding
    /// Sign-in shows the app but never tells the session, so the next launch asks again.
    case forgetsSignIn
    /// The Favorites tab makes the shop's detail screen, not its own.
    case favoritesShowShopDetail
    /// Checkout is never forgotten by its parent, so its flow outlives its sheet.
    case keepsCheckout
    /// Checkout ends when a swipe starts (`presentationControllerWillDismiss`), so a swipe let go
    /// halfway leaves a sheet whose flow was forgotten, and Pay does nothing.
    case endsCheckoutWhenSwipeStarts
    /// A link pushes its screen above whatever the tab showed.
    case linkAppendsToStack
    /// A link shows its screen under the sheet that was up.
    case linkLeavesSheet
    /// A link dismisses the sheet that was up with animation and goes on at once: a checkout
    /// link then presents while the dismissal runs, which UIKit refuses, and the link is lost.
    case linkRacesDismissal
    /// A link that comes while checkout's sheet still slides away after Pay goes on at once: a
    /// checkout link then presents while the dismissal runs, which UIKit refuses, and is lost.
    case linkLostWhileCheckoutCloses
    /// A link that comes while a tapped product's page still slides in is dropped, as if a
    /// stack that animates could not be changed.
    case dropsLinkWhilePageSlides
    /// A link that comes before sign-in is dropped.
    case dropsLinkBeforeSignIn
    /// A link that launches the app waits for sign-in, but one opened on sign-in while the app
    /// runs is dropped.
    case dropsRunningLinkBeforeSignIn
    /// A link that waited for sign-in is never forgotten, so it opens again at every sign-in.
    case keepsPendingLink
    /// Sign-out replaces the window's root under the sheet that was up.
    case signOutUnderSheet
    /// Sign-out shows sign-in but keeps the signed-in app's coordinator.
    case signOutKeepsApp
    /// Sign-out resets the whole session once sign-in shows, onboarding seen with it (signing
    /// in marks it seen again), so a relaunch before signing in shows onboarding.
    case signOutResetsSession
    /// Every scene shares one coordinator, through a static.
    case sharedAcrossScenes
    /// Links go to the coordinator started last, kept in a static "current" one, so a link
    /// opened in the first scene moves the last.
    case linksToLastScene
    /// The link waiting for sign-in is kept in a static, so it opens in whichever scene signs
    /// in first, not in the one it was opened in.
    case pendingLinkShared
}

/// A type that names one mistake, for `MistakenSceneDelegate`.
protocol CapstoneMistakeKind {
    static var mistake: CapstoneMistake { get }
}
