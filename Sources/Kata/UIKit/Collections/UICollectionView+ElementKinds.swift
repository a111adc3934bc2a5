import Foundation

extension UICollectionView {
    /// The kind of a section's header, for a compositional layout's boundary item.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer, for a compositional layout's boundary item.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
