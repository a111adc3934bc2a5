/// One error (or warning) the compiler reported, with its place in the package.
public struct CompilerDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the package root when it is inside it.
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1; 0 for the linker, which names lines only.
    public var column: Int
    /// The compiler's message.
    public var message: String

    /// Creates a diagnostic.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `Exercises/01-onboarding/OnboardingCoordinator.swift:12:5: cannot find 'x' in scope`, or
    /// `path: message` for a problem with a whole file or folder (line 0).
    public var description: String {
        line == 0 ? "\(path): \(message)" : column == 0 ? "\(path):\(line): \(message)" : "\(path):\(line):\(column): \(message)"
    }

    /// What to do about an error that code written for iOS, or in an older style, often meets
    /// here and no lesson explains; `nil` for the others.
    public var advice: String? {
        if message.contains("no macro named 'Preview'") {
            return "`#Preview` needs Xcode's previews, which the Swift toolchain on Linux does not have. `swift run kata-runner` leaves preview blocks out of the build for you; elsewhere, put the preview inside `#if os(iOS)` … `#endif`, or use a `PreviewProvider`, which compiles here."
        }
        return nil
    }

    /// A line for an error a lesson explains: what it means, and the file and heading of the
    /// section that explains it; `nil` for the others.
    public var note: String? {
        guard let section = explainedIn else { return nil }
        return section.gist + " See " + section.file + ", \"" + section.heading + "\"."
    }

    /// The lesson section that explains this error, with the gist of it.
    public var explainedIn: (file: String, heading: String, gist: String)? {
        let primer = "Lessons/uikit-for-swiftui-developers.md"
        if message.contains("#selector") || message.contains("Objective-C interoperability is disabled") || message.contains("'addTarget'") || message.contains("@objc") {
            return (primer, "3. Buttons: actions you add", "Linux has no Objective-C runtime for `#selector` and `@objc`: give the button a `UIAction` closure with `addAction(_:for:)`.")
        }
        if message.contains("must call a designated initializer of the superclass 'UI") || message.contains(Self.viewControllerInitSymbol) {
            return (primer, "1. A screen is an object", "A view controller's initializer ends with `super.init(nibName: nil, bundle: nil)`, as on iOS.")
        }
        if message.contains("cannot override with a stored property") || (message.contains("cannot override") && message.contains("property")) {
            return (primer, "9. `next` is already taken", "UIKit already has a property of that name (`next`, `title`, `view`…): give yours another, such as `onNext`.")
        }
        return nil
    }

    /// The errors in a build log, each once, in order, with paths made relative to `root`.
    public static func errors(in log: String, root: String) -> [CompilerDiagnostic] {
        diagnostics(in: log, root: root, marker: ": error: ")
    }

    /// The warnings in a build log, each once, in order, with paths made relative to `root`.
    public static func warnings(in log: String, root: String) -> [CompilerDiagnostic] {
        diagnostics(in: log, root: root, marker: ": warning: ")
    }

    /// The diagnostics of one severity, named by its `marker` (`: error: `), each once, in order.
    private static func diagnostics(in log: String, root: String, marker: String) -> [CompilerDiagnostic] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var seen = Set<CompilerDiagnostic>()
        var result: [CompilerDiagnostic] = []
        for rawLine in log.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parse(String(rawLine), rootPrefix: prefix, marker: marker), seen.insert(diagnostic).inserted else { continue }
            result.append(diagnostic)
        }
        return result
    }

    /// The symbol of `UIViewController.init()` as a designated initializer, which does not exist, as
    /// in UIKit. The compiler lets `super.init()` through in an initializer that sets a property
    /// first, and then the linker is the one to refuse it.
    static let viewControllerInitSymbol = "undefined reference to '$s4Kata16UIViewControllerCACycfc'"

    /// Parses `path:line:column: error: message`, and the linker's `path:line: error: message`
    /// (`warning` for `marker` `: warning: `).
    private static func parse(_ line: String, rootPrefix: String, marker severity: String) -> CompilerDiagnostic? {
        guard let marker = line.range(of: severity) else { return nil }
        var location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        if location.count >= 2, Int(location[location.count - 1]) != nil, Int(location[location.count - 2]) == nil {
            location.append("0")
        }
        guard location.count >= 3,
              let column = Int(location[location.count - 1]),
              let lineNumber = Int(location[location.count - 2]) else { return nil }
        var path = location.dropLast(2).joined(separator: ":")
        guard path.hasPrefix("/") else { return nil }
        if path.hasPrefix(rootPrefix) {
            path.removeFirst(rootPrefix.count)
        }
        return CompilerDiagnostic(path: path, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
    }
}
