import Foundation

/// How a preview draws its view.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// Drawn behind the view's snapshot; nil (the default) draws none.
    open var backgroundColor: UIColor?
    /// The part of the view the preview shows, in the view's coordinates
    /// (the background is cut to it too); nil shows the whole bounds.
    open var visiblePath: UIBezierPath?
    /// The shape of the lifted preview's shadow, in the view's coordinates;
    /// nil casts it from the visible path, or from what the preview shows.
    open var shadowPath: UIBezierPath?

    public override init() {
        super.init()
    }
}
