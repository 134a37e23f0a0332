/// Hears about a presentation's interactive dismissal (a sheet swiped down,
/// a tap outside it). Every method is optional. (The adaptation methods are
/// absent: Kumiki's presentations do not adapt; docs/PORTING.md.)
///
/// The dismissal methods come only for dismissals the user starts:
/// `presentationControllerShouldDismiss(_:)` when the swipe begins (false,
/// like `isModalInPresentation`, refuses it and the release reports
/// `presentationControllerDidAttemptToDismiss(_:)`), then
/// `presentationControllerWillDismiss(_:)`, and
/// `presentationControllerDidDismiss(_:)` once the dismissal completed (not
/// when the swipe is abandoned).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
