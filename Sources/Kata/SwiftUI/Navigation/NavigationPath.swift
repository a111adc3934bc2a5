import Foundation

/// A list of values of any hashable types, the path of a `NavigationStack` whose screens are
/// of different kinds; it can be encoded when every value is `Codable`, to restore the screens.
///
/// ```swift
/// var path = NavigationPath()
/// path.append(Order.ID(7))
/// path.append(ProductRoute.reviews)
/// let saved = try JSONEncoder().encode(path.codable)
/// ```
public struct NavigationPath: Equatable {
    /// One value and, when it is `Codable`, how to write it down.
    struct Element: Equatable {
        let value: AnyHashable
        let encoded: (() throws -> [String])?

        static func == (lhs: Element, rhs: Element) -> Bool {
            lhs.value == rhs.value
        }
    }

    private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path of the given values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        for element in elements {
            append(element)
        }
    }

    /// Creates a path of the given values, which can be encoded.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable, S.Element: Codable {
        for element in elements {
            append(element)
        }
    }

    /// Restores a path from its encoded form.
    public init(_ codable: CodableRepresentation) {
        elements = codable.elements
    }

    /// How many values the path holds.
    public var count: Int {
        elements.count
    }

    /// Whether the path is empty.
    public var isEmpty: Bool {
        elements.isEmpty
    }

    /// Adds a value at the end: the stack shows one more screen.
    public mutating func append<V: Hashable>(_ value: V) {
        append(any: AnyHashable(value))
    }

    /// Adds a value that can be encoded at the end: the stack shows one more screen.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        append(any: AnyHashable(value))
    }

    /// Adds a value, noting how to encode it when its type is `Codable`.
    mutating func append(any value: AnyHashable) {
        if let codable = value.base as? any (Encodable & Decodable & Hashable) {
            elements.append(Self.element(codable))
        } else {
            elements.append(Element(value: value, encoded: nil))
        }
    }

    fileprivate static func element<V: Encodable & Decodable & Hashable>(_ value: V) -> Element {
        Element(value: AnyHashable(value), encoded: {
            let data = try JSONEncoder().encode(value)
            return [_mangledTypeName(V.self) ?? "\(V.self)", String(decoding: data, as: UTF8.self)]
        })
    }

    /// Removes values from the end: the stack shows fewer screens.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }

    /// The path in a form that can be encoded, or `nil` when a value is not `Codable`.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.encoded != nil }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// A path written down, for state restoration.
    public struct CodableRepresentation: Codable, Equatable {
        let elements: [Element]

        init(elements: [Element]) {
            self.elements = elements
        }

        /// Writes each value as its type's name and its JSON.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let parts = try element.encoded?() else { continue }
                try container.encode(parts[0])
                try container.encode(parts[1])
            }
        }

        /// Reads the values back; a type the app no longer has, or JSON it cannot read, is an error.
        public init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [Element] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable & Encodable).Type else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "No Codable, Hashable type named \(typeName)")
                }
                elements.append(try Self.decode(type, from: json))
            }
            self.elements = elements
        }

        private static func decode<V: Decodable & Hashable & Encodable>(_ type: V.Type, from json: String) throws -> Element {
            NavigationPath.element(try JSONDecoder().decode(type, from: Data(json.utf8)))
        }
    }
}
