/// Runs synchronously, from members SwiftUI declares nonisolated, code that belongs to an actor:
/// the model's own main-actor state, and the `@isolated(any)` closures of a `Binding`.
///
/// SwiftUI checks at run time that such code runs on its actor, and warns when it does not; the
/// model stops there instead, as `ObservableObjectPublisher.send()` does, so the line that
/// crossed actors is the one the crash names.
enum SynchronousIsolation {
    /// Runs `body`, which belongs to the main actor, from a nonisolated member called on the
    /// main thread, as every model call is; stops when called elsewhere.
    @discardableResult
    static func onMainActor<T>(_ body: @MainActor () -> T) -> T {
        MainActor.preconditionIsolated("SwiftUI's state, bindings and stored values update views on the main actor; this one was used from another thread.")
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }

    /// A binding's getter as a plain function: it runs on the caller's thread, after checking that
    /// the caller is on the actor the closure was made on (none for a nonisolated closure).
    static func synchronous<Value>(_ function: @escaping @isolated(any) @Sendable () -> Value) -> () -> Value {
        let isolation = function.isolation
        let plain = unsafeBitCast(function, to: (() -> Value).self)
        return {
            isolation?.preconditionIsolated("A binding made on \(String(describing: isolation)) was read from another actor; SwiftUI warns of this at run time.")
            return plain()
        }
    }

    /// A binding's setter as a plain function: it runs on the caller's thread, after checking that
    /// the caller is on the actor the closure was made on (none for a nonisolated closure).
    static func synchronous<Value>(_ function: @escaping @isolated(any) @Sendable (Value) -> Void) -> (Value) -> Void {
        let isolation = function.isolation
        let plain = unsafeBitCast(function, to: ((Value) -> Void).self)
        return { newValue in
            isolation?.preconditionIsolated("A binding made on \(String(describing: isolation)) was written from another actor; SwiftUI warns of this at run time.")
            plain(newValue)
        }
    }

    /// A binding's setter that takes the change's transaction as a plain function of the value:
    /// the model animates nothing, so each change gets an empty transaction.
    static func synchronous<Value>(_ function: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) -> (Value) -> Void {
        let isolation = function.isolation
        let plain = unsafeBitCast(function, to: ((Value, Transaction) -> Void).self)
        return { newValue in
            isolation?.preconditionIsolated("A binding made on \(String(describing: isolation)) was written from another actor; SwiftUI warns of this at run time.")
            plain(newValue, Transaction())
        }
    }
}
