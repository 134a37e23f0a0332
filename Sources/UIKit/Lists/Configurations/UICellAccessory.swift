import Foundation

/// A control or mark at a list cell's leading or trailing edge (iOS 14):
/// the disclosure chevron, a checkmark, the editing controls, a reorder
/// handle, a label or a view of the app's. Set them on
/// `UICollectionViewListCell.accessories`.
///
/// Leading accessories (delete, insert, multiselect) stand at the leading
/// margin and push the content over; trailing ones (disclosure, checkmark,
/// label) stand at the trailing margin, the reorder handle in a 44-pt strip
/// at the very edge. They look as the table view's standard accessories and
/// editing controls do.
///
/// Absent: `outlineDisclosure` (outline sections), `popUpMenu` (menus),
/// `detail` (iOS 15.4). A delete or insert accessory without an action
/// handler shows but does nothing when tapped (UIKit reveals the row's swipe
/// actions, which Kumiki's collection view does not have yet).
public struct UICellAccessory {
    /// When the accessory shows: always, or only while the collection view
    /// is (or is not) editing.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How wide the room kept for an accessory is: its own width, the
    /// standard width for its kind (its own width for Kumiki's accessories,
    /// which are drawn at the standard sizes), or a width in points. The
    /// accessory is centered in the room; a hidden accessory keeps it.
    public enum LayoutDimension: Hashable, Sendable {
        case actual
        case standard
        case custom(CGFloat)
    }

    public typealias ActionHandler = () -> Void

    /// Which edge a custom view accessory stands at, when it shows, and where
    /// among the other accessories at that edge (an index into them, in
    /// reading order).
    public enum Placement {
        public typealias Position = ([UICellAccessory]) -> Int

        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just after the first accessory of `accessory`'s kind (at the end
        /// when there is none).
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) }.map { $0 + 1 } ?? accessories.count
            }
        }

        /// Just before the first accessory of `accessory`'s kind (at the end
        /// when there is none).
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) } ?? accessories.count
            }
        }
    }

    /// When the accessory shows.
    public var displayedState: DisplayedState
    /// A hidden accessory is not drawn but keeps its room (so content does
    /// not move when, say, a checkmark comes and goes).
    public var isHidden: Bool
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's color (nil: its kind's).
    public var tintColor: UIColor?

    let kind: Kind

    init(kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?,
         tintColor: UIColor?) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
    }

    // MARK: Accessories

    /// The gray chevron of a row that leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions())
        -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A checkmark in the tint color.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The red delete control, calling `actionHandler` when tapped.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(background: options.backgroundColor, handler: actionHandler), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// The green insert control, calling `actionHandler` when tapped.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert(background: options.backgroundColor, handler: actionHandler), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// The reorder handle: dragging it moves the item (the collection view's
    /// interactive movement, so the data source's `moveItemAt:to:` runs).
    public static func reorder(displayed: DisplayedState = .whenEditing,
                               options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder(showsVerticalSeparator: options.showsVerticalSeparator), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// The selection circle of multiple selection while editing: empty, or
    /// a filled checkmark while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect(background: options.backgroundColor), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A text in body type and the secondary label color (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text: text, font: options.font), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A view of the app's (a switch, a badge).
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(kind: .custom(configuration), displayed: displayed, isHidden: configuration.isHidden,
                               reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
    }

    // MARK: Kinds

    enum Kind {
        case disclosureIndicator
        case checkmark
        case delete(background: UIColor?, handler: ActionHandler?)
        case insert(background: UIColor?, handler: ActionHandler?)
        case reorder(showsVerticalSeparator: Bool)
        case multiselect(background: UIColor?)
        case label(text: String, font: UIFont?)
        case custom(CustomViewConfiguration)

        func sameKind(as other: Kind) -> Bool {
            switch (self, other) {
            case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.delete, .delete),
                 (.insert, .insert), (.reorder, .reorder), (.multiselect, .multiselect), (.label, .label),
                 (.custom, .custom): true
            default: false
            }
        }

        /// Editing controls and the selection circle stand at the leading
        /// edge; the rest at the trailing edge unless a custom view says.
        var isLeading: Bool {
            switch self {
            case .delete, .insert, .multiselect: true
            case .custom(let configuration):
                if case .leading = configuration.placement { true } else { false }
            default: false
            }
        }
    }

    /// Whether the accessory shows while the collection view is, or is not,
    /// editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}
