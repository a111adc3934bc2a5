import Foundation
#if canImport(Darwin)
import Darwin
#elseif os(Linux)
/// glibc's `malloc_usable_size`, which `<malloc.h>` declares and the Glibc module does not bring:
/// how many bytes an allocation holds.
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
#endif

/// Finds which objects keep which alive: the strong references among a set of objects, through
/// their stored properties, what those hold (arrays, optionals, structs, other objects such as a
/// screen's views and buttons) and the closures stored on the way.
///
/// A leak message that only lists survivors leaves the learner guessing; one that says "kept by
/// the closure in `SignInCoordinator.onFinish`, which captures it" points at the line to change.
/// Stored properties are read as the runtime describes them, by offset and type, and only the
/// strong ones: a `weak` or `unowned` property is never named as a holder, and is never read
/// (reading an `unowned` reference whose object is gone would stop the process). A closure is
/// named as a holder when one of its captured values is the object; a `[weak x]` capture holds
/// no pointer to it. What a closure hides behind another closure, a captured `var`, or a
/// collection of closures is not followed.
@MainActor
public enum StrongReferences {
    /// A strong reference from one of the objects to another (or to itself).
    public struct Link: Sendable, Hashable {
        /// Which of the objects holds the reference: an index into the list given.
        public var holder: Int
        /// Which object is held: an index into the list given.
        public var held: Int
        /// How: the property path from the holder, such as `childCoordinators[0]`, or
        /// `view.subviews[1].actions[0].handler` for a closure.
        public var path: String
        /// Whether the last step is a closure that captures the held object.
        public var throughClosure: Bool
    }

    /// How many objects deep a search goes through objects that are not among those given (a
    /// screen's view, its subviews, a button, its actions).
    nonisolated static let depth = 6

    /// The strong references among `objects`, each found by the shortest property path from its holder.
    public static func links(among objects: [AnyObject]) -> [Link] {
        let addresses = Dictionary(objects.enumerated().map { (address(of: $0.element), $0.offset) }, uniquingKeysWith: { first, _ in first })
        var links: [Link] = []
        for (index, object) in objects.enumerated() {
            var search = Search(targets: addresses, objects: objects)
            search.run(from: object)
            for (held, found) in search.found.sorted(by: { $0.key < $1.key }) {
                links.append(Link(holder: index, held: held, path: readable(found.path), throughClosure: found.throughClosure))
            }
        }
        return links
    }

    /// The values an object holds strongly in its stored properties, by property name: its own
    /// and its superclasses', weak and unowned ones left out and never read.
    static func strongProperties(of object: AnyObject) -> [(name: String, value: Any)] {
        let type: Any.Type = Swift.type(of: object)
        guard !StoredFields.isSystemType(type) else { return [] }
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return StoredFields.of(type).filter(\.isStrong).map { field in
            (field.name, StoredFields.load(field.type, at: base + field.offset))
        }
    }

    /// A property path in the names the learner wrote and UIKit's: `@Observable` and property
    /// wrappers store `auth` as `_auth`, and the model keeps some of UIKit's properties under
    /// names of its own (a controller's view in `storedView`, a control's actions in
    /// `registrations`), which learners know by UIKit's names.
    static func readable(_ path: String) -> String {
        let modelNames = [
            "storedView": "view", "storedRoot": "rootViewController", "presentedStorage": "presentedViewController",
            "storedNavigationItem": "navigationItem", "storedTabBarItem": "tabBarItem",
        ]
        var joined = path.split(separator: ".", omittingEmptySubsequences: false).map { component -> String in
            let name = String(component.prefix { $0 != "[" })
            let rest = component.dropFirst(name.count)
            if let uikit = modelNames[name] {
                return uikit + rest
            }
            if name.hasPrefix("_"), name.count > 1, !name.hasPrefix("__") {
                return String(name.dropFirst()) + rest
            }
            return String(component)
        }.joined(separator: ".")
        while let range = joined.range(of: #"registrations\[(\d+)\]\.action"#, options: .regularExpression) {
            let index = joined[range].drop { $0 != "[" }.prefix { $0 != "." }
            joined.replaceSubrange(range, with: "actions" + index)
        }
        return joined
    }

    /// The address of an object, for comparing with the words of memory that refer to it.
    nonisolated static func address(of object: AnyObject) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    }

    /// One search from one holder, breadth first, so that each object of interest is reached by
    /// its shortest path.
    private struct Search {
        let targets: [UInt: Int]
        let objects: [AnyObject]
        var found: [Int: (path: String, throughClosure: Bool)] = [:]
        var visited: Set<UInt> = []
        var queue: [(object: AnyObject, path: String, depth: Int)] = []

        init(targets: [UInt: Int], objects: [AnyObject]) {
            self.targets = targets
            self.objects = objects
        }

        mutating func run(from holder: AnyObject) {
            visited.insert(StrongReferences.address(of: holder))
            queue.append((holder, "", 0))
            while !queue.isEmpty {
                let next = queue.removeFirst()
                visitObject(next.object, path: next.path, depth: next.depth)
            }
        }

        /// Follows an object's strong stored properties.
        mutating func visitObject(_ object: AnyObject, path: String, depth: Int) {
            let type: Any.Type = Swift.type(of: object)
            guard !StoredFields.isSystemType(type) else { return }
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            visitFields(of: type, at: base, path: path, depth: depth)
        }

        /// Follows the strong stored properties of a value of `type` laid out at `base`.
        mutating func visitFields(of type: Any.Type, at base: UnsafeRawPointer, path: String, depth: Int) {
            for field in StoredFields.of(type) where field.isStrong {
                let fieldPath = path.isEmpty ? field.name : "\(path).\(field.name)"
                let memory = base + field.offset
                if StoredFields.isFunction(field.type) {
                    scanClosure(at: memory, path: fieldPath)
                } else {
                    visitValue(StoredFields.load(field.type, at: memory), path: fieldPath, depth: depth)
                }
            }
        }

        /// A value held strongly: an object is reached; a struct of the app's or the model's is
        /// followed field by field; optionals, collections, tuples and enums through their elements.
        mutating func visitValue(_ value: Any, path: String, depth: Int) {
            if Swift.type(of: value) is AnyClass {
                reach(value as AnyObject, path: path, depth: depth)
                return
            }
            guard !StoredFields.holdsNoObject(value) else { return }
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .struct?:
                let type = Swift.type(of: value)
                guard !StoredFields.isSystemType(type) else { return }
                let laidOut = StoredFields.withBytes(of: value) { base in
                    visitFields(of: type, at: base, path: path, depth: depth)
                }
                if !laidOut {
                    for child in mirror.children {
                        visitValue(child.value, path: path + (child.label.map { ".\($0)" } ?? ""), depth: depth)
                    }
                }
            case .optional?, .collection?, .set?, .dictionary?, .tuple?, .enum?:
                for (index, child) in mirror.children.enumerated() {
                    let step: String
                    switch mirror.displayStyle {
                    case .collection?, .set?: step = "[\(index)]"
                    case .dictionary?: step = "[…]"
                    case .optional?: step = ""
                    default: step = child.label.map { ".\($0)" } ?? "[\(index)]"
                    }
                    visitValue(child.value, path: path + step, depth: depth)
                }
            default:
                return
            }
        }

        /// Notes a target reached, or queues an object that is not one.
        mutating func reach(_ object: AnyObject, path: String, depth: Int) {
            let address = StrongReferences.address(of: object)
            if let index = targets[address] {
                if found[index] == nil {
                    found[index] = (path, false)
                }
                return
            }
            guard depth < StrongReferences.depth, visited.insert(address).inserted else { return }
            queue.append((object, path, depth + 1))
        }

        /// Looks through a closure's captured values for the targets. A closure is two words:
        /// code, and a context the runtime allocated for its captures (or an object, for a
        /// method taken as a closure). Only the captures the context's metadata declares are
        /// read, one word each: a captured object is a word pointing at it, a `[weak x]` capture
        /// is not (on Darwin, where a weak reference to an `NSObject` is the object's own
        /// address, such captures are not claimed).
        mutating func scanClosure(at memory: UnsafeRawPointer, path: String) {
            let word = MemoryLayout<UInt>.size
            guard memory.load(as: UInt.self) != 0 else { return }
            let context = memory.load(fromByteOffset: word, as: UInt.self)
            guard context != 0, let pointer = UnsafeRawPointer(bitPattern: context) else { return }
            if let index = targets[context] {
                note(index, path: path)
                return
            }
            guard context % UInt(word) == 0,
                  let metadata = UnsafeRawPointer(bitPattern: pointer.load(as: UInt.self)),
                  metadata.load(as: UInt.self) == Self.closureContextKind,
                  pointer.load(fromByteOffset: word, as: UInt.self) & Self.slowReferenceCountBit == 0,
                  let descriptor = UnsafeRawPointer(bitPattern: metadata.load(fromByteOffset: 2 * word, as: UInt.self)) else { return }
            let first = Int(metadata.load(fromByteOffset: word, as: UInt32.self))
            let captures = Int(descriptor.load(as: UInt32.self))
            let end = min(first + captures * word, Self.allocationSize(of: pointer))
            guard first >= 2 * word, end <= Self.largestContext else { return }
            for offset in stride(from: first, to: end - word + 1, by: word) {
                guard let index = targets[pointer.load(fromByteOffset: offset, as: UInt.self)] else { continue }
                #if canImport(Darwin)
                if objects[index] is NSObject { continue }
                #endif
                note(index, path: path)
            }
        }

        private mutating func note(_ index: Int, path: String) {
            if found[index] == nil || found[index]?.throughClosure == false && (found[index]?.path.count ?? 0) > path.count {
                found[index] = (path, true)
            }
        }

        /// The metadata kind of a closure's context (`MetadataKind::HeapLocalVariable`).
        static let closureContextKind: UInt = 0x400
        /// The bit of an object's reference counts that says they live elsewhere: an immortal
        /// object (never allocated on the heap) or one with a side table.
        static let slowReferenceCountBit: UInt = 1 << (UInt.bitWidth - 1)
        /// More bytes than any closure's captures take: a size beyond it is no context's.
        static let largestContext = 4096

        /// How many bytes the allocator gave a closure's context, an upper bound on its captures.
        static func allocationSize(of pointer: UnsafeRawPointer) -> Int {
            #if canImport(Darwin)
            malloc_size(pointer)
            #elseif os(Linux)
            mallocUsableSize(UnsafeMutableRawPointer(mutating: pointer))
            #else
            0
            #endif
        }
    }
}
