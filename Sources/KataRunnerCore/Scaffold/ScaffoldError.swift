/// Why `kata-runner new` wrote nothing.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The slug is not lowercase words joined by hyphens.
    case badSlug(String)
    /// The module name is not an UpperCamelCase Swift identifier.
    case badModule(String)
    /// The module name is the package's own or the toolchain's, or one a kata's targets take.
    case reservedModule(String)
    /// The title is empty.
    case emptyTitle
    /// The title has a character that would break the Swift or Markdown it goes into.
    case badTitle(String, character: Character)
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
        case let .reservedModule(module):
            "The module \(module) is taken (by the package, the toolchain or a kata's targets): give another module name as the third argument, as in `kata-runner new sign-up \"The sign-up flow\" SignUpFlow`."
        case let .badTitle(title, character):
            "The title \"\(title)\" has a \(character == "\n" || character == "\r" ? "line break" : "\(character)"), which would break the grader's Swift or the README's table: leave it out."
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
