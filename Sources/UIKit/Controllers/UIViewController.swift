/// Manages a view: loads it lazily, hears about appearance and layout, holds
/// child controllers (UIViewController+Containment.swift) and presents others
/// modally (UIViewController+Presentation.swift).
///
/// Everything a subclass may override lives in this class body (Swift on
/// Linux cannot override members declared in extensions); the machinery
/// behind them lives in the extensions.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title. Setting it also retitles its navigation item
    /// and its `tabBarItem`, if they were made, as iOS does.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// The designated initializer, as in UIKit. Kumiki has no nib decoding: the
    /// nib name and bundle are kept for `nibName` and `nibBundle`, and the
    /// controller loads its view in code.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given at initialization (Kumiki loads no nibs).
    public let nibName: String?
    /// The bundle given at initialization.
    public let nibBundle: Bundle?

    /// Kumiki has no storyboard decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public var viewIfLoaded: UIView? { loadedView }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain screen-sized view.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}

    /// Turns editing mode on or off (`isEditing`). Override to pass the mode
    /// to the content, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        updateEditButtonItem()
    }

    /// The stored editing mode (UIViewController+Editing.swift).
    var editingState = false
    /// Made when first asked for (`editButtonItem`).
    var editButtonItemStorage: UIBarButtonItem?
    // MARK: Appearance (UIViewController+Appearance.swift)

    /// Before the view joins a visible window. `animated`: whether the
    /// transition that shows it animates.
    open func viewWillAppear(_ animated: Bool) {}
    /// After `viewWillAppear`, once the view is in the window, before the
    /// layout pass that sizes it and before `viewDidAppear`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// After the transition that showed the view ended.
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Called before the controller's view changes size with the screen (a
    /// rotation); animate along with `coordinator`. The default passes it on
    /// to the children (with `size(forChildContentContainer:withParentContainerSize:)`)
    /// and to the presented controller: overrides call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// Whether children whose views are in this controller's view hear
    /// appearance callbacks with it (and when their views come and go).
    /// true unless overridden; a container that returns false calls
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`
    /// on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition: `viewWillAppear` (isAppearing) or
    /// `viewWillDisappear`. A transition already going that way is left alone.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition begun last: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        endAppearance()
    }

    /// Updates the root view's constraints in the update pass, in place of
    /// the view's own `updateConstraints()`; overrides call super last.
    open func updateViewConstraints() {
        viewIfLoaded?.runUpdateConstraints()
    }

    // MARK: Toolbar items

    /// The items a navigation controller's toolbar shows while this
    /// controller is on top; nil by default.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; a toolbar showing them cross-fades when animated.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    // MARK: Status bar

    /// The status bar style this controller wants while it decides it
    /// (`childForStatusBarStyle` nil). `.default` unless overridden.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden. false unless overridden.
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of the two animates.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child that decides the style instead of this controller (nil: this one).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child that decides visibility instead of this controller (nil: this one).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Tells UIKit the status bar preferences changed. Kumiki's status bar
    /// reads them every frame (UIWindowScene+StatusBar.swift), so the change
    /// shows at the next frame whether or not this is called; overrides need
    /// not call super.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The controller that decides the style: following `childForStatusBarStyle`.
    package var statusBarStyleController: UIViewController {
        var controller = self
        while let child = controller.childForStatusBarStyle { controller = child }
        return controller
    }

    /// The controller that decides visibility: following `childForStatusBarHidden`.
    package var statusBarHiddenController: UIViewController {
        var controller = self
        while let child = controller.childForStatusBarHidden { controller = child }
        return controller
    }

    // MARK: Orientation

    /// The interface orientations the controller supports while it decides
    /// orientation (`UIWindow.orientationDecidingController`; the app's mask,
    /// `application(_:supportedInterfaceOrientationsFor:)`, limits them
    /// further). Default: all but upside down on iPhone, all four on iPad.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .idiomDefault(UIDevice.current.userInterfaceIdiom)
    }

    /// The orientation to turn to when the current one is no longer
    /// supported and the device's is not either. Default: the scene's current
    /// orientation.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }

    /// Whether the interface follows the device when it turns (deprecated on
    /// iOS 16, still honored there). false keeps the orientation until
    /// `requestGeometryUpdate(_:errorHandler:)` asks. Default: true.
    open var shouldAutorotate: Bool { true }

    /// Tells UIKit that `supportedInterfaceOrientations` changed: when the
    /// interface's orientation is no longer supported it turns to one that is
    /// (the device's when it can), and when the device's orientation has
    /// become supported the interface turns to it — as on iOS.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        viewIfLoaded?.window?.windowScene?.supportedInterfaceOrientationsDidChange()
    }

    // MARK: Memory

    /// Called when the app receives a memory warning (on Linux, only when a
    /// host simulates one: `UITestHost.simulateMemoryWarning()`). Default:
    /// nothing; subclasses release what they can rebuild.
    open func didReceiveMemoryWarning() {}

    /// The presenting controller for a presented controller; otherwise the
    /// root view's superview (the window, for a window's root).
    open override var next: UIResponder? {
        if let presenting = presentingStorage, presentedStorage == nil || presenting.presentedStorage === self {
            return presenting
        }
        return loadedView?.superview
    }

    // MARK: Containment (UIViewController+Containment.swift)

    /// Makes `childController` a child: it leaves any other parent, hears
    /// `willMove(toParent: self)`, and joins `children`. Add its view, then
    /// call `didMove(toParent:)` on it.
    open func addChild(_ childController: UIViewController) {
        attachChild(childController)
    }

    /// Leaves the parent: `didMove(toParent: nil)` is called for you; call
    /// `willMove(toParent: nil)` before and remove the view yourself.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Called before the controller joins (`parent` non-nil) or leaves (nil)
    /// a parent.
    open func willMove(toParent parent: UIViewController?) {
        noteWillMove(toParent: parent)
    }

    /// Called after the controller joined or left a parent.
    open func didMove(toParent parent: UIViewController?) {
        noteDidMove(toParent: parent)
    }

    /// A child's `preferredContentSize` changed. Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// A child whose view uses Auto Layout has a new fitting size. Default: nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size a child gets inside `parentSize`: by default the parent's size.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The size the controller's content would like, in points; `.zero`
    /// (no preference) by default. Setting it tells the parent (or the
    /// presentation controller) through
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set {
            guard newValue != preferredContentSizeStorage else { return }
            preferredContentSizeStorage = newValue
            contentContainerForPreferredSize?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Shows `vc` the way this controller's context shows things: a container
    /// on the way up that overrides it decides; otherwise presented modally.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let parent { parent.show(vc, sender: sender) } else { present(vc, animated: true) }
    }

    /// Shows `vc` as the detail of a split view; without one, as `show` would
    /// (on a compact iPhone a split view is not there to ask).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let parent { parent.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
    }

    // MARK: Safe area and margins

    /// Insets added to the root view's safe area, in points: what a container
    /// adds for its own bars. Zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            viewIfLoaded?.safeAreaNeedsUpdate()
        }
    }

    /// The root view's safe area changed (after the view's own
    /// `safeAreaInsetsDidChange()`). Default: nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// The root view's layout margins changed. Default: nothing.
    open func viewLayoutMarginsDidChange() {}

    /// Whether the root view's side margins stay at least the system minimum
    /// (`systemMinimumLayoutMargins`) even when set smaller. true by default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.layoutMarginsChanged() }
    }

    /// The edges under which a navigation or tab bar controller lays the view
    /// out, behind its translucent bars (`.all` by default). An edge left out
    /// puts the view's edge at the bar's, so the bar covers none of it and
    /// adds nothing to its safe area. Takes effect at the container's next
    /// layout.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the view also extends under opaque bars (`isTranslucent`
    /// false), as it does under translucent ones. false by default: an opaque
    /// bar ends the view's extended edge.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally from this controller's
    /// presentation context, in its `modalPresentationStyle` and
    /// `modalTransitionStyle` (or its transitioning delegate's animator).
    /// `completion` runs after the presented controller's `viewDidAppear`.
    ///
    /// Presenting from a controller that already presents one, or whose view is
    /// not in a window, logs UIKit's warning and presents nothing (as iOS);
    /// presenting a controller that is already presented, or that has a
    /// parent, stops with UIKit's message.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (with every controller
    /// presented above it), or, when it presents none, this controller from
    /// its presenter. `completion` runs after the dismissal ends.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// How the controller is shown when presented. `.automatic` (a page sheet
    /// on iOS 13 and later) by default.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    /// The animation of the built-in presentations. `.coverVertical` by default.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

    /// Whether presentations from this controller's children with a
    /// current-context style cover this controller's view. false by default.
    open var definesPresentationContext = false

    /// Whether this context's `modalTransitionStyle` replaces the presented
    /// controller's in current-context presentations. false by default.
    open var providesPresentationContextTransitionStyle = false

    /// Whether the presented controller refuses interactive dismissal (a swipe
    /// down on a sheet, a tap outside). false by default.
    open var isModalInPresentation = false

    /// Whether a controller presented over full screen decides the status bar.
    /// false by default.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Supplies the animator, the interaction controller and (for `.custom`)
    /// the presentation controller of this controller's presentation. Weak.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?


    // MARK: Tab bars (UITabBarController.swift)

    /// The item a tab bar controller shows for this controller: made on first
    /// read from `title` (no image). Setting nil makes a new one on the next
    /// read. Replacing it updates the tab bar.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            tabBarController?.childTabBarItemDidChange(self)
        }
    }

    /// Whether the bottom bars — the tab bar of the tab bar controller that
    /// shows the navigation controller, and the navigation controller's own
    /// toolbar — are hidden while this controller is on top of a navigation
    /// stack. false by default. Read when the controller becomes the top (a
    /// push or a pop slides the bars out with the outgoing view, or in with
    /// the incoming one); the controller's safe area then leaves the bars out.
    /// Apple documents that the top controller decides, and Kumiki follows
    /// that (docs/PORTING.md, docs/BEHAVIOR.md "Navigation").
    open var hidesBottomBarWhenPushed = false

    /// The nearest tab bar controller among this controller's parents (its
    /// parent, the parent's parent, …); nil when there is none. A presented
    /// controller's presenter is not followed.
    open var tabBarController: UITabBarController? {
        var ancestor = parentStorage
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parentStorage
        }
        return nil
    }

    // MARK: State kept for the extensions

    /// Where the controller is in its appearance cycle.
    var appearance = Appearance.disappeared
    /// Whether the current appearance transition animates.
    var appearanceIsAnimated = false
    /// Whether `viewIsAppearing` is still owed for the current appearance.
    var owesViewIsAppearing = false
    /// Whether the disappearance under way began because the root view left
    /// the window (and so ends when it has).
    var disappearanceEndsWithViewMove = false
    weak var parentStorage: UIViewController?
    var childList: [UIViewController] = []
    /// Set from `willMove(toParent:)` until the appearance it causes ends.
    var movement = ParentMovement.none
    var preferredContentSizeStorage = CGSize.zero
    var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero
    /// The tab bar item, once made.
    var tabBarItemStorage: UITabBarItem?
    /// The controller this one presents (strong: it lives while shown).
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// Made when first asked for, kept while presented.
    var presentationControllerStorage: UIPresentationController?
    /// The presentation or dismissal transition running for this controller.
    var runningTransition: PresentationTransition?
    /// Where the view was before a full-screen presentation removed it.
    var detachedViewPlace: DetachedViewPlace?
    /// Made on first use (UIViewController+Navigation.swift).
    var navigationItemStorage: UINavigationItem?
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// Insets a container adds to the root view's safe area for its own bars
    /// (a navigation bar, a tab bar), on top of `additionalSafeAreaInsets`
    /// (which stays the app's).
    var containerSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if containerSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaNeedsUpdate() } }
    }
    /// The controller that provides the context when `presenter` presents
    /// this one, instead of UIKit's usual search up the parents (a search
    /// controller presents over the controller whose navigation item holds it).
    func presentationContextOverride(presenter: UIViewController) -> UIViewController? { nil }
    /// Whether touches on the presentation's container itself (outside the
    /// presented views) reach the content underneath.
    var presentationPassesTouchesThrough: Bool { false }
    /// The push or pop a container runs, which its children's
    /// `transitionCoordinator` answers with.
    var childTransition: ControllerTransitionContext?
    /// The trait collection as last computed, the controller's own overrides,
    /// its registrations, and the overrides it gives children
    /// (UIViewController+Traits.swift).
    var traitStorage: UITraitCollection?
    var ownTraitValues = TraitValues()
    var traitRegistrations: [TraitChangeRegistration] = []
    var childTraitOverrides: [(child: Weak, traits: UITraitCollection)] = []

    /// A child held weakly (its override goes when it does).
    struct Weak {
        weak var controller: UIViewController?
    }

    // MARK: Traits (open, as in UIKit)

    /// Light or dark for this controller, its view and the controllers it
    /// contains or presents, whatever it inherits; `.unspecified` (the
    /// default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitValues.userInterfaceStyle }
        set {
            ownTraitValues.userInterfaceStyle = newValue
            updateTraitCollection()
        }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Traits `childViewController` gets on top of this controller's (nil
    /// removes them). The child must be a child of this controller.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        childTraitOverrides.removeAll { $0.child.controller == nil || $0.child.controller === childViewController }
        if let collection { childTraitOverrides.append((Weak(controller: childViewController), collection)) }
        childViewController.updateTraitCollection()
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides.first { $0.child.controller === childViewController }?.traits
    }
}

extension UIViewController {
    /// Whether a container lays this controller's view out under a bar on
    /// `edge` (`edgesForExtendedLayout`; an opaque bar only with
    /// `extendedLayoutIncludesOpaqueBars`).
    func extendsLayout(under edge: UIRectEdge, translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }
}
