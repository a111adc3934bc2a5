/// Recording transitions and misuse for the controller's window.
extension UIViewController {
    /// Records an entry in the journal of this controller's window, or with its tree when it has none.
    func record(_ kind: TransitionJournal.Kind, _ summary: String, at site: CallSite?) {
        let entry = TransitionJournal.Entry(
            kind: kind,
            summary: summary,
            callSite: site,
            sequence: TransitionJournal.nextSequence()
        )
        if let window = hostWindow {
            window.journal.append([entry])
        } else {
            var top = containmentRoot
            while let presenter = top.presentingStorage {
                top = presenter.containmentRoot
            }
            top.detachedJournal.append(entry)
        }
    }

    /// Reports misuse through ``ModelReporting`` and records the refusal in the journal.
    ///
    /// A `nil` site means a property assignment, whose caller the model cannot know; the message says so.
    func reportMisuse(_ message: String, at site: CallSite?) {
        let full = site == nil
            ? message + " (This was a property assignment, which cannot tell the model its line; look for the assignment in your code.)"
            : message
        record(.misuse, "refused: \(full)", at: site)
        ModelReporting.report(ModelReport(kind: .misuse, message: full, callSite: site))
    }

    /// Takes the journal entries recorded while this tree was in no window, oldest first.
    func takeDetachedJournal() -> [TransitionJournal.Entry] {
        var entries = detachedJournal
        detachedJournal = []
        for child in children {
            entries += child.takeDetachedJournal()
        }
        if let presentedStorage {
            entries += presentedStorage.takeDetachedJournal()
        }
        return entries
    }

    /// The controller's name and, when it has one, its title, as pictures and messages show it.
    var displayName: String {
        if let title, !title.isEmpty {
            return "\(self) \"\(title)\""
        }
        return "\(self)"
    }
}
