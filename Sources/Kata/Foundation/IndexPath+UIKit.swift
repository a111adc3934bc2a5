import Foundation

/// UIKit's rows and sections: an index path of two indexes, the section first.
extension IndexPath {
    /// Creates an index path that names a row in a section of a table view.
    ///
    /// ```swift
    /// let second = IndexPath(row: 1, section: 0)
    /// tableView.selectRow(at: second, animated: false, scrollPosition: .none)
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index of the row in its section: the index path's second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// Creates an index path that names an item in a section of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index of the item in its section: the index path's second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index of the section: the index path's first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
