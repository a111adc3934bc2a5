import Foundation

/// Tells the views that follow an `ObservableObject` that it is about to change.
///
/// Like Combine's, it may be used from any thread; the views it tells are on the main actor,
/// where SwiftUI requires changes that update views to be made.
public final class ObservableObjectPublisher: @unchecked Sendable {
    /// Guards `observers`; the publisher's only mutable state.
    private let lock = NSLock()
    private var observers: [@MainActor @Sendable () -> Void] = []

    /// Creates a publisher.
    public init() {}

    /// Tells every follower that the object is about to change; call it on the main actor, as
    /// SwiftUI requires of changes that update views (where SwiftUI only warns, the model stops).
    public func send() {
        let observers = lock.withLock { self.observers }
        guard !observers.isEmpty else { return }
        MainActor.assumeIsolated {
            for observer in observers {
                observer()
            }
        }
    }

    /// Follows the object: `node` is evaluated again after each change, while it is in the tree.
    @MainActor
    func follow(by node: ViewNode) {
        lock.withLock {
            observers.append { [weak node] in
                node?.invalidate()
            }
        }
    }

    /// The publisher of an object that did not declare its own, one per object.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        PublisherRegistry.shared.publisher(of: object)
    }
}

/// The publishers of objects that use the default `objectWillChange`, one per live object.
final class PublisherRegistry: @unchecked Sendable {
    static let shared = PublisherRegistry()

    /// Guards `entries`.
    private let lock = NSLock()
    private var entries: [(object: WeakObject, publisher: ObservableObjectPublisher)] = []

    func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            entries.removeAll { $0.object.value == nil }
            if let entry = entries.first(where: { $0.object.value === object }) {
                return entry.publisher
            }
            let publisher = ObservableObjectPublisher()
            entries.append((WeakObject(value: object), publisher))
            return publisher
        }
    }

    /// An object held weakly.
    struct WeakObject {
        weak var value: AnyObject?
    }
}
