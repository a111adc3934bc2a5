/// Items for a toolbar, such as `ToolbarItem`s, and types of your own that group them.
///
/// In the model toolbar content is made of views, so a type of yours conforms with a `body` of
/// toolbar items, as in SwiftUI:
///
/// ```swift
/// struct SaveItem: ToolbarContent {
///     let save: () -> Void
///
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) {
///             Button("Save", action: save)
///         }
///     }
/// }
/// ```
public protocol ToolbarContent: View {}

/// The builder of toolbar content: in the model, the view builder, as toolbar items are views.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: ToolbarContent {}
extension TupleView: ToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
extension AnyView: ToolbarContent {}
extension ForEach: ToolbarContent where Content: ToolbarContent {}
