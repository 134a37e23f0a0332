import UIKit

extension UITestHost {
    /// The first view (depth first, back to front) in any visible window whose
    /// `accessibilityIdentifier` is `identifier`.
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        firstView { $0.accessibilityIdentifier == identifier }
    }

    /// The first view whose `accessibilityLabel` is `label` (a label's text and
    /// a button's title count, as they are their default labels).
    public func view(withAccessibilityLabel label: String) -> UIView? {
        firstView { $0.accessibilityLabel == label }
    }

    /// Every view of type `type`, depth first.
    public func views<View: UIView>(ofType type: View.Type) -> [View] {
        activate()
        var found: [View] = []
        func visit(_ view: UIView) {
            if let match = view as? View { found.append(match) }
            view.subviews.forEach(visit)
        }
        application.windows.filter { !$0.isHidden }.forEach(visit)
        return found
    }

    private func firstView(where matches: (UIView) -> Bool) -> UIView? {
        activate()
        func search(_ view: UIView) -> UIView? {
            if matches(view) { return view }
            for subview in view.subviews {
                if let found = search(subview) { return found }
            }
            return nil
        }
        for window in application.windows where !window.isHidden {
            if let found = search(window) { return found }
        }
        return nil
    }

    /// The screen as the device would show it now (a turn runs first if anything
    /// is pending), at the device's scale.
    public func snapshot() -> CGImage {
        runFrame()
        application.mainLoop.compositeIfNeeded()
        return application.mainLoop.compositor!.makeImage()
    }

    public func pngData() -> Data {
        snapshot().pngData() ?? Data()
    }

    /// The view tree of the visible windows, one view per line, indented by depth:
    /// type, frame, and the properties that matter when a view is invisible or
    /// untouchable. Free of pointers, so it can be compared across runs.
    public func hierarchyDescription() -> String {
        activate()
        return application.windows.filter { !$0.isHidden }.map { Self.describe($0) }.joined(separator: "\n")
    }

    /// One view's subtree as `hierarchyDescription()` writes it.
    static func describe(_ root: UIView) -> String {
        do {
            var lines: [String] = []
            var pending: [(UIView, Int)] = [(root, 0)]
            while let (view, depth) = pending.popLast() {
                var parts = [String(describing: type(of: view)), format(view.frame)]
                if let identifier = view.accessibilityIdentifier { parts.append("id=\"\(identifier)\"") }
                // A label's text or a button's title is not repeated as its label.
                if let label = view.customizedAccessibilityLabel { parts.append("label=\"\(label)\"") }
                if view.isHidden { parts.append("hidden") }
                if view.alpha < 1 { parts.append("alpha=\(format(view.alpha))") }
                if !view.isUserInteractionEnabled { parts.append("userInteractionDisabled") }
                if view.clipsToBounds { parts.append("clipsToBounds") }
                if !view.transform.isIdentity { parts.append("transformed") }
                lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
                pending.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
            }
            return lines.joined(separator: "\n")
        }
    }

    nonisolated static func format(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }

    nonisolated static func format(_ rect: CGRect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }
}

extension UITestHost {
    /// The status bar style the app asks for now (the key window's root view
    /// controller's `preferredStatusBarStyle`, through `childForStatusBarStyle`).
    public var statusBarStyle: UIStatusBarStyle {
        activate()
        return application.statusBarAppearance.style
    }

    /// Whether the app asks for the status bar to be hidden now.
    public var isStatusBarHidden: Bool {
        activate()
        return application.statusBarAppearance.isHidden
    }

    /// Simulates a memory warning: `UIApplication.didReceiveMemoryWarningNotification`
    /// is posted and the root view controllers hear `didReceiveMemoryWarning()`.
    public func simulateMemoryWarning() {
        activate()
        application.receiveMemoryWarning()
    }
}
