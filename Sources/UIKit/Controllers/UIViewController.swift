/// Manages a view: loads it lazily, and hears about appearance and layout.
/// Containment, presentation and navigation arrive with the controllers issue;
/// today a controller can be a window's root.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?

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
    }

    /// The stored editing mode (UIViewController+Editing.swift).
    var editingState = false
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}

    /// Called before the controller's view changes size with the screen (a
    /// rotation); animate along with `coordinator`. Default: nothing.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func viewDidLayoutSubviews() {}

    /// Updates the root view's constraints in the update pass, in place of
    /// the view's own `updateConstraints()`; overrides call super last.
    open func updateViewConstraints() {
        viewIfLoaded?.runUpdateConstraints()
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

    /// Tells UIKit the status bar preferences changed. Kumiki reads them live
    /// whenever the status bar is asked for (`UITestHost.statusBarStyle`), so
    /// the new values are seen without further work.
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

    /// The root view's superview.
    open override var next: UIResponder? {
        loadedView?.superview
    }

    /// Where the controller is in its appearance cycle.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    var appearance = Appearance.disappeared

    func beginAppearance(_ appearing: Bool) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(false)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(false)
        }
    }

    func endAppearance() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        default:
            break
        }
    }
}
