/// The label of a field a text field style is given.
public struct _TextFieldStyleLabel: View {
    /// The model shows nothing for it.
    public var body: EmptyView {
        EmptyView()
    }
}
