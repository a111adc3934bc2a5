import Foundation
import Kata
import Testing

/// An app coordinator that swaps the window's root with a cross-dissolve, as public samples do.
@MainActor
private final class RootSwapper {
    let window: UIWindow
    private(set) var finished = false

    init(window: UIWindow) {
        self.window = window
    }

    func showMain(_ main: UIViewController) {
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
            self.window.rootViewController = main
        }, completion: { _ in
            self.finished = true
        })
    }
}

/// A sign-in screen that refuses more than six digits, through its field's delegate.
private final class CodeScreen: UIViewController, UITextFieldDelegate {
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.placeholder = "Code"
        field.delegate = self
        field.textColor = .label
        field.font = .systemFont(ofSize: 17)
        field.borderStyle = .roundedRect
        view.addSubview(field)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        view.addSubview(spinner)
        view.addSubview(UIImageView(image: UIImage(systemName: "lock")?.withTintColor(.systemBlue, renderingMode: .alwaysOriginal)))
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        string.count <= 6
    }
}

/// A navigation delegate that offers a custom push animator, as public samples do.
private final class FadeDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    private(set) var offered = 0

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        offered += 1
        return self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

/// A screen with a sort menu and a search bar, as list screens have.
private final class ListScreen: UIViewController, UISearchBarDelegate {
    private(set) var sort = "date"
    private(set) var query = ""
    let search = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        let sortButton = UIButton(type: .system)
        sortButton.setTitle("Sort", for: .normal)
        sortButton.menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "By name") { [weak self] _ in self?.sort = "name" },
            UIMenu(title: "More", options: .displayInline, children: [UIAction(title: "By price") { [weak self] _ in self?.sort = "price" }]),
        ])
        sortButton.showsMenuAsPrimaryAction = true
        view.addSubview(sortButton)
        search.placeholder = "Search"
        search.delegate = self
        view.addSubview(search)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        query = searchText
    }
}

/// A view model as lesson 6 writes one: a main-actor observable class.
@MainActor
@Observable
private final class GreetingModel {
    var name = "Ada"
}

/// A screen that shows its view model's name: read once, or read inside
/// `withObservationTracking` and read again after each change.
private final class GreetingScreen: UIViewController {
    let model: GreetingModel
    let tracksChanges: Bool
    let label = UILabel()

    init(model: GreetingModel, tracksChanges: Bool) {
        self.model = model
        self.tracksChanges = tracksChanges
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        show()
    }

    private func show() {
        guard tracksChanges else {
            label.text = model.name
            return
        }
        withObservationTracking {
            label.text = model.name
        } onChange: {
            Task { @MainActor [weak self] in self?.show() }
        }
    }
}

@MainActor
@Suite("Everyday UIKit: block animations, text field delegates, the back swipe's recognizer, bar appearances")
struct EverydayUIKitTests {
    /// Apple, "transition(with:duration:options:animations:completion:)": the animations block
    /// "contains the changes you want to make to the specified view", and the completion runs
    /// "when the animation sequence ends"; the model's animations take no time.
    @Test("UIView.transition swaps the window's root at once; its completion runs when the turn ends")
    func rootSwapInTransition() {
        let window = visibleWindow(root: UIViewController())
        let swapper = RootSwapper(window: window)
        let main = UIViewController()
        swapper.showMain(main)
        #expect(window.rootViewController === main)
        #expect(!swapper.finished)
        MainTurn.end()
        #expect(swapper.finished)
    }

    /// Apple, "UITextFieldDelegate textField(_:shouldChangeCharactersIn:replacementString:)":
    /// "true if the specified text range should be replaced; otherwise, false to keep the old text."
    @Test("A text field's delegate may refuse what the user types; the old text stays")
    func fieldDelegateRefuses() {
        let screen = CodeScreen()
        let user = User(window: visibleWindow(root: screen))
        user.type("123456", into: "Code")
        #expect(screen.field.text == "123456")
        user.type("1234567", into: "Code")
        #expect(screen.field.text == "123456")
        #expect(user.journal.text.contains("the field's delegate refused the change"))
    }

    /// Apple, "interactivePopGestureRecognizer": "The gesture recognizer responsible for popping
    /// the top view controller off the navigation stack"; a disabled recognizer, or one whose
    /// delegate's `gestureRecognizerShouldBegin(_:)` returns false, does not begin.
    @Test("Turning the back swipe's recognizer off leaves Back, and the swipe does nothing")
    func backSwipeOff() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let user = User(window: visibleWindow(root: navigationController))
        navigationController.pushViewController(UIViewController(), animated: true)
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        #expect(user.availableGestures.contains(.tapBack))
        #expect(!user.availableGestures.contains(.swipeBack(completing: true)))
        #expect(!user.swipeBack())
        #expect(navigationController.viewControllers.count == 2)
        navigationController.interactivePopGestureRecognizer?.isEnabled = true
        #expect(user.swipeBack())
        #expect(navigationController.viewControllers.count == 1)
    }

    /// Apple, "UINavigationBarAppearance", "UITabBarAppearance", "UITabBarItem
    /// init(tabBarSystemItem:tag:)": the system titles system items itself.
    @Test("Bar appearances are kept, and a system tab item has the system's title, which the user taps")
    func appearancesAndSystemItems() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        UINavigationBar.appearance().standardAppearance = appearance
        let favorites = UIViewController()
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), favorites]
        tabs.tabBar.standardAppearance = UITabBarAppearance()
        let user = User(window: visibleWindow(root: tabs))
        #expect(user.selectTab(titled: "Favorites"))
        #expect(tabs.selectedViewController === favorites)
    }

    /// Lesson 00, "What the model leaves out": custom transitions are not modelled; a delegate
    /// that offers an animator compiles, and the push happens UIKit's default way. Apple,
    /// "UITraitCollection": an iPhone in portrait is compact in width and regular in height.
    @Test("A custom animator compiles and is not asked: the push happens as by default; the traits are an iPhone's")
    func customAnimatorAndTraits() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let delegate = FadeDelegate()
        navigationController.delegate = delegate
        let user = User(window: visibleWindow(root: navigationController))
        let next = UIViewController()
        navigationController.pushViewController(next, animated: true)
        #expect(user.visibleViewController === next)
        #expect(delegate.offered == 0)
        #expect(next.traitCollection.horizontalSizeClass == .compact)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    /// Apple, "UITraitCollection": "init()" sets every trait to unspecified,
    /// "init(horizontalSizeClass:)" makes a collection that contains only that trait, and
    /// "containsTraits(in:)" is true when the receiver has all of the other's trait values;
    /// "current": the traits of the code running now.
    @Test("A trait collection you make specifies only its traits; a screen's contains them when they match")
    func traitCollectionsYouMake() {
        let screen = UIViewController()
        _ = visibleWindow(root: screen)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        #expect(compact.userInterfaceStyle == .unspecified && compact.verticalSizeClass == .unspecified)
        #expect(UITraitCollection().horizontalSizeClass == .unspecified)
        #expect(screen.traitCollection.containsTraits(in: compact))
        #expect(!screen.traitCollection.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(screen.traitCollection.containsTraits(in: UITraitCollection(traitsFrom: [compact, UITraitCollection(userInterfaceIdiom: .phone)])))
        #expect(!screen.traitCollection.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(screen.traitCollection.containsTraits(in: nil))
        let merged = UITraitCollection(traitsFrom: [compact, UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact)])
        #expect(merged.horizontalSizeClass == .regular && merged.verticalSizeClass == .compact)
        #expect(UITraitCollection(horizontalSizeClass: .compact) == compact, "equal traits make equal collections")
        #expect(UITraitCollection.current == screen.traitCollection)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    /// Apple, "CAGradientLayer" (colors, locations, startPoint, endPoint), "mask" (UIView),
    /// "resolvedColor(with:)" and "contentEdgeInsets": looks that screens set, which the model
    /// keeps and never draws.
    @Test("A gradient layer, a mask, a resolved colour and a button's insets are kept as set")
    func keptLooks() {
        let view = UIView()
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemRed.cgColor]
        gradient.locations = [0, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        view.layer.addSublayer(gradient)
        #expect(view.layer.sublayers?.first === gradient)
        #expect(gradient.colors?.count == 2 && gradient.startPoint.x == 0 && gradient.endPoint.y == 1)
        let mask = UIView()
        view.mask = mask
        #expect(view.mask === mask)
        #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .systemBlue)
        let button = UIButton(type: .system)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        #expect(button.contentEdgeInsets.left == 8)
    }

    /// Apple, "CATransition" (type, subtype) and "kCATransition": the idiom of a push from the
    /// left, added to the navigation controller's layer before a push without animation; the
    /// push happens as any push does. "UIAccessibility.post(notification:argument:)" and the
    /// responder's touch methods compile; the model's user acts through `User`, never touches.
    @Test("A layer transition before a push is kept and the push happens; accessibility posts and touch methods compile")
    func layerTransitionAndAccessibility() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let user = User(window: visibleWindow(root: navigationController))
        let transition = CATransition()
        transition.duration = 0.3
        transition.type = .push
        transition.subtype = .fromLeft
        navigationController.view.layer.add(transition, forKey: kCATransition)
        let next = UIViewController()
        navigationController.pushViewController(next, animated: false)
        #expect(user.visibleViewController === next)
        #expect(navigationController.view.layer.animationKeys == [kCATransition])
        UIAccessibility.post(notification: .screenChanged, argument: next.view)
        #expect(!UIAccessibility.isVoiceOverRunning)
        next.view.accessibilityElements = [UILabel()]
        next.view.accessibilityContainerType = .list
        #expect(next.view.accessibilityElements?.count == 1 && next.view.accessibilityContainerType == .list)
        #expect(!next.accessibilityPerformMagicTap())
    }

    /// A navigation controller with no tab item of its own shows its root screen's: screens set
    /// their item in their own initializer (Apple, "tabBarItem": "The default value is a tab bar
    /// item that displays the view controller's title"; the container's item is its root's, as
    /// devices show and coordinator samples rely on).
    @Test("A tab's navigation controller shows its root screen's tab item, which the user taps by title")
    func tabItemFromRoot() {
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let more = UIViewController()
        more.tabBarItem = UITabBarItem(title: "More", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: home), UINavigationController(rootViewController: more)]
        let user = User(window: visibleWindow(root: tabs))
        #expect(user.availableGestures.contains(.selectTab(1, title: "More")))
        #expect(user.selectTab(titled: "More"))
        #expect(user.journal.text.contains("user taps tab \"More\""))
    }

    /// Apple, "insertSubview(_:belowSubview:)", "insertSubview(_:aboveSubview:)",
    /// "attributedPlaceholder" (setting it sets `placeholder` to its string), "keyWindow"
    /// (deprecated), "UILayoutPriority" arithmetic.
    @Test("Subviews inserted below and above others keep that order; an attributed placeholder names the field; the key window is found")
    func smallerUIKit() {
        let screen = UIViewController()
        let (back, middle, front) = (UIView(), UIView(), UIView())
        screen.view.addSubview(back)
        screen.view.addSubview(front)
        screen.view.insertSubview(middle, belowSubview: front)
        #expect(screen.view.subviews.map { ObjectIdentifier($0) } == [back, middle, front].map { ObjectIdentifier($0) })
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.secondaryLabel])
        screen.view.insertSubview(field, aboveSubview: front)
        #expect(screen.view.subviews.last === field)
        let user = User(window: visibleWindow(root: screen))
        #expect(user.type("ada@example.com", into: "Email"))
        let constraint = NSLayoutConstraint()
        constraint.priority = .defaultHigh + 1
        #expect(constraint.priority.rawValue == UILayoutPriority.defaultHigh.rawValue + 1)
    }

    /// Apple, "UIButton.Configuration" and "init(configuration:primaryAction:)": a button built
    /// from a configuration shows its title; the primary action runs on a tap.
    @Test("A button built from a configuration is tapped by the configuration's title and runs its action")
    func configuredButton() {
        let screen = UIViewController()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.cornerStyle = .capsule
        var taps = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = taps > 0
            button.configuration = updated
        }
        screen.view.addSubview(button)
        let user = User(window: visibleWindow(root: screen))
        #expect(user.tappableLabels == ["Continue"])
        user.tap("Continue")
        button.setNeedsUpdateConfiguration()
        #expect(taps == 1)
        #expect(button.configuration?.showsActivityIndicator == true)
    }

    /// Apple, "showsMenuAsPrimaryAction": "the button's menu appears when the user taps it"
    /// (the model's user taps a menu's actions by their titles, as if it were open);
    /// "UISearchBarDelegate searchBar(_:textDidChange:)": told as the user types.
    @Test("A button's menu offers its actions, nested menus too; typing into a search bar tells its delegate")
    func menusAndSearch() {
        let screen = ListScreen()
        let user = User(window: visibleWindow(root: screen))
        #expect(user.tappableLabels == ["By name", "By price"])
        user.tap("By price")
        #expect(screen.sort == "price")
        user.type("tea", into: "Search")
        #expect(screen.query == "tea")
        #expect(screen.search.searchTextField.becomeFirstResponder())
        #expect(screen.search.searchTextField.isFirstResponder)
    }

    /// Apple, "Updating views automatically with observation tracking in UIKit": "Traditionally,
    /// when your app's model data changes, you need to update your views with the new data", which
    /// a screen does by reading inside "withObservationTracking(_:onChange:)", whose onChange is
    /// "invoked when the value of a property changes", once.
    @Test("UIKit does not show an @Observable change by itself; a screen that reads inside withObservationTracking, and again on each change, does")
    func observableInUIKit() {
        let model = GreetingModel()
        let readOnce = GreetingScreen(model: model, tracksChanges: false)
        let tracking = GreetingScreen(model: model, tracksChanges: true)
        let window = visibleWindow(root: readOnce)
        _ = tracking.view
        #expect([readOnce.label.text, tracking.label.text] == ["Ada", "Ada"])
        model.name = "Grace"
        MainTurn.end()
        #expect(readOnce.label.text == "Ada", "nothing in UIKit watched what viewDidLoad read")
        #expect(tracking.label.text == "Grace")
        model.name = "Linus"
        MainTurn.end()
        #expect(tracking.label.text == "Linus", "each change is tracked again as the screen reads again")
        _ = window
    }
}
