/// Turns kata-runner's arguments into an ``Invocation``: a small parser of our own, since the
/// workbook takes no package dependencies.
///
/// ```
/// kata-runner                      grade everything
/// kata-runner check onboarding     one kata, its whole checklist
/// kata-runner hint 1 --no-color
/// kata-runner lesson --help
/// ```
public enum ArgumentParser {
    /// Parses arguments (without the program name).
    public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        parseWords(arguments).flatMap { parsed in
            let (invocation, paths) = parsed
            var result = invocation
            result.verbose = arguments.contains("--verbose") || arguments.contains("-v")
            if result.verbose, !(result.command.isCheck) {
                return .failure(UsageError("--verbose goes with `check`, as in `kata-runner check onboarding --verbose`."))
            }
            result.jsonPath = paths["--json"]
            result.outPath = paths["--out"]
            if result.outPath != nil, !(result.command.isExplore || result.command.isGradeAll) {
                return .failure(UsageError("--out goes with `explore` or `grade-all`, as in `kata-runner explore 4 --out graphs`."))
            }
            result.xunitPath = paths["--xunit"]
            if result.xunitPath != nil, !(result.command.isCheck) {
                return .failure(UsageError("--xunit goes with `check`, as in `kata-runner check onboarding --xunit results.xml`."))
            }
            if result.jsonPath != nil, !(result.command.isCheck || result.command == .overview) {
                return .failure(UsageError("--json goes with `check` (a file) or with no command (a folder, one file per kata)."))
            }
            return .success(result)
        }
    }

    private static func parseWords(_ arguments: [String]) -> Result<(Invocation, [String: String]), UsageError> {
        var colour: Bool?
        var wantsHelp = false
        var all = false
        var paths: [String: String] = [:]
        var words: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if let option = ["--json", "--xunit", "--out"].first(where: { argument == $0 || argument.hasPrefix($0 + "=") }) {
                let value = argument.count > option.count ? String(argument.dropFirst(option.count + 1)) : remaining.popFirst()
                guard let value, !value.isEmpty, !value.hasPrefix("-") else {
                    let example = switch option {
                    case "--json": "check onboarding --json results.json"
                    case "--xunit": "check onboarding --xunit results.xml"
                    default: "explore 4 --out graphs"
                    }
                    return .failure(UsageError("\(option) needs a path, as in `kata-runner \(example)`."))
                }
                paths[option] = value
                continue
            }
            switch argument {
            case "--help", "-h":
                wantsHelp = true
            case "--no-color", "--no-colour":
                colour = false
            case "--color", "--colour":
                colour = true
            case "--all":
                all = true
            case "--verbose", "-v":
                continue
            case "--":
                continue
            default:
                if argument.hasPrefix("-") {
                    return .failure(UsageError("Unknown option \(argument). Options: --help, --no-color, --color, --verbose, --json PATH, --xunit PATH, --out FOLDER for explore and grade-all, and --all for reset."))
                }
                words.append(argument)
            }
        }
        guard let first = words.first else {
            return .success((Invocation(command: wantsHelp ? .help(topic: nil) : .overview, colour: colour), paths))
        }
        guard let subcommand = Command.Subcommand(rawValue: first) else {
            let names = Command.Subcommand.allCases.map(\.rawValue)
            let closest = names.min { KataLookup.editDistance(first, $0) < KataLookup.editDistance(first, $1) }
            let suggestion = closest.flatMap { KataLookup.editDistance(first, $0) <= 2 ? " Did you mean \"\($0)\"?" : nil } ?? ""
            return .failure(UsageError("Unknown command \"\(first)\".\(suggestion) Commands: \(names.joined(separator: ", ")). See `kata-runner --help`."))
        }
        if wantsHelp {
            return .success((Invocation(command: .help(topic: subcommand), colour: colour), paths))
        }
        let rest = Array(words.dropFirst())
        if all, subcommand != .reset {
            return .failure(UsageError("--all goes with `reset` only, as in `kata-runner reset --all`."))
        }
        if subcommand == .reset, all {
            guard rest.isEmpty else {
                return .failure(UsageError("`reset --all` resets every kata; give it no kata name, or drop --all."))
            }
            return .success((Invocation(command: .reset(kata: nil), colour: colour), paths))
        }
        if subcommand == .verify {
            guard rest.count <= 1 else {
                return .failure(UsageError("`verify` takes at most one kata, but got \(rest.count): \(rest.joined(separator: " "))."))
            }
            return .success((Invocation(command: .verify(kata: rest.first), colour: colour), paths))
        }
        if subcommand == .gradeAll {
            guard rest.count == 1, let folder = rest.first else {
                return .failure(UsageError("`grade-all` takes one folder, holding a folder per learner: `kata-runner grade-all class`."))
            }
            return .success((Invocation(command: .gradeAll(folder: folder), colour: colour), paths))
        }
        if subcommand == .watch {
            guard rest.count <= 1 else {
                return .failure(UsageError("`watch` takes at most one kata, but got \(rest.count): \(rest.joined(separator: " "))."))
            }
            return .success((Invocation(command: .watch(kata: rest.first), colour: colour), paths))
        }
        if subcommand == .help {
            guard rest.count <= 1 else { return .failure(UsageError("`help` takes at most one command name.")) }
            guard let topicName = rest.first else { return .success((Invocation(command: .help(topic: nil), colour: colour), paths)) }
            guard let topic = Command.Subcommand(rawValue: topicName) else {
                return .failure(UsageError("There is no command \"\(topicName)\" to explain. Commands: \(Command.Subcommand.allCases.map(\.rawValue).joined(separator: ", "))."))
            }
            return .success((Invocation(command: .help(topic: topic), colour: colour), paths))
        }
        if subcommand == .new {
            guard (2...3).contains(rest.count) else {
                return .failure(UsageError("`new` takes a name, a title and, if you like, a module: `kata-runner new sign-up \"The sign-up flow\"` or `kata-runner new mvvm-c \"MVVM-C\" MVVMCoordinators`."))
            }
            return .success((Invocation(command: .new(slug: rest[0], title: rest[1], module: rest.count == 3 ? rest[2] : nil), colour: colour), paths))
        }
        if subcommand.takesKata {
            guard rest.count == 1, let kata = rest.first else {
                return .failure(UsageError(rest.isEmpty
                    ? "`\(first)` needs a kata\(subcommand == .reset ? " (or --all)" : ""): its number, its name or the start of its name, as in `kata-runner \(first) onboarding`."
                    : "`\(first)` takes one kata, but got \(rest.count): \(rest.joined(separator: " "))."))
            }
            let command: Command = switch subcommand {
            case .check: .check(kata: kata)
            case .hint: .hint(kata: kata)
            case .reset: .reset(kata: kata)
            case .solution: .solution(kata: kata)
            case .explore: .explore(kata: kata)
            case .start: .start(kata: kata)
            case .skip: .skip(kata: kata)
            default: .lesson(kata: kata)
            }
            return .success((Invocation(command: command, colour: colour), paths))
        }
        guard rest.isEmpty else {
            return .failure(UsageError("`\(first)` takes no arguments, but got: \(rest.joined(separator: " "))."))
        }
        return .success((Invocation(command: .list, colour: colour), paths))
    }
}
