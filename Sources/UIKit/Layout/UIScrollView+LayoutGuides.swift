/// A scroll view's layout guides: constraints to the content guide size the
/// content (they set `contentSize`); constraints to the frame guide stay put
/// while the content scrolls.
extension UIScrollView {
    /// The content area: its edges are the content's, its size becomes
    /// `contentSize` once constraints determine it.
    public var contentLayoutGuide: UILayoutGuide {
        builtInGuide(\.scrollContentGuide, .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// The scroll view's frame, seen from its content: it moves with the
    /// content offset, so what is pinned to it does not scroll.
    public var frameLayoutGuide: UILayoutGuide {
        builtInGuide(\.scrollFrameGuide, .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }
}
