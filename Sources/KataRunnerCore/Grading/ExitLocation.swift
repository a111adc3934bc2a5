import Foundation

/// Where the learner's code called `exit()` or `abort()`, from the stack the grader writes when a
/// check ends the process (``CheckOutput/exitMarker``, ``CheckOutput/abortMarker``): the frames in
/// the test binary are given source lines by the toolchain's `llvm-symbolizer`, and the innermost
/// one in `Exercises/` is named. (The runtime's backtracer cannot find them past `abort()`, whose
/// frames in the C library it cannot unwind.)
public enum ExitLocation {
    /// The learner's frame that called `exit()` or `abort()`, as `OnboardingCoordinator.start()` at
    /// `Exercises/01-onboarding/OnboardingCoordinator.swift:16`; `nil` when none is found.
    ///
    /// - Parameters:
    ///   - standardError: The test process's error output.
    ///   - binary: The test binary.
    ///   - module: The module the exercise is built as, left out of the function's name.
    public static func find(in standardError: String, binary: URL, module: String) -> String? {
        let offsets = standardError.split(separator: "\n")
            .filter { $0.hasPrefix(CheckOutput.endFramePrefix) && $0.contains(binary.lastPathComponent + "(+0x") }
            .compactMap { line -> String? in
                guard let start = line.range(of: "(+0x")?.upperBound,
                      let value = UInt64(line[start...].prefix { $0.isHexDigit }, radix: 16), value > 0 else { return nil }
                return "0x" + String(value - 1, radix: 16)
            }
        guard !offsets.isEmpty,
              let outcome = try? Subprocess.run(Subprocess.env, arguments: ["llvm-symbolizer", "--obj=\(binary.path)"] + offsets, environment: ProcessInfo.processInfo.environment, directory: binary.deletingLastPathComponent(), timeout: 10),
              outcome.succeeded else { return nil }
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        for index in stride(from: 0, to: lines.count - 1, by: 2) {
            let place = lines[index + 1]
            guard let range = place.range(of: "/Exercises/", options: .backwards) else { continue }
            let parts = place[range.upperBound...].split(separator: ":")
            guard parts.count >= 2 else { continue }
            var function = demangle(lines[index]) ?? lines[index]
            if let arrow = function.range(of: " -> ", options: .backwards) {
                function = String(function[..<arrow.lowerBound])
            }
            if function.hasPrefix(module + ".") {
                function.removeFirst(module.count + 1)
            }
            return "`\(function)` at Exercises/\(parts[0]):\(parts[1])"
        }
        return nil
    }

    /// A Swift symbol in words, by the runtime's demangler: `Onboarding.OnboardingCoordinator.start() -> ()`.
    public static func demangle(_ symbol: String) -> String? {
        guard symbol.hasPrefix("$s"), let name = symbol.withCString({ swiftDemangle($0, strlen($0), nil, nil, 0) }) else { return nil }
        defer { free(name) }
        return String(cString: name)
    }
}

@_silgen_name("swift_demangle")
private func swiftDemangle(_ mangled: UnsafePointer<CChar>, _ length: Int, _ output: UnsafeMutablePointer<CChar>?, _ outputSize: UnsafeMutablePointer<Int>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?
