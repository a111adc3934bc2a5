import Foundation

/// The frames a crashed or stopped test process printed through the Swift runtime's backtracer,
/// read to find where in the learner's own code it was.
///
/// The backtracer (`SWIFT_BACKTRACE=enable=yes`) prints one frame per line:
///
/// ```
///   3 [ra] 0x000056344d11bfc1 OnboardingCoordinator.start() + 32 in G at /w/Exercises/01-onboarding/OnboardingCoordinator.swift:14:9
/// ```
public struct Backtrace: Sendable, Equatable {
    /// One frame: a function, and where its code is when the backtracer knows.
    public struct Frame: Sendable, Equatable {
        /// The frame's number, 0 for the innermost: past a few dozen frames the backtracer skips
        /// to the outermost ones, so a stack that ran out shows numbers in the hundreds of thousands.
        public var index: Int
        /// The function, as the backtracer names it.
        public var function: String
        /// The source file's full path.
        public var path: String
        /// The line, when the backtracer knows it (a tight loop's instruction may have none).
        public var line: Int?
    }

    /// The frames with a source location, innermost first, every thread's in turn.
    public var frames: [Frame]
    /// The highest frame number printed, with a source location or not: how deep the stack went.
    public var depth: Int
    /// The protocol-witness frames, innermost first, by the function the backtracer names.
    var witnesses: [String]

    /// The environment setting that makes a Swift process print its backtrace on a crash, and on
    /// SIGTRAP, which the runner sends to the busy thread of a check that stopped making progress.
    public static let environmentValue = "enable=yes,interactive=no,symbolicate=full"

    /// The last line the backtracer prints begins with this; the process can be let go after it.
    public static let endMarker = "Backtrace took"

    /// The signal the runner stops a hung check with: one the backtracer handles, and that
    /// libdispatch's worker threads, where tests run, do not block (they block SIGABRT).
    public static let interruptSignal = SIGTRAP

    /// How deep a stack must be to have run out through recursion rather than real work.
    public static let recursionDepth = 10_000

    /// Reads the frames out of a process's error output.
    public init(standardError: String) {
        let lines = standardError.split(separator: "\n")
        frames = lines.compactMap(Self.frame)
        depth = lines.compactMap(Self.frameNumber).max() ?? 0
        witnesses = lines.compactMap { line in
            line.range(of: "protocol witness for ").map { String(line[$0.lowerBound...]) }
        }
    }

    /// A frame line's number, whether or not the frame has a source location.
    private static func frameNumber(_ line: Substring) -> Int? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.contains(" 0x"), let number = Int(text.prefix { $0.isNumber }) else { return nil }
        return number
    }

    /// The innermost frame in the learner's exercises, as `OnboardingCoordinator.start() at Exercises/01-onboarding/File.swift:14`.
    ///
    /// When no frame has a source line in the exercises (the learner's frame was folded into a
    /// protocol witness, as when the grader calls `start()` and it is inside a C function such
    /// as `memset`), the witness names the type and method, and the method is found by its
    /// declaration in `exerciseFolder`.
    ///
    /// - Parameters:
    ///   - module: The module the exercise is built as, left out of the function's name.
    ///   - exerciseFolder: The learner's folder for this kata, to find a method by its declaration.
    public func learnerLocation(module: String, exerciseFolder: URL? = nil) -> String? {
        guard let frame = frames.first(where: { $0.path.contains("/Exercises/") }),
              let range = frame.path.range(of: "/Exercises/", options: .backwards) else {
            return exerciseFolder.flatMap(witnessLocation)
        }
        let file = String(frame.path[frame.path.index(after: range.lowerBound)...])
        var function = frame.function
        if function.hasPrefix(module + ".") {
            function.removeFirst(module.count + 1)
        }
        guard let line = frame.line ?? Self.declarationLine(of: function, in: frame.path) else {
            return "`\(function)` in \(file)"
        }
        return "`\(function)` at \(file):\(line)"
    }

    /// The learner's method a protocol witness frame names ("protocol witness for
    /// OnboardingFlow.start() in conformance OnboardingCoordinator"), found in `folder`.
    private func witnessLocation(in folder: URL) -> String? {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        for witness in witnesses {
            guard let methodRange = witness.range(of: "protocol witness for "),
                  let conformance = witness.range(of: " in conformance ") else { continue }
            let requirement = witness[methodRange.upperBound..<conformance.lowerBound]
            let beforeArguments = requirement.prefix { $0 != "(" }
            let name = beforeArguments.split(separator: ".").last.map(String.init) ?? String(beforeArguments)
            let method = name + requirement.dropFirst(beforeArguments.count)
            let type = String(witness[conformance.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                .split(separator: ".").last ?? "")
            for file in files {
                let path = folder.appendingPathComponent(file).path
                guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                      text.range(of: "(class|struct|enum|actor|extension) \(type)\\b", options: .regularExpression) != nil,
                      let line = Self.declarationLine(of: method, in: path) else { continue }
                return "`\(type).\(method)` at Exercises/\(folder.lastPathComponent)/\(file):\(line)"
            }
        }
        return nil
    }

    /// When the stack ran out through runaway recursion, what recursed: "runaway recursion:
    /// `OnboardingCoordinator.start()` and `OnboardingCoordinator.showNext()` called one another
    /// without end, 261 818 calls deep, until the stack ran out"; `nil` otherwise.
    ///
    /// - Parameter module: The module the exercise is built as, left out of the functions' names.
    public func runawayRecursion(module: String) -> String? {
        let deepest = depth
        guard deepest >= Self.recursionDepth else { return nil }
        var names: [String] = []
        for frame in frames where frame.index < 64 && frame.path.contains("/Exercises/") {
            var name = frame.function
            if name.hasPrefix(module + ".") {
                name.removeFirst(module.count + 1)
            }
            if !names.contains(name) {
                names.append(name)
            }
        }
        let depth = Self.grouped(deepest)
        switch names.count {
        case 0: return "runaway recursion: functions called one another without end, \(depth) calls deep, until the stack ran out"
        case 1: return "runaway recursion: `\(names[0])` was called again and again without end, \(depth) calls deep, until the stack ran out"
        default:
            let listed = names.dropLast().map { "`\($0)`" }.joined(separator: ", ") + " and `\(names[names.count - 1])`"
            return "runaway recursion: \(listed) called one another without end, \(depth) calls deep, until the stack ran out"
        }
    }

    /// A number with its thousands apart, as a person writes it: "261 818".
    private static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: " ")
    }

    /// The line that declares a function, for a frame the backtracer gave no line: the first
    /// `func name(` of the file, or `init(` for an initializer.
    static func declarationLine(of function: String, in path: String) -> Int? {
        let signature = function.split(separator: "(").first.map(String.init) ?? function
        let name = signature.split(separator: ".").last.map(String.init) ?? signature
        let declaration = name == "init" ? "init(" : "func \(name)("
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(declaration) }.map { $0 + 1 }
    }

    /// A frame line's function and location, or `nil` for other lines and frames without a source file.
    private static func frame(_ line: Substring) -> Frame? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard let first = text.first, first.isNumber,
              let addressStart = text.range(of: " 0x"),
              let atRange = text.range(of: " at /", options: .backwards),
              let inRange = text.range(of: " in ", options: .backwards, range: addressStart.upperBound..<atRange.lowerBound)
        else { return nil }
        let afterAddress = text[addressStart.upperBound...].drop { $0 != " " }.dropFirst()
        let symbol = afterAddress[..<inRange.lowerBound]
        let function = symbol.range(of: " + ", options: .backwards).map { String(symbol[..<$0.lowerBound]) } ?? String(symbol)
        let location = text[text.index(atRange.upperBound, offsetBy: -1)...].split(separator: ":")
        guard let path = location.first.map({ String($0).trimmingCharacters(in: .whitespaces) }), path.hasSuffix(".swift") else { return nil }
        let index = Int(text.prefix { $0.isNumber }) ?? 0
        return Frame(index: index, function: function, path: path, line: location.count >= 2 ? Int(location[1]) : nil)
    }
}
