import Foundation

/// The bar: where it sits, hiding it, the top controller's safe area under
/// it, the large title and scroll-edge look following the content's scroll
/// view, and the interactive pop from the leading edge.
extension UINavigationController {
    /// Places the bar under the status bar (or above the screen, hidden) and
    /// gives the top controller the room it covers. The bars take their
    /// compact heights (32 pt) while the window is vertically compact.
    func layoutBar() {
        guard isViewLoaded else { return }
        followVerticalCompactness()
        let bounds = view.bounds
        let top = view.safeAreaInsets.top - containerSafeAreaInsets.top - additionalSafeAreaInsets.top
        let height = navigationBar.sizeThatFits(bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: barHidden ? -height : top, width: bounds.width, height: height)
        navigationBar.alpha = barHidden ? 0 : 1
        // The toolbar sits on the bottom edge, its content above the home indicator.
        let bottom = view.safeAreaInsets.bottom - containerSafeAreaInsets.bottom - additionalSafeAreaInsets.bottom
        let toolbarHeight = toolbar.contentHeight + max(0, bottom)
        if !toolbarIsCarried {
            let hidden = toolbarHiddenStorage || bottomBarsHidden
            toolbar.frame = CGRect(x: 0, y: hidden ? bounds.height : bounds.height - toolbarHeight,
                                   width: bounds.width, height: toolbarHeight)
            toolbar.alpha = hidden ? 0 : 1
        }
        for controller in stack {
            controller.containerSafeAreaInsets = coveredInsets(for: controller)
            if childTransition == nil, let child = controller.viewIfLoaded, child.superview === contentView {
                child.frame = contentFrame(for: controller)
            }
        }
    }

    /// Where `controller`'s view goes in the content view (which fills the
    /// navigation controller's view): all of it, or from the bar's bottom
    /// (down to the toolbar's top) on each edge its controller does not extend
    /// under (`edgesForExtendedLayout`, opaque bars unless
    /// `extendedLayoutIncludesOpaqueBars`).
    func contentFrame(for controller: UIViewController) -> CGRect {
        let bounds = contentView.bounds
        var top = bounds.minY
        var bottom = bounds.maxY
        if !barHidden && !controller.extendsLayout(under: .top, translucent: navigationBar.isTranslucent) {
            top = max(top, navigationBar.frame.maxY)
        }
        if !toolbarHiddenStorage && !hidesBottomBars(whileShowing: controller)
            && !controller.extendsLayout(under: .bottom, translucent: toolbar.isTranslucent) {
            bottom = min(bottom, toolbar.frame.minY)
        }
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    /// What the bars add to `controller`'s safe area: the bar's full
    /// (expanded) height and the toolbar's, on the edges its view extends
    /// under; nothing where the view stops at the bar.
    ///
    /// A controller that hides the bottom bars (`hidesBottomBarWhenPushed`)
    /// leaves out the toolbar and takes back the tab bar's share of the
    /// container's insets.
    func coveredInsets(for controller: UIViewController) -> UIEdgeInsets {
        let hidesBottomBars = hidesBottomBars(whileShowing: controller)
        let barCovers = !barHidden && controller.extendsLayout(under: .top, translucent: navigationBar.isTranslucent)
        let toolbarCovers = !toolbarHiddenStorage && !hidesBottomBars
            && controller.extendsLayout(under: .bottom, translucent: toolbar.isTranslucent)
        let top = barCovers ? navigationBar.expandedHeight : 0
        let bottom = (toolbarCovers ? toolbar.contentHeight : 0) - (hidesBottomBars ? tabBarSafeAreaShare : 0)
        return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Turned to or from a vertically compact window: the bar lays out again
    /// (its height and appearance follow), and with
    /// `hidesBarsWhenVerticallyCompact` the bars that show hide, and come back
    /// when the window is regular again.
    private func followVerticalCompactness() {
        let compact = view.isVerticallyCompact
        guard compact != laidOutCompact else { return }
        laidOutCompact = compact
        navigationBar.setNeedsLayout()
        toolbar.setNeedsLayout()
        if observedScrollView == nil {
            // Content without a scroll view shows the whole large title, when there is one.
            navigationBar.largeTitleShown = navigationBar.displaysLargeTitle ? UINavigationBar.largeTitleHeight : 0
        }
        guard hidesBarsWhenVerticallyCompact else { return }
        if compact {
            barsHiddenForCompactness = (!barHidden, !toolbarHiddenStorage)
            barHidden = true
            toolbarHiddenStorage = true
        } else {
            showBarsHiddenForCompactness()
        }
    }

    /// Shows again the bars `hidesBarsWhenVerticallyCompact` hid.
    func showBarsHiddenForCompactness() {
        if barsHiddenForCompactness.navigationBar { barHidden = false }
        if barsHiddenForCompactness.toolbar { toolbarHiddenStorage = false }
        barsHiddenForCompactness = (false, false)
    }

    /// The bar's own height changed (the top item's prompt came or went, a
    /// large title began or stopped showing): the bar and the content's safe
    /// area follow at once, inside the caller's animation block when there
    /// is one.
    func barHeightDidChange() {
        guard isViewLoaded else { return }
        contentDidScroll()
        view.layoutIfNeeded()
    }

    func updateToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        relayOutBars(animated: animated)
    }

    func updateBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        relayOutBars(animated: animated)
    }

    /// The bars (and the content's safe area) take their new places, sliding
    /// over `hideShowBarDuration` when animated.
    private func relayOutBars(animated: Bool) {
        guard isViewLoaded else { return }
        guard animated else { return layoutBar() }
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) {
            self.layoutBar()
            self.view.layoutIfNeeded()
        }
    }

    // MARK: Following the content's scroll view

    /// Watches the top controller's scroll view (its view, or its first
    /// subview that is a scroll view), as UIKit does for large titles and
    /// the scroll-edge appearance.
    func observeContentScrollView() {
        let key = ObjectIdentifier(self)
        observedScrollView?.offsetObservers[key] = nil
        let root = topViewController?.viewIfLoaded
        let scrollView = root as? UIScrollView ?? root?.subviews.first { $0 is UIScrollView } as? UIScrollView
        observedScrollView = scrollView
        scrollView?.offsetObservers[key] = { [weak self] in self?.contentDidScroll() }
        contentDidScroll()
    }

    /// The bar follows the content: the large title shrinks as the content
    /// scrolls up (and stretches as it is pulled down), and at the content's
    /// top edge — always, for content without a scroll view — the bar drops
    /// its background.
    func contentDidScroll() {
        guard isViewLoaded else { return }
        guard let scrollView = observedScrollView else {
            // Without a scroll view the content is always at its edge (iOS 15).
            navigationBar.isAtScrollEdge = true
            navigationBar.largeTitleShown = navigationBar.displaysLargeTitle ? UINavigationBar.largeTitleHeight : 0
            navigationBar.searchShown = navigationBar.searchSlotHeight
            layoutBar()
            return
        }
        let beyondTop = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        navigationBar.isAtScrollEdge = beyondTop <= 0.5
        hideOrShowBarForSwipe(scrollView, beyondTop: beyondTop)
        // The search bar collapses first, then the large title.
        let searchCollapse = navigationBar.searchCollapseDistance
        if !navigationBar.rowCollapsedForSearch {
            navigationBar.searchShown = searchCollapse > 0
                ? min(searchCollapse, max(0, searchCollapse - beyondTop)) : navigationBar.searchSlotHeight
        }
        if navigationBar.displaysLargeTitle {
            let pastSearch = beyondTop > 0 ? max(0, beyondTop - searchCollapse) : beyondTop
            navigationBar.largeTitleShown = max(0, UINavigationBar.largeTitleHeight - pastSearch)
        }
        layoutBar()
    }

    /// `hidesBarsOnSwipe`: a finger scrolling the content up hides the bar,
    /// scrolling it down (or reaching the top) shows it.
    private func hideOrShowBarForSwipe(_ scrollView: UIScrollView, beyondTop: CGFloat) {
        defer { lastObservedOffset = scrollView.contentOffset.y }
        guard hidesBarsOnSwipe, scrollView.isDragging, let last = lastObservedOffset else { return }
        let delta = scrollView.contentOffset.y - last
        if delta > 0, beyondTop > 0, !barHidden {
            setNavigationBarHidden(true, animated: true)
        } else if delta < 0, barHidden {
            setNavigationBarHidden(false, animated: true)
        }
    }

    /// `hidesBarsOnTap`: a tap on the content toggles the bar.
    /// `hidesBarsWhenVerticallyCompact`: a tap while the bars are hidden for
    /// a compact window shows them again.
    func toggleBarOnTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        if hidesBarsWhenVerticallyCompact, barsHiddenForCompactness != (false, false) {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) {
                self.showBarsHiddenForCompactness()
                self.layoutBar()
                self.view.layoutIfNeeded()
            }
            return
        }
        guard hidesBarsOnTap else { return }
        let point = tap.location(in: view)
        guard barHidden || !navigationBar.frame.contains(point) else { return }
        setNavigationBarHidden(!barHidden, animated: true)
    }

    // MARK: The interactive pop

    /// The edge pan: a pop that follows the finger, completed on release
    /// when its projection (at the normal deceleration rate) passes half the
    /// width, abandoned otherwise.
    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let travelled = max(0, pan.translation(in: view).x)
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interactivePop = interaction
            popViewController(animated: true)
        case .changed:
            interactivePop?.update(travelled / width)
        case .ended, .cancelled, .failed:
            guard let interaction = interactivePop else { return }
            interactivePop = nil
            let velocity = pan.state == .ended ? pan.velocity(in: view).x : 0
            let projected = travelled + velocity / 1000 * 0.998 / (1 - 0.998)
            if pan.state == .ended, projected > width / 2 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }
}
