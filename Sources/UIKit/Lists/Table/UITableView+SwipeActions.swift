import Foundation

/// Swipe actions: a horizontal pan on a row slides its content aside to
/// reveal the buttons of the delegate's leading or trailing configuration
/// (by default, Delete when the data source commits deletions), following
/// the finger. Released, the row opens, closes, or — swiped most of the way
/// across — performs its first action (TableSwipeResolution).
extension UITableView {
    func installRowGestureRecognizers() {
        let swipe = UIPanGestureRecognizer(target: self, action: UITableView.handleSwipeGesture(_:))
        addGestureRecognizer(swipe)
        swipeRecognizer = swipe
        panGestureRecognizer.require(toFail: swipe)
        let reorder = UILongPressGestureRecognizer(target: self, action: UITableView.handleReorderGesture(_:))
        reorder.minimumPressDuration = 0
        reorder.allowableMovement = .greatestFiniteMagnitude
        addGestureRecognizer(reorder)
        reorderRecognizer = reorder
        panGestureRecognizer.require(toFail: reorder)
        let index = UILongPressGestureRecognizer(target: self, action: UITableView.handleSectionIndexGesture(_:))
        index.minimumPressDuration = 0
        index.allowableMovement = .greatestFiniteMagnitude
        addGestureRecognizer(index)
        sectionIndexRecognizer = index
        panGestureRecognizer.require(toFail: index)
    }

    /// A swipe begins on a row that has actions for the direction the
    /// finger moves, when it moves more across than along the table.
    func swipeMayBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
        guard !editing || swipe?.isOpen == true, reorder == nil else { return false }
        let velocity = recognizer.velocity(in: self)
        let translation = recognizer.translation(in: self)
        let across = abs(translation.x) > 0 ? translation.x : velocity.x
        guard abs(across) > abs(translation.y) || abs(velocity.x) > abs(velocity.y) else { return false }
        if let open = swipe, open.isOpen { return true }
        let start = recognizer.location(in: self).applying(CGAffineTransform(translationX: -translation.x, y: -translation.y))
        guard let indexPath = indexPathForRow(at: start) else { return false }
        let edge: TableSwipe.Edge = across < 0 ? .trailing : .leading
        return swipeConfiguration(at: indexPath, edge: edge)?.actions.isEmpty == false
    }

    /// The delegate's actions for the edge, or UIKit's default Delete.
    func swipeConfiguration(at indexPath: IndexPath, edge: TableSwipe.Edge) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        switch edge {
        case .leading:
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                return configuration
            }
            guard dataSource?.tableView(self, canEditRowAt: indexPath) == true,
                  (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete,
                  dataSourceImplementsCommit(probing: indexPath) else { return nil }
            let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                self?.commit(.delete, forRowAt: indexPath)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [action])
        }
    }

    func handleSwipeGesture(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: self).x
        switch recognizer.state {
        case .began:
            if var open = swipe, open.isOpen {
                open.isOpen = false
                open.startOffset = open.cell.swipeOffset
                swipe = open
            } else {
                let start = recognizer.location(in: self).applying(
                    CGAffineTransform(translationX: -recognizer.translation(in: self).x, y: -recognizer.translation(in: self).y))
                guard let indexPath = indexPathForRow(at: start) else { return }
                let edge: TableSwipe.Edge = translation < 0 ? .trailing : .leading
                guard let configuration = swipeConfiguration(at: indexPath, edge: edge),
                      !configuration.actions.isEmpty else { return }
                guard beginSwipe(at: indexPath, configuration: configuration, edge: edge) else { return }
            }
            if let highlighted = touchTracking?.highlighted {
                cellForRow(at: highlighted)?.setHighlighted(false, animated: false)
                touchTracking?.highlighted = nil
            }
            followSwipe(translation)
        case .changed:
            followSwipe(translation)
        case .ended:
            releaseSwipe(velocity: recognizer.velocity(in: self).x)
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// Puts the action buttons behind the row; false when the row has no
    /// cell on screen.
    @discardableResult
    private func beginSwipe(at indexPath: IndexPath, configuration: UISwipeActionsConfiguration,
                            edge: TableSwipe.Edge) -> Bool {
        if swipe != nil { closeSwipe(animated: false) }
        guard let cell = cellForRow(at: indexPath) else { return false }
        let actionsView = TableSwipeActionsView(actions: configuration.actions, edge: edge)
        cell.addSubview(actionsView)
        swipe = TableSwipe(indexPath: indexPath, edge: edge, configuration: configuration, cell: cell,
                           actionsView: actionsView)
        cell.showingDeleteConfirmation = configuration.actions.first?.style == .destructive
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
    }

    /// Slides the row with the finger; past its buttons it follows on only
    /// when a full swipe may perform the first action, else it resists.
    private func followSwipe(_ translation: CGFloat) {
        guard let current = swipe else { return }
        var offset = current.startOffset + translation
        offset = current.edge == .trailing ? min(0, offset) : max(0, offset)
        let distance = abs(offset)
        if !current.configuration.performsFirstActionWithFullSwipe, distance > current.openWidth {
            let excess = distance - current.openWidth
            let resisted = current.openWidth + RubberBand.offset(forOverscroll: excess, dimension: current.cell.bounds.width)
            offset = current.edge == .trailing ? -resisted : resisted
        }
        setSwipeOffset(offset)
    }

    private func setSwipeOffset(_ offset: CGFloat) {
        guard let current = swipe else { return }
        current.cell.swipeOffset = offset
        let width = abs(offset), bounds = current.cell.bounds
        current.actionsView.frame = current.edge == .trailing
            ? CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
            : CGRect(x: 0, y: 0, width: width, height: bounds.height)
        current.cell.bringSubviewToFront(current.actionsView)
        current.actionsView.layoutIfNeeded()
        current.cell.layoutIfNeeded()
    }

    private func releaseSwipe(velocity: CGFloat) {
        guard let current = swipe else { return }
        let distance = abs(current.cell.swipeOffset)
        let towardOpening = current.edge == .trailing ? -velocity : velocity
        let resolution = TableSwipeResolution.resolve(
            distance: distance, velocity: towardOpening, openWidth: current.openWidth,
            rowWidth: current.cell.bounds.width,
            allowsFullSwipe: current.configuration.performsFirstActionWithFullSwipe)
        switch resolution {
        case .close:
            closeSwipe(animated: true)
        case .open:
            animateSwipe(to: current.openOffset) { self.swipe?.isOpen = true }
            swipe?.isOpen = true
        case .performFirstAction:
            guard let action = current.configuration.actions.first else { return closeSwipe(animated: true) }
            let across = current.edge == .trailing ? -current.cell.bounds.width : current.cell.bounds.width
            animateSwipe(to: across) {}
            perform(action)
        }
    }

    /// Runs an action's handler; when it completes, the row closes (unless
    /// the handler deleted it).
    func perform(_ action: UIContextualAction) {
        guard let current = swipe else { return }
        let source = current.actionsView.button(for: action) ?? current.actionsView
        action.handler(action, source) { [weak self] _ in
            guard let self, let open = self.swipe, open.cell === current.cell else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Opens a row's actions without a finger (the delete control's
    /// confirmation).
    func openSwipe(at indexPath: IndexPath, actions: UISwipeActionsConfiguration, edge: TableSwipe.Edge,
                   animated: Bool) {
        guard beginSwipe(at: indexPath, configuration: actions, edge: edge), let opened = swipe else { return }
        swipe?.isOpen = true
        if animated { animateSwipe(to: opened.openOffset) {} } else { setSwipeOffset(opened.openOffset) }
    }

    /// Slides the swiped row back and removes its buttons.
    func closeSwipe(animated: Bool) {
        guard let current = swipe else { return }
        swipe = nil
        let finish = {
            current.actionsView.removeFromSuperview()
            current.cell.showingDeleteConfirmation = false
        }
        let indexPath = indexPath(for: current.cell) ?? current.indexPath
        if animated && UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.swipeAnimationDuration, animations: {
                current.cell.swipeOffset = 0
                current.actionsView.frame.size.width = 0
                if current.edge == .trailing { current.actionsView.frame.origin.x = current.cell.bounds.width }
                current.cell.layoutIfNeeded()
            }, completion: { _ in finish() })
        } else {
            current.cell.swipeOffset = 0
            finish()
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// Seconds an open or close of a released row takes (uncertain).
    static let swipeAnimationDuration: TimeInterval = 0.25

    private func animateSwipe(to offset: CGFloat, completion: @escaping () -> Void) {
        guard UIView.areAnimationsEnabled else {
            setSwipeOffset(offset)
            return completion()
        }
        UIView.animate(withDuration: Self.swipeAnimationDuration, animations: { self.setSwipeOffset(offset) },
                       completion: { _ in completion() })
    }

    /// The action under a tap on an open row's buttons.
    func swipeAction(at location: CGPoint) -> UIContextualAction? {
        guard let current = swipe, current.isOpen else { return nil }
        return current.actionsView.action(at: current.actionsView.convert(location, from: self))
    }
}
