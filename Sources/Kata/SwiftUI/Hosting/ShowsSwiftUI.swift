/// A controller whose screen a SwiftUI view draws: a `UIHostingController` (or a subclass), or a
/// page of a `NavigationStack`. The user's messages speak of views and bodies on such screens.
@MainActor
protocol ShowsSwiftUI: AnyObject {}
