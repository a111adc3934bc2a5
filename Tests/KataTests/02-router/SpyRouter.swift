import Kata
@testable import Routing

/// A router that only writes down what screens ask of it, as the lesson's screen tests do.
@MainActor
final class SpyRouter: Router {
    /// One request from a screen.
    enum Call: Equatable, CustomStringConvertible {
        case navigate(Route)
        case present(Route)
        case pop
        case dismiss

        var description: String {
            switch self {
            case let .navigate(route): "navigate(to: .\(route))"
            case let .present(route): "present(.\(route))"
            case .pop: "pop()"
            case .dismiss: "dismiss()"
            }
        }
    }

    private(set) var calls: [Call] = []

    func navigate(to route: Route, animated: Bool) { calls.append(.navigate(route)) }
    func present(_ route: Route, animated: Bool) { calls.append(.present(route)) }
    func pop(animated: Bool) { calls.append(.pop) }
    func dismiss(animated: Bool) { calls.append(.dismiss) }
    func makeViewController(for route: Route) -> UIViewController { UIViewController() }
}
