/// A drag in progress: where the finger would have the content without the
/// rubber band, and what the drag started from.
struct ScrollDrag {
    /// The offset the finger asks for when the translation is `baseTranslation`
    /// (rubber band undone).
    var baseFingerOffset: CGPoint
    /// The pan's translation when the drag began (points, scroll view space).
    var baseTranslation: CGPoint
    /// The axis the drag is locked to (directional lock), if any.
    var lockedAxis: UIAxis?
    /// The page the drag began on (paging).
    let startPage: (x: Int, y: Int)
}
