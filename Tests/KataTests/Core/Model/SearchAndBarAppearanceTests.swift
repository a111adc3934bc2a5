import Foundation
import Kata
import Testing

/// A cell that overrides what Interface Builder calls, as cells made in a nib do.
private final class BadgeCell: UITableViewCell {
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A list of cities searched through its navigation item's search controller, as samples write it.
private final class CitiesViewController: UIViewController, UISearchResultsUpdating {
    private let cities = ["Paris", "Parma", "Oslo"]
    private(set) var shown: [String] = []
    private(set) var updates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        shown = cities
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search cities"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        navigationItem.largeTitleDisplayMode = .always
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        updates += 1
        let query = searchController.searchBar.text ?? ""
        shown = query.isEmpty ? cities : cities.filter { $0.hasPrefix(query) }
    }
}

@MainActor
@Suite("UIKit search controllers, large titles, bar appearances and trait overrides")
struct SearchAndBarAppearanceTests {
    /// Apple, "UISearchController" (`init(searchResultsController:)`: `nil` shows the results in
    /// the searched screen), "searchController" (UINavigationItem: the bar shows with the item's
    /// controller) and "updateSearchResults(for:)" ("Called when … the user makes changes inside
    /// the search bar").
    @Test("The search bar of the top screen's navigation item takes the user's typing, and each change tells the updater")
    func searchController() throws {
        let cities = CitiesViewController()
        let navigation = UINavigationController(rootViewController: cities)
        navigation.navigationBar.prefersLargeTitles = true
        let user = User(window: visibleWindow(root: navigation))
        let search = try #require(cities.navigationItem.searchController)
        #expect(!search.isActive)
        #expect(search.searchResultsController == nil)
        #expect(user.type("Par", into: "Search cities"))
        #expect(search.isActive)
        #expect(cities.updates == 1)
        #expect(cities.shown == ["Paris", "Parma"])
        #expect(!cities.navigationItem.hidesSearchBarWhenScrolling)
        #expect(cities.navigationItem.largeTitleDisplayMode == .always)
        #expect(UINavigationItem.LargeTitleDisplayMode.inline.rawValue == 3)
    }

    /// Apple, "UINavigationItem" (`standardAppearance`, `compactAppearance`,
    /// `scrollEdgeAppearance`, `compactScrollEdgeAppearance`: a screen's own look of the bar),
    /// "UINavigationBar" (`compactScrollEdgeAppearance`) and "UITabBar" (`standardAppearance`,
    /// `scrollEdgeAppearance`): kept, as the model draws no bar.
    @Test("Navigation items and bars keep every appearance; appearance proxies take them")
    func appearances() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.kern: 1]
        let item = UINavigationItem(title: "Cart")
        item.standardAppearance = appearance
        item.scrollEdgeAppearance = appearance
        item.compactAppearance = appearance
        item.compactScrollEdgeAppearance = appearance
        #expect(item.scrollEdgeAppearance === appearance && item.compactScrollEdgeAppearance === appearance)
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().compactScrollEdgeAppearance = appearance
        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithDefaultBackground()
        UITabBar.appearance().scrollEdgeAppearance = tabAppearance
        let bar = UINavigationBar(frame: .zero)
        bar.compactScrollEdgeAppearance = appearance
        #expect(bar.compactScrollEdgeAppearance === appearance)
        #expect(item.preferredSearchBarPlacement == .automatic)
    }

    /// Apple, "awakeFromNib()": "Prepares the receiver for service after it has been loaded from
    /// an Interface Builder archive"; the model loads no archive, so it is never called, and a
    /// cell that overrides it works as one made in code.
    @Test("A cell that overrides awakeFromNib compiles and is made in code without it being called")
    func awakeFromNib() {
        let cell = BadgeCell(style: .default, reuseIdentifier: "badge")
        #expect(!cell.awoke)
        cell.awakeFromNib()
        #expect(cell.awoke)
    }

    /// Apple, "setOverrideTraitCollection(_:forChild:)" and "overrideTraitCollection(forChild:)":
    /// a container's override for a child is kept and read back; the model's traits stay light.
    @Test("A container keeps the traits it overrides for a child")
    func traitOverrides() {
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        child.didMove(toParent: container)
        container.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
        #expect(container.overrideTraitCollection(forChild: child)?.userInterfaceStyle == .dark)
        #expect(container.overrideTraitCollection(forChild: container) == nil)
        container.setOverrideTraitCollection(nil, forChild: child)
        #expect(container.overrideTraitCollection(forChild: child) == nil)
    }
}
