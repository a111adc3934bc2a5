import Foundation

/// Content configurations, UIKit's way since iOS 14 to fill a cell.
extension UITableViewCell {
    /// The cell's content configuration; the cell shows it in its content view.
    ///
    /// As in UIKit, setting a configuration hands it to the content view when that view supports
    /// it, and otherwise puts the configuration's new view in the content view's place; the cell's
    /// `textLabel` and `detailTextLabel` are `nil` from then on. Setting it back to `nil` gives the
    /// cell a new, empty content view.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            let hadConfiguration = storedContentConfiguration != nil
            storedContentConfiguration = newValue
            guard let newValue else {
                if hadConfiguration {
                    replaceContentView(with: UIView())
                }
                return
            }
            if let current = contentView as? any UIView & UIContentView, current.supports(newValue) {
                current.configuration = newValue
            } else {
                replaceContentView(with: newValue.makeContentView())
            }
        }
    }

    /// A list configuration with the default look for the cell's style and no content: fill in
    /// its text and set it as the cell's `contentConfiguration`.
    ///
    /// The subtitle style gets `UIListContentConfiguration.subtitleCell()`, the two value styles
    /// `valueCell()`, the default style `cell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }
}
