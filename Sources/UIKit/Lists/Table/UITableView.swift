import Foundation

/// A scrolling list of rows in sections, in one of three styles: rows are
/// cells recycled by reuse identifier as they scroll, section headers and
/// footers come from titles or views, selection is kept by index path, and
/// inserts, deletes, moves and reloads animate.
///
/// Row geometry is arithmetic while rows share a height (a million rows cost
/// what a thousand do); heights of their own, asked of the delegate or
/// measured by self-sizing, go into a Fenwick tree per section
/// (TableRowHeights.swift).
///
/// `delegate` is the scroll view's property (of type `UIScrollViewDelegate?`;
/// on iOS it is redeclared as `UITableViewDelegate?`): assign your
/// `UITableViewDelegate` to it as usual.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row (none if it is visible).
        case none
        case top, middle, bottom
    }

    /// How rows and sections enter and leave in an update.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// What `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges, fromAutomaticInsets
    }

    /// Heights and estimates set to this are worked out by the table view
    /// (self-sizing rows, title-sized headers). UIKit's value is private;
    /// only comparisons with this constant matter.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    // MARK: Data

    public weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// Told which rows are about to scroll into view (when
    /// `isPrefetchingEnabled`).
    public weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// True by default.
    open var isPrefetchingEnabled = true

    // MARK: Geometry

    /// The height of every row the delegate does not size; `automaticDimension`
    /// (the default) sizes rows to their content, starting from
    /// `estimatedRowHeight`.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height rows are given before they are measured; `automaticDimension`
    /// (the default) means 44 pt, the standard cell's height. Zero turns
    /// self-sizing off: rows are `rowHeight` tall, or 44 pt when that is
    /// automatic.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// Shown above the first section, scrolling with the rows; its height is
    /// its frame's.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// Shown below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// Shown behind everything, filling the visible bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Separators

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { refreshVisibleCells() } }
    open var separatorColor: UIColor? = .separator { didSet { refreshVisibleCells() } }
    /// The inset of every cell's separator that does not set its own;
    /// until set, separators start at the cell's text.
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: contentMargin, bottom: 0, right: 0) }
        set {
            explicitSeparatorInset = newValue
            refreshVisibleCells()
        }
    }
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { refreshVisibleCells() } }

    // MARK: Section index (UITableView+SectionIndex.swift)

    /// The index titles' color; the tint color until set.
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// Behind the index while it is not touched; clear until set.
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// Behind the index while a finger is on it; clear until set.
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index shows only in tables with at least this many rows. 0 by
    /// default.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }

    /// Asks the data source for the index titles again.
    open func reloadSectionIndexTitles() {
        sectionIndexTitlesStorage = nil
        setNeedsLayout()
    }

    // MARK: Selection and editing

    /// Whether a tap selects a row. True by default.
    open var allowsSelection = true {
        didSet { if !allowsSelection && !editing { clearSelection() } }
    }
    /// Whether tapping selects several rows (tapping a selected one
    /// deselects it). False by default.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection && oldValue && !editing { keepOnlyFirstSelectedRow() } }
    }
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether rows show their editing controls (`setEditing(_:animated:)`
    /// animates the change) — or, as UIKit answers, a row is swiped to show
    /// its actions.
    open var isEditing: Bool {
        get { editing || swipe != nil }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off: visible rows show or hide their delete
    /// or insert controls and reorder controls, sliding when `animated`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        changeEditing(editing, animated: animated)
    }

    // MARK: Drag and drop (UITableView+DragAndDrop.swift)

    /// The drag source: a long press on a row lifts the items it gives.
    public weak var dragDelegate: (any UITableViewDragDelegate)? {
        didSet { installDragAndDropInteractions() }
    }
    /// The drop target: drags over the table view ask it what a drop at the
    /// index path under the finger would do.
    public weak var dropDelegate: (any UITableViewDropDelegate)? {
        didSet { installDragAndDropInteractions() }
    }
    /// Whether a long press on a row lifts it (with a `dragDelegate`). As on
    /// iOS, false on iPhone and true on iPad until set.
    public var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { dragSource?.interaction.isEnabled = dragInteractionEnabled }
    }

    // MARK: State

    var editing = false
    var explicitSeparatorInset: UIEdgeInsets?
    /// Rows per section, as the data source last reported them (nil: not
    /// asked yet).
    var rowCounts: [Int]?
    /// Where every section and row is (nil: to be built from the data
    /// source and delegate on the next layout pass).
    var geometryStorage: TableGeometry?
    /// Rows whose height was measured or asked (self-sizing and delegate
    /// heights with estimates), so each is measured once until reloaded.
    var sizedRows: Set<IndexPath> = []
    /// The cells on screen, by index path.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Section headers and footers on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Registrations and recycled views.
    var reuse = TableReuseStore()
    /// Selected index paths in the order they were selected, and for lookup.
    var selectionOrder: [IndexPath] = []
    var selectedSet: Set<IndexPath> = []
    /// The row under a finger that may become a tap.
    var touchTracking: CollectionTouchTracking?
    /// The update being recorded (between `beginUpdates` and `endUpdates`,
    /// or inside `performBatchUpdates`).
    var recordingUpdate: TableUpdate?
    var updateNesting = 0
    var pendingUpdateCompletions: [(Bool) -> Void] = []
    /// A layout pass is running, or an update is moving the cells on screen
    /// to their new rows: another layout pass now would see the cells half
    /// placed, so it does not start (`layoutTableContent()`).
    var rowLayoutBusy = false
    /// Views animating out of an update, recycled when it ends.
    var departingViews: [TableDepartingView] = []
    /// `reloadData()` was called: the next layout pass recycles every view.
    var reloadPending = false
    /// The cell being configured again by `reconfigureRows(at:)`.
    var reconfiguringCell: UITableViewCell?
    /// Rows prefetched and not yet shown.
    var prefetchedRows: Set<IndexPath> = []
    /// The row being reordered by its control, and the swiped row.
    var reorder: TableReorder? {
        // The cells' configuration state says whether they are being reordered.
        didSet {
            guard oldValue?.cell !== reorder?.cell else { return }
            oldValue?.cell.setNeedsUpdateConfiguration()
            reorder?.cell.setNeedsUpdateConfiguration()
        }
    }
    var swipe: TableSwipe?
    /// The drag interaction and its delegate, once there is a drag delegate;
    /// the drop interaction and its delegate, once there is either delegate.
    var dragSource: TableDragSource?
    var dropTarget: TableDropTarget?
    /// The gap a hovering drag (or a drop's placeholder) holds open.
    var dropGap: TableDropGap?
    /// Cells a drop is landing in: hidden until the preview arrives.
    var droppingCells: Set<ObjectIdentifier> = []
    /// What optional data-source methods turned out to be implemented.
    var dataSourceTraits = TableDataSourceTraits()
    /// Whether rows get their heights as they appear (self-sizing, or
    /// delegate heights with estimates on) rather than all up front; decided
    /// when the geometry is built.
    var rowsSizeLazilyNow = false
    /// The data source's index titles (nil: not asked yet), the index view
    /// showing them, the press that follows a finger on it.
    var sectionIndexTitlesStorage: [String]??
    var sectionIndexView: TableSectionIndexView?
    var sectionIndexRecognizer: UILongPressGestureRecognizer?
    /// The pan that swipes rows open and the press that drags reorder
    /// controls (UITableView+SwipeActions.swift).
    var swipeRecognizer: UIPanGestureRecognizer?
    var reorderRecognizer: UILongPressGestureRecognizer?
    /// Header and footer views the delegate returned while the geometry was
    /// measured, shown when their sections scroll in.
    var headerFooterViewCache: [HeaderFooterKey: UIView] = [:]
    /// Set by the default delegate and data-source methods when they answer,
    /// so the table view knows the app did not implement them.
    var answeredByDefault = false

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        installRowGestureRecognizers()
        addInteraction(UIContextMenuInteraction(delegate: contextMenuDelegate))
    }

    /// Asks the delegate for context menus (ListContextMenuDelegate.swift).
    private lazy var contextMenuDelegate = ListContextMenuDelegate(list: self)

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Layout pass

    open override func layoutSubviews() {
        layoutTableContent()
        super.layoutSubviews()
        backgroundView?.frame = bounds
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let widthChanged = newValue.width != super.frame.width
            super.frame = newValue
            if widthChanged { invalidateGeometry() }
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let widthChanged = newValue.width != super.bounds.width
            super.bounds = newValue
            if widthChanged { invalidateGeometry() }
        }
    }

    // MARK: Reloading and updates (UITableView+Updates.swift)

    // Declared here so that subclasses can override them, as on iOS.

    /// Forgets the counts, heights, cells on screen and the selection; the
    /// next layout pass asks the data source for everything again.
    open func reloadData() { reloadAllData() }

    /// Starts recording changes that `endUpdates()` applies as one animated
    /// update (pairs nest).
    open func beginUpdates() { startUpdates() }
    open func endUpdates() { finishUpdates() }

    /// Runs `updates` as one animated change; `completion` runs when the
    /// animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatchUpdates(updates, completion: completion)
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordInsertRows(at: indexPaths, with: animation)
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordDeleteRows(at: indexPaths, with: animation)
    }

    /// Replaces the rows' cells with new ones from the data source, the old
    /// leaving and the new entering with `animation`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordReloadRows(at: indexPaths, with: animation)
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordMoveRow(at: indexPath, to: newIndexPath)
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordInsertSections(sections, with: animation)
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordDeleteSections(sections, with: animation)
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordReloadSections(sections, with: animation)
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordMoveSection(section, toSection: newSection)
    }

    /// Asks the data source to configure the rows' cells again, keeping the
    /// cells: inside `tableView(_:cellForRowAt:)`, dequeuing for a
    /// reconfigured row returns its current cell.
    open func reconfigureRows(at indexPaths: [IndexPath]) { configureRowsAgain(at: indexPaths) }

    // MARK: Selection and scrolling (UITableView+Selection.swift, +Queries.swift)

    /// Selects the row (nil deselects everything), deselecting the others
    /// unless several may be selected, and scrolls it to `scrollPosition`
    /// (`.none` does not scroll). Calls no delegate method.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowNow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row (fading its highlight when `animated`); the
    /// delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectRowNow(at: indexPath, animated: animated)
    }

    /// Scrolls so that the row sits at the top, middle or bottom of the
    /// visible area, or (`.none`) scrolls the least that shows it. Stops the
    /// app for a row that does not exist, as UIKit does.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowNow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// The cell showing the row, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCell(at: indexPath) }

    // MARK: Touches (highlight and selection)

    // The table view handles the touches its cells pass up the responder
    // chain and, like UIKit's, does not pass them further.

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

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            return swipeMayBegin(pan)
        }
        if gestureRecognizer === sectionIndexRecognizer {
            return sectionIndexFrame?.contains(gestureRecognizer.location(in: self)) == true
        }
        if gestureRecognizer === reorderRecognizer {
            return reorderControlRow(at: gestureRecognizer.location(in: self)) != nil
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The leading and trailing margin of cell content: UIKit's system
    /// minimum layout margins for the table's width (16 pt, 20 pt from
    /// 414 pt wide).
    var contentMargin: CGFloat {
        UIView.systemMinimumMargins(forWidth: window?.screen.bounds.width ?? bounds.width).leading
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        invalidateGeometry()
    }
}
