/// The presentation controller of a sheet: it keeps the heights the sheet rests at, and whether
/// it shows a grabber; the model keeps them and lays nothing out.
///
/// ```swift
/// if let sheet = support.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// ```
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    public final class Detent: NSObject, Sendable {
        /// The detent's identifier.
        public let identifier: Identifier

        private init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// About half the screen.
        public static func medium() -> Detent {
            Detent(identifier: .medium)
        }

        /// The full height.
        public static func large() -> Detent {
            Detent(identifier: .large)
        }

        /// The name of a detent.
        public struct Identifier: RawRepresentable, Sendable, Hashable {
            public let rawValue: String

            /// Creates an identifier.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// The medium detent.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }

    /// The heights the sheet rests at; large only, by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at now, or `nil` for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber at its top.
    open var prefersGrabberVisible = false
}

extension UIViewController {
    /// The sheet presentation controller, when the controller is presented (or will be) as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
