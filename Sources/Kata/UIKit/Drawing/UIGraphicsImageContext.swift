import Foundation

/// Begins an image context of a size, opaque or not, at a scale (0 for the screen's, 3 on the
/// model's iPhone), which becomes the current context; the model draws nothing into it.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContextStack.push(size: size, scale: scale == 0 ? UITraitCollection.screen.displayScale : scale)
}

/// Begins an image context of a size at a scale of 1, as UIKit does.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    ImageContextStack.push(size: size, scale: 1)
}

/// The image of the current image context, of its size and scale; `nil` when no image context
/// is current. Nothing was drawn into it.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ImageContextStack.current else { return nil }
    return UIImage(name: "image context \(entry.size.width)×\(entry.size.height) @\(entry.scale)x", size: entry.size, scale: entry.scale)
}

/// The current Core Graphics context: the current image context's, `nil` when none is current
/// (the model never draws a view, so no view's context is ever current).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ImageContextStack.current.map { _ in CGContext() }
}

/// Ends the current image context; the one begun before it, if any, becomes current.
public func UIGraphicsEndImageContext() {
    ImageContextStack.pop()
}
