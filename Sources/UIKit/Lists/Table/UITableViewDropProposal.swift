import Foundation

/// A table view drop delegate's answer while a drag moves over it: the
/// operation, and how the items would go into the table view.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// How a drop would add the items. Raw values match UIKit.
    public enum Intent: Int, Sendable {
        /// No particular place: the table view shows no gap.
        case unspecified = 0
        /// The items go in at the destination index path: a gap opens there
        /// while the drag hovers, the other rows moving aside.
        case insertAtDestinationIndexPath = 1
        /// The items go into the row at the destination index path (a
        /// folder): no gap.
        case insertIntoDestinationIndexPath = 2
        /// Between rows as `.insertAtDestinationIndexPath`, over the middle
        /// half of a row as `.insertIntoDestinationIndexPath`. UIKit says
        /// only "based on the drop location"; the middle-half split is
        /// Kumiki's (uncertain).
        case automatic = 3
    }

    /// How a drop would add the items.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(dropOperation: operation)
    }

    /// A proposal of `operation` with `.unspecified` intent (as is
    /// `init(operation:)`, inherited).
    public override convenience init(dropOperation operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
