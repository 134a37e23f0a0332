/// Manages a presentation on screen: the container view the presented view
/// lives in, where that view goes, any views around it (dimming, chrome),
/// and whether the presenter's views stay. Subclass it for `.custom`
/// presentations (returned by the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`); UIKit's own
/// styles use its built-in subclasses (`UISheetPresentationController` for
/// sheets).
///
/// The container view exists from the start of the presentation until the
/// end of the dismissal; it covers the window (or, for current-context
/// styles, the context controller's view).
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    private weak var presentedStorage: UIViewController?
    private weak var presentingStorage: UIViewController?
    private var preferredContentSizeStorage = CGSize.zero

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The controller being presented.
    public var presentedViewController: UIViewController {
        guard let presented = presentedStorage else {
            preconditionFailure("UIPresentationController: the presented view controller is gone")
        }
        return presented
    }

    /// The controller presenting (the context's controller); before the
    /// presentation starts, the presented controller's would-be presenter is
    /// not known and the presented controller answers.
    public var presentingViewController: UIViewController {
        presentingStorage ?? presentedViewController
    }

    /// The view the transition and the presentation happen in; nil before the
    /// presentation and after the dismissal.
    public internal(set) var containerView: UIView?

    /// Hears about interactive dismissal. Weak.
    public weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The style this controller presents in: `.custom` for subclasses,
    /// the resolved style for UIKit's own.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// The view that is animated and placed: the presented controller's view
    /// unless a subclass wraps it.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits once presented, in the container's
    /// coordinates: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the screen. true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's views leave the window once presented (and
    /// the presenter hears `viewWillDisappear`/`viewDidDisappear`). false
    /// by default: a custom presentation keeps them.
    open var shouldRemovePresentersView: Bool { false }

    // MARK: Transition callbacks

    /// Before the presentation animation: add views around the presented one
    /// and animate them with `presentedViewController.transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// After it; `completed` is false when an interaction cancelled it.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container view is about to lay out its subviews: place the
    /// presented view and the views around it. Default: nothing.
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// Points; `.zero` by default.
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set { preferredContentSizeStorage = newValue }
    }

    /// The presented controller's `preferredContentSize` changed. Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The presented controller's size in a container of `parentSize`: the
    /// frame the presentation gives it by default.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The container is about to change size: the presented controller hears
    /// it with the size it will get. Overrides call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedStorage?.viewWillTransition(to: self.size(forChildContentContainer: presentedViewController,
                                                           withParentContainerSize: size), with: coordinator)
    }

    // MARK: Kumiki's

    /// Binds the presentation to its presenter when it starts.
    func attach(presenting: UIViewController) {
        presentingStorage = presenting
    }

    /// The presenting side the container view covers: the window, or the
    /// context controller's view for current-context styles.
    var coversCurrentContext: Bool {
        presentationStyle == .currentContext || presentationStyle == .overCurrentContext
    }

    /// A tap outside the presented view, or a sheet swiped past its last
    /// detent, asks to dismiss: whether the presented controller (not modal in
    /// presentation) and then the delegate let it. The delegate is not asked
    /// about a controller that is modal in presentation.
    func userDismissalIsAllowed() -> Bool {
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            return false
        }
        return true
    }
}
