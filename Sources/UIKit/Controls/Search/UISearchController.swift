import Foundation

/// Runs a search from a search bar: tapping the bar's field makes the
/// controller active, which presents it over the content (dimming it, and
/// showing the results controller while there is text), shows Cancel (and
/// the scope bar), and, for a bar in a navigation item, collapses the
/// navigation bar to the search bar. The results updater hears each change.
/// Cancel, or a tap on the dimmed content, clears the text and makes the
/// controller inactive again.
///
/// The controller presents itself from the controller whose navigation item
/// holds it (as if that controller defined the presentation context, which
/// UIKit arranges for search in navigation items), else from the nearest
/// controller of the bar's view, with UIKit's usual presentation context
/// rules. Numbers: docs/BEHAVIOR.md "Search bars".
///
/// Kumiki's differences (docs/PORTING.md): a search bar placed elsewhere (a
/// table header) stays where it is while active rather than moving up under
/// the status bar; `isActive = false` from code keeps the text (Cancel
/// clears it).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The dimming over the content while active (uncertain: read off iOS 17).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    /// Seconds the dimming and results take to fade in and out.
    static let fadeDuration: TimeInterval = 0.3

    /// The controller showing the results, or nil to show them in the
    /// searched content itself.
    public private(set) var searchResultsController: UIViewController?

    /// The bar the search runs from, made with the controller.
    public let searchBar = UISearchBar()

    open weak var delegate: UISearchControllerDelegate?
    open weak var searchResultsUpdater: UISearchResultsUpdating?

    /// Whether the content is dimmed while the controller is active (true by default).
    open var obscuresBackgroundDuringPresentation = true {
        didSet { updateResultsVisibility() }
    }

    /// The iOS 8 name of `obscuresBackgroundDuringPresentation`.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar collapses to the search bar while active (true by default).
    open var hidesNavigationBarDuringPresentation = true

    /// Whether becoming active shows the bar's Cancel button (and becoming inactive hides it).
    open var automaticallyShowsCancelButton = true

    /// Whether becoming active shows the bar's scope bar (when it has titles).
    open var automaticallyShowsScopeBar = true

    /// Whether the results controller shows by itself once there is text (true by default).
    open var automaticallyShowsSearchResultsController = true

    /// Whether the results controller shows. Setting it shows or hides the
    /// results at once, whatever the text.
    open var showsSearchResultsController: Bool {
        get { showsResults }
        set {
            showsResults = newValue
            updateResultsVisibility()
        }
    }
    private var showsResults = false

    private var activeStorage = false
    /// Whether becoming active showed the scope bar (so becoming inactive hides it).
    private var showedScopeBar = false
    private let dimmingView = UIView()

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configure()
    }

    public required init?(coder: NSCoder) { nil }

    private func configure() {
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
        searchBar.searchController = self
    }

    open override func loadView() {
        view = PassThroughView()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISearchController.dimmingTapped(_:)))
        view.addSubview(dimmingView)
        if let results = searchResultsController {
            addChild(results)
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        updateResultsVisibility()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        coverContentUnderSearchBar()
        searchResultsController?.viewIfLoaded?.frame = view.bounds
    }

    // MARK: Being active

    /// Whether the search is running. Setting it presents or dismisses the
    /// controller (with animation in a window), as tapping the field and
    /// Cancel do, but keeps the bar's text.
    open var isActive: Bool {
        get { activeStorage }
        set { newValue ? activate() : deactivate(clearingText: false) }
    }

    func activate() {
        guard !activeStorage else { return }
        activeStorage = true
        delegate?.willPresentSearchController(self)
        let animated = searchBar.window != nil
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: animated) }
        if automaticallyShowsScopeBar, !searchBar.showsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
            showedScopeBar = true
            searchBar.showsScopeBar = true
        }
        integratingBar?.setSearchActive(true, collapsingRow: hidesNavigationBarDuringPresentation, animated: animated)
        if automaticallyShowsSearchResultsController { showsResults = !(searchBar.text ?? "").isEmpty }
        loadViewIfNeeded()
        updateResultsVisibility()
        if let presenter = presentingController {
            presenter.present(self, animated: animated) { [weak self] in
                guard let self else { return }
                delegate?.didPresentSearchController(self)
            }
        } else {
            delegate?.didPresentSearchController(self)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func deactivate(clearingText: Bool) {
        guard activeStorage else { return }
        activeStorage = false
        delegate?.willDismissSearchController(self)
        if clearingText { searchBar.text = "" }
        _ = searchBar.resignFirstResponder()
        let animated = searchBar.window != nil
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: animated) }
        if showedScopeBar {
            showedScopeBar = false
            searchBar.showsScopeBar = false
        }
        integratingBar?.setSearchActive(false, collapsingRow: hidesNavigationBarDuringPresentation, animated: animated)
        if presentingViewController != nil {
            dismiss(animated: animated) { [weak self] in
                guard let self else { return }
                delegate?.didDismissSearchController(self)
            }
        } else {
            delegate?.didDismissSearchController(self)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: What the bar tells the controller

    /// The field began editing: the search becomes active.
    func searchBarDidBeginEditing() {
        activate()
    }

    /// The user changed the text (or the scope): the results follow.
    func searchBarDidChange() {
        guard activeStorage else { return }
        if automaticallyShowsSearchResultsController {
            showsResults = !(searchBar.text ?? "").isEmpty
            updateResultsVisibility()
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel: the text clears and the search ends.
    func searchBarDidCancel() {
        deactivate(clearingText: true)
    }

    func dimmingTapped(_ tap: UITapGestureRecognizer) {
        deactivate(clearingText: true)
    }

    // MARK: Placement

    /// The navigation bar showing the search bar in its top item, if any.
    var integratingBar: UINavigationBar? {
        searchBar.superview as? UINavigationBar
    }

    /// The controller that presents this one: the one whose navigation item
    /// holds it, else the nearest controller of the bar's view.
    private var presentingController: UIViewController? {
        if let owner = navigationItemOwner { return owner }
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let controller = current as? UIViewController, controller !== self { return controller }
            responder = current.next
        }
        return nil
    }

    /// The top controller of the navigation bar showing the bar, when its
    /// navigation item holds this controller.
    private var navigationItemOwner: UIViewController? {
        guard let top = integratingBar?.managingController?.topViewController,
              top.navigationItem.searchController === self else { return nil }
        return top
    }

    override func presentationContextOverride(presenter: UIViewController) -> UIViewController? {
        navigationItemOwner
    }

    override var presentationPassesTouchesThrough: Bool { true }

    /// The dimming and the results start below the bar showing the search
    /// bar: the results controller's safe area reaches the bar's bottom.
    private func coverContentUnderSearchBar() {
        let windowTop = view.safeAreaInsets.top - containerSafeAreaInsets.top - additionalSafeAreaInsets.top
        var top = windowTop
        if let bar = integratingBar ?? (searchBar.window == nil ? nil : searchBar) {
            top = max(top, bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: view).y)
        }
        containerSafeAreaInsets = UIEdgeInsets(top: max(0, top - windowTop), left: 0, bottom: 0, right: 0)
        dimmingView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
    }

    private func updateResultsVisibility() {
        guard isViewLoaded else { return }
        let resultsShown = showsResults && searchResultsController != nil
        searchResultsController?.view.isHidden = !resultsShown
        dimmingView.isHidden = resultsShown || !obscuresBackgroundDuringPresentation
    }
}

/// The search controller's view: touches on it (not on the dimming or the
/// results) reach the content underneath, so a search that does not obscure
/// its content leaves that content scrollable and tappable.
@MainActor
private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
