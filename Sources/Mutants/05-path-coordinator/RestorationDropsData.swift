import Foundation
@testable import PathCoordinator

/// Mutant: the path is saved as its routes' names, which is enough to rebuild the screens but
/// drops the phone number the code screen shows.
extension AuthCoordinator {
    /// The route names, encoded.
    func encodedRouteNames() -> Data? {
        let names = path.map { route in
            switch route {
            case .code: "code"
            case .terms: "terms"
            case .help: "help"
            }
        }
        return try? JSONEncoder().encode(names)
    }

    /// Routes rebuilt from their names, without their data.
    func restoreRouteNames(from data: Data) {
        guard let names = try? JSONDecoder().decode([String].self, from: data) else { return }
        path = names.compactMap { name in
            switch name {
            case "code": .code(phone: "")
            case "terms": .terms
            case "help": .help
            default: nil
            }
        }
    }
}
