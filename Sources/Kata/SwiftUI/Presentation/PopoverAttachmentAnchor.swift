/// Where a popover points; kept, as on iPhone a popover is a sheet.
public enum PopoverAttachmentAnchor: Sendable, Hashable {
    /// A rectangle of the view.
    case rect(Anchor)
    /// A point of the view.
    case point(UnitPoint)

    /// The rectangle a popover points at.
    public enum Anchor: Sendable, Hashable {
        /// The view's bounds.
        case bounds
    }
}
