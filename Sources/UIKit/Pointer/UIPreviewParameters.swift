import Foundation

/// How a preview draws its view.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// Drawn behind the view's snapshot; nil (the default) draws none.
    /// (`visiblePath` and `shadowPath` arrive with `UIBezierPath`.)
    open var backgroundColor: UIColor?

    public override init() {
        super.init()
    }
}
