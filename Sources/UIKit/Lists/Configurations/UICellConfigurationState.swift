/// The state of a table or collection view cell, as its configurations and
/// `updateConfiguration(using:)` see it: selection, highlight, editing, an
/// open swipe, reordering, and whether it takes touches.
///
/// Cells make it (`configurationState`); override that property to add
/// custom states, which reach `updateConfiguration(using:)` and the
/// configuration update handler:
///
/// ```swift
/// override var configurationState: UICellConfigurationState {
///     var state = super.configurationState
///     state[.isArchived] = item?.isArchived
///     return state
/// }
/// ```
///
/// Absent until Kumiki has what they describe: `traitCollection` and
/// `init(traitCollection:)` (traits), `isFocused` (focus), `isExpanded`
/// (outline sections), `cellDragState` and `cellDropState`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The cell does not take touches (`isUserInteractionEnabled` is false).
    public var isDisabled = false
    /// A finger is down on the cell.
    public var isHighlighted = false
    public var isSelected = false
    /// The table or collection view is editing.
    public var isEditing = false
    /// A swipe holds the cell's actions open (table view cells).
    public var isSwiped = false
    /// The cell is being dragged to a new place by its reorder control or an
    /// interactive movement.
    public var isReordering = false

    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Kumiki makes states for cells only (Apple's initializer takes a trait
    /// collection, which Kumiki does not have yet).
    init() {}

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
