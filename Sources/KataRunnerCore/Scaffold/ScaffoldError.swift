/// Why `kata-runner new` wrote nothing.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The slug is not lowercase words joined by hyphens.
    case badSlug(String)
    /// The module name is not an UpperCamelCase Swift identifier.
    case badModule(String)
    /// The title is empty.
    case emptyTitle
    /// A listed kata has that slug, module or title already.
    case taken(by: Kata)
    /// A file or folder the kata would own is there already.
    case exists(String)
    /// The template folder is missing or empty.
    case noTemplate(String)

    /// The message the author sees.
    public var description: String {
        switch self {
        case let .badSlug(slug):
            "\"\(slug)\" cannot be a kata's name: use lowercase words joined by hyphens, as in `kata-runner new sign-up \"The sign-up flow\"`."
        case let .badModule(module):
            "\"\(module)\" cannot be a module's name: use an UpperCamelCase Swift identifier, as in `SignUp`."
        case .emptyTitle:
            "A kata needs a title, as in `kata-runner new sign-up \"The sign-up flow\"`."
        case let .taken(kata):
            "Kata \(kata.number) (\(kata.slug), module \(kata.module), \"\(kata.title)\") has that name, module or title already: choose another."
        case let .exists(path):
            "\(path) is there already, and kata-runner new never overwrites: move it away, or choose another name."
        case let .noTemplate(folder):
            "The template \(folder)/ is missing or empty. Restore it with `git checkout -- \(folder)`."
        }
    }
}
