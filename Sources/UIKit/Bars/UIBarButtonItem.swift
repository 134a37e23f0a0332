import Foundation

/// A button in a navigation bar (or, later, a toolbar): a title, an image, a
/// system item or a custom view, with target–action or a primary `UIAction`.
/// Its title, image, enabling, tag and accessibility come from `UIBarItem`.
///
/// Target–action takes a method reference instead of a selector (as
/// elsewhere in Kumiki): `UIBarButtonItem(barButtonSystemItem: .add, target:
/// self, action: Controller.addTapped)`; the target is held weakly, as on iOS.
/// `menu` is absent until Kumiki has menus.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a title item looks. Raw values match UIKit.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        /// Bold: the item that completes the task.
        case done = 2
    }

    /// UIKit's stock items. Raw values match UIKit.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl
        case close
    }

    open var style: Style {
        didSet { changed() }
    }
    /// The system item this item was made as, if any.
    let systemItem: SystemItem?
    /// A view shown instead of a button.
    open var customView: UIView? {
        didSet { changed() }
    }
    /// Points; 0 lets the item size itself (and, for `.fixedSpace`, is its width).
    open var width: CGFloat = 0 {
        didSet { changed() }
    }
    /// The color of the item's title and image; nil follows the bar's tint.
    open var tintColor: UIColor? {
        didSet { changed() }
    }
    /// The action run on a tap, instead of target–action (iOS 14).
    open var primaryAction: UIAction? {
        didSet { changed() }
    }
    /// Whether the item is hidden from its bar (iOS 16).
    open var isHidden = false {
        didSet { changed() }
    }

    /// The target of the action; weak.
    public private(set) weak var target: AnyObject?
    private var send: ((AnyObject, UIBarButtonItem) -> Void)?
    /// The bars showing this item rebuild when it changes.
    var onChange: [ObjectIdentifier: () -> Void] = [:]

    public override init() {
        style = .plain
        systemItem = nil
        super.init()
    }

    public init(title: String?, style: Style) {
        self.style = style
        systemItem = nil
        super.init()
        self.title = title
    }

    /// Kumiki has no archive decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: ((Target) -> (UIBarButtonItem) -> Void)?) {
        self.init(title: title, style: style)
        if let target, let action { setAction(target: target, action) }
    }

    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: ((Target) -> () -> Void)?) {
        self.init(title: title, style: style)
        if let target, let action { setAction(target: target) { target in { _ in action(target)() } } }
    }

    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: ((Target) -> (UIBarButtonItem) -> Void)?) {
        self.init(title: nil, style: style)
        self.image = image
        if let target, let action { setAction(target: target, action) }
    }

    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: ((Target) -> () -> Void)?) {
        self.init(title: nil, style: style)
        self.image = image
        if let target, let action { setAction(target: target) { target in { _ in action(target)() } } }
    }

    public init(barButtonSystemItem systemItem: SystemItem) {
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        super.init()
    }

    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: ((Target) -> (UIBarButtonItem) -> Void)?) {
        self.init(barButtonSystemItem: systemItem)
        if let target, let action { setAction(target: target, action) }
    }

    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: ((Target) -> () -> Void)?) {
        self.init(barButtonSystemItem: systemItem)
        if let target, let action { setAction(target: target) { target in { _ in action(target)() } } }
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        self.customView = customView
        style = .plain
        systemItem = nil
        super.init()
    }

    /// An item running `primaryAction` (its title and image shown unless given here).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.primaryAction = primaryAction
        style = .plain
        systemItem = nil
        super.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
    }

    /// A system item running `primaryAction`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        style = systemItem == .done ? .done : .plain
        super.init()
    }

    /// A flexible space for toolbars (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A fixed space of `width` points (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Replaces the target–action pair.
    private func setAction<Target: AnyObject>(target: Target, _ action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.target = target
        send = { target, item in
            guard let target = target as? Target else { return }
            action(target)(item)
        }
    }

    /// A tap on the item's button: the primary action, else the target's action.
    func performAction(sender: AnyObject?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.sender = sender ?? self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
            return
        }
        if let target, let send { send(target, self) }
    }

    private func changed() {
        for notify in onChange.values { notify() }
    }

    /// The inherited properties (title, image, enabling, accessibility) tell
    /// the bars too.
    override func itemDidChange() {
        super.itemDidChange()
        changed()
    }

    /// The title a system item shows ("Done", "Cancel"…), nil for image items.
    var systemTitle: String? {
        switch systemItem {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        default: nil
        }
    }

    /// The symbol a system image item shows.
    var systemSymbolName: String? {
        switch systemItem {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .undo: "arrow.uturn.backward"
        case .redo: "arrow.uturn.forward"
        case .close: "xmark.circle.fill"
        default: nil
        }
    }
}
