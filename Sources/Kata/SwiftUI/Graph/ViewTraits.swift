import Foundation

/// What modifiers tell the model about a view: its title, identifier and lifecycle actions.
///
/// A class, made afresh each time its node shows a view: the walks that look for a trait on a
/// screen read it through a reference rather than copying every field at each node.
@MainActor
final class ViewTraits {
    /// The title set by `navigationTitle(_:)`.
    var navigationTitle: String?
    /// The identifier set by `accessibilityIdentifier(_:)`.
    var accessibilityIdentifier: String?
    /// The actions of `onAppear(perform:)`.
    var appearActions: [() -> Void] = []
    /// The actions of `onDisappear(perform:)`.
    var disappearActions: [() -> Void] = []
    /// The screens of `navigationDestination(for:destination:)`, by the type of value they show.
    var destinations: [NavigationDestination] = []
    /// The sheet or cover the view asks for now.
    var presentation: PresentationRequest?
    /// Whether the user may not swipe away the sheet the view is in.
    var interactiveDismissDisabled: Bool?
    /// The title of the tab item set by `tabItem(_:)`.
    var tabItemTitle: String?
    /// The tag set by `tag(_:)`, which a `TabView`'s or a `List`'s selection holds.
    var tag: AnyHashable?
    /// The selection a `List` binds, which a split view reads to know what to show next.
    var listSelection: ListSelection?
    /// The value of a `NavigationLink(value:)`, which a row of a split view's sidebar selects.
    var linkValue: AnyHashable?
    /// The actions of `onOpenURL(perform:)`.
    var openURLActions: [(URL) -> Void] = []
    /// The actions of `onContinueUserActivity(_:perform:)`, with the activity type each handles.
    var userActivityActions: [(type: String, action: (NSUserActivity) -> Void)] = []
    /// The buttons `toolbar` puts in the navigation bar.
    var toolbarItems: [ToolbarButton] = []
    /// The placement of a `ToolbarItem`.
    var toolbarPlacement: ToolbarItemPlacement?
    /// The screen `navigationDestination(isPresented:)` pushes while its binding is true.
    var presentedDestination: PresentedDestination?
    /// The role of a `Button`, which alerts and dialogs style their actions by.
    var buttonRole: ButtonRole?
    /// Whether `navigationBarBackButtonHidden(_:)` hides the back button of the view's screen.
    var hidesBackButton: Bool?
    /// The preference values the view sets, by key, in the order set.
    var preferences: [PreferenceValue] = []
    /// Whether the view's screen hides the navigation bar (`navigationBarHidden(_:)`,
    /// `toolbar(.hidden, for: .navigationBar)`).
    var hidesNavigationBar: Bool?

    /// Creates traits with nothing set.
    init() {}
}
