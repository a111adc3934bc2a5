import Foundation

extension UICollectionView {
    /// Registers the class of the supplementary views of a kind, such as section headers, dequeued
    /// for an identifier; `nil` removes it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        ReuseRegistration.register(viewClass, as: UICollectionReusableView.self, for: "supplementary views of kind \"\(elementKind)\" identified \"\(identifier)\"", under: elementKind + "/" + identifier, in: &registeredSupplementaryViews)
    }

    /// A new supplementary view of the class registered for a kind and identifier. With none
    /// registered, UIKit raises an exception; the model reports it and returns a plain view.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> UICollectionReusableView {
        guard let viewType = registeredSupplementaryViews[elementKind + "/" + identifier] else {
            ModelReporting.report(ModelReport(
                kind: .misuse,
                message: "Tried to dequeue a supplementary view of kind \"\(elementKind)\" identified \"\(identifier)\", but no class is registered for it. UIKit raises an exception for this: register one with register(_:forSupplementaryViewOfKind:withReuseIdentifier:).",
                callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            ))
            return UICollectionReusableView(frame: .zero)
        }
        return viewType.init(registeredWithReuseIdentifier: identifier)
    }
}
