import Foundation

/// An Interface Builder nib. The model builds views in code only and reads no nib file: a nib
/// instantiates no object, and a table or collection view that registers one reports it at the
/// caller's line.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The keys of the options for instantiating a nib.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Objects outside the nib that its proxies stand for.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib file's name, without its extension; `nil` for a nib made from data.
    public let name: String?

    /// Names a nib file in a bundle.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// Makes a nib from a nib file's data.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        super.init()
    }

    /// The nib's top-level objects: none here, since the model reads no nib file.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        []
    }

    /// Reports that a view registered this nib for cells the model cannot decode.
    func reportRegistered(for identifier: String, in view: String, site: CallSite) {
        ModelReporting.report(ModelReport(
            kind: .misuse,
            message: "\(view) registered the nib \"\(name ?? "from data")\" for cells identified \"\(identifier)\", but the model reads no nib file: register the cell's class with register(_:forCellReuseIdentifier:) and build its views in code.",
            callSite: site
        ))
    }
}
