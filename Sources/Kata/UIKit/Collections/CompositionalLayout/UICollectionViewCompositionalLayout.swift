import Foundation

/// Makes a compositional layout's section for a section index, from the layout environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A collection view layout built from sections, groups and items. The model keeps them and lays
/// out nothing: every item's cell is on screen, and a section provider is kept, never called, as
/// no frame is computed.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout(section: section)
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The one section every section of the collection view uses, when the layout was made with one.
    public let section: NSCollectionLayoutSection?
    /// The provider that makes each section, when the layout was made with one.
    public let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    /// What applies to every section.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    /// Creates a layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Creates a layout whose every section is `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.section = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// Creates a layout whose sections a provider makes.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Creates a layout whose sections a provider makes, with a configuration.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        section = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }
}
