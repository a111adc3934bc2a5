import Foundation

extension Text {
    /// How a text shows a date: as a date, a time, or relative to now.
    public struct DateStyle: Sendable, Hashable {
        let kind: Int

        /// The date, such as "June 3, 2019".
        public static let date = DateStyle(kind: 0)
        /// The time, such as "11:23 PM".
        public static let time = DateStyle(kind: 1)
        /// The time from now, such as "in 2 hours".
        public static let relative = DateStyle(kind: 2)
        /// The offset from now, such as "+2 hours"; shown here as `relative`.
        public static let offset = DateStyle(kind: 3)
        /// A timer counting from now; shown here as `relative`, at the moment the text was made.
        public static let timer = DateStyle(kind: 4)
    }

    /// Shows a date in a style; on iOS a relative style updates over time, here it shows the
    /// moment the text was made.
    public init(_ date: Date, style: DateStyle) {
        switch style.kind {
        case 0:
            self.init(verbatim: date.formatted(date: .long, time: .omitted))
        case 1:
            self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
        default:
            self.init(verbatim: date.formatted(.relative(presentation: .named)))
        }
    }
}
