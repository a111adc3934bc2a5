/// Styling a text gives back a text, as in SwiftUI, so texts can be styled and joined with `+`;
/// the model draws nothing, so each returns the text unchanged.
extension Text {
    /// Bold.
    public func bold() -> Text { self }
    /// Italic.
    public func italic() -> Text { self }
    /// Underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// In a font.
    public func font(_ font: Font?) -> Text { self }
    /// In a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// In a colour.
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// With digits of one width, for counters and times.
    public func monospacedDigit() -> Text { self }
    /// With more or less space between letters.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// Two texts, one after the other.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }
}
