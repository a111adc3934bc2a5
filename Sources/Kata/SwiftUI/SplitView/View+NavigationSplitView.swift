import Foundation

/// The split view's layout modifiers: a collapsed split view shows one column at the screen's
/// width, so each only compiles and returns the view unchanged.
extension View {
    /// Sets how a split view inside shares the width among its columns.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// Sets the width of the split view column this view is the root of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Sets the smallest, preferred and largest width of the split view column this view is the root of.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
