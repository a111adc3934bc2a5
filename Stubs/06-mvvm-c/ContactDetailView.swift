import Kata

/// A contact's detail, in SwiftUI: the name and the phone, and Edit. It knows only its view model.
struct ContactDetailView: View {
    let viewModel: ContactDetailViewModel

    var body: some View {
        VStack {
            Text(viewModel.contact.name)
            Text(viewModel.contact.phone)
            Button("Edit") { viewModel.edit() }
        }
        .navigationTitle(viewModel.contact.name)
    }
}
