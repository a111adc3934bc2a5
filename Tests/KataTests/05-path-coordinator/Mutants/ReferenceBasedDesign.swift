import Foundation
import Kata
@testable import PathCoordinator
@testable import PathCoordinatorMutants

/// A design built from the reference solution, in which a mutant replaces one part.
@MainActor
protocol ReferenceBasedDesign: PathFlowDesign where Flow == AuthCoordinator {}

extension ReferenceBasedDesign {
    static func flow(of app: AppModel) -> AuthCoordinator? { (app as? any SignInApp)?.auth }
    static func encodedPath(of flow: AuthCoordinator) -> Data? { flow.encodedPath() }
    static func restorePath(from data: Data, in flow: AuthCoordinator) { flow.restorePath(from: data) }
    static var sourceFiles: [String] { SourceFiles.swiftFiles(in: "Sources/Solutions/05-path-coordinator") }
}

/// The reference app coordinator, with the flow view `Flow`, launched as iOS does too.
@MainActor
protocol ReferenceAppDesign: ReferenceBasedDesign, FlowViewMaking where AppModel == AppCoordinator, Application == MutantViewApp<Self> {}

extension ReferenceAppDesign {
    static func makeApp() -> AppCoordinator { AppCoordinator() }
    static func rootView(of app: AppCoordinator) -> MutantAppView<AppCoordinator, FlowView> {
        MutantAppView(app: app, flowView: flowView)
    }
}

/// The reference solution shown through the mutants' root view: what every mutant changes one part of.
enum ReferenceThroughMutantRootDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> AuthFlowView { .init(coordinator: flow) }
}

enum ViewAppendsToPathDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> MutantFlowView<ViewAppendsToPath.PhoneView> { .init(coordinator: flow) { ViewAppendsToPath.PhoneView(coordinator: $0) } }
    /// The mutant's views, and the reference's coordinator they write to.
    static var sourceFiles: [String] { [ViewAppendsToPath.sourceFile] + SourceFiles.swiftFiles(in: "Sources/Solutions/05-path-coordinator") }
}

enum DestinationIgnoresCaseDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> DestinationIgnoresCase.FlowView { .init(coordinator: flow) }
}

enum HelpOutsidePathDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> MutantFlowView<HelpOutsidePath.PhoneView> { .init(coordinator: flow) { HelpOutsidePath.PhoneView(coordinator: $0) } }
}

enum StaleNumberAfterBackDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> MutantFlowView<StaleNumberAfterBack.PhoneView> { .init(coordinator: flow) { StaleNumberAfterBack.PhoneView(coordinator: $0) } }
}

enum EmptyNumberSendsLastOneDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> MutantFlowView<EmptyNumberSendsLastOne.PhoneView> { .init(coordinator: flow) { EmptyNumberSendsLastOne.PhoneView(coordinator: $0) } }
}

enum SendCodeGuardNeverResetDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> MutantFlowView<SendCodeGuardNeverReset.PhoneView> { .init(coordinator: flow) { SendCodeGuardNeverReset.PhoneView(coordinator: $0) } }
}

enum ConstantPathBindingDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> ConstantPathBinding.FlowView { .init(coordinator: flow) }
}

enum RestorationDropsDataDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> AuthFlowView { .init(coordinator: flow) }
    static func encodedPath(of flow: AuthCoordinator) -> Data? { flow.encodedRouteNames() }
    static func restorePath(from data: Data, in flow: AuthCoordinator) { flow.restoreRouteNames(from: data) }
}

enum RestoreResetsFlowDesign: ReferenceAppDesign {
    static func flowView(_ flow: AuthCoordinator) -> AuthFlowView { .init(coordinator: flow) }
    static func restorePath(from data: Data, in flow: AuthCoordinator) { flow.restorePathAfterReset(from: data) }
}

/// A mutant app coordinator of its own, with the reference flow view.
@MainActor
protocol MutantAppDesign: ReferenceBasedDesign where AppModel: SignInApp, Application == AuthApp, Root == MutantAppView<AppModel, AuthFlowView> {}

extension MutantAppDesign {
    static func rootView(of app: AppModel) -> MutantAppView<AppModel, AuthFlowView> {
        MutantAppView(app: app) { AuthFlowView(coordinator: $0) }
    }
}

enum ClosureKeepsCoordinatorDesign: MutantAppDesign {
    static func makeApp() -> ClosureKeepsCoordinator { ClosureKeepsCoordinator() }
}

enum CapturesAppStronglyDesign: MutantAppDesign {
    static func makeApp() -> CapturesAppStrongly { CapturesAppStrongly() }
}

enum ParentNeverLetsGoDesign: ReferenceBasedDesign {
    typealias Application = AuthApp
    static func makeApp() -> ParentNeverLetsGo { ParentNeverLetsGo() }
    static func rootView(of app: ParentNeverLetsGo) -> ParentNeverLetsGo.RootView { .init(app: app) }
}

/// A mutant app coordinator that opens links its own way, with the reference flow view.
@MainActor
protocol MutantLinkDesign: ReferenceBasedDesign where AppModel: LinkOpeningApp, Application == MutantLinkedApp<AppModel>, Root == MutantAppView<AppModel, AuthFlowView> {}

extension MutantLinkDesign {
    static func makeApp() -> AppModel { AppModel() }
    static func rootView(of app: AppModel) -> MutantAppView<AppModel, AuthFlowView> {
        MutantAppView(app: app) { AuthFlowView(coordinator: $0) }
    }
}

enum DeepLinkOneAtATimeDesign: MutantLinkDesign {
    typealias AppModel = DeepLinkOneAtATime
}

enum LinkNeverReachesFlowDesign: MutantLinkDesign {
    typealias AppModel = LinkNeverReachesFlow
}

enum UnknownLinkEmptiesPathDesign: MutantLinkDesign {
    typealias AppModel = UnknownLinkEmptiesPath
}

enum LinkAppendsPathDesign: MutantLinkDesign {
    typealias AppModel = LinkAppendsPath
}

enum LinkIgnoredWhenRepeatedDesign: MutantLinkDesign {
    typealias AppModel = LinkIgnoredWhenRepeated
}

enum LinkRestartsFlowUnwiredDesign: MutantLinkDesign {
    typealias AppModel = LinkRestartsFlowUnwired
}

enum LinkRewiresCompletionStronglyDesign: MutantLinkDesign {
    typealias AppModel = LinkRewiresCompletionStrongly
}
