/// A view that only arranges other views (a tuple, a branch, `ForEach`, `Group`): containers
/// such as `TabView` look through it for the views that are their items.
@MainActor
protocol StructuralView {}

extension TupleView: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension Optional: StructuralView where Wrapped: View {}
extension AnyView: StructuralView {}
extension Group: StructuralView {}
extension ForEach: StructuralView {}
