/// A container that shows one of its children at a time, chosen with a tab
/// bar along the bottom.
///
/// Its children are `viewControllers`, added and removed with the usual
/// containment calls; only the selected child's view is in the hierarchy,
/// filling the controller's view behind the (translucent) tab bar, and its
/// safe area grows by the bar's 49 pt so content can keep clear of it. An
/// opaque bar (`tabBar.isTranslucent = false`) ends the child's view above it
/// instead. The tab bar shows each child's `tabBarItem`.
///
/// Switching tabs while shown runs the appearance callbacks in the order iOS
/// logs them: the new child's `viewWillAppear`, the old child's
/// `viewWillDisappear` and `viewDidDisappear`, then (after the next layout
/// pass) the new child's `viewDidAppear`.
///
/// With more than five children on an iPhone the bar shows the first four
/// and a "More" tab: `moreNavigationController`, whose list shows the others
/// and pushes the one tapped (UITabBarController+More.swift). An iPad shows
/// every tab.
///
/// Absent (docs/COVERAGE.md): the More list's Edit button (customizing the
/// bar), animated tab transitions and the delegate's transition, orientation
/// and customization methods.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar, made with the controller. Managed: its items and delegate
    /// belong to the controller.
    public let tabBar: UITabBar

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tabBar = UITabBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
        tabBar.managingController = self
    }

    /// Kumiki has no storyboard decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Hears about the user's selections. Weak.
    open weak var delegate: UITabBarControllerDelegate?

    /// The children, one per tab, left to right; nil (the default) for none.
    open var viewControllers: [UIViewController]? {
        get { tabList }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children. The selected child stays selected if it is
    /// among the new ones; otherwise the one at the same index is selected,
    /// else the first. `customizableViewControllers` becomes the new list.
    /// `animated` is accepted, but the tab bar changes at once
    /// (docs/PORTING.md).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceTabs(with: viewControllers)
        customizableViewControllers = viewControllers
    }

    /// The children the user may rearrange; `viewControllers` after each
    /// change of those (the default). Kept for the app: the More list has no
    /// Edit button to rearrange with (docs/PORTING.md).
    open var customizableViewControllers: [UIViewController]?

    /// The navigation controller of the "More" tab: its root lists the
    /// children that do not fit in the bar (on an iPhone, those after the
    /// fourth when there are more than five). Made on first use and always
    /// the same; never in `viewControllers`. The More tab shows it, and a
    /// child chosen in its list is pushed onto it.
    open var moreNavigationController: UINavigationController { moreController }

    /// The selected child; nil without children. While the More tab shows a
    /// child it is that child; while it shows its list it is
    /// `moreNavigationController`. Setting a child beyond the bar shows it in
    /// the More tab; setting `moreNavigationController` selects the More tab
    /// as it is. Setting one that is not a child raises, as in UIKit. Setting
    /// it does not ask or tell the delegate.
    open var selectedViewController: UIViewController? {
        get { selectedContent }
        set {
            guard let newValue else { return }
            if newValue === moreControllerIfMade, showsMoreTab {
                showBarTab(newValue)
                return
            }
            guard let index = tabList?.firstIndex(where: { $0 === newValue }) else {
                UncaughtException.raise("NSInvalidArgumentException", reason:
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
                        + "controller's list of view controllers can be selected.")
            }
            selectTab(at: index)
        }
    }

    /// The selected child's index in `viewControllers`; `NSNotFound` without
    /// children and while the More tab shows its list. An index out of range
    /// is ignored; one beyond the bar shows that child in the More tab.
    /// Setting it does not ask or tell the delegate.
    open var selectedIndex: Int {
        get { selectedContent.flatMap { tab in tabList?.firstIndex { $0 === tab } } ?? NSNotFound }
        set {
            guard let tabList, tabList.indices.contains(newValue) else { return }
            selectTab(at: newValue)
        }
    }

    /// Makes the controller's view: the selected child's view goes under the
    /// tab bar.
    open override func loadView() {
        view = TabBarContainerView(controller: self)
        view.addSubview(tabBar)
        if selectedTab != nil { showSelectedView(replacing: nil) }
    }

    /// The tab bar's selection: switches to the item's child and tells the
    /// delegate (after `tabBarController(_:shouldSelect:)` allowed it).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        userSelected(item)
    }

    /// The selected child decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { selectedTab }

    /// The selected child decides the status bar's visibility.
    open override var childForStatusBarHidden: UIViewController? { selectedTab }

    // MARK: State kept for the extensions

    var tabList: [UIViewController]?
    /// The controller of the selected tab of the bar: a child, or the More
    /// navigation controller.
    weak var selectedTab: UIViewController?
    /// Whether the tab bar rides on a navigation controller's moving view
    /// (`hidesBottomBarWhenPushed`), away from this controller's view.
    var tabBarIsCarried = false
    /// The More navigation controller, once made.
    var moreControllerIfMade: MoreNavigationController?

    var moreController: MoreNavigationController {
        if let moreControllerIfMade { return moreControllerIfMade }
        let more = MoreNavigationController(tabBarController: self)
        moreControllerIfMade = more
        return more
    }
}
