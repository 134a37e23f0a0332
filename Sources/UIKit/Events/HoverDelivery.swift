/// Delivers the pointer (a mouse or trackpad with no button pressed) to an
/// app: hover recognizers on the views under it and the pointer interaction
/// whose region holds it, and keeps the pointer style the host shows.
@MainActor
final class HoverDelivery {
    weak var application: UIApplication?
    /// Recognizers following the pointer now (`.began` or `.changed`).
    private var hovering: [UIHoverGestureRecognizer] = []
    /// The pointer in screen coordinates, nil when it is outside the screen.
    private var pointer: (location: CGPoint, modifiers: UIKeyModifierFlags)?
    private weak var activeInteraction: UIPointerInteraction?
    private var activeRegion: UIPointerRegion?
    /// The style over the active region; nil shows the system pointer.
    private(set) var style: UIPointerStyle?

    /// The pointer moved to `location` (screen coordinates), or left the
    /// screen (nil).
    func movePointer(to location: CGPoint?, modifiers: UIKeyModifierFlags) {
        pointer = location.map { ($0, modifiers) }
        update(requery: nil)
    }

    /// Asks `interaction` again for its region and style at the pointer.
    func invalidate(_ interaction: UIPointerInteraction) {
        guard interaction === activeInteraction else { return }
        update(requery: interaction)
    }

    private func update(requery: UIPointerInteraction?) {
        let (window, chain) = viewsUnderPointer()
        updateRecognizers(chain: chain, window: window)
        updateInteraction(chain: chain, window: window, requery: requery)
    }

    /// The front-most window with a view under the pointer, and that view with
    /// its superviews, innermost first.
    private func viewsUnderPointer() -> (UIWindow?, [UIView]) {
        guard let pointer, let application else { return (nil, []) }
        for window in application.visibleWindows.reversed() {
            let local = window.convert(pointer.location, from: nil as UIView?)
            guard let hit = window.hitTest(local, with: nil) else { continue }
            var chain: [UIView] = []
            var view: UIView? = hit
            while let current = view {
                chain.append(current)
                view = current.superview
            }
            return (window, chain)
        }
        return (nil, [])
    }

    private func updateRecognizers(chain: [UIView], window: UIWindow?) {
        // Recognizers that left the gesture on their own (disabled, removed).
        hovering.removeAll { $0.currentState != .began && $0.currentState != .changed || $0.view == nil }
        let wanted = chain.flatMap { view in
            view.gestureRecognizerList.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
        }
        for recognizer in hovering where !wanted.contains(where: { $0 === recognizer }) {
            let lastWindow = recognizer.lastWindow ?? window
            let point = pointer.flatMap { pointer in lastWindow?.convert(pointer.location, from: nil as UIView?) }
            if let lastWindow {
                recognizer.hover(.ended, at: point ?? recognizer.lastLocationInWindow ?? .zero, in: lastWindow)
            }
        }
        hovering.removeAll { recognizer in !wanted.contains { $0 === recognizer } }
        guard let window, let pointer else { return }
        let point = window.convert(pointer.location, from: nil as UIView?)
        for recognizer in wanted {
            if hovering.contains(where: { $0 === recognizer }) {
                if recognizer.lastLocationInWindow != point { recognizer.hover(.changed, at: point, in: window) }
            } else if recognizer.mayBeginHovering {
                hovering.append(recognizer)
                recognizer.hover(.began, at: point, in: window)
            }
        }
    }

    private func updateInteraction(chain: [UIView], window: UIWindow?, requery: UIPointerInteraction?) {
        var found: (interaction: UIPointerInteraction, region: UIPointerRegion)?
        if let window, let pointer {
            let point = window.convert(pointer.location, from: nil as UIView?)
            search: for view in chain {
                let local = view.convert(point, from: window)
                for case let interaction as UIPointerInteraction in view.interactionList.reversed() {
                    guard let region = interaction.region(at: local, modifiers: pointer.modifiers),
                          region.rect.contains(local) else { continue }
                    found = (interaction, region)
                    break search
                }
            }
        }
        if let found, found.interaction === activeInteraction, let activeRegion,
           found.region.isSameRegion(as: activeRegion) {
            if requery === found.interaction { style = found.interaction.style(for: found.region) }
            return
        }
        if let activeInteraction, let activeRegion {
            let animator = PointerRegionAnimator()
            activeInteraction.delegate?.pointerInteraction(activeInteraction, willExit: activeRegion, animator: animator)
            animator.run()
        }
        activeInteraction = found?.interaction
        activeRegion = found?.region
        style = nil
        guard let found else { return }
        style = found.interaction.style(for: found.region)
        let animator = PointerRegionAnimator()
        found.interaction.delegate?.pointerInteraction(found.interaction, willEnter: found.region, animator: animator)
        animator.run()
    }
}
