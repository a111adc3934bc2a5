/// Colours to blend, each at a location from 0 to 1; the model keeps them and draws nothing.
public struct Gradient: Hashable, Sendable {
    /// A colour and where it sits in a gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour sits, from 0 to 1.
        public var location: CGFloat

        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The gradient's stops, in order.
    public var stops: [Stop]

    /// Creates a gradient from its stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from colours spread evenly.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}
