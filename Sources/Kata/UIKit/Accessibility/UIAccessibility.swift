import Foundation

/// UIKit's accessibility functions, such as telling VoiceOver the screen changed. The model has
/// no assistive technology: nothing hears the notifications, and VoiceOver is never running.
@MainActor
public enum UIAccessibility {
    /// Tells assistive technologies that something changed; nothing hears it here.
    public static func post(notification: Notification, argument: Any?) {}

    /// Whether VoiceOver is on: never, here.
    public static var isVoiceOverRunning: Bool {
        false
    }

    /// What changed, as assistive technologies are told.
    public struct Notification: RawRepresentable, Sendable, Hashable {
        /// The notification's number.
        public var rawValue: UInt32

        /// Creates a notification.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new screen appeared.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The screen's layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to read aloud.
        public static let announcement = Notification(rawValue: 1008)
    }
}
