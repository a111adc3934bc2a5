/// What a representable made, kept by its node: its coordinator, its controller or view, and how
/// to dismantle them when the node leaves the tree.
@MainActor
final class MadeRepresentable<Coordinator, Thing: AnyObject> {
    private(set) var coordinator: Coordinator?
    private(set) var thing: Thing?
    private(set) var host: UIViewController?
    private var dismantle: () -> Void = {}

    /// Keeps what was made.
    func store(coordinator: Coordinator, thing: Thing, host: UIViewController?, dismantle: @escaping () -> Void) {
        self.coordinator = coordinator
        self.thing = thing
        self.host = host
        self.dismantle = dismantle
    }

    isolated deinit {
        dismantle()
    }
}
