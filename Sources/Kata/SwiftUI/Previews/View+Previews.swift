/// The modifiers previews use; Xcode's canvas reads them, and here they change nothing.
extension View {
    /// Names the preview in Xcode's canvas.
    public func previewDisplayName(_ value: String?) -> some View { self }
    /// Picks the device Xcode's canvas previews the view on.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// Sets how Xcode's canvas sizes the preview.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
}
