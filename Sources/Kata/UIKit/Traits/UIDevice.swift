import Foundation

/// The device the app runs on: for the model, an iPhone.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// The kind of device: a phone.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// The device's name.
    public let name = "iPhone"
    /// The system's name.
    public let systemName = "iOS"
    /// The system's version.
    public let systemVersion = "18.0"
}
