/// The container view of a presentation (UIKit's transition view): covers
/// what the presentation covers and tells its presentation controller when
/// it lays out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether touches on the container itself (not on the presented view or
    /// the views around it) reach what is underneath: a sheet above its
    /// largest undimmed detent.
    var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && passesTouchesThrough ? nil : hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
