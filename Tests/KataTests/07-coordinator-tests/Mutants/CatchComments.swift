/// The "Catches tasks …" comments of a test file: for each test function, the task numbers its
/// comment names.
struct CatchComments {
    /// Each commented test's name as Swift Testing gives it (`startPushesTheCart()`), with the
    /// task numbers its comment names before any `;`, in order.
    let tasksByTest: [String: [Int]]

    init(source: String) {
        var result: [String: [Int]] = [:]
        var pending: [Int]?
        for line in source.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("/// Catches ") {
                let claim = line.prefix { $0 != ";" }
                pending = claim.split { !$0.isNumber }.compactMap { Int($0) }
            } else if line.hasPrefix("@Test func "), let tasks = pending {
                let name = line.dropFirst("@Test func ".count).prefix { $0 != "(" }
                result[name + "()"] = tasks
                pending = nil
            } else if !line.hasPrefix("///") {
                pending = nil
            }
        }
        tasksByTest = result
    }
}
