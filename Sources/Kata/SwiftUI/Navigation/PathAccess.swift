/// A navigation stack's path, whatever its type: the values it holds, and the two changes the
/// stack makes to it (a link adds a value, going back drops the last ones).
@MainActor
struct PathAccess {
    /// The values, first pushed first.
    let values: () -> [AnyHashable]
    /// Adds a value; returns why it could not, or `nil`.
    let append: (AnyHashable) -> String?
    /// Keeps only the first values.
    let keepFirst: (Int) -> Void

    /// The path of a stack bound to a `NavigationPath`.
    init(navigationPath path: Binding<NavigationPath>) {
        values = { path.wrappedValue.elements.map(\.value) }
        append = { value in
            path.wrappedValue.append(any: value)
            return nil
        }
        keepFirst = { count in
            let current = path.wrappedValue
            if current.count > count {
                var shorter = current
                shorter.removeLast(current.count - count)
                path.wrappedValue = shorter
            }
        }
    }

    /// The path of a stack bound to a collection of values of one type.
    init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(collection path: Binding<Data>) where Data.Element: Hashable {
        values = { path.wrappedValue.map { element in AnyHashable(element) } }
        append = { value in
            guard let element = value.base as? Data.Element else {
                return "A NavigationLink's value is of type \(type(of: value.base)), but the stack's path holds \(Data.Element.self) values, so nothing was pushed. Give the link a \(Data.Element.self) value, or bind the stack to a NavigationPath."
            }
            var longer = path.wrappedValue
            longer.append(element)
            path.wrappedValue = longer
            return nil
        }
        keepFirst = { count in
            let current = path.wrappedValue
            if current.count > count {
                path.wrappedValue = Data(current.prefix(count))
            }
        }
    }
}
