/// The parts of the safe area a view may extend into; kept, not laid out.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt

    /// Creates a set of regions from its raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The area the system's bars and the screen's edges take.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
