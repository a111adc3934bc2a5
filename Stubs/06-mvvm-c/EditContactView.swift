import Kata

/// The editor, in SwiftUI, shown in a sheet: a name field, Save (while the name is valid) and
/// Cancel. It knows only its view model.
struct EditContactView: View {
    @Bindable var viewModel: EditContactViewModel

    var body: some View {
        VStack {
            TextField("Name", text: $viewModel.name)
            Button("Save") { viewModel.save() }
                .disabled(!viewModel.canSave)
            Button("Cancel") { viewModel.cancel() }
        }
    }
}
