import Foundation

/// Calls to a service that wait until a check answers them: what a grader gives an exercise in
/// place of the network, so a flow that awaits it is driven one step at a time and never sleeps.
///
/// The exercise's service protocol is implemented with one `HeldCalls` a method: the call waits,
/// as a request in flight does, until the check answers it with ``succeed(_:)`` or ``fail(_:)``,
/// or never answers it at all. When the task that made the call is cancelled while it waits, the
/// call throws at once and is counted in ``cancelled``: `CancellationError`, as `Task.sleep` and
/// other cancellable Swift APIs throw it, or the error the service was made with (`URLSession`
/// throws `URLError(.cancelled)`), so an app that tells cancellation by `Task.isCancelled` is
/// right with either.
///
/// Everything runs on the main actor, in the model's turns (``MainTurn``): an answer resumes the
/// waiting task, and ``succeed(_:)`` and ``fail(_:)`` end the turn, so what the app does with the
/// answer (a push, an alert) has happened when they return.
///
/// ```swift
/// final class HeldAuthService: AuthService {
///     let signIns = HeldCalls<Credentials, Account>()
///     func signIn(_ credentials: Credentials) async throws -> Account {
///         try await signIns.call(credentials)
///     }
/// }
///
/// user.tap("Sign In")
/// #expect(service.signIns.waiting.count == 1)
/// service.signIns.succeed(Account(name: "Ada"))
/// ```
@MainActor
public final class HeldCalls<Request: Sendable, Response: Sendable> {
    /// A call that waits for its answer.
    private struct Waiting {
        let number: Int
        let request: Request
        let continuation: CheckedContinuation<Response, any Error>
    }

    /// Every call made, answered or not, in the order they were made.
    public private(set) var made: [Request] = []
    /// The calls whose task was cancelled while they waited, in the order they were cancelled.
    public private(set) var cancelled: [Request] = []
    private var pending: [Waiting] = []
    private var nextNumber = 0
    private let cancellationError: any Error

    /// Creates a service method with no call made yet, whose calls throw `cancellationError` when
    /// their task is cancelled.
    public init(cancellationError: any Error = CancellationError()) {
        self.cancellationError = cancellationError
    }

    /// The calls that wait for an answer, oldest first.
    public var waiting: [Request] {
        pending.map(\.request)
    }

    /// Makes a call: waits until the check answers it, or throws the cancellation error when the
    /// task that made it is cancelled, before or while it waits.
    public func call(_ request: Request) async throws -> Response {
        made.append(request)
        nextNumber += 1
        let number = nextNumber
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard !Task.isCancelled else {
                    cancelled.append(request)
                    continuation.resume(throwing: cancellationError)
                    return
                }
                pending.append(Waiting(number: number, request: request, continuation: continuation))
            }
        } onCancel: {
            if Thread.isMainThread {
                MainActor.assumeIsolated { self.cancel(number) }
            } else {
                Task { @MainActor in self.cancel(number) }
            }
        }
    }

    /// Answers the oldest waiting call with `response`, then ends the turn.
    ///
    /// A check that answers when nothing waits has made a mistake of its own: it is recorded as
    /// a misuse, at the check's line.
    public func succeed(_ response: Response, callSite: CallSite = CallSite()) {
        answer(at: callSite) { $0.resume(returning: response) }
    }

    /// Answers the oldest waiting call with `error`, then ends the turn.
    public func fail(_ error: any Error, callSite: CallSite = CallSite()) {
        answer(at: callSite) { $0.resume(throwing: error) }
    }

    private func answer(at callSite: CallSite, _ resume: (CheckedContinuation<Response, any Error>) -> Void) {
        guard !pending.isEmpty else {
            ModelReporting.report(ModelReport(kind: .misuse, message: "No call to answer: nothing waits for \(Self.self) (\(made.count) made, \(cancelled.count) cancelled).", callSite: callSite))
            return
        }
        let call = pending.removeFirst()
        MainQueue.shared.runningAppWork {
            resume(call.continuation)
        }
        MainTurn.end()
    }

    private func cancel(_ number: Int) {
        guard let index = pending.firstIndex(where: { $0.number == number }) else { return }
        let call = pending.remove(at: index)
        cancelled.append(call.request)
        call.continuation.resume(throwing: cancellationError)
    }
}
