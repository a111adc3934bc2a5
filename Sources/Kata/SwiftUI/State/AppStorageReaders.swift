import Foundation

/// The views that read each `@AppStorage` key, so that a change through one of them evaluates
/// all of them again, as SwiftUI does.
@MainActor
final class AppStorageReaders {
    /// The one registry.
    static let shared = AppStorageReaders()

    /// A view that reads a key, held weakly.
    private struct Reader {
        weak var node: ViewNode?
        let key: String
        let store: ObjectIdentifier
    }

    private var readers: [Reader] = []

    /// Notes that `node` reads `key` in `store`.
    func add(_ node: ViewNode, reading key: String, in store: UserDefaults) {
        let storeID = ObjectIdentifier(store)
        readers.removeAll { $0.node == nil }
        guard !readers.contains(where: { $0.node === node && $0.key == key && $0.store == storeID }) else { return }
        readers.append(Reader(node: node, key: key, store: storeID))
    }

    /// Evaluates again every view that reads `key` in `store`.
    func changed(_ key: String, in store: UserDefaults) {
        let storeID = ObjectIdentifier(store)
        for reader in readers where reader.key == key && reader.store == storeID {
            reader.node?.invalidate()
        }
    }
}
