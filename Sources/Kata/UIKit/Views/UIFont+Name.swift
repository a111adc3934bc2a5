import Foundation

extension UIFont {
    /// A font by its full name, such as `Avenir-Heavy`, at a size; `nil` in UIKit when the app
    /// has no font of that name. The model has every font, so it always returns one.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(description: "\(fontName) \(fontSize)", pointSize: fontSize)
    }
}
