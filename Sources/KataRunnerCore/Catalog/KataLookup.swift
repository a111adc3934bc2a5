import Foundation

/// Finds a kata from what a learner typed: its number, its slug, its folder, or a prefix.
public struct KataLookup: Sendable {
    /// The katas to search.
    public let katas: [Kata]

    /// Creates a lookup over the given katas.
    public init(katas: [Kata]) {
        self.katas = katas
    }

    /// Why a name matched no kata.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Nothing matched; `suggestion` is the closest slug, if any is close.
        case unknown(name: String, suggestion: String?)
        /// A prefix matched several katas.
        case ambiguous(name: String, matches: [String])

        /// The message a learner sees.
        public var description: String {
            switch self {
            case let .unknown(name, _) where name.trimmingCharacters(in: .whitespaces).isEmpty:
                "A kata needs a name: its number, its name, or the start of its name. `kata-runner list` shows them all."
            case let .unknown(name, nil) where name.allSatisfy(\.isNumber):
                "There is no kata \(name). `kata-runner list` shows them all, numbered from 1."
            case let .unknown(name, suggestion?):
                "There is no kata called \"\(name)\". Did you mean \"\(suggestion)\"? (`kata-runner list` shows them all.)"
            case let .unknown(name, nil):
                "There is no kata called \"\(name)\". `kata-runner list` shows them all."
            case let .ambiguous(name, matches):
                "\"\(name)\" could be \(matches.map { "\"\($0)\"" }.joined(separator: " or ")). Type more of the name."
            }
        }
    }

    /// The kata a name refers to.
    public func kata(named rawName: String) -> Result<Kata, Failure> {
        let name = rawName.lowercased().trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            return .failure(.unknown(name: rawName, suggestion: nil))
        }
        if name.allSatisfy(\.isNumber) {
            guard let number = Int(name), let kata = katas.first(where: { $0.number == number }) else {
                return .failure(.unknown(name: name, suggestion: nil))
            }
            return .success(kata)
        }
        if let kata = katas.first(where: { $0.slug == name || $0.folder == name }) {
            return .success(kata)
        }
        let prefixed = katas.filter { $0.slug.hasPrefix(name) || $0.folder.hasPrefix(name) }
        if prefixed.count == 1 {
            return .success(prefixed[0])
        }
        if prefixed.count > 1 {
            return .failure(.ambiguous(name: rawName, matches: prefixed.map(\.slug)))
        }
        return .failure(.unknown(name: rawName, suggestion: closestSlug(to: name)))
    }

    /// The slug within a few edits of `name`, if there is one.
    private func closestSlug(to name: String) -> String? {
        let scored = katas.map { ($0.slug, Self.editDistance(name, $0.slug)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
    }

    /// The Levenshtein distance between two strings.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
