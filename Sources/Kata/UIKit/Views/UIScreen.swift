import Foundation

/// The device's screen; the model has one, the size of a 6.1-inch iPhone.
@preconcurrency @MainActor
public final class UIScreen: NSObject, UICoordinateSpace {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's bounds in points.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = 3
    /// The screen's coordinate space: itself.
    public var coordinateSpace: any UICoordinateSpace {
        self
    }

    private override init() {
        super.init()
    }
}
