import Foundation

/// A menu shown as iOS's list: rows of actions in a rounded, blurred
/// platter, the children of inline submenus in sections of their own
/// (8 pt gaps between sections), other submenus as rows that open in
/// place, headed by a row that goes back.
///
/// A finger may come down on a row, slide over others (each highlighting in
/// turn) and lift on the one it means: lifting on an enabled action chooses
/// it, on a submenu opens it, anywhere else does nothing. Sizes:
/// docs/BEHAVIOR.md "Menus".
@MainActor
final class MenuListView: UIView {
    /// Points: the menu's width, its corners, and the gap between sections.
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let sectionGap: CGFloat = 8
    /// What a highlighted row is filled with, and the section gaps.
    static let highlightColor = UIColor { traits in
        UIColor(white: traits.userInterfaceStyle == .dark ? 1 : 0, alpha: 0.1)
    }
    static let gapColor = UIColor { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.3 : 0.08)
    }

    /// The menu shown first, and the submenus opened from it (the last is shown).
    private(set) var menuStack: [UIMenu]
    private let platter = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private(set) var rows: [MenuRowView] = []
    private var dividers: [UIView] = []
    private var highlightedRow: MenuRowView?
    /// Called when the user chooses an action.
    var onAction: ((UIAction) -> Void)?
    /// Called when the content's size changes (a submenu opened or closed).
    var onResize: (() -> Void)?

    init(menu: UIMenu) {
        menuStack = [menu]
        super.init(frame: .zero)
        platter.layer.cornerRadius = Self.cornerRadius
        platter.clipsToBounds = true
        addSubview(platter)
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 8)
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    /// The menu shown now.
    var shownMenu: UIMenu { menuStack[menuStack.count - 1] }

    /// Replaces the root menu (a deferred element loaded, or the owner
    /// updated the menu), closing any submenu.
    func reload(menu: UIMenu) {
        menuStack = [menu]
        rebuild()
        onResize?()
    }

    /// The rows of `menu`, grouped in sections: runs of its own elements,
    /// and each inline submenu's (and each deferred element's, once
    /// provided). Hidden elements are left out.
    func sections(of menu: UIMenu) -> [[MenuRowView.Kind]] {
        sections(of: menu.children)
    }

    private func sections(of children: [UIMenuElement]) -> [[MenuRowView.Kind]] {
        var groups: [[MenuRowView.Kind]] = []
        var run: [MenuRowView.Kind] = []
        func appendGroup(_ inner: [MenuRowView.Kind]) {
            if !run.isEmpty { groups.append(run); run = [] }
            if !inner.isEmpty { groups.append(inner) }
        }
        for element in children {
            if let action = element as? UIAction {
                if !action.attributes.contains(.hidden) { run.append(.action(action)) }
            } else if let submenu = element as? UIMenu {
                if submenu.options.contains(.displayInline) {
                    appendGroup(sections(of: submenu).flatMap { $0 })
                } else if Self.showsSomething(submenu.children) {
                    run.append(.submenu(submenu))
                }
            } else if let deferred = element as? UIDeferredMenuElement {
                if let provided = providedElements(of: deferred) {
                    appendGroup(sections(of: provided).flatMap { $0 })
                } else {
                    run.append(.loading)
                }
            }
        }
        if !run.isEmpty { groups.append(run) }
        return groups
    }

    /// Whether `children` give a row: a visible action, a deferred element
    /// (its "Loading…" row at least), or a submenu that does. Asks no
    /// deferred element for its elements: a closed submenu's load when it opens.
    private static func showsSomething(_ children: [UIMenuElement]) -> Bool {
        children.contains { element in
            if let action = element as? UIAction { return !action.attributes.contains(.hidden) }
            if let submenu = element as? UIMenu { return showsSomething(submenu.children) }
            return element is UIDeferredMenuElement
        }
    }

    // MARK: Deferred elements

    /// What uncached deferred elements provided while this menu is shown.
    private var uncachedElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// The deferred elements whose providers have been called and not answered.
    private var requested: Set<ObjectIdentifier> = []

    /// `deferred`'s elements if they are known; otherwise asks for them
    /// (once per showing) and returns nil, the row showing "Loading…".
    private func providedElements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let key = ObjectIdentifier(deferred)
        if deferred.isCached, let cached = deferred.cachedElements { return cached }
        if let provided = uncachedElements[key] { return provided }
        if !requested.contains(key) {
            requested.insert(key)
            pendingRequests.append(deferred)
        }
        return nil
    }

    /// Deferred elements to ask once the rows are built (a provider may
    /// answer at once, which rebuilds the rows).
    private var pendingRequests: [UIDeferredMenuElement] = []

    private func sendPendingRequests() {
        let pending = pendingRequests
        pendingRequests = []
        for deferred in pending {
            deferred.elementProvider { [weak self, weak deferred] elements in
                guard let self, let deferred else { return }
                if deferred.isCached { deferred.cachedElements = elements }
                uncachedElements[ObjectIdentifier(deferred)] = elements
                requested.remove(ObjectIdentifier(deferred))
                rebuild()
                onResize?()
            }
        }
    }

    /// Whether any action of `sections` shows a checkmark (then every row is indented for one).
    private static func showsCheckmarks(_ sections: [[MenuRowView.Kind]]) -> Bool {
        sections.joined().contains { kind in
            if case let .action(action) = kind { return action.state != .off }
            return false
        }
    }

    private func rebuild() {
        for row in rows { row.removeFromSuperview() }
        for divider in dividers { divider.removeFromSuperview() }
        rows = []
        dividers = []
        highlightedRow = nil
        let menu = shownMenu
        var groups = sections(of: menu)
        if menuStack.count > 1 {
            groups.insert([.back(menu)], at: 0)
        } else if !menu.title.isEmpty {
            groups.insert([.title(menu.title)], at: 0)
        }
        let indents = Self.showsCheckmarks(groups)
        var y: CGFloat = 0
        for (index, section) in groups.enumerated() {
            if index > 0 {
                let gap = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: Self.sectionGap))
                gap.backgroundColor = Self.gapColor
                platter.contentView.addSubview(gap)
                dividers.append(gap)
                y += Self.sectionGap
            }
            for (position, kind) in section.enumerated() {
                let row = MenuRowView(kind: kind, indentsForCheckmarks: indents)
                let height = row.preferredHeight
                row.frame = CGRect(x: 0, y: y, width: Self.width, height: height)
                platter.contentView.addSubview(row)
                rows.append(row)
                if position > 0 {
                    let line = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: 1 / 3))
                    line.backgroundColor = .separator
                    platter.contentView.addSubview(line)
                    dividers.append(line)
                }
                y += height
            }
        }
        bounds.size = CGSize(width: Self.width, height: y)
        platter.frame = bounds
        layer.shadowPath = CGPath(roundedRect: bounds, cornerWidth: Self.cornerRadius, cornerHeight: Self.cornerRadius,
                                  transform: nil)
        sendPendingRequests()
    }

    // MARK: Choosing

    private func row(at point: CGPoint) -> MenuRowView? {
        rows.first { $0.frame.contains(platter.contentView.convert(point, from: self)) }
    }

    private func highlight(at point: CGPoint) {
        let row = row(at: point).flatMap { $0.isEnabled ? $0 : nil }
        guard row !== highlightedRow else { return }
        highlightedRow?.isHighlighted = false
        highlightedRow = row
        row?.isHighlighted = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        followFinger(at: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        followFinger(at: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        liftFinger(at: touch.location(in: self))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelFinger()
    }

    // The finger can also be one that opened the menu (on a button, or
    // resting on a context menu's view) and slides onto it: its owner
    // passes its places on.

    /// Highlights the enabled row under `point` (in this view), if any.
    func followFinger(at point: CGPoint) {
        highlight(at: point)
    }

    /// The finger lifted at `point`: the row under it, if any, is chosen.
    func liftFinger(at point: CGPoint) {
        highlight(at: point)
        let chosen = highlightedRow
        cancelFinger()
        if let chosen { choose(chosen) }
    }

    /// The finger went away without choosing.
    func cancelFinger() {
        highlightedRow?.isHighlighted = false
        highlightedRow = nil
    }

    /// Follows the long press that opened the menu, after it began: rows
    /// highlight as it moves and the one it lifts on is chosen.
    func follow(_ press: UILongPressGestureRecognizer) {
        let point = press.location(in: self)
        switch press.state {
        case .changed: followFinger(at: point)
        case .ended: liftFinger(at: point)
        default: cancelFinger()
        }
    }

    /// What lifting on `row` does: perform an action, open a submenu, go back.
    func choose(_ row: MenuRowView) {
        switch row.kind {
        case let .action(action):
            onAction?(action)
        case let .submenu(menu):
            menuStack.append(menu)
            rebuild()
            onResize?()
        case .back:
            menuStack.removeLast()
            rebuild()
            onResize?()
        case .title, .loading:
            break
        }
    }
}
