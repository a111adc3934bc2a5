import Foundation

/// A cell of a collection view: your views go in its `contentView`, or come from a content
/// configuration. The user taps the item by a text it shows.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///     let caption = UILabel()
///
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(caption)
///     }
///
///     required init?(coder: NSCoder) {
///         nil
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the item is selected; the collection view sets it.
    open var isSelected = false
    /// How the cell's background looks; kept, nothing is drawn.
    open var backgroundConfiguration: UIBackgroundConfiguration?

    private var storedContentView = UIView()
    private var storedContentConfiguration: (any UIContentConfiguration)?

    /// Creates a cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(storedContentView)
    }

    /// Creates a cell from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The view your content goes in.
    open var contentView: UIView {
        storedContentView
    }

    /// The cell's content configuration; the cell shows it in place of its content view's views.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            let replacement: UIView
            if let newValue {
                if let current = storedContentView as? any UIView & UIContentView, current.supports(newValue) {
                    current.configuration = newValue
                    return
                }
                replacement = newValue.makeContentView()
            } else {
                replacement = UIView()
            }
            storedContentView.removeFromSuperview()
            storedContentView = replacement
            addSubview(replacement)
        }
    }
}
