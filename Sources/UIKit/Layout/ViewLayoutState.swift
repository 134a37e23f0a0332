/// What Auto Layout keeps for one view: its installed constraints and layout
/// guides, margins, content priorities, and the engine's variables for it.
struct ViewLayoutState {
    var translatesAutoresizingMask = true
    /// Constraints installed on this view (UIKit's `constraints`).
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    /// The margins as set: `directional` ones follow the layout direction.
    var margins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var directionalMargins: NSDirectionalEdgeInsets?
    /// The view controller's root view takes the system minimum margins until set.
    var marginsWereSet = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = false
    /// The built-in guides, made on first use.
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A scroll view's content and frame layout guides.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The engine's variables for this view, while an engine holds it.
    var variables: LayoutVariables?
    /// On a tree's root: its engine, once Auto Layout is in use in the tree.
    var engine: LayoutEngine?
    /// On a tree's root: a constraint was installed, or a view stopped
    /// translating its autoresizing mask, somewhere in the tree.
    var subtreeUsesConstraints = false
    /// On a tree's root: some view in the tree needs `updateConstraints()`.
    var descendantNeedsUpdateConstraints = false
}
