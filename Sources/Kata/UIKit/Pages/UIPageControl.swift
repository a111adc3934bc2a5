/// The dots that show which page is on screen; kept, not drawn.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How many pages there are.
    open var numberOfPages = 0
    /// The page marked, from 0.
    open var currentPage = 0
    /// Whether a single page hides the dots.
    open var hidesForSinglePage = false
    /// The colour of the dots.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?

    /// Creates a page control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control the size of nothing.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a control from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}
