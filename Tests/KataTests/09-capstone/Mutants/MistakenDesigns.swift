import Kata
@testable import ShopApp
@testable import ShopAppMutants

/// The app with one mistake, as a design the checks take.
enum Mistaken<Kind: CapstoneMistakeKind>: ShopAppDesign {
    static func makeSceneDelegate(services: AppServices) -> any UISceneDelegate {
        MistakenSceneDelegate<Kind>(services: services)
    }
}

enum GateSkipsOnboarding: CapstoneMistakeKind { static var mistake: CapstoneMistake { .gateSkipsOnboarding } }
enum ForgetsSignIn: CapstoneMistakeKind { static var mistake: CapstoneMistake { .forgetsSignIn } }
enum FavoritesShowShopDetail: CapstoneMistakeKind { static var mistake: CapstoneMistake { .favoritesShowShopDetail } }
enum KeepsCheckout: CapstoneMistakeKind { static var mistake: CapstoneMistake { .keepsCheckout } }
enum SignOutResetsSession: CapstoneMistakeKind { static var mistake: CapstoneMistake { .signOutResetsSession } }
enum LinkAppendsToStack: CapstoneMistakeKind { static var mistake: CapstoneMistake { .linkAppendsToStack } }
enum LinkLeavesSheet: CapstoneMistakeKind { static var mistake: CapstoneMistake { .linkLeavesSheet } }
enum LinkRacesDismissal: CapstoneMistakeKind { static var mistake: CapstoneMistake { .linkRacesDismissal } }
enum LinkLostWhileCheckoutCloses: CapstoneMistakeKind { static var mistake: CapstoneMistake { .linkLostWhileCheckoutCloses } }
enum DropsLinkWhilePageSlides: CapstoneMistakeKind { static var mistake: CapstoneMistake { .dropsLinkWhilePageSlides } }
enum DropsLinkBeforeSignIn: CapstoneMistakeKind { static var mistake: CapstoneMistake { .dropsLinkBeforeSignIn } }
enum DropsRunningLinkBeforeSignIn: CapstoneMistakeKind { static var mistake: CapstoneMistake { .dropsRunningLinkBeforeSignIn } }
enum SignOutUnderSheet: CapstoneMistakeKind { static var mistake: CapstoneMistake { .signOutUnderSheet } }
enum SignOutKeepsApp: CapstoneMistakeKind { static var mistake: CapstoneMistake { .signOutKeepsApp } }
enum SharedAcrossScenes: CapstoneMistakeKind { static var mistake: CapstoneMistake { .sharedAcrossScenes } }
enum LinksToLastScene: CapstoneMistakeKind { static var mistake: CapstoneMistake { .linksToLastScene } }
enum PendingLinkShared: CapstoneMistakeKind { static var mistake: CapstoneMistake { .pendingLinkShared } }
enum KeepsPendingLink: CapstoneMistakeKind { static var mistake: CapstoneMistake { .keepsPendingLink } }
enum EndsCheckoutWhenSwipeStarts: CapstoneMistakeKind { static var mistake: CapstoneMistake { .endsCheckoutWhenSwipeStarts } }
