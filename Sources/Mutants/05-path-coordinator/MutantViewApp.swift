import Foundation
import Kata
@testable import PathCoordinator

/// What a mutant of the flow's views changes: the flow view it shows for the reference's flow.
@MainActor
protocol FlowViewMaking {
    /// The flow view, with the mutant's part.
    associatedtype FlowView: View
    /// The flow view for a running flow.
    static func flowView(_ flow: AuthCoordinator) -> FlowView
}

/// The reference app as iOS launches it, showing a mutant's flow view: what the explorer runs
/// beside the lesson's app, so a mistake in the views is seen there too.
struct MutantViewApp<Maker: FlowViewMaking>: App {
    @State private var app = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            MutantAppView(app: app) { Maker.flowView($0) }
                .onOpenURL { url in
                    app.open(url)
                }
        }
    }
}
