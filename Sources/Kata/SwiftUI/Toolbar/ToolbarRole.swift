/// The purpose of a screen's toolbar, which decides where iPad and Mac put its title; on an
/// iPhone, and in the model, the bars look and behave alike for every role.
public struct ToolbarRole: Sendable, Equatable {
    /// The role's name.
    let name: String

    /// The role the system chooses.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A toolbar of a navigation stack's screens.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A toolbar of a browser, with the title at the leading edge on iPad.
    public static let browser = ToolbarRole(name: "browser")
    /// A toolbar of a document editor, with the title at the leading edge on iPad.
    public static let editor = ToolbarRole(name: "editor")
}
