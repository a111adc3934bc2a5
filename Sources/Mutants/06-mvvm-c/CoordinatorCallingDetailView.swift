import Kata
@testable import ContactsFlow

/// Where the mistaken detail screen finds the coordinator: a shared reference the app sets.
@MainActor
enum SharedNavigator {
    /// The coordinator of the flow on screen.
    static weak var current: (any ContactDetailNavigator)?
}

/// Mistake: the detail's screen tells the coordinator itself that the user wants to edit, through
/// a shared reference, instead of telling its view model: the screen depends on the coordinator,
/// and works only while one is running.
struct CoordinatorCallingDetailView: View {
    let viewModel: ContactDetailViewModel

    var body: some View {
        VStack {
            Text(viewModel.contact.name)
            Text(viewModel.contact.phone)
            Button("Edit") { SharedNavigator.current?.edit(viewModel.contact) }
        }
        .navigationTitle(viewModel.contact.name)
    }
}
