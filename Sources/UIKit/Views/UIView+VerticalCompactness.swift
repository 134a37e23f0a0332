/// Whether a view's window is vertically compact — the one place Kumiki
/// answers that question until the trait system arrives.
extension UIView {
    /// Whether the view's window is vertically compact: an iPhone whose
    /// interface is in a landscape orientation (the window scene's
    /// `interfaceOrientation`), as iOS reports a compact vertical size class
    /// there. An iPad is never vertically compact (full screen), nor is a view
    /// outside a window or a window without a scene.
    ///
    /// Bars read it for their compact heights (a 32 pt navigation bar and
    /// toolbar) and compact appearances; `UINavigationController` for
    /// `hidesBarsWhenVerticallyCompact`. It agrees with `UITraitCollection`'s
    /// `verticalSizeClass` of the window scene; it is internal, not API.
    var isVerticallyCompact: Bool {
        guard let scene = window?.windowScene else { return false }
        let idiom = (scene.application ?? .shared).device.userInterfaceIdiom
        return idiom == .phone && scene.interfaceOrientation.isLandscape
    }
}
