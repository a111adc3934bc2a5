import Kata
import Kata

struct Order: Identifiable, Hashable {
    let id: Int
    let title: String
    let total: Double
    let status: String
}

@MainActor
final class OrdersCoordinator {
    let navigationController: UINavigationController
    private let orders: [Order] = [
        Order(id: 1041, title: "Espresso Beans", total: 18.50, status: "Shipped"),
        Order(id: 1042, title: "Pour-Over Kettle", total: 64.00, status: "Processing"),
        Order(id: 1043, title: "Ceramic Mugs (2)", total: 32.00, status: "Delivered"),
    ]

    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
    }

    func start() {
        let list = OrderListScreen(
            orders: orders,
            onSelect: { [weak self] order in self?.showDetail(for: order) },
            onContactSupport: { [weak self] in self?.presentSupportSheet() }
        )
        let host = UIHostingController(rootView: list)
        host.title = "Orders"
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([host], animated: false)
    }

    private func showDetail(for order: Order) {
        let detail = OrderDetailScreen(
            order: order,
            onDone: { [weak self] in self?.navigationController.popViewController(animated: true) }
        )
        let host = UIHostingController(rootView: detail)
        host.title = "Order #\(order.id)"
        host.navigationItem.largeTitleDisplayMode = .never
        navigationController.pushViewController(host, animated: true)
    }

    private func presentSupportSheet() {
        let sheet = SupportSheet(
            onCancel: { [weak self] in self?.navigationController.dismiss(animated: true) },
            onSend: { [weak self] message in
                self?.navigationController.dismiss(animated: true) {
                    self?.showConfirmation(for: message)
                }
            }
        )
        let host = UIHostingController(rootView: sheet)
        if let presentation = host.sheetPresentationController {
            presentation.detents = [.medium(), .large()]
            presentation.prefersGrabberVisible = true
        }
        navigationController.present(host, animated: true)
    }

    private func showConfirmation(for message: String) {
        let alert = UIAlertController(
            title: "Message Sent",
            message: "We received \"\(message.prefix(40))\" and will reply within 24 hours.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        navigationController.present(alert, animated: true)
    }
}

struct OrderListScreen: View {
    let orders: [Order]
    let onSelect: (Order) -> Void
    let onContactSupport: () -> Void

    var body: some View {
        List {
            ForEach(orders) { order in
                Button { onSelect(order) } label: {
                    HStack {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(order.title).font(.headline)
                            Text(order.status).font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(order.total, format: .currency(code: "USD"))
                        Image(systemName: "chevron.right")
                            .font(.caption)
                            .foregroundStyle(.tertiary)
                    }
                }
                .tint(.primary)
            }
            Section {
                Button("Contact Support", systemImage: "bubble.left", action: onContactSupport)
            }
        }
    }
}

struct OrderDetailScreen: View {
    let order: Order
    let onDone: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(order.title).font(.title2.bold())
            LabeledContent("Status", value: order.status)
            LabeledContent("Total", value: order.total, format: .currency(code: "USD"))
            Spacer()
            Button(action: onDone) {
                Text("Done").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct SupportSheet: View {
    let onCancel: () -> Void
    let onSend: (String) -> Void
    @State private var message = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("How can we help?") {
                    TextField("Describe the issue", text: $message, axis: .vertical)
                        .lineLimit(4...8)
                }
            }
            .navigationTitle("Support")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", action: onCancel)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { onSend(message) }
                        .disabled(message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                }
            }
        }
    }
}
