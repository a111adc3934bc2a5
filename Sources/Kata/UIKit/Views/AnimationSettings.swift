/// Whether the app turned UIKit's animations off; the model's take no time either way.
@MainActor
enum AnimationSettings {
    /// As `UIView.setAnimationsEnabled(_:)` last set it.
    static var areEnabled = true
}
