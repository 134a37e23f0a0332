/// UIKit's presentation controller for the styles that cover the screen or
/// a context: `.fullScreen`, `.overFullScreen`, `.currentContext`,
/// `.overCurrentContext` (and `.popover`, presented as a cover). The
/// presented view fills the container and follows its size.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }

    /// Only the plain styles hide what is under them.
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext || style == .popover }

    override var shouldPresentInFullscreen: Bool { !coversCurrentContext }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        // Rotations and window resizes carry the presented view along.
        if completed { presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    }
}
