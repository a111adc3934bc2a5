/// Counted nouns in learner-facing text, with the plural right for 0, 1 and more.
///
/// ```swift
/// Plural.count(1, "check")             // "1 check"
/// Plural.count(0, "entry", "entries")  // "0 entries"
/// Plural.times(1)                      // "once"
/// ```
public enum Plural {
    /// The count and the noun, singular for exactly 1; the plural adds an "s" unless given.
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + noun(count, singular, plural)
    }

    /// The noun alone, singular for exactly 1.
    public static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        count == 1 ? singular : (plural ?? singular + "s")
    }

    /// How often something happened: "once", "twice", "3 times", "0 times".
    public static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    /// Kata numbers in words: "kata 3", "katas 2 and 3", "katas 1, 2 and 4".
    public static func katas(_ numbers: [Int]) -> String {
        let names = numbers.map(String.init)
        switch names.count {
        case 0: return "no kata"
        case 1: return "kata \(names[0])"
        default: return "katas " + names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }
}
