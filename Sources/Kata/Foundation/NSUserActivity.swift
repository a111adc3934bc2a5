import Foundation

/// The activity type of a web page the user was browsing, the type universal links arrive with.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Something the user was doing, handed to the app to carry on; universal links arrive as one.
///
/// Apple's Foundation has it and the toolchain's Foundation on Linux does not, so the model
/// provides what scenes use: the type, the web page's URL, a title and user info.
///
/// ```swift
/// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
///     guard userActivity.activityType == NSUserActivityTypeBrowsingWeb,
///           let url = userActivity.webpageURL else { return }
///     appCoordinator?.open(url)
/// }
/// ```
open class NSUserActivity: NSObject {
    /// The kind of activity, such as ``NSUserActivityTypeBrowsingWeb``.
    public let activityType: String
    /// The web page the activity is about; a universal link's URL.
    open var webpageURL: URL?
    /// A title for the activity.
    open var title: String?
    /// Extra values the app stored with the activity.
    open var userInfo: [AnyHashable: Any]?

    /// Creates an activity of a type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
