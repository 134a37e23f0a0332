import Foundation

/// Makes the menu of a context menu: handed the suggested elements (Kumiki
/// suggests none), returns the menu, or nil for none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the controller whose view is a context menu's preview; nil shows
/// the view the menu is for.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: a preview and a menu, made when the menu
/// appears. The identifier tells configurations apart (UIKit makes up a
/// UUID string when none is given).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
