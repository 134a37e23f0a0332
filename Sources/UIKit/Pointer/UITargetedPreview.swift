import Foundation

/// A view as an effect shows it, and where: the pointer's highlight and lift
/// effects, and drag previews, take their shape from `view` and sit in
/// `target`'s container at its center.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    /// How the preview draws the view (its background color).
    public let parameters: UIPreviewParameters
    /// Where the preview sits: a container view and a center in it.
    public let target: UIPreviewTarget

    /// A preview of `view` drawn with `parameters`, placed at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is now: in its superview, at its center.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(view: view, parameters: parameters,
                  target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
    }

    /// A preview of `view` where it is now, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the preview: the view's bounds.
    open var size: CGSize { view.bounds.size }

    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
