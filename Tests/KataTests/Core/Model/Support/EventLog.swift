import Kata

/// A shared, ordered list of the callbacks test doubles received.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }

    /// Returns the events so far and starts a new list.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}
