/// The stored fields of a type as the Swift runtime describes them: name, offset, type, and
/// whether the field holds a strong reference (a `weak` or `unowned` one does not), the same
/// description `Mirror` reads, without reading any field's value.
enum StoredFields {
    /// One stored field.
    struct Field {
        var name: String
        var offset: Int
        var type: Any.Type
        var isStrong: Bool
    }

    /// The fields of a struct or class (with its superclasses'), in declaration order; none for
    /// other kinds of type.
    static func of(_ type: Any.Type) -> [Field] {
        let count = recursiveCount(type)
        guard count > 0 else { return [] }
        return (0..<count).map { index in
            var metadata = FieldMetadata()
            let fieldType = childMetadata(type, index: index, fieldMetadata: &metadata)
            let name = metadata.name.map { String(cString: $0) } ?? "field \(index)"
            metadata.freeFunc?(metadata.name)
            return Field(name: name, offset: childOffset(type, index: index), type: fieldType, isStrong: metadata.isStrong)
        }
    }

    /// The value of type `type` stored at `memory`, copied.
    static func load(_ type: Any.Type, at memory: UnsafeRawPointer) -> Any {
        func read<T>(_: T.Type) -> Any {
            memory.load(as: T.self)
        }
        return _openExistential(type, do: read)
    }

    /// Calls `body` with the memory of a copy of `value`, laid out as its own type, and returns
    /// `true`; returns `false` without calling it when `value` holds its type behind another
    /// existential (a `Mirror` child of an `Optional<any P>`), whose bytes are a container, not
    /// the type's layout.
    static func withBytes(of value: Any, _ body: (UnsafeRawPointer) -> Void) -> Bool {
        let dynamicType = Swift.type(of: value)
        func copy<T>(_ typed: T) -> Bool {
            guard T.self == dynamicType else { return false }
            var local = typed
            withUnsafeBytes(of: &local) { bytes in
                if let base = bytes.baseAddress {
                    body(base)
                }
            }
            return true
        }
        return _openExistential(value, do: copy)
    }

    /// Whether a type comes with the toolchain (the standard library, Foundation, Dispatch…),
    /// whose layout is not read: only the app's and the model's own types are.
    static func isSystemType(_ type: Any.Type) -> Bool {
        let module = String(reflecting: type).prefix { $0 != "." }
        return ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Observation",
                "_Concurrency", "Synchronization", "CoreFoundation", "Glibc", "Darwin"].contains(String(module))
            || module.hasPrefix("_")
    }

    /// Whether a value is a plain value of the standard library, which holds no object of the app.
    static func holdsNoObject(_ value: Any) -> Bool {
        value is String || value is Substring || value is Character || value is Bool || value is any Numeric
    }

    /// Whether a type is a Swift closure's (two words: code and context), or an optional one's;
    /// a C function pointer's is not.
    static func isFunction(_ type: Any.Type) -> Bool {
        var name = String(describing: type)
        if name.hasPrefix("Optional<"), name.hasSuffix(">") {
            name = String(name.dropFirst("Optional<".count).dropLast())
        }
        return (name.hasPrefix("(") || name.hasPrefix("@")) && name.contains("->") && !name.contains("@convention")
    }

    /// What the runtime says of a field besides its type: `FieldReflectionMetadata`, laid out as
    /// the standard library declares it for `Mirror`.
    fileprivate struct FieldMetadata {
        var name: UnsafePointer<CChar>?
        var freeFunc: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
        var isStrong = false
        var isVar = false
    }
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func childMetadata(_ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<StoredFields.FieldMetadata>) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func childOffset(_ type: Any.Type, index: Int) -> Int
