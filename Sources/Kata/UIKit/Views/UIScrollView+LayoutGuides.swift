extension UIScrollView {
    /// The guide of the scrolled content's bounds, for constraints that size the content; kept,
    /// nothing is laid out.
    public var contentLayoutGuide: UILayoutGuide {
        layoutGuide(named: "UIScrollViewContentLayoutGuide")
    }

    /// The guide of the scroll view's own frame, for content that does not scroll; kept, nothing
    /// is laid out.
    public var frameLayoutGuide: UILayoutGuide {
        layoutGuide(named: "UIScrollViewFrameLayoutGuide")
    }
}
