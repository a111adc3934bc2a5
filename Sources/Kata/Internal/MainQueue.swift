import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's work waiting for the main actor: blocks given to `DispatchQueue.main.async` and
/// main-actor tasks, in the order they were queued, which the model runs when a turn ends, as
/// iOS's run loop runs them before the next touch.
///
/// While the model is in use, the main actor's executor is this one: each job still reaches the
/// main queue, as on any platform, so nothing waits for the model; but the jobs the app's own
/// main-actor code queued (a `Task { … }` started in a button's action, say) can also be run by
/// ``MainTurn/end()`` on the spot. Main-actor jobs queued from other threads (another test
/// starting, a background task coming back) are left to the main queue, so the model runs no
/// other test's code in the middle of a gesture. Blocks given to `DispatchQueue.main.async`
/// come from the app's code (only code that imports the model reaches the model's `async`), from
/// whichever thread, and run at the end of the turn as on iOS.
///
/// The executor is installed through the concurrency runtime's `swift_task_getMainExecutor_hook`;
/// a runtime without it leaves main-actor tasks to the main queue alone (they run later, not at
/// the end of the turn), and blocks are still the model's.
///
/// The app's tasks also leave the main actor on their way: a continuation resumed (a service
/// answering), a `nonisolated` async function, a detached task. Such work goes to the global
/// concurrent executor, whose threads would run it whenever they get to it, and the turn would
/// end before the app had done what the answer asks. While the app's own work runs on the main
/// queue (a turn ending, a gesture, a held service answering: ``runningAppWork(_:)``), the model
/// keeps the global work it makes too, through the runtime's `swift_task_enqueueGlobal_hook`,
/// and runs it on the main thread with the rest, in order. Nonisolated code may run on any thread,
/// so this is one schedule Swift allows; it is the one that makes a turn end only when every task
/// the app started waits for something outside it. Global work queued elsewhere (other tests, the
/// test library itself) goes to the global executor as always.
final class MainQueue: SerialExecutor, @unchecked Sendable {
    /// Installs the executor, if it is not yet: the model does so as soon as the app makes a
    /// responder or a SwiftUI view graph, so tasks the app starts from then on are seen.
    static func start() {
        _ = shared
    }

    /// The one executor, installed on first use.
    static let shared: MainQueue = {
        let queue = MainQueue()
        queue.install()
        return queue
    }()

    /// The executor as the concurrency runtime refers to it.
    private static let reference = shared.asUnownedSerialExecutor()

    /// A piece of queued work.
    private enum Work {
        /// A main-actor job.
        case job(UnownedJob)
        /// A job for the global concurrent executor: nonisolated async code.
        case globalJob(UnownedJob)
        case block(@Sendable () -> Void)
    }

    private let lock = NSLock()
    /// The work the app queued and the model may run at a turn's end, first queued first.
    private var waiting: [Work] = []
    /// Marks the main queue, so the model can tell whether code runs on it.
    private let mainQueueKey = DispatchSpecificKey<Bool>()
    /// How many of ``runningAppWork(_:)``'s bodies run, nested: changed and read on the main queue only.
    nonisolated(unsafe) private var appWorkDepth = 0

    private init() {}

    /// Makes this the main actor's executor, through the concurrency runtime's hook for it.
    private func install() {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        typealias Original = @convention(thin) () -> UnownedSerialExecutor
        typealias Hook = @convention(thin) (Original) -> UnownedSerialExecutor
        let runtime = dlopen(nil, RTLD_NOW)
        guard let symbol = dlsym(runtime, "swift_task_getMainExecutor_hook") else { return }
        symbol.assumingMemoryBound(to: Hook?.self).pointee = { _ in
            MainQueue.reference
        }
        typealias GlobalOriginal = @convention(thin) (UnownedJob) -> Void
        typealias GlobalHook = @convention(thin) (UnownedJob, GlobalOriginal) -> Void
        guard let globalSymbol = dlsym(runtime, "swift_task_enqueueGlobal_hook") else { return }
        globalSymbol.assumingMemoryBound(to: GlobalHook?.self).pointee = { job, original in
            let queue = MainQueue.shared
            if queue.isOnMainQueue, queue.appWorkDepth > 0 {
                queue.add(.globalJob(job))
            } else {
                original(job)
            }
        }
    }

    /// Runs `body`, the app's own work on the main queue, keeping the global work it makes for
    /// the turn (see the type's discussion).
    func runningAppWork<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard isOnMainQueue else { return try body() }
        appWorkDepth += 1
        defer { appWorkDepth -= 1 }
        return try body()
    }

    /// Marks the start of a stretch of the app's work that ``endAppWork()`` ends: a gesture, whose
    /// actions run the app's code.
    func beginAppWork() {
        if isOnMainQueue {
            appWorkDepth += 1
        }
    }

    /// Ends what ``beginAppWork()`` began.
    func endAppWork() {
        if isOnMainQueue {
            appWorkDepth -= 1
        }
    }

    /// Takes a main-actor job, as the main actor's executor: one queued by main-actor code is the
    /// app's, any other goes to the main queue alone.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if isOnMainQueue {
            add(.job(job))
        } else {
            DispatchQueue.main.async(execute: DispatchWorkItem {
                job.runSynchronously(on: MainQueue.reference)
            })
        }
    }

    /// Takes a block the app gave `DispatchQueue.main.async`.
    func enqueue(_ block: @escaping @Sendable () -> Void) {
        add(.block(block))
    }

    /// Whether code runs on the main queue: the main actor's, and so the app's.
    var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) ?? false
    }

    /// Drops the app's waiting work, after the model stopped a loop of work queueing work.
    func discardWaiting() {
        lock.lock()
        waiting.removeAll()
        lock.unlock()
    }

    /// Main-actor code runs on the main queue, as on iOS.
    func checkIsolated() {
        dispatchPrecondition(condition: .onQueue(.main))
    }

    /// Keeps the app's work for the end of the turn, and has the main queue run it if the turn
    /// does not end first.
    private func add(_ work: Work) {
        lock.lock()
        waiting.append(work)
        lock.unlock()
        if isOnMainQueue {
            MainActor.assumeIsolated {
                MainTurn.endWhenTheRunLoopTurns()
            }
        }
        DispatchQueue.main.async(execute: DispatchWorkItem { [self] in
            runNext()
        })
    }

    /// Runs the first piece of work the app queued, if any, on the main actor; the model calls it
    /// when a turn ends, and the main queue once for each piece queued.
    ///
    /// - Returns: Whether there was one.
    @discardableResult
    func runNext() -> Bool {
        lock.lock()
        guard !waiting.isEmpty else {
            lock.unlock()
            return false
        }
        let work = waiting.removeFirst()
        lock.unlock()
        runningAppWork {
            switch work {
            case let .job(job):
                job.runSynchronously(on: MainQueue.reference)
            case let .globalJob(job):
                job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
            case let .block(block):
                block()
            }
        }
        return true
    }
}
