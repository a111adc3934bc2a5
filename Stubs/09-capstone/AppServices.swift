import Kata

/// Everything the app's flows need, made once for the app and handed down: the session, the
/// catalog and the user's favorites. No flow reaches for a shared instance; two scenes of the app
/// share these services, not their coordinators.
@MainActor
final class AppServices {
    let session: Session
    /// Every product, in the order the shop lists them.
    let catalog: [Product]
    /// The ids of the products the user saved, in the order the Favorites tab lists them.
    let favoriteIDs: [Int]

    init(
        session: Session = Session(),
        catalog: [Product] = [
            Product(id: 1, name: "Lamp", price: 40),
            Product(id: 2, name: "Rug", price: 120),
            Product(id: 3, name: "Vase", price: 25),
        ],
        favoriteIDs: [Int] = [3, 1]
    ) {
        self.session = session
        self.catalog = catalog
        self.favoriteIDs = favoriteIDs
    }

    /// The product with `id`, if the shop sells it.
    func product(_ id: Int) -> Product? {
        catalog.first { $0.id == id }
    }

    /// The favorite products, in the Favorites tab's order.
    var favorites: [Product] {
        favoriteIDs.compactMap(product)
    }
}
