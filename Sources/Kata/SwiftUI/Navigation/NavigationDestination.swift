/// The screen a navigation stack shows for values of one type, as `navigationDestination(for:destination:)` declares it.
@MainActor
struct NavigationDestination {
    /// The type's name, for messages.
    let typeName: String
    /// Whether a value is of the type, without making its screen.
    let accepts: (AnyHashable) -> Bool
    /// The screen for a value, or `nil` when the value is of another type.
    let screen: (AnyHashable) -> AnyView?
}

extension View {
    /// Declares the screen a navigation stack shows for each value of a type in its path.
    ///
    /// Declare it on the stack's root view (or on a screen before the values it shows), not
    /// inside a lazy container.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(TraitModifier { traits in
            traits.destinations.append(NavigationDestination(
                typeName: TypeNames.name(of: D.self),
                accepts: { $0.base is D },
                screen: { value in (value.base as? D).map { AnyView(destination($0)) } }
            ))
        })
    }
}
