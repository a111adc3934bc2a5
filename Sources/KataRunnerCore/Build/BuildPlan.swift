import Foundation

/// The compile commands of SwiftPM's last plan for the exercises' build (the llbuild manifest it
/// writes as `debug.yaml`), by module, so one kata's modules can be compiled again without
/// planning the whole package.
///
/// Each module's command is a block of the manifest: its name, then `tool: shell` and its
/// `inputs`, `outputs` and `args` as JSON arrays, one per line.
public struct BuildPlan: Sendable {
    /// One module's compile command, as SwiftPM planned it.
    public struct Command: Sendable, Equatable {
        /// The module's name, such as `Onboarding`.
        public let module: String
        /// The compiler driver.
        public let compiler: String
        /// The compiler's arguments.
        public let arguments: [String]
        /// The files the command reads: the module's sources and the modules it imports.
        public let inputs: [String]
        /// The files the command writes: one object per source, and the module's interface.
        public let outputs: [String]

        /// The module's Swift sources, absolute paths.
        public var sources: [String] {
            inputs.filter { $0.hasSuffix(".swift") }
        }

        /// The object files the command writes, for linking.
        public var objects: [String] {
            outputs.filter { $0.hasSuffix(".o") }
        }

        /// The module's compiled interface, which modules that import it read.
        public var interface: String? {
            outputs.first { $0.hasSuffix(".swiftmodule") }
        }

        /// Where the compiler driver keeps what it compiled last (the output file map's module
        /// dependencies, as `.priors`), which its incremental build reads; without it, the next
        /// build compiles every source.
        public var buildRecord: String? {
            guard let index = arguments.firstIndex(of: "-output-file-map"), arguments.indices.contains(index + 1),
                  let data = FileManager.default.contents(atPath: arguments[index + 1]),
                  let map = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]],
                  let dependencies = map[""]?["swift-dependencies"] else { return nil }
            return URL(fileURLWithPath: dependencies).deletingPathExtension().appendingPathExtension("priors").path
        }

        /// Whether the files SwiftPM writes for the module when it builds it, not when it plans
        /// it (the list of sources the compiler reads through `@…/sources`, and the output file
        /// map), name the plan's sources: a plan made while another kata was built may list a
        /// file added since that those still lack, and a compile by them would leave it out.
        public var writtenFilesMatchSources: Bool {
            let expected = Set(sources)
            for argument in arguments where argument.hasPrefix("@") {
                guard let data = FileManager.default.contents(atPath: String(argument.dropFirst())) else { return false }
                let listed = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
                    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                    .filter { $0.hasSuffix(".swift") }
                guard Set(listed) == expected else { return false }
            }
            guard let index = arguments.firstIndex(of: "-output-file-map"), arguments.indices.contains(index + 1) else { return true }
            guard let data = FileManager.default.contents(atPath: arguments[index + 1]),
                  let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
            return expected.allSatisfy { map[$0] != nil }
        }

        /// The arguments to run the command with directly: the compiler's plain diagnostics rather
        /// than the JSON SwiftPM reads, without the commands it would echo, and without an index
        /// store (an editor indexes its own build folder, never kata-runner's; indexing cost a
        /// third of a small grader's compile).
        public var directArguments: [String] {
            var direct: [String] = []
            var skipsNext = false
            for argument in arguments {
                if skipsNext {
                    skipsNext = false
                } else if argument == "-index-store-path" {
                    skipsNext = true
                } else if argument != "-parseable-output" && argument != "-v" {
                    direct.append(argument)
                }
            }
            return direct
        }

        /// ``directArguments`` without the module's interface, for a module nothing imports (a
        /// grader): the driver's separate job that writes it costs a small grader a fifth of its
        /// compile.
        public var argumentsWithoutInterface: [String] {
            var arguments: [String] = []
            var skipsNext = false
            for argument in directArguments {
                if skipsNext {
                    skipsNext = false
                } else if argument == "-emit-module-path" {
                    skipsNext = true
                } else if argument != "-emit-module" {
                    arguments.append(argument)
                }
            }
            return arguments
        }

        /// The modules the command imports, by the interfaces it reads.
        public var imports: [String] {
            inputs.filter { $0.hasSuffix(".swiftmodule") }.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        }
    }

    /// The compile commands, by module name.
    public let commands: [String: Command]

    /// The manifest's name in a build folder.
    public static let manifestName = "debug.yaml"

    /// Reads the commands from a manifest's text.
    public init(manifest text: String) {
        var commands: [String: Command] = [:]
        var fields: [String: [String]] = [:]
        func finish() {
            defer { fields = [:] }
            guard let arguments = fields["args"], let compiler = arguments.first,
                  let index = arguments.firstIndex(of: "-module-name"), index + 1 < arguments.count,
                  arguments.contains("-emit-module") else { return }
            let module = arguments[index + 1]
            commands[module] = Command(module: module, compiler: compiler, arguments: Array(arguments.dropFirst()), inputs: fields["inputs"] ?? [], outputs: fields["outputs"] ?? [])
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \"") {
                finish()
                continue
            }
            for field in ["inputs", "outputs", "args"] where line.hasPrefix("    \(field): [") {
                let json = line.dropFirst("    \(field): ".count)
                fields[field] = (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
            }
        }
        finish()
        self.commands = commands
    }

    /// The modules `modules` import, directly or through others, themselves included, sorted.
    public func dependencies(of modules: [String]) -> [String] {
        var found = Set<String>()
        var next = modules
        while let module = next.popLast() {
            guard found.insert(module).inserted else { continue }
            next += commands[module]?.imports ?? []
        }
        return found.sorted()
    }

    /// Reads the manifest at `url`; `nil` when there is none.
    public init?(contentsOf url: URL) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        self.init(manifest: String(decoding: data, as: UTF8.self))
    }
}
