/// What a background fetch found; the model has no background.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data.
    case newData
    /// Nothing new.
    case noData
    /// The fetch failed.
    case failed
}
