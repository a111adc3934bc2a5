/// The environment's window actions and what the platform supports of windows.
extension EnvironmentValues {
    /// The action that opens a window of one of the app's scenes; on the model's iPhone it opens
    /// nothing.
    public var openWindow: OpenWindowAction {
        OpenWindowAction()
    }

    /// Whether the platform opens several windows of an app: false, as on an iPhone.
    public var supportsMultipleWindows: Bool {
        false
    }
}
