import Foundation

extension UICollectionView {
    /// Registers a nib for the cells of an identifier; the model reads no nib, so it reports the
    /// registration at the caller's line and dequeues plain cells for the identifier.
    public func register(
        _ nib: UINib?, forCellWithReuseIdentifier identifier: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard let nib else {
            register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
            return
        }
        nib.reportRegistered(for: identifier, in: "A collection view", site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }
}
