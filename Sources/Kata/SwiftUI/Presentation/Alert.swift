/// An alert as SwiftUI described it before iOS 15, returned by `alert(isPresented:content:)` and
/// `alert(item:content:)`: a title, a message and one or two buttons.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///     Alert(title: Text("Sign-in failed"), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, OK unless you give another.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert: its label, its style and what it does.
    public struct Button {
        let label: Text
        let style: UIAlertAction.Style
        let action: (() -> Void)?

        /// A button of the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .default, action: action)
        }

        /// A cancel button with a label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .cancel, action: action)
        }

        /// A cancel button labelled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), style: .cancel, action: action)
        }

        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .destructive, action: action)
        }
    }

    /// The alert as UIKit presents it; a button closes it, clears the binding, then runs its action.
    @MainActor
    func controller(clearing clear: @escaping () -> Void) -> UIAlertController {
        let message = self.message.map(\.content)
        let alert = UIAlertController(title: title.content, message: message, preferredStyle: .alert)
        for button in buttons {
            alert.addAction(UIAlertAction(title: button.label.content, style: button.style) { _ in
                clear()
                button.action?()
            })
        }
        return alert
    }
}
