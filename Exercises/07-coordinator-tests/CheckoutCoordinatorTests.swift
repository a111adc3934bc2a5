import Checkout
import Kata
import Testing

// Your tests of `CheckoutCoordinator` go in this folder. Read the coordinator first:
// Sources/Given/07-coordinator-tests/CheckoutCoordinator.swift and PaymentCoordinator.swift.
//
// 1. Write a spy: a class that conforms to `CheckoutRouter`, records each request the
//    coordinator makes, in order, and keeps the `onBack` and `onDismiss` callbacks it is handed,
//    so a test can play Back and the sheet's swipe the way the app's router would report them.
// 2. Write `@Test` functions, in a `@MainActor` suite: make a `CheckoutCoordinator` with your spy
//    and a cart, start it, play the user's taps through the screens' callbacks (`onCheckout`,
//    `onSubmit`, `onPay`, `onDone`), and expect what the spy recorded and what `onFinish` reported.
//
// `swift run kata-runner check coordinator-tests` runs your tests against the working coordinator
// and against broken ones, and names each broken one your tests let through.
