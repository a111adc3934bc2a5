/// How navigation methods keep UIKit's exact signatures, which subclasses override, and still
/// name the app's line in the journal.
///
/// Each navigation method comes twice. The one with UIKit's signature is `open`, so a subclass
/// overrides it as on iOS, and `@_disfavoredOverload`, so that a call written in app code picks
/// the other one: the same name with the caller's location as hidden, defaulted arguments. That
/// one puts the location "in flight" on the receiver and calls the overridable method, which an
/// override may replace; the model's own implementation takes the location when it runs. An
/// override that calls `super` reaches the located method again, finds a location in flight
/// (or, when app code called the override directly, sees that its caller is a method of the
/// same name), and runs the model's implementation.
extension UIViewController {
    /// Calls `overridable` with `site` in flight, or runs `perform` when the call is an override's
    /// call to `super`: when a site is already in flight (the override was reached through this
    /// dispatch), or when the caller is itself a method of the same name (the override was called
    /// directly, on a reference of the subclass's type).
    func dispatch<Result>(
        from site: CallSite?,
        in caller: String = "",
        of method: String = "",
        to overridable: () -> Result,
        else perform: (CallSite?) -> Result
    ) -> Result {
        if let inFlight = callSiteInFlight {
            callSiteInFlight = nil
            return perform(inFlight)
        }
        if !method.isEmpty, caller == method {
            return perform(site)
        }
        callSiteInFlight = site
        defer { callSiteInFlight = nil }
        return overridable()
    }

    /// Takes the site in flight, for the model's implementation of an overridable method; `nil`
    /// when the method was called without one (through a protocol, say).
    func takeCallSite() -> CallSite? {
        defer { callSiteInFlight = nil }
        return callSiteInFlight
    }
}
