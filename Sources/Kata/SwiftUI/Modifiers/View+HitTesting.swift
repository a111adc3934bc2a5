/// `allowsHitTesting(_:)`: the buttons and fields of a view that takes no touches are on screen
/// but the user cannot tap them, as on iOS, where touches pass through to what is behind.
extension View {
    /// Lets the view and everything inside take the user's touches, or not.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.allowsHitTesting = $0.allowsHitTesting && enabled })
    }
}

extension EnvironmentValues {
    /// Whether the view takes the user's touches; `allowsHitTesting(false)` turns it off.
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }
}

/// The key of `allowsHitTesting`.
private struct AllowsHitTestingKey: EnvironmentKey {
    static let defaultValue = true
}
