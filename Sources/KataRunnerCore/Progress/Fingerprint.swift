import Foundation

/// A short, stable digest of files, to notice that a kata or the grading code changed.
///
/// FNV-1a over each file's relative path and bytes, in path order. It detects changes, it does
/// not resist an attacker: kata-runner uses it to say "this changed", never to decide trust.
public enum Fingerprint {
    /// The digest of every `.swift` and `.md` file under the given paths (files or folders), relative to `root`.
    public static func of(_ paths: [String], root: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files(under: paths, root: root) {
            hash = mix(Data(file.utf8), into: hash)
            hash = mix(Data([0]), into: hash)
            if let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) {
                hash = mix(data, into: hash)
            }
            hash = mix(Data([0]), into: hash)
        }
        return String(hash, radix: 16)
    }

    /// `hash` with `bytes` mixed in, read through a pointer: kata-runner runs unoptimized
    /// under `swift run`, where a loop over a sequence costs several times more per byte, and
    /// every grade fingerprints the model.
    private static func mix(_ bytes: Data, into hash: UInt64) -> UInt64 {
        bytes.withUnsafeBytes { buffer in
            var hash = hash
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return hash }
            var index = 0
            while index < buffer.count {
                hash = (hash ^ UInt64(base[index])) &* 0x0000_0100_0000_01b3
                index += 1
            }
            return hash
        }
    }

    /// The files under the given paths, relative to `root`, sorted.
    public static func files(under paths: [String], root: URL) -> [String] {
        var result: [String] = []
        for path in paths {
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                result.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: url.path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".swift") || relative.hasSuffix(".md") || relative.hasSuffix(".sh") || relative.hasSuffix(".jsonl") {
                    result.append(path + "/" + relative)
                }
            }
        }
        return result.sorted()
    }
}
