import Foundation
import Kata
import Observation
@testable import ContactsFlow

/// A correct design of the other kind the lesson allows: view models report through closures
/// the coordinator sets with `[weak self]`, not through navigator protocols. Its screens are the
/// given ones, rewritten for these view models.
enum ClosuresBaseline {
    @MainActor
    @Observable
    final class ListViewModel {
        private(set) var contacts: [Contact]
        @ObservationIgnored var onSelect: ((Contact) -> Void)?
        @ObservationIgnored var onDone: (() -> Void)?

        init(contacts: [Contact]) {
            self.contacts = contacts
        }

        func select(_ contact: Contact) { onSelect?(contact) }
        func done() { onDone?() }

        func replace(_ contact: Contact) {
            contacts = contacts.map { $0.id == contact.id ? contact : $0 }
        }
    }

    @MainActor
    @Observable
    final class DetailViewModel {
        private(set) var contact: Contact
        @ObservationIgnored var onEdit: ((Contact) -> Void)?

        init(contact: Contact) {
            self.contact = contact
        }

        func edit() { onEdit?(contact) }
        func replace(_ contact: Contact) { self.contact = contact }
    }

    @MainActor
    @Observable
    final class EditorViewModel {
        var name: String
        private let original: Contact
        @ObservationIgnored var onSave: ((Contact) -> Void)?
        @ObservationIgnored var onCancel: (() -> Void)?

        init(contact: Contact) {
            original = contact
            name = contact.name
        }

        var canSave: Bool { !name.trimmingCharacters(in: .whitespaces).isEmpty }

        func save() {
            guard canSave else { return }
            var edited = original
            edited.name = name.trimmingCharacters(in: .whitespaces)
            onSave?(edited)
        }

        func cancel() { onCancel?() }
    }

    /// The given list screen, for this design's view model.
    @MainActor
    final class ListScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let viewModel: ListViewModel
        private let tableView = UITableView()

        init(viewModel: ListViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Contacts"
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
                self?.viewModel.done()
            })
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            tableView.reloadData()
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            viewModel.contacts.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = viewModel.contacts[indexPath.row].name
            cell.contentConfiguration = content
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            viewModel.select(viewModel.contacts[indexPath.row])
        }
    }

    /// The given detail screen, for this design's view model.
    struct DetailView: View {
        let viewModel: DetailViewModel

        var body: some View {
            VStack {
                Text(viewModel.contact.name)
                Text(viewModel.contact.phone)
                Button("Edit") { viewModel.edit() }
            }
            .navigationTitle(viewModel.contact.name)
        }
    }

    /// The given editor screen, for this design's view model.
    struct EditorView: View {
        @Bindable var viewModel: EditorViewModel

        var body: some View {
            VStack {
                TextField("Name", text: $viewModel.name)
                Button("Save") { viewModel.save() }
                    .disabled(!viewModel.canSave)
                Button("Cancel") { viewModel.cancel() }
            }
        }
    }

    /// Sets every view model's closures with `[weak self]`, and reports once through `onFinish`,
    /// set to `nil` once called.
    @MainActor
    final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
        var onFinish: ((ContactsResult) -> Void)?
        private let presenter: UIViewController
        private let navigationController = UINavigationController()
        private let list: ListViewModel
        private weak var detail: DetailViewModel?

        init(presenter: UIViewController, contacts: [Contact]) {
            self.presenter = presenter
            list = ListViewModel(contacts: contacts)
        }

        func start() {
            list.onSelect = { [weak self] contact in self?.showDetail(for: contact) }
            list.onDone = { [weak self] in
                self?.presenter.dismiss(animated: true)
                self?.report()
            }
            navigationController.setViewControllers([ListScreen(viewModel: list)], animated: false)
            navigationController.presentationController?.delegate = self
            presenter.present(navigationController, animated: true)
        }

        private func showDetail(for contact: Contact) {
            let detail = DetailViewModel(contact: contact)
            detail.onEdit = { [weak self] contact in self?.edit(contact) }
            self.detail = detail
            navigationController.pushViewController(UIHostingController(rootView: DetailView(viewModel: detail)), animated: true)
        }

        private func edit(_ contact: Contact) {
            let editor = EditorViewModel(contact: contact)
            editor.onSave = { [weak self] edited in
                self?.list.replace(edited)
                self?.detail?.replace(edited)
                self?.navigationController.dismiss(animated: true)
            }
            editor.onCancel = { [weak self] in self?.navigationController.dismiss(animated: true) }
            navigationController.present(UIHostingController(rootView: EditorView(viewModel: editor)), animated: true)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            report()
        }

        private func report() {
            let finish = onFinish
            onFinish = nil
            finish?(ContactsResult(contacts: list.contacts))
        }
    }
}
