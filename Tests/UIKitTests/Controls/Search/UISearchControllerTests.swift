import Testing
@testable import UIKit
import UIKitTesting

/// The search controller: its bar under a navigation bar's large title,
/// collapsing as the content scrolls; a tap on the field makes the search
/// active (the bar takes the navigation bar, the content dims, Cancel
/// shows), the updater hears every change, and Cancel or a tap on the
/// dimming ends it.
@MainActor
@Suite("UISearchController")
struct UISearchControllerTests {
    let host = UITestHost(device: .iPhone15Pro)

    /// Thirty fruit rows, filtered by the search text; logs what the search
    /// controller tells it.
    final class FruitList: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        let fruits = (1...30).map { "Fruit \($0)" }
        var filter = ""
        var log: [String] = []
        var selected: [Int] = []

        var shown: [String] { filter.isEmpty ? fruits : fruits.filter { $0.contains(filter) } }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = shown[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }
        func updateSearchResults(for searchController: UISearchController) {
            log.append("update \"\(searchController.searchBar.text ?? "")\"")
            filter = searchController.searchBar.text ?? ""
            tableView.reloadData()
        }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    }

    /// A list titled "Fruit" with large titles and a search controller in
    /// its navigation item: the bar is 44 + 52 (large title) + 52 (search)
    /// = 148 pt under the 59 pt status bar.
    func makeList(results: UIViewController? = nil, configure: (UISearchController) -> Void = { _ in })
        -> (FruitList, UISearchController) {
        let list = FruitList(style: .plain)
        list.title = "Fruit"
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = list
        search.delegate = list
        configure(search)
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        host.rootViewController = navigation
        host.runUntilIdle()
        return (list, search)
    }

    func frameInWindow(_ view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    @Test("the search bar sits under the large title, and the content's inset makes room for it")
    func placement() throws {
        let (list, search) = makeList()
        let bar = try #require(list.navigationController?.navigationBar)
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 148))
        #expect(frameInWindow(search.searchBar) == CGRect(x: 0, y: 155, width: 393, height: 52))
        #expect(search.searchBar.searchTextField.frame.minY == 8)
        #expect(list.tableView.adjustedContentInset.top == 207)
        #expect(!search.isActive)
    }

    @Test("scrolling up collapses the search bar first, then the large title; scrolling back shows it")
    func collapsingWhileScrolling() throws {
        let (list, search) = makeList()
        let bar = try #require(list.navigationController?.navigationBar)
        list.tableView.contentOffset.y = -207 + 30
        host.runUntilIdle()
        #expect(bar.frame.height == CGFloat(148 - 30))
        #expect(search.searchBar.alpha < 1 && !search.searchBar.isHidden)
        list.tableView.contentOffset.y = -207 + 52 + 20
        host.runUntilIdle()
        #expect(bar.frame.height == CGFloat(148 - 72))
        #expect(search.searchBar.isHidden)
        list.tableView.contentOffset.y = -207
        host.runUntilIdle()
        #expect(bar.frame.height == 148)
        #expect(search.searchBar.alpha == 1)
    }

    @Test("hidesSearchBarWhenScrolling false keeps the search bar showing; only the large title collapses")
    func keepingTheSearchBar() throws {
        let (list, search) = makeList()
        list.navigationItem.hidesSearchBarWhenScrolling = false
        let bar = try #require(list.navigationController?.navigationBar)
        list.tableView.contentOffset.y = -207 + 300
        host.runUntilIdle()
        #expect(bar.frame.height == CGFloat(44 + 52))
        #expect(!search.searchBar.isHidden)
        #expect(frameInWindow(search.searchBar).minY == CGFloat(59 + 44))
    }

    @Test("tapping the field activates the search: the bar takes the navigation bar, Cancel shows, the content dims")
    func activating() throws {
        let (list, search) = makeList()
        let bar = try #require(list.navigationController?.navigationBar)
        host.tap(at: CGPoint(x: 200, y: 181))
        host.runUntilIdle()
        #expect(search.isActive)
        #expect(search.searchBar.isFirstResponder)
        #expect(search.searchBar.showsCancelButton)
        #expect(list.log == ["willPresent", "update \"\"", "didPresent"])
        #expect(search.presentingViewController === list)
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 52))
        #expect(frameInWindow(search.searchBar) == CGRect(x: 0, y: 59, width: 393, height: 52))
        // The content moves up with the bar.
        #expect(list.tableView.adjustedContentInset.top == CGFloat(59 + 52))
        let dimmed = try #require(host.window.hitTest(CGPoint(x: 200, y: 400), with: nil))
        #expect(dimmed.isDescendant(of: search.view))
    }

    @Test("the updater hears each change the user makes; Cancel clears the text and ends the search")
    func typingAndCancelling() throws {
        let (list, search) = makeList()
        host.tap(at: CGPoint(x: 200, y: 181))
        host.runUntilIdle()
        host.typeText("12")
        host.runUntilIdle()
        #expect(list.log == ["willPresent", "update \"\"", "didPresent", "update \"1\"", "update \"12\""])
        #expect(list.shown == ["Fruit 12"])
        // Cancel, at the bar's trailing end.
        let cancel = frameInWindow(search.searchBar).maxX - 30
        host.tap(at: CGPoint(x: cancel, y: 59 + 26))
        host.runUntilIdle()
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(!search.searchBar.isFirstResponder)
        #expect(!search.searchBar.showsCancelButton)
        #expect(Array(list.log.suffix(3)) == ["willDismiss", "update \"\"", "didDismiss"])
        #expect(search.presentingViewController == nil)
        #expect(list.navigationController?.navigationBar.frame.height == 148)
        #expect(list.shown.count == 30)
    }

    @Test("a tap on the dimmed content ends the search as Cancel does")
    func tappingTheDimming() {
        let (list, search) = makeList()
        host.tap(at: CGPoint(x: 200, y: 181))
        host.typeText("3")
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 200, y: 500))
        host.runUntilIdle()
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(list.selected.isEmpty)
    }

    @Test("without obscuring, the content stays tappable while the search is active")
    func searchingInPlace() {
        let (list, search) = makeList { $0.obscuresBackgroundDuringPresentation = false }
        host.tap(at: CGPoint(x: 200, y: 181))
        host.typeText("2")
        host.runUntilIdle()
        #expect(search.isActive)
        // "Fruit 2", "Fruit 12", "Fruit 20"…: the first row sits under the 52 pt bar.
        host.tap(at: CGPoint(x: 200, y: 59 + 52 + 22))
        host.runUntilIdle()
        #expect(list.selected == [0])
        #expect(search.isActive)
    }

    @Test("a results controller shows once there is text, over the content, under the bar")
    func resultsController() throws {
        let results = UIViewController()
        results.view.backgroundColor = .systemBackground
        let (_, search) = makeList(results: results)
        host.tap(at: CGPoint(x: 200, y: 181))
        host.runUntilIdle()
        #expect(results.view.isHidden)
        #expect(results.parent === search)
        host.typeText("a")
        host.runUntilIdle()
        #expect(!results.view.isHidden)
        #expect(results.view.safeAreaInsets.top == CGFloat(59 + 52))
        host.typeText("\u{8}")
        host.runUntilIdle()
        #expect(results.view.isHidden)
        // Shown by the app whatever the text.
        search.showsSearchResultsController = true
        #expect(!results.view.isHidden)
    }

    @Test("the scope bar shows while active, and a scope change updates the results")
    func scopes() throws {
        let (list, search) = makeList { $0.searchBar.scopeButtonTitles = ["All", "Red", "Green"] }
        let bar = try #require(list.navigationController?.navigationBar)
        #expect(!search.searchBar.showsScopeBar)
        host.tap(at: CGPoint(x: 200, y: 181))
        host.runUntilIdle()
        #expect(search.searchBar.showsScopeBar)
        #expect(bar.frame.height == CGFloat(52 + 44))
        let segment = frameInWindow(search.searchBar).maxY - 22
        host.tap(at: CGPoint(x: 330, y: segment))
        host.runUntilIdle()
        #expect(search.searchBar.selectedScopeButtonIndex == 2)
        #expect(list.log.last == "update \"\"")
        #expect(list.log.count == 4)
        search.isActive = false
        host.runUntilIdle()
        #expect(!search.searchBar.showsScopeBar)
        #expect(bar.frame.height == 148)
    }

    @Test("isActive from code presents and dismisses, keeping the text")
    func activeFromCode() {
        let (list, search) = makeList()
        search.isActive = true
        host.runUntilIdle()
        #expect(search.presentingViewController === list)
        #expect(list.log == ["willPresent", "update \"\"", "didPresent"])
        search.searchBar.text = "kiwi"
        search.isActive = false
        host.runUntilIdle()
        #expect(search.searchBar.text == "kiwi")
        #expect(list.log.suffix(3) == ["willDismiss", "update \"kiwi\"", "didDismiss"])
    }

    @Test("looks like iOS: under the large title, then active with text over the dimmed list")
    func looks() throws {
        let (_, search) = makeList()
        assertSnapshot(of: host, named: "search-controller")
        host.tap(at: CGPoint(x: 200, y: 181))
        host.typeText("Fru")
        host.runUntilIdle()
        #expect(search.isActive)
        assertSnapshot(of: host, named: "search-controller-active")
    }
}
