import Foundation

/// A short, stable digest of files, to notice that a kata or the grading code changed.
///
/// FNV-1a over each file's relative path and bytes, in path order. It detects changes, it does
/// not resist an attacker: kata-runner uses it to say "this changed", never to decide trust.
public enum Fingerprint {
    /// The digest of every `.swift` and `.md` file under the given paths (files or folders), relative to `root`.
    public static func of(_ paths: [String], root: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        for file in files(under: paths, root: root) {
            mix(file.utf8)
            mix([0])
            if let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) {
                mix(data)
            }
            mix([0])
        }
        return String(hash, radix: 16)
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
