import Foundation
import UIKit

extension UITestHost {
    /// Drops `providers` onto the window at `point` (window coordinates) as a
    /// drag from another app would arrive — files from the desktop, say: the
    /// drop interaction there gets a session without a local drag session,
    /// whose `.move` acts as a cancel. Returns the operation performed
    /// (`.copy`, or `.cancel` when no target took it), after one frame.
    @discardableResult
    public func dropFromOutsideApp(_ providers: [NSItemProvider], at point: CGPoint) -> UIDropOperation {
        let operation = window.deliverOutsideDrop(of: providers, at: point)
        runFrame()
        return operation
    }
}
