#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An alternate signal stack for the thread a check runs on, so that when the learner's code
/// recurses until the stack runs out, the Swift runtime's backtracer still has a stack to run
/// on and prints the frames that recursed; without one the process dies without a word.
///
/// The runtime gives the main thread such a stack; the threads tests run on have none.
enum SignalStack {
    /// The size of each thread's alternate stack: room for the backtracer's handler.
    static let size = 256 * 1024

    /// Gives the calling thread an alternate signal stack, unless it has one; the stack is never
    /// freed, as the thread may need it until it ends.
    static func prepareCurrentThread() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0,
              let memory = malloc(size) else { return }
        var alternate = stack_t()
        alternate.ss_sp = memory
        alternate.ss_size = size
        alternate.ss_flags = 0
        if sigaltstack(&alternate, nil) != 0 {
            free(memory)
        }
    }
}
