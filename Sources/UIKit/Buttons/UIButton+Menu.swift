import Foundation

/// Buttons with menus: shown by a long press, or at once with
/// `showsMenuAsPrimaryAction`, next to the button; pop-up buttons
/// (`changesSelectionAsPrimaryAction`) keep one action selected and show
/// its title.
extension UIButton {
    /// Seconds a finger rests on a button before its menu shows (uncertain).
    static let menuPressDuration: TimeInterval = 0.5

    func menuDidChange() {
        if menu != nil && !isContextMenuInteractionEnabled {
            isContextMenuInteractionEnabled = true
        } else {
            updateMenuGesture()
        }
        syncPopUpSelection()
        if configuration != nil { applyConfiguration() }
    }

    /// The long press is there while the menu shows on it (a menu, enabled,
    /// and not the primary action).
    func updateMenuGesture() {
        let wanted = menu != nil && isContextMenuInteractionEnabled && !showsMenuAsPrimaryAction
        if wanted, menuLongPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: UIButton.menuLongPressed(_:))
            press.minimumPressDuration = Self.menuPressDuration
            addGestureRecognizer(press)
            menuLongPress = press
        } else if !wanted, let press = menuLongPress {
            removeGestureRecognizer(press)
            menuLongPress = nil
        }
    }

    /// The press shows the menu; the same finger can slide onto it and lift on a row.
    func menuLongPressed(_ press: UILongPressGestureRecognizer) {
        if press.state == .began {
            if isEnabled { fingerMenu = presentMenu() }
            return
        }
        fingerMenu?.list.follow(press)
        if press.state != .changed { fingerMenu = nil }
    }

    /// Shows the menu next to the button and sends `.menuActionTriggered`.
    @discardableResult
    func presentMenu() -> MenuPresentation? {
        guard let menu, let window else { return nil }
        let presentation = MenuPresentation(menu: menu, placement: .anchored(convert(bounds, to: window)))
        presentation.onAction = { [weak self] action in
            guard let self else { return }
            if changesSelectionAsPrimaryAction { select(action) }
            action.perform(from: self)
        }
        presentation.present(in: window)
        sendActions(for: .menuActionTriggered)
        return presentation
    }

    /// The actions of the menu, inline submenus' included, in order.
    private var menuActions: [UIAction] {
        func actions(of menu: UIMenu) -> [UIAction] {
            menu.children.flatMap { element -> [UIAction] in
                if let action = element as? UIAction { return [action] }
                if let submenu = element as? UIMenu { return actions(of: submenu) }
                return []
            }
        }
        return menu.map(actions(of:)) ?? []
    }

    /// A pop-up button's selection: `action` on, every other action off,
    /// and its title on the button.
    private func select(_ action: UIAction) {
        for other in menuActions { other.state = other === action ? .on : .off }
        showSelectedTitle()
    }

    /// A pop-up button keeps exactly one action selected (the first, when
    /// none is) and shows its title.
    func syncPopUpSelection() {
        guard changesSelectionAsPrimaryAction else { return }
        let actions = menuActions
        let selected = actions.first { $0.state == .on } ?? actions.first
        if let selected { select(selected) }
    }

    private func showSelectedTitle() {
        guard let selected = menuActions.first(where: { $0.state == .on }) else { return }
        if var configuration {
            configuration.title = selected.title
            self.configuration = configuration
        } else {
            setTitle(selected.title, for: .normal)
        }
    }
}
