import Foundation

/// The backdrop of an app's screens: it shows its root controller while it is visible.
///
/// As in UIKit, a window starts hidden; `makeKeyAndVisible()` shows it, and only then do its
/// controllers receive appearance callbacks. Replacing `rootViewController` lets go of the old
/// root, which disappears.
///
/// ```swift
/// let window = UIWindow(windowScene: scene)
/// window.rootViewController = navigationController
/// window.makeKeyAndVisible()
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to, if any; setting it moves the window to that scene, as a
    /// scene delegate that makes its window with `UIWindow(frame:)` does.
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.unregister(self)
            windowScene?.register(self)
        }
    }
    /// Whether this is its scene's key window, the one that takes keyboard input.
    public private(set) var isKeyWindow = false
    /// Everything that happened in this window, for failure messages.
    public let journal = TransitionJournal()
    /// The controllers on screen after the last change, parents first, held weakly.
    var onScreen: [WeakController] = []
    /// Transitions started in this window during the current turn, committed when it ends.
    var pendingCommits: [@MainActor () -> Void] = []

    /// Creates a hidden window with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window in a scene, the size of the screen.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        isHidden = true
        windowScene.register(self)
    }

    /// Creates a window from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the window is hidden; showing or hiding it makes its controllers appear or disappear.
    open override var isHidden: Bool {
        didSet {
            if oldValue != isHidden {
                updateAppearance(animated: false)
            }
        }
    }

    /// The controller the window shows; setting it lets go of the old one.
    open var rootViewController: UIViewController? {
        get { storedRoot }
        set { setRootViewController(newValue, site: nil) }
    }

    /// Shows the window and makes it its scene's key window.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window its scene's key window.
    open func makeKey() {
        windowScene?.windows.forEach { $0.isKeyWindow = false }
        isKeyWindow = true
    }

    // MARK: - Internal

    private var storedRoot: UIViewController?

    /// Former roots that were presenting when they were replaced. As on iOS, their presentations
    /// stay in the window, behind the new root where the user cannot see or touch them, and keep
    /// them alive until they are dismissed.
    private(set) var strandedPresenters: [UIViewController] = []

    /// Replaces the root controller; the old root's tree disappears and the window lets go of it.
    func setRootViewController(_ newRoot: UIViewController?, site: CallSite?) {
        guard newRoot !== storedRoot else { return }
        if let newRoot, newRoot.parent != nil || newRoot.presentingStorage != nil || newRoot.windowHost != nil {
            let message = "Tried to make \(newRoot) a window's root, but it is already \(newRoot.placeDescription). Remove it from there first, or use a new controller."
            newRoot.reportMisuse(message, at: site)
            return
        }
        journal.append(newRoot?.takeDetachedJournal() ?? [])
        let oldRoot = storedRoot
        oldRoot?.windowHost = nil
        if let oldRoot, oldRoot.presentedStorage != nil {
            oldRoot.strandedIn = self
            strandedPresenters.append(oldRoot)
        }
        if let newRoot, let index = strandedPresenters.firstIndex(where: { $0 === newRoot }) {
            strandedPresenters.remove(at: index)
            newRoot.strandedIn = nil
        }
        storedRoot = newRoot
        newRoot?.windowHost = self
        journal.append([TransitionJournal.Entry(
            kind: .setRoot,
            summary: "set window root to \(newRoot.map { "\($0)" } ?? "nothing")",
            callSite: site,
            sequence: TransitionJournal.nextSequence()
        )])
        updateAppearance(animated: false)
    }

    /// Brings the on-screen controllers up to date, running both phases of their callbacks.
    func updateAppearance(animated: Bool) {
        AppearanceTransition.begin(in: self, animated: animated).end()
    }

    /// The controllers on screen now, parents first: the presentations former roots left behind
    /// the root (their views are still in the window, so they never disappear), the root's
    /// visible tree, and each presented controller's, without those a presentation that removes
    /// its presenters' views (a full-screen one) covers.
    func computeOnScreen() -> [UIViewController] {
        guard !isHidden, let root = storedRoot else { return [] }
        var shown = strandedPresenters.flatMap(\.presentationChain).flatMap(\.visibleTree) + root.visibleTree
        for presented in layers.dropFirst() {
            if presented.ownPresentationController.shouldRemovePresentersView {
                shown = []
            }
            shown += presented.visibleTree
        }
        return shown
    }

    /// The layers the user sees, bottom to top: the root, then each controller it presents.
    var layers: [UIViewController] {
        guard let root = storedRoot else { return [] }
        return [root] + root.presentationChain
    }

    /// Lets go of former roots whose presentations have been dismissed.
    func releaseEndedStrands() {
        for presenter in strandedPresenters where presenter.presentedStorage == nil {
            presenter.strandedIn = nil
        }
        strandedPresenters.removeAll { $0.presentedStorage == nil }
    }
}
