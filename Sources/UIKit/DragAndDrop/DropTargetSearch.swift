import Foundation

/// Which drop interaction a drag over a point reaches: the nearest one up
/// from the view under the point whose delegate can handle the drag.
@MainActor
enum DropTargetSearch {
    static func target(at point: CGPoint, in window: UIWindow,
                       canHandle: (UIDropInteraction) -> Bool) -> UIDropInteraction? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let drop as UIDropInteraction in current.interactions where canHandle(drop) {
                return drop
            }
            view = current.superview
        }
        return nil
    }
}
