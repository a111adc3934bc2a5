/// A view that makes its views from a collection, such as `ForEach`: the kind of view whose
/// rows `onDelete` lets the user delete.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}
