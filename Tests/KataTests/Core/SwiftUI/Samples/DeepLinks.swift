import Kata
import Observation

enum ShopRoute: Hashable, Codable {
    case category(String)
    case product(id: Int)
    case reviews(productID: Int)
    case cart
}

struct ShopProduct: Identifiable, Hashable {
    let id: Int
    let name: String
    let category: String
    let price: Decimal

    static let catalog = [
        ShopProduct(id: 42, name: "Trail Runner", category: "shoes", price: 129),
        ShopProduct(id: 43, name: "City Sneaker", category: "shoes", price: 89),
        ShopProduct(id: 77, name: "Rain Shell", category: "jackets", price: 179),
    ]
}

/// Supports `shop://category/shoes/product/42/reviews` and
/// `https://shop.example.com/product/42`.
enum DeepLinkParser {
    static func routes(from url: URL) -> [ShopRoute]? {
        var segments = url.pathComponents.filter { $0 != "/" }
        switch url.scheme {
        case "shop"?:
            guard let host = url.host() else { return nil }
            segments.insert(host, at: 0)
        case "https"? where url.host() == "shop.example.com":
            break
        default:
            return nil
        }

        var routes: [ShopRoute] = []
        var iterator = segments.makeIterator()
        while let segment = iterator.next() {
            switch segment {
            case "category":
                guard let name = iterator.next() else { return nil }
                routes.append(.category(name))
            case "product":
                guard let raw = iterator.next(), let id = Int(raw) else { return nil }
                routes.append(.product(id: id))
            case "reviews":
                guard case .product(let id)? = routes.last else { return nil }
                routes.append(.reviews(productID: id))
            case "cart":
                routes.append(.cart)
            default:
                return nil
            }
        }
        return routes
    }
}

@MainActor
@Observable
final class ShopCoordinator {
    var path = NavigationPath()

    func handle(_ url: URL) {
        guard let routes = DeepLinkParser.routes(from: url) else { return }
        // Build the whole stack up front so it's pushed in a single update.
        var newPath = NavigationPath()
        routes.forEach { newPath.append($0) }
        path = newPath
    }

    func encodedPath() -> Data? {
        guard let codable = path.codable else { return nil }
        return try? JSONEncoder().encode(codable)
    }

    func restorePath(from data: Data) {
        guard let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) else {
            return
        }
        path = NavigationPath(decoded)
    }
}

struct ShopApp: App {
    @State private var coordinator = ShopCoordinator()

    var body: some Scene {
        WindowGroup {
            ShopRootView(coordinator: coordinator)
                .onOpenURL { coordinator.handle($0) }
        }
    }
}

struct ShopRootView: View {
    @Bindable var coordinator: ShopCoordinator
    @SceneStorage("shop.navigationPath") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List(["shoes", "jackets"], id: \.self) { category in
                NavigationLink(category.capitalized, value: ShopRoute.category(category))
            }
            .navigationTitle("Shop")
            .toolbar {
                NavigationLink(value: ShopRoute.cart) {
                    Image(systemName: "cart")
                }
            }
            .navigationDestination(for: ShopRoute.self) { route in
                destination(for: route)
            }
        }
        .onAppear {
            // Don't clobber a stack that a deep link already built.
            if coordinator.path.isEmpty, let savedPath {
                coordinator.restorePath(from: savedPath)
            }
        }
        .onChange(of: coordinator.path) {
            savedPath = coordinator.encodedPath()
        }
    }

    @ViewBuilder
    private func destination(for route: ShopRoute) -> some View {
        switch route {
        case .category(let name):
            List(ShopProduct.catalog.filter { $0.category == name }) { product in
                NavigationLink(value: ShopRoute.product(id: product.id)) {
                    HStack {
                        Text(product.name)
                        Spacer()
                        Text(product.price, format: .currency(code: "USD"))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle(name.capitalized)
        case .product(let id):
            VStack(spacing: 16) {
                Text(ShopProduct.catalog.first { $0.id == id }?.name ?? "Unknown Product")
                    .font(.title.bold())
                NavigationLink("Read Reviews", value: ShopRoute.reviews(productID: id))
                    .buttonStyle(.borderedProminent)
            }
            .padding()
        case .reviews(let productID):
            Text("Reviews for product #\(productID)")
                .navigationTitle("Reviews")
        case .cart:
            ContentUnavailableView("Your cart is empty", systemImage: "cart")
        }
    }
}
