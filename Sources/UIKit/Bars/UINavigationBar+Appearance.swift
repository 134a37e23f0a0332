/// Which appearance a navigation bar draws.
extension UINavigationBar {
    /// The appearance in effect, for the window's compactness and the
    /// content's position, in UIKit's order of precedence:
    /// - regular height: the top item's `standardAppearance`, else the bar's;
    ///   at the scroll edge the item's `scrollEdgeAppearance`, else the bar's,
    ///   else the standard one with a transparent background;
    /// - compact height (an iPhone in landscape): the item's
    ///   `compactAppearance`, else the bar's, else the standard one as above;
    ///   at the scroll edge the item's `compactScrollEdgeAppearance`, else the
    ///   bar's, else the scroll-edge one as above (transparent, from the
    ///   compact look, when there is none).
    ///
    /// Only a navigation controller's bar knows the scroll edge; a bar of its
    /// own always draws its standard (or compact) appearance.
    var currentAppearance: UINavigationBarAppearance {
        let compact = isVerticallyCompact
        var standard = topItem?.standardAppearance ?? standardAppearanceStorage
        if compact {
            standard = topItem?.compactAppearance ?? compactAppearanceStorage ?? standard
        }
        guard isAtScrollEdge else { return standard }
        if compact, let edge = topItem?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearanceStorage {
            return edge
        }
        if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearanceStorage { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }
}
