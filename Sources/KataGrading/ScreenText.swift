import Kata

/// The texts a screen shows, read from its view tree whether or not it is on screen.
public enum ScreenText {
    /// The texts of every label in the controller's view, loading the view if needed.
    @MainActor
    public static func labels(of controller: UIViewController) -> [String] {
        labels(in: controller.view)
    }

    @MainActor
    private static func labels(in view: UIView) -> [String] {
        ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap(labels(in:))
    }
}
