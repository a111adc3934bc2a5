import Foundation

/// One dimension of a compositional layout's item, group or section: absolute, estimated, or a
/// fraction of its container's; the model keeps it and lays out nothing.
///
/// ```swift
/// let width = NSCollectionLayoutDimension.fractionalWidth(0.5)
/// ```
@preconcurrency @MainActor
public class NSCollectionLayoutDimension: NSObject {
    /// Whether the dimension is a fraction of the container's width.
    public let isFractionalWidth: Bool
    /// Whether the dimension is a fraction of the container's height.
    public let isFractionalHeight: Bool
    /// Whether the dimension is a number of points.
    public let isAbsolute: Bool
    /// Whether the dimension is an estimate the system refines from the content.
    public let isEstimated: Bool
    /// Whether the dimension is the largest of its siblings' (iOS 17).
    public let isUniformAcrossSiblings: Bool
    /// The fraction, the points or the estimate.
    public let dimension: CGFloat

    required init(
        dimension: CGFloat,
        fractionalWidth: Bool = false, fractionalHeight: Bool = false,
        absolute: Bool = false, estimated: Bool = false, uniform: Bool = false
    ) {
        self.dimension = dimension
        isFractionalWidth = fractionalWidth
        isFractionalHeight = fractionalHeight
        isAbsolute = absolute
        isEstimated = estimated
        isUniformAcrossSiblings = uniform
        super.init()
    }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(dimension: fractionalWidth, fractionalWidth: true)
    }

    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(dimension: fractionalHeight, fractionalHeight: true)
    }

    /// A number of points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(dimension: absoluteDimension, absolute: true)
    }

    /// An estimate, which the system refines once the content is laid out.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(dimension: estimatedDimension, estimated: true)
    }

    /// The largest size among the item's siblings, starting from an estimate (iOS 17).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(dimension: estimatedDimension, uniform: true)
    }
}
