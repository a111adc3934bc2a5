/// What a screen's views tell its controller, found in one walk of the screen, parents first:
/// the first navigation title, back-button setting and presentation, and every toolbar item.
@MainActor
struct ScreenTraits {
    /// The first title set by `navigationTitle(_:)`.
    var navigationTitle: String?
    /// The first setting of `navigationBarBackButtonHidden(_:)`.
    var hidesBackButton: Bool?
    /// The first presentation asked for, such as a sheet.
    var presentation: PresentationRequest?
    /// Every toolbar item, in order.
    var toolbarItems: [ToolbarButton] = []

    /// Adds what `traits` says, after what was found before it.
    mutating func add(_ traits: ViewTraits) {
        navigationTitle = navigationTitle ?? traits.navigationTitle
        hidesBackButton = hidesBackButton ?? traits.hidesBackButton
        presentation = presentation ?? traits.presentation
        toolbarItems += traits.toolbarItems
    }
}
