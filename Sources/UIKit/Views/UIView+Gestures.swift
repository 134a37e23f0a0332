/// Gesture recognizers attached to a view.
extension UIView {
    /// nil when there are none, as in UIKit. Setting it replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, moving it from any other view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view {
            guard previous !== self else { return }
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in flight is cancelled (or a
    /// possible one failed) and the recognizer is reset.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerList.contains(where: { $0 === gestureRecognizer }) else { return }
        switch gestureRecognizer.currentState {
        case .began, .changed: gestureRecognizer.applyState(.cancelled)
        default: break
        }
        if !gestureRecognizer.trackedTouches.isEmpty || gestureRecognizer.currentState != .possible {
            gestureRecognizer.resetAfterGesture()
        }
        gestureRecognizer.arbiter?.forget(gestureRecognizer)
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
