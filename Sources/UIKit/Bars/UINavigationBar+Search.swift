import Foundation

/// The top item's search bar: under the title (and large title), collapsing
/// into the bar as the content scrolls up unless the item keeps it showing,
/// and, while its search controller is active, taking the whole bar.
extension UINavigationBar {
    /// The search bar's full height: its 52 pt row, plus the scope bar while
    /// it shows; 0 without a search controller.
    var searchSlotHeight: CGFloat {
        guard let bar = searchBarView else { return 0 }
        return UISearchBar.navigationBarRowHeight + (bar.scopeBarShown ? UISearchBar.scopeBarHeight : 0)
    }

    /// What shows of the search bar below the row and large title.
    var visibleSearchHeight: CGFloat {
        guard searchBarView != nil else { return 0 }
        if topItem?.hidesSearchBarWhenScrolling == false { return searchSlotHeight }
        return min(max(0, searchShown), searchSlotHeight)
    }

    /// How far the content scrolls before the large title starts
    /// collapsing: the search bar collapses first.
    var searchCollapseDistance: CGFloat {
        topItem?.hidesSearchBarWhenScrolling == false ? 0 : searchSlotHeight
    }

    /// Shows the top item's search controller's bar here, or removes the
    /// one shown for an earlier item.
    func installSearchBar(for item: UINavigationItem?) {
        let bar = item?.searchController?.searchBar
        guard bar !== searchBarView else { return }
        if let old = searchBarView, old.superview === self {
            old.removeFromSuperview()
            old.isInNavigationBar = false
        }
        searchBarView = bar
        searchIsActive = item?.searchController?.isActive ?? false
        guard let bar else { return }
        bar.isInNavigationBar = true
        addSubview(bar)
        searchShown = searchSlotHeight
    }

    /// Places the search bar from `top` down: sliding up under the row and
    /// fading as it collapses; at the top while an active search takes the bar.
    func layoutSearchBar(below top: CGFloat) {
        guard let bar = searchBarView else { return }
        let slot = searchSlotHeight
        if rowCollapsedForSearch {
            bar.isHidden = false
            bar.alpha = 1
            bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: slot)
            return
        }
        let shown = visibleSearchHeight
        bar.isHidden = shown <= 0
        bar.alpha = slot > 0 ? shown / slot : 0
        bar.frame = CGRect(x: 0, y: top + shown - slot, width: bounds.width, height: slot)
    }

    /// The search controller became active or inactive: the bar collapses
    /// to its search bar (when the controller hides the navigation bar
    /// during presentation) or comes back, over 0.3 s when animated.
    func setSearchActive(_ active: Bool, collapsingRow: Bool, animated: Bool) {
        searchIsActive = active
        collapsesRowForSearch = collapsingRow
        searchShown = searchSlotHeight
        searchBarHeightDidChange(animated: animated)
    }

    /// The search bar's height changed (the scope bar came or went, the
    /// search took or gave back the bar): the navigation controller lays out
    /// again.
    func searchBarHeightDidChange(animated: Bool = false) {
        let change = {
            if self.searchIsActive || self.topItem?.hidesSearchBarWhenScrolling == false {
                self.searchShown = self.searchSlotHeight
            }
            self.setNeedsLayout()
            self.reportHeight()
            self.layoutIfNeeded()
        }
        if animated && window != nil {
            UIView.animate(withDuration: UISearchController.fadeDuration, animations: change)
        } else {
            change()
        }
    }
}
