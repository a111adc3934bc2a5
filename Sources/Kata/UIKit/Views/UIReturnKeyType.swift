/// The return key's title; kept, the model has no keyboard.
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Next.
    case next
    /// Search.
    case search
    /// Send.
    case send
    /// Done.
    case done
    /// Continue.
    case `continue`
}
