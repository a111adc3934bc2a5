/// The selection a `List` binds, with its value's type erased: what a row's tap selects, and
/// what a split view reads to know whether to show the next column.
@MainActor
struct ListSelection {
    /// Selects the row tagged with a value: one row for an optional selection, one more for a set.
    let select: (AnyHashable) -> Void
    /// Whether no row is selected.
    let isEmpty: () -> Bool
    /// Selects no row.
    let clear: () -> Void

    /// The selection of a list that selects one row at a time, or none.
    init<Value: Hashable>(one binding: Binding<Value?>) {
        select = { tag in
            if let value = Self.value(of: Value.self, from: tag) {
                binding.wrappedValue = value
            }
        }
        isEmpty = { binding.wrappedValue == nil }
        clear = { binding.wrappedValue = nil }
    }

    /// The selection of a list bound to a set: outside edit mode, which the model does not
    /// have, a tap selects that row alone, as on iOS since iOS 16.
    init<Value: Hashable>(many binding: Binding<Set<Value>>) {
        select = { tag in
            guard let value = Self.value(of: Value.self, from: tag) else { return }
            binding.wrappedValue = [value]
        }
        isEmpty = { binding.wrappedValue.isEmpty }
        clear = { binding.wrappedValue = [] }
    }

    /// A row's tag as the selection's value, as SwiftUI matches a tag of `V` with a selection of
    /// `V` or `V?`; `nil` when the types differ, and the tap selects nothing.
    private static func value<Value: Hashable>(of type: Value.Type, from tag: AnyHashable) -> Value? {
        if let value = tag.base as? Value {
            return value
        }
        return (tag.base as? Value?) ?? nil
    }
}
