import Foundation

/// A storyboard. The model builds screens in code only: it reads no storyboard file, so a screen
/// asked of one is a plain, empty controller, and the misuse is reported at the caller's line.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard file's name, without its extension.
    public let name: String

    /// Names a storyboard in a bundle.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The controller with a storyboard identifier: here an empty controller, reported.
    open func instantiateViewController(
        withIdentifier identifier: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> UIViewController {
        reportStoryboard(asking: "the controller \"\(identifier)\"", site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return UIViewController()
    }

    /// The storyboard's initial controller: here `nil`, reported.
    open func instantiateInitialViewController(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> UIViewController? {
        reportStoryboard(asking: "its initial controller", site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }

    private func reportStoryboard(asking what: String, site: CallSite) {
        ModelReporting.report(ModelReport(
            kind: .misuse,
            message: "The storyboard \"\(name)\" was asked for \(what), but the model reads no storyboard file: build the screen in code (its initializer and viewDidLoad), as the katas do.",
            callSite: site
        ))
    }
}
