import Foundation

/// SwiftUI's helpers for the offsets `onDelete` and `onMove` hand you.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets, such as those `onDelete` gives.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at the offsets to before the element at `destination`, as `onMove` asks.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
