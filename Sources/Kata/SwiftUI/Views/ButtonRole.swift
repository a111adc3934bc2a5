/// What a button does, for how it is drawn and where an alert puts it; the model keeps it.
public struct ButtonRole: Sendable, Equatable {
    let name: String

    /// A button that deletes or discards.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
}
