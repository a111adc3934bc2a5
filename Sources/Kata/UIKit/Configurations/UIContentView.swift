import Foundation

/// A view that shows a content configuration, such as the content view of a configured cell.
///
/// Setting `configuration` shows the new configuration. A cell given a configuration its
/// content view `supports(_:)` hands it to that view; otherwise it makes a new content view.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows; setting it shows the new one.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show a configuration; by default, one of the same type as its own.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

// MARK: - Default implementations

extension UIContentView {
    /// Whether `configuration` is of the same type as the view's own, as UIKit assumes when a
    /// view does not say.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}
