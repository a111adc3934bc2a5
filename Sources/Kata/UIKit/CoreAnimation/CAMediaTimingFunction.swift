import Foundation

/// The pace of an animation; kept, not played.
@preconcurrency @MainActor
open class CAMediaTimingFunction: NSObject {
    /// The pace's name.
    public let name: CAMediaTimingFunctionName

    /// Creates a pace by name.
    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        super.init()
    }
}
