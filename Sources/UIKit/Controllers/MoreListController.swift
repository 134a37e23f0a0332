import Foundation

/// The More tab's list, titled "More": one row per child beyond the bar, in
/// order, with its tab bar item's image (drawn in the tint color, as the bar
/// draws template images) and title and a disclosure indicator. A tap on a
/// row pushes that child onto the More navigation controller.
///
/// iOS adds an Edit button for rearranging the bar; Kumiki's list has none
/// (docs/PORTING.md).
@MainActor
final class MoreListController: UITableViewController {
    static let cellIdentifier = "MoreListCell"
    private weak var tabs: UITabBarController?

    init(tabBarController: UITabBarController) {
        tabs = tabBarController
        super.init(style: .plain)
        title = UITabBarItem.SystemItem.more.title
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tabs?.moreTabs.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
        let tabs = self.tabs?.moreTabs ?? []
        guard tabs.indices.contains(indexPath.row) else { return cell }
        let item = tabs[indexPath.row].tabBarItem
        cell.textLabel?.text = item?.title
        cell.imageView?.image = item?.image.map { image in
            image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
        }
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = item?.accessibilityIdentifier
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let tabs = self.tabs?.moreTabs, tabs.indices.contains(indexPath.row) else { return }
        (navigationController as? MoreNavigationController)?.show(tabs[indexPath.row], animated: true)
    }
}

