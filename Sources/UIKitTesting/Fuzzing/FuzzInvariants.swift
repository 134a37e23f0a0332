import UIKit

/// What must hold in an app once every finger is up and it has gone idle,
/// whatever the fingers did before: recognizers back in `.possible` holding no
/// touches, no finger still counted as down, no control tracking or
/// highlighted, no scroll view tracking, dragging or decelerating, no
/// animation left but repeating ones, and view and layer trees that agree
/// with each other.
@MainActor
public enum FuzzInvariants {
    /// Every broken invariant, as a sentence (empty when all hold).
    public static func violations(in host: UITestHost) -> [String] {
        let application = host.application
        var problems: [String] = []
        if application.touchesDown > 0 { problems.append("\(application.touchesDown) touch(es) still down") }
        if application.isDeliveringGestures { problems.append("a gesture is still being delivered or a timer is pending") }
        for window in application.windows where !window.isHidden {
            var pending: [UIView] = [window]
            while let view = pending.popLast() {
                problems += violations(of: view)
                pending.append(contentsOf: view.subviews)
            }
        }
        return problems
    }

    private static func violations(of view: UIView) -> [String] {
        var problems: [String] = []
        let name = describe(view)
        for recognizer in view.gestureRecognizers ?? [] {
            if recognizer.state != .possible {
                problems.append("\(type(of: recognizer)) on \(name) is \(recognizer.state), not possible")
            }
            if recognizer.holdsTouches { problems.append("\(type(of: recognizer)) on \(name) still holds touches") }
        }
        if let control = view as? UIControl {
            if control.isTracking { problems.append("\(name) is still tracking") }
            if control.isHighlighted { problems.append("\(name) is still highlighted") }
        }
        if let scrollView = view as? UIScrollView {
            if scrollView.isTracking { problems.append("\(name) is still tracking") }
            if scrollView.isDragging { problems.append("\(name) is still dragging") }
            if scrollView.isDecelerating { problems.append("\(name) is still decelerating") }
        }
        for key in view.layer.animationKeys() ?? [] {
            guard let animation = view.layer.animation(forKey: key) else { continue }
            if animation.repeatCount != .infinity && animation.repeatDuration != .infinity {
                problems.append("\(name) still runs the animation '\(key)'")
            }
        }
        for subview in view.subviews {
            if subview.superview !== view { problems.append("\(describe(subview))'s superview is not \(name)") }
            if subview.layer.superlayer !== view.layer {
                problems.append("\(describe(subview))'s layer is not in \(name)'s layer")
            }
        }
        return problems
    }

    private static func describe(_ view: UIView) -> String {
        view.accessibilityIdentifier.map { "\(type(of: view))(\"\($0)\")" } ?? "\(type(of: view))"
    }
}
