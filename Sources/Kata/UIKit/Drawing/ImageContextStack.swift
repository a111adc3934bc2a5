import Foundation
import Synchronization

/// The image contexts begun with `UIGraphicsBeginImageContextWithOptions(_:_:_:)` and not yet
/// ended, the last one current, as UIKit keeps them; any thread may begin and end one.
enum ImageContextStack {
    /// One begun context: the size and scale of the image it makes.
    struct Entry: Sendable {
        let size: CGSize
        let scale: CGFloat
    }

    /// The contexts begun and not ended, the current one last.
    private static let entries = Mutex<[Entry]>([])

    /// Begins a context of a size and scale, which becomes the current one.
    static func push(size: CGSize, scale: CGFloat) {
        entries.withLock { $0.append(Entry(size: size, scale: scale)) }
    }

    /// Ends the current context; nothing when none is current.
    static func pop() {
        entries.withLock { _ = $0.popLast() }
    }

    /// The current context, if any.
    static var current: Entry? {
        entries.withLock { $0.last }
    }
}
