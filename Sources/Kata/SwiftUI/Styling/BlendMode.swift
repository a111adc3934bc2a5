/// How a view's colours combine with what is behind it; kept, nothing is drawn.
public enum BlendMode: Sendable, Hashable {
    /// The view over what is behind it.
    case normal
    /// Multiplied.
    case multiply
    /// Screened.
    case screen
    /// Overlaid.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The difference.
    case difference
    /// The exclusion.
    case exclusion
    /// The hue of the view.
    case hue
    /// The saturation of the view.
    case saturation
    /// The colour of the view.
    case color
    /// The luminosity of the view.
    case luminosity
    /// Where the view is opaque, what is behind it.
    case sourceAtop
    /// What is behind it over the view.
    case destinationOver
    /// What is behind it where the view is not.
    case destinationOut
    /// The sum, darkened.
    case plusDarker
    /// The sum, lightened.
    case plusLighter
}
