import Foundation

extension UIDevice {
    /// Posted when the device's orientation changes; the model's device never turns, so it is
    /// never posted.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The device's orientation: the model's iPhone is held upright and never turns.
    public var orientation: UIDeviceOrientation {
        .portrait
    }

    /// Whether the device posts orientation changes; it has none to post here.
    public var isGeneratingDeviceOrientationNotifications: Bool {
        false
    }

    /// Starts posting orientation changes; the model's device never turns.
    public func beginGeneratingDeviceOrientationNotifications() {}

    /// Stops posting orientation changes.
    public func endGeneratingDeviceOrientationNotifications() {}
}
