import Foundation

/// The two-index form of `IndexPath` that table and collection views use:
/// `[section, item]` (or `[section, row]`). On Apple platforms UIKit adds
/// these accessors to Foundation's type; Linux Foundation has none, so
/// Kumiki's UIKit adds them the same way.
extension IndexPath {
    /// The index path of an item in a collection view's section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index path of a row in a table view's section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index. As on iOS, reading it from an index path
    /// with fewer than two indexes is a precondition failure.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within the section: the second index (the same as `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
