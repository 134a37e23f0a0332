import Foundation

/// A scroll view of items placed by a layout object: cells recycled as they
/// scroll in and out, selection kept by index path, animated batch updates,
/// interactive movement. Build it with `init(frame:collectionViewLayout:)`,
/// register cell classes, and give it a data source.
///
/// The collection view asks the layout only for the elements in its visible
/// rect and keeps views for exactly those; the rest are recycled by reuse
/// identifier. Selection and highlight belong to the collection view: a cell
/// showing an item gets `isSelected` from it each time it is displayed.
///
/// `delegate` is the scroll view's property (of type `UIScrollViewDelegate?`;
/// on iOS it is redeclared as `UICollectionViewDelegate?`): assign your
/// `UICollectionViewDelegate` to it as usual.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where `scrollToItem(at:at:animated:)` puts the item: one vertical and
    /// one horizontal position may be combined.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Data and layout

    /// The layout placing the elements. Setting it lays out anew at once;
    /// `setCollectionViewLayout(_:animated:)` can animate the change.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutObject }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    public weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Told which items are about to scroll into view (when
    /// `isPrefetchingEnabled`).
    public weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether cells are prepared ahead and the prefetch data source asked.
    /// True by default.
    open var isPrefetchingEnabled = true

    /// Shown behind every element, filling the visible bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection

    /// Whether a tap selects an item. True by default.
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    /// Whether tapping selects several items (and tapping a selected one
    /// deselects it). False by default.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection && oldValue { keepOnlyFirstSelectedItem() } }
    }
    /// Whether items can be selected while `isEditing`. False by default.
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// The editing mode (iOS 14). Selection follows the `…DuringEditing`
    /// properties while it is on; cells update their configurations (and
    /// list cells show their editing accessories).
    open var isEditing = false {
        didSet { if isEditing != oldValue { editingChangedForCells() } }
    }

    // MARK: State

    var layoutObject: UICollectionViewLayout
    /// Items per section, as the data source last reported them (nil: not
    /// asked yet).
    var itemCounts: [Int]?
    /// The views on screen, by element.
    var visibleElements: [CollectionElementKey: VisibleElement] = [:]
    /// Registrations and recycled views.
    var reuse = CollectionReuseStore()
    /// Selected index paths in the order they were selected, and for lookup.
    var selectionOrder: [IndexPath] = []
    var selectedSet: Set<IndexPath> = []
    /// The item under a finger that may become a tap.
    var touchTracking: CollectionTouchTracking?
    /// The batch update being recorded (inside `performBatchUpdates`).
    var recordingUpdate: ListUpdate?
    /// Completions of batch updates nested in the one being recorded.
    var pendingUpdateCompletions: [(Bool) -> Void] = []
    /// Elements animating out of a batch update, kept until it ends.
    var departingViews: [DepartingElement] = []
    /// `reloadData()` was called: the next layout pass recycles every view.
    var reloadPending = false
    /// Items to configure again once the batch being recorded is applied.
    var pendingReconfigures: [IndexPath] = []
    /// The cell being configured again by `reconfigureItems(at:)`.
    var reconfiguringCell: UICollectionViewCell?
    /// The interactive movement in progress.
    var interactiveMovement: CollectionInteractiveMovement? {
        // The moving cell's configuration state says it is reordering.
        didSet {
            guard oldValue?.target != interactiveMovement?.target else { return }
            if let old = oldValue?.target { cellForItem(at: old)?.setNeedsUpdateConfiguration() }
            if let new = interactiveMovement?.target { cellForItem(at: new)?.setNeedsUpdateConfiguration() }
        }
    }
    /// The drag source: a long press on a cell lifts the items it gives
    /// (UICollectionView+DragAndDrop.swift).
    public weak var dragDelegate: (any UICollectionViewDragDelegate)? {
        didSet { installDragInteraction() }
    }
    /// The drop target: drags over the collection view ask it what a drop at
    /// the index path under the finger would do.
    public weak var dropDelegate: (any UICollectionViewDropDelegate)? {
        didSet { installDropInteraction() }
    }
    /// Whether a long press on a cell lifts it (with a `dragDelegate`). As on
    /// iOS, false on iPhone and true on iPad by default.
    public var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { dragSource?.interaction.isEnabled = dragInteractionEnabled }
    }
    /// How quickly the gap follows a hovering drag: `.immediate` moves it as
    /// soon as the destination changes; `.fast` and `.slow` move it once the
    /// finger has rested over the new destination for 0.15 s and 0.5 s
    /// (Kumiki's choice; UIKit publishes no durations). The drop delegate is
    /// asked for its proposal at once whatever the cadence
    /// (CollectionReorderCadence.swift).
    public var reorderingCadence = ReorderingCadence.immediate
    /// The drag interaction and its delegate, once there is a drag delegate.
    var dragSource: CollectionDragSource?
    /// The drop interaction and its delegate, once there is a drop delegate.
    var dropTarget: CollectionDropTarget?
    /// The gap a hovering drag holds open.
    var dropGap: CollectionDropGap?
    /// Cells a drop is landing in: hidden until the preview arrives.
    var droppingCells: Set<ObjectIdentifier> = []
    /// Index paths prefetched and not yet shown.
    var prefetchedItems: Set<IndexPath> = []
    /// The layout and its prepared state changed since views last took their
    /// attributes.
    var layoutGeneration = 0
    var appliedGeneration = -1

    /// A collection view placing its elements with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutObject = layout
        super.init(frame: frame)
        attach(layout)
        installContextMenus()
    }

    /// Asks the delegate for context menus (ListContextMenuDelegate.swift).
    private lazy var contextMenuDelegate = ListContextMenuDelegate(list: self)

    private func installContextMenus() {
        addInteraction(UIContextMenuInteraction(delegate: contextMenuDelegate))
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The background; until set, a list layout's (UICollectionViewCompositionalLayout+List.swift).
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            backgroundColorWasSet = true
            super.backgroundColor = newValue
        }
    }

    var backgroundColorWasSet = false

    /// A list layout's background, unless the app chose one.
    func applyListBackgroundColor(_ color: UIColor) {
        guard !backgroundColorWasSet, super.backgroundColor != color else { return }
        super.backgroundColor = color
    }

    // MARK: Layout pass

    open override func layoutSubviews() {
        layoutElements()
        super.layoutSubviews()
        backgroundView?.frame = bounds
    }

    /// The layout is asked about a bounds change while the collection view
    /// still has its old bounds, as UIKit asks it.
    open override var bounds: CGRect {
        get { super.bounds }
        set { changeBounds(to: newValue) { super.bounds = newValue } }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            changeBounds(to: CGRect(origin: super.bounds.origin, size: newValue.size)) { super.frame = newValue }
        }
    }

    /// A fling rests where the layout says (snapping layouts override
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    override func flingTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        layoutObject.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Touches (highlight and selection)

    // The collection view handles the touches its cells pass up the
    // responder chain and, like UIKit's, does not pass them further.

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        beginTracking(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        continueTracking(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endTracking(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelTracking(touches)
    }
}

/// A view on screen and the attributes it was last given.
struct VisibleElement {
    var view: UICollectionReusableView
    var attributes: UICollectionViewLayoutAttributes
}
