/// The line of app code whose action is running, such as a button's: what changes the app makes
/// in that turn (a path it appends to) are named after it in the journal.
///
/// SwiftUI's own API has no place for a call site; a path changes wherever the app changes it.
/// The closest line the model can know is the action that ran, so a stack that follows its path
/// names the action of the turn in which the path changed.
@MainActor
enum ViewAction {
    /// Where the last action of this turn was written; `nil` once the turn has ended.
    private(set) static var site: CallSite?

    /// Runs an action written at `site`.
    static func run(at site: CallSite?, _ action: () -> Void) {
        self.site = site
        action()
    }

    /// Forgets the turn's action, as the turn ends.
    static func endTurn() {
        site = nil
    }
}
