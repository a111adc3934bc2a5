import Foundation

/// How a toolbar looks: its background and shadow; kept, not drawn.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// Creates an appearance with the system's default look.
    public override init() {
        super.init()
    }
}
