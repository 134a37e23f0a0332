import Foundation

/// A stack of controllers with a navigation bar: push and pop with iOS's
/// slide, the interactive pop from the leading edge, the bar following the
/// top controller's navigation item.
///
/// The top controller's view fills the navigation controller's view, under
/// the (translucent) bar; its safe area grows by the bar's height. Pushes
/// and pops asked for while one runs wait for it.
///
/// The controller is its bar's delegate (`UINavigationBarDelegate`, with
/// every method's default); Kumiki declares the conformance publicly where
/// iOS keeps it private (docs/PORTING.md).
@preconcurrency @MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate {
    /// What a transition does. Raw values match UIKit.
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }

    /// Seconds the bar takes to hide or show (UIKit's constant: 0.2 s, uncertain).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The bar; its items are the stack's navigation items.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar at the bottom, showing the top controller's
    /// `toolbarItems`; hidden until `isToolbarHidden` is false.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    var toolbarHiddenStorage = true
    /// The view the top controller's view lives in (the transitions' container).
    let contentView = UIView()
    var stack: [UIViewController] = []
    var pendingOperations: [() -> Void] = []
    var barHidden = false
    /// The edge pan that pops; `interactivePopGestureRecognizer`.
    let edgePan = UIScreenEdgePanGestureRecognizer()
    var interactivePop: UIPercentDrivenInteractiveTransition?
    /// The scroll view whose offset the bar follows (large title, scroll edge).
    weak var observedScrollView: UIScrollView?
    /// Where the content was at the last scroll (for `hidesBarsOnSwipe`).
    var lastObservedOffset: CGFloat?
    let barTap = UITapGestureRecognizer()
    /// Whether the window was vertically compact at the last bar layout (nil before).
    var laidOutCompact: Bool?
    /// The bars `hidesBarsWhenVerticallyCompact` hid, to show again.
    var barsHiddenForCompactness: (navigationBar: Bool, toolbar: Bool) = (false, false)
    /// Whether the top controller hides the bottom bars (`hidesBottomBarWhenPushed`),
    /// as settled after the last transition.
    var bottomBarsHidden = false
    /// Whether the toolbar rides on a moving controller view during a transition.
    var toolbarIsCarried = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        connectBar()
    }

    /// A stack holding `rootViewController`. A designated initializer, as in
    /// UIKit, so that subclasses override it.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        connectBar()
        setViewControllers([rootViewController], animated: false)
    }

    /// The bar is this controller's: its back button pops, it is managed
    /// (its delegate is this controller) and its height changes lay out.
    private func connectBar() {
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.managingController = self
        navigationBar.heightDidChange = { [weak self] in self?.barHeightDidChange() }
    }

    public required init?(coder: NSCoder) { nil }

    /// Hears the transitions and may animate them. Weak.
    open weak var delegate: UINavigationControllerDelegate?

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The top controller, or what it (or this controller) presents modally.
    open var visibleViewController: UIViewController? {
        if let presented = topViewController?.presentedViewController ?? presentedViewController {
            return presented
        }
        return topViewController
    }

    /// The pan from the leading edge that pops interactively.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return performPop(to: stack[stack.count - 2], animated: animated).last
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        return performPop(to: root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }), stack.last !== viewController else { return nil }
        return performPop(to: viewController, animated: animated)
    }

    /// Replaces the stack; animated, the new top slides in as a push (or out
    /// as a pop when it was in the stack already).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSet(viewControllers, animated: animated)
    }

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, sliding it up (or down) over
    /// `hideShowBarDuration` when animated; the top controller's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        updateBarHidden(hidden, animated: animated)
    }

    /// Whether the toolbar is hidden. true by default.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it down (or up) over
    /// `hideShowBarDuration` when animated; the top controller's safe area follows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        updateToolbarHidden(hidden, animated: animated)
    }

    /// Whether a tap on the content toggles the bar. false by default.
    open var hidesBarsOnTap = false {
        didSet { barTap.isEnabled = hidesBarsOnTap || hidesBarsWhenVerticallyCompact }
    }

    /// Whether the navigation bar and toolbar hide when the window becomes
    /// vertically compact (an iPhone turned to landscape). They show again
    /// when it stops being compact, and a tap on the content shows them
    /// while it still is. Only the bars that were showing hide and come
    /// back; `isNavigationBarHidden` and `isToolbarHidden` report them hidden
    /// meanwhile. false by default.
    open var hidesBarsWhenVerticallyCompact = false {
        didSet {
            barTap.isEnabled = hidesBarsOnTap || hidesBarsWhenVerticallyCompact
            if !hidesBarsWhenVerticallyCompact { showBarsHiddenForCompactness() }
            laidOutCompact = nil
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether swiping the content up hides the bar and swiping down shows
    /// it again. false by default.
    open var hidesBarsOnSwipe = false

    /// The tap that toggles the bar (`hidesBarsOnTap`).
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barTap }

    /// Pushes (the navigation controller's way of showing).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// With the bar hidden the top controller decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? {
        barHidden ? topViewController : nil
    }

    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// The delegate's `navigationControllerSupportedInterfaceOrientations(_:)`;
    /// without a delegate, its own (UIViewController's default: UIKit's
    /// navigation controller does not ask its top controller).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let delegate { return delegate.navigationControllerSupportedInterfaceOrientations(self) }
        return super.supportedInterfaceOrientations
    }

    /// The delegate's `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`;
    /// without a delegate, its own (UIViewController's default: UIKit's
    /// navigation controller does not ask its top controller).
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if let delegate { return delegate.navigationControllerPreferredInterfaceOrientationForPresentation(self) }
        return super.preferredInterfaceOrientationForPresentation
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        contentView.frame = root.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        edgePan.edges = .left
        edgePan.addTarget(self, action: UINavigationController.handleEdgePan(_:))
        edgePan.delegate = popGestureDelegate
        root.addGestureRecognizer(edgePan)
        barTap.addTarget(self, action: UINavigationController.toggleBarOnTap(_:))
        barTap.cancelsTouchesInView = false
        barTap.isEnabled = hidesBarsOnTap || hidesBarsWhenVerticallyCompact
        root.addGestureRecognizer(barTap)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { install(top) }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBar()
    }

    /// Controllers have left the stack (and their parent), bottom first. The
    /// More tab's navigation controller gives children back to the tab bar
    /// controller here; others do nothing.
    func controllersDidLeaveStack(_ controllers: [UIViewController]) {}

    /// Only pops begin from the edge: there must be something to pop to.
    private lazy var popGestureDelegate = NavigationPopGestureDelegate(navigationController: self)
}
