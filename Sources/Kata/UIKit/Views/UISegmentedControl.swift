import Foundation

/// A row of segments, one selected, such as a filter's choices; the model keeps the segments and
/// the selection. `User` does not tap segments: a check selects one by setting
/// `selectedSegmentIndex` and sending `.valueChanged`, as a tap does.
///
/// ```swift
/// let filter = UISegmentedControl(items: ["All", "Unread"])
/// filter.selectedSegmentIndex = 0
/// ```
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index of no segment.
    public static let noSegment = -1

    /// The index of the selected segment, `noSegment` for none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The colour of the selected segment; kept, nothing is drawn.
    open var selectedSegmentTintColor: UIColor?
    private var titles: [String?] = []
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates a control of segments from titles (strings) or images.
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of segments.
    open var numberOfSegments: Int {
        titles.count
    }

    /// Inserts a segment with a title, at an index clamped to the segments.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count {
            selectedSegmentIndex = UISegmentedControl.noSegment
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the attributes of the segments' titles in a state; kept, nothing is drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }

    /// The attributes of the segments' titles in a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }
}
