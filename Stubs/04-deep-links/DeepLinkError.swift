/// Why a link was refused, in words a log or an alert can show.
struct DeepLinkError: Error, Equatable, CustomStringConvertible {
    /// The reason.
    let reason: String

    var description: String {
        reason
    }
}
