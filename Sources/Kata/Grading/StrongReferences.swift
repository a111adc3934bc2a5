@_spi(Reflection) import Swift
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
/// Properties are read as they are laid out in memory, so a `weak` property, which holds no
/// strong reference, is never named as a holder, whatever `Mirror` shows of it. A closure is
/// named as a holder when its captured values include the object; what a closure hides behind
/// another closure or a captured `var` is not followed.
@MainActor
public enum StrongReferences {
    /// A strong reference from one of the objects to another (or to itself).
    public struct Link: Sendable, Hashable {
        /// Which of the objects holds the reference: an index into the list given.
        public var holder: Int
        /// Which object is held: an index into the list given.
        public var held: Int
        /// How: the property path from the holder, such as `childCoordinators[0]`, or
        /// `view.subviews[1].actions[0].handler (a closure)`.
        public var path: String
        /// Whether the last step is a closure that captures the held object.
        public var throughClosure: Bool
    }

    /// How deep a search goes through objects that are not among those given (a screen's view,
    /// its subviews, a button, its actions).
    nonisolated static let depth = 6

    /// `_EachFieldOptions.classType`, which the standard library declares as a `static var`:
    /// lay fields out as a class instance's.
    nonisolated static let classFields = _EachFieldOptions(rawValue: 1 << 0)

    /// The strong references among `objects`, each found by the shortest property path from its holder.
    public static func links(among objects: [AnyObject]) -> [Link] {
        let addresses = Dictionary(objects.enumerated().map { (address(of: $0.element), $0.offset) }, uniquingKeysWith: { first, _ in first })
        var links: [Link] = []
        for (index, object) in objects.enumerated() {
            var search = Search(targets: addresses)
            search.visitObject(object, path: "", depth: 0)
            for (held, found) in search.found.sorted(by: { $0.key < $1.key }) {
                links.append(Link(holder: index, held: held, path: readable(found.path), throughClosure: found.throughClosure))
            }
        }
        return links
    }

    /// A property path in the names the learner wrote and UIKit's: `@Observable` and property
    /// wrappers store `auth` as `_auth`, and the model keeps a controller's view in `storedView`
    /// and a control's actions in `registrations`, which learners know as `view` and the actions
    /// they added.
    static func readable(_ path: String) -> String {
        var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        components = components.map { component in
            if component.hasPrefix("_"), component.count > 1 {
                return String(component.dropFirst())
            }
            guard component.hasPrefix("stored"), let first = component.dropFirst(6).first, first.isUppercase else { return component }
            return first.lowercased() + component.dropFirst(7)
        }
        var joined = components.joined(separator: ".")
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

    /// One search from one holder: the objects of interest it reaches, by the first path found.
    private struct Search {
        let targets: [UInt: Int]
        var found: [Int: (path: String, throughClosure: Bool)] = [:]
        var visited: Set<UInt> = []

        init(targets: [UInt: Int]) {
            self.targets = targets
        }

        /// Follows the stored properties of `object`, at every level of its class hierarchy.
        mutating func visitObject(_ object: AnyObject, path: String, depth: Int) {
            guard visited.insert(StrongReferences.address(of: object)).inserted, depth <= StrongReferences.depth else { return }
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            let values = Self.propertyValues(of: object)
            var type: AnyClass? = Swift.type(of: object)
            while let current = type, !Self.isSystemType(current) {
                var fields: [(name: String, offset: Int)] = []
                _ = _forEachField(of: current, options: StrongReferences.classFields) { name, offset, _, _ in
                    fields.append((String(cString: name), offset))
                    return true
                }
                for field in fields {
                    guard let value = values[field.name] else { continue }
                    visitField(value, at: base + field.offset, path: path.isEmpty ? field.name : "\(path).\(field.name)", depth: depth)
                }
                type = _getSuperclass(current)
            }
        }

        /// A stored property's value, read through `Mirror`, with its memory at `memory`: an
        /// object is followed only when that memory points at it (a strong reference), a
        /// closure only through the values its context captured.
        mutating func visitField(_ value: Any, at memory: UnsafeRawPointer, path: String, depth: Int) {
            if Self.isFunction(value) {
                guard Self.isSome(value), memory.load(as: UInt.self) != 0 else { return }
                scanClosure(contextAt: memory + MemoryLayout<UInt>.size, path: path)
                return
            }
            if let object = Self.object(in: value) {
                guard memory.load(as: UInt.self) == StrongReferences.address(of: object) else { return }
                reach(object, path: path, depth: depth)
                return
            }
            visitValue(value, path: path, depth: depth)
        }

        /// A value held inline (a struct, an array, a dictionary, an enum's payload): its objects
        /// are held strongly, unless a struct's own field is `weak`.
        mutating func visitValue(_ value: Any, path: String, depth: Int) {
            guard !Self.holdsNoObject(value) else { return }
            if let object = Self.object(in: value) {
                reach(object, path: path, depth: depth)
                return
            }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .struct {
                visitStruct(value, path: path, depth: depth)
                return
            }
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
        }

        /// A struct, field by field, from a copy of its memory: a `weak` field holds nothing.
        mutating func visitStruct(_ value: Any, path: String, depth: Int) {
            let dynamicType = Swift.type(of: value)
            let values = Dictionary(Mirror(reflecting: value).children.compactMap { child in child.label.map { ($0, child.value) } }, uniquingKeysWith: { first, _ in first })
            func open<T>(_ typed: T) -> [(name: String, offset: Int)] {
                guard ObjectIdentifier(T.self) == ObjectIdentifier(dynamicType) else { return [] }
                var fields: [(name: String, offset: Int)] = []
                _ = _forEachField(of: T.self) { name, offset, _, _ in
                    fields.append((String(cString: name), offset))
                    return true
                }
                return fields
            }
            let fields = Self.isSystemType(dynamicType) ? [] : _openExistential(value, do: open)
            guard !fields.isEmpty else {
                for child in Mirror(reflecting: value).children {
                    visitValue(child.value, path: path + (child.label.map { ".\($0)" } ?? ""), depth: depth)
                }
                return
            }
            func withBytes<T>(_ typed: T) {
                var copy = typed
                withUnsafeBytes(of: &copy) { bytes in
                    guard let base = bytes.baseAddress else { return }
                    for field in fields {
                        guard let fieldValue = values[field.name] else { continue }
                        visitField(fieldValue, at: base + field.offset, path: "\(path).\(field.name)", depth: depth)
                    }
                }
            }
            _openExistential(value, do: withBytes)
        }

        /// Notes a target reached, or goes on through an object that is not one.
        mutating func reach(_ object: AnyObject, path: String, depth: Int) {
            if let index = targets[StrongReferences.address(of: object)] {
                if found[index] == nil || (found[index]?.path.count ?? 0) > path.count {
                    found[index] = (path, false)
                }
                return
            }
            visitObject(object, path: path, depth: depth + 1)
        }

        /// Looks through a closure's captured values for the targets: the context is the object
        /// a closure keeps its captures in, and a captured object is a word pointing at it
        /// (a `[weak x]` capture is not). Only a context the runtime allocated for captures is
        /// read (its metadata says so, and it lives in the heap); a context that is an object
        /// (a method taken as a closure) is compared, never read.
        mutating func scanClosure(contextAt memory: UnsafeRawPointer, path: String) {
            let context = memory.load(as: UInt.self)
            guard context != 0, let pointer = UnsafeRawPointer(bitPattern: context) else { return }
            if let index = targets[context] {
                note(index, path: path)
                return
            }
            let word = MemoryLayout<UInt>.size
            guard context % UInt(word) == 0,
                  let metadata = UnsafeRawPointer(bitPattern: pointer.load(as: UInt.self)),
                  metadata.load(as: UInt.self) == Self.closureContextKind,
                  pointer.load(fromByteOffset: word, as: UInt.self) & Self.slowReferenceCountBit == 0 else { return }
            let size = Self.allocationSize(of: pointer)
            let first = Int(metadata.load(fromByteOffset: word, as: UInt32.self))
            guard first >= 2 * word, size > first, size <= Self.largestContext else { return }
            for offset in stride(from: first, to: size - word + 1, by: word) {
                if let index = targets[pointer.load(fromByteOffset: offset, as: UInt.self)] {
                    note(index, path: path)
                }
            }
        }

        /// The metadata kind of a closure's context (`MetadataKind::HeapLocalVariable`).
        static let closureContextKind: UInt = 0x400
        /// The bit of an object's reference counts that says they live elsewhere: an immortal
        /// object (never allocated on the heap) or one with a side table.
        static let slowReferenceCountBit: UInt = 1 << 63
        /// More bytes than any closure's captures take: a size beyond it is no context's.
        static let largestContext = 4096

        private mutating func note(_ index: Int, path: String) {
            if found[index] == nil || found[index]?.throughClosure == false && (found[index]?.path.count ?? 0) > path.count {
                found[index] = (path, true)
            }
        }

        /// The stored properties of an object and its superclasses, by name, as `Mirror` reads them.
        static func propertyValues(of object: AnyObject) -> [String: Any] {
            var values: [String: Any] = [:]
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    if let label = child.label, values[label] == nil {
                        values[label] = child.value
                    }
                }
                mirror = current.superclassMirror
            }
            return values
        }

        /// The object a value is, through any optionals around it.
        static func object(in value: Any) -> AnyObject? {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                return mirror.children.first.flatMap { object(in: $0.value) }
            }
            guard Swift.type(of: value) is AnyClass else { return nil }
            return value as AnyObject
        }

        /// Whether a type comes with the toolchain (the standard library, Foundation, Dispatch…),
        /// whose layout is not read: only the app's and the model's own types are, and what a
        /// toolchain type holds is followed through `Mirror` alone.
        static func isSystemType(_ type: Any.Type) -> Bool {
            let module = String(reflecting: type).prefix { $0 != "." }
            return ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Observation", "_Concurrency", "Synchronization", "CoreFoundation", "Glibc", "Darwin"].contains(String(module))
                || module.hasPrefix("_")
        }

        /// Whether a value is a plain value of the standard library, which holds no object of the app.
        static func holdsNoObject(_ value: Any) -> Bool {
            value is String || value is Substring || value is Character || value is Bool || value is any Numeric
        }

        /// Whether a value is not `nil`, through any optionals around it.
        static func isSome(_ value: Any) -> Bool {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return true }
            return mirror.children.first.map { isSome($0.value) } ?? false
        }

        /// Whether a value is a Swift closure (two words: code and context), through any
        /// optionals around it; a C function pointer is not.
        static func isFunction(_ value: Any) -> Bool {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                return mirror.children.first.map { isFunction($0.value) } ?? isFunctionType(String(describing: Swift.type(of: value)).dropFirst("Optional<".count).dropLast())
            }
            return mirror.displayStyle == nil && isFunctionType(Substring(String(describing: Swift.type(of: value))))
        }

        /// Whether a type's name is a Swift function type's: `(String) -> ()`, `@Sendable () -> ()`.
        private static func isFunctionType(_ name: Substring) -> Bool {
            (name.hasPrefix("(") || name.hasPrefix("@")) && name.contains("->") && !name.contains("@convention")
        }

        /// How many bytes the allocator gave a closure's context.
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
