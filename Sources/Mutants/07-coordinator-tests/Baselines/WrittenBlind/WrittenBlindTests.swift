import Checkout
import Testing

/// A correct suite written from the lesson and the stub alone, by someone who never saw the
/// grader: a recorder of requests with their data compared as whole arrays, a harness class that
/// plays the user, three suites and parameterized tests. Its files are as written, each wrapped
/// in an extension of this namespace so the grader can run them as one suite.
@Suite(.enabled(if: BrokenCoordinator.isRequested))
enum WrittenBlindTests {}
