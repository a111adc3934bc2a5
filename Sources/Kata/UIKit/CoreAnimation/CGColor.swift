/// A colour as Core Graphics holds it; here, the name of the `UIColor` it came from.
public struct CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour's name.
    public var name: String

    /// The colour's name.
    public var description: String {
        name
    }
}
