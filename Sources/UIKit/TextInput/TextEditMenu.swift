import CoreGraphics
import Foundation

/// What a text field or text view tells its edit menu, and the delegate
/// calls it forwards to its own delegate.
@MainActor
protocol TextEditMenuHost: TextEditingCommands {
    var editing: TextEditingState { get }
    var isEditing: Bool { get }
    var textEditMenu: TextEditMenu! { get }
    /// Whether the text can be changed (cut and paste are offered).
    var allowsTextChanges: Bool { get }
    /// Whether the text must not leave the control (secure entry: no select, cut or copy).
    var hidesTextFromCopying: Bool { get }
    func select(_ sender: Any?)
    /// The delegate's menu for `range`, or nil for the suggested actions.
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    func delegateWillPresentEditMenu(animator: UIEditMenuInteractionAnimating)
    func delegateWillDismissEditMenu(animator: UIEditMenuInteractionAnimating)
}

/// A text control's edit menu: the `UIEditMenuInteraction` it carries in its
/// `interactions`, with the standard actions for the selection (Cut, Copy,
/// Paste, Select, Select All, in UIKit's standard edit order, inline in a
/// `.standardEdit` menu) that the control's delegate may change.
///
/// With a caret: Select (text to select and not secure), Select All (any
/// text), Paste (editable, the pasteboard holds text). With a selection: Cut
/// (editable, not secure), Copy (not secure), Paste (as before). Select and
/// Select All show the menu again for what they selected, as on iOS. Which
/// of iOS's further items (Replace…, Look Up, Translate, Share…) appear
/// depends on system services Kumiki does not have.
@MainActor
final class TextEditMenu: UIEditMenuInteractionDelegate {
    private unowned let host: any TextEditMenuHost
    private(set) var interaction: UIEditMenuInteraction!

    static let cutIdentifier = UIAction.Identifier("com.kumiki.text.cut")
    static let copyIdentifier = UIAction.Identifier("com.kumiki.text.copy")
    static let pasteIdentifier = UIAction.Identifier("com.kumiki.text.paste")
    static let selectIdentifier = UIAction.Identifier("com.kumiki.text.select")
    static let selectAllIdentifier = UIAction.Identifier("com.kumiki.text.select-all")

    init(host: any TextEditMenuHost) {
        self.host = host
        interaction = UIEditMenuInteraction(delegate: self)
        // Touches in the text move the caret or select, and dismiss the menu
        // there themselves (`dismiss()`), so a tap on the caret can toggle it.
        interaction.dismissesOnTouchesInView = false
        host.addInteraction(interaction)
    }

    var isVisible: Bool { interaction.isMenuVisible }

    /// Shows the menu for the selection (or caret), if it has anything to offer.
    func present() {
        guard host.isEditing else { return }
        let target = targetRect()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil,
                                                                  sourcePoint: CGPoint(x: target.midX, y: target.minY)))
    }

    func dismiss() {
        interaction.dismissMenu()
    }

    /// Keeps a visible menu over the selection as the text scrolls or moves.
    func follow() {
        if isVisible { interaction.updateVisibleMenuPosition(animated: false) }
    }

    /// The standard actions for the current selection.
    func suggestedActions() -> [UIMenuElement] {
        let selection = host.editing.selection
        let editable = host.allowsTextChanges
        let secure = host.hidesTextFromCopying
        let canPaste = editable && UIPasteboard.general.hasStrings
        var actions: [UIAction] = []
        if selection.length > 0 {
            if editable, !secure { actions.append(action("Cut", Self.cutIdentifier) { $0.cut(nil) }) }
            if !secure { actions.append(action("Copy", Self.copyIdentifier) { $0.copy(nil) }) }
            if canPaste { actions.append(action("Paste", Self.pasteIdentifier) { $0.paste(nil) }) }
        } else {
            if canPaste { actions.append(action("Paste", Self.pasteIdentifier) { $0.paste(nil) }) }
            if host.editing.length > 0 {
                if !secure { actions.append(action("Select", Self.selectIdentifier) { $0.select(nil) }) }
                actions.append(action("Select All", Self.selectAllIdentifier) { $0.selectAll(nil) })
            }
        }
        return actions.isEmpty ? [] : [UIMenu(identifier: .standardEdit, options: .displayInline, children: actions)]
    }

    private func action(_ title: String, _ identifier: UIAction.Identifier,
                        _ perform: @escaping (any TextEditMenuHost) -> Void) -> UIAction {
        UIAction(title: title, identifier: identifier) { [weak self] _ in
            guard let self else { return }
            perform(self.host)
            if identifier == Self.selectIdentifier || identifier == Self.selectAllIdentifier { self.present() }
        }
    }

    /// The selection's bounds (the caret's for an empty selection), in the host's coordinates.
    private func targetRect() -> CGRect {
        guard let range = host.selectedTextRange else { return .zero }
        let caret = host.caretRect(for: range.end)
        if range.isEmpty { return caret }
        return host.firstRect(for: range).union(caret)
    }

    // MARK: UIEditMenuInteractionDelegate

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        let suggested = self.suggestedActions()
        return host.delegateEditMenu(for: host.editing.selection, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        targetRect()
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        host.delegateWillPresentEditMenu(animator: animator)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        host.delegateWillDismissEditMenu(animator: animator)
    }
}
