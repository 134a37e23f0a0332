/// One thing shown in an edit menu's bar: an action, a submenu to open, or a
/// chevron that turns the page or goes back from a submenu.
@MainActor
enum EditMenuEntry {
    case action(UIAction)
    case submenu(UIMenu)
    case previousPage
    case nextPage
    /// Back from a submenu to the menu it was opened from.
    case back

    /// The entries a menu's bar shows, in order: its visible actions, the
    /// children of inline submenus in their place, and other submenus as items
    /// that open them. Hidden elements are left out.
    static func entries(of menu: UIMenu) -> [EditMenuEntry] {
        menu.children.flatMap { element -> [EditMenuEntry] in
            if let action = element as? UIAction {
                return action.attributes.contains(.hidden) ? [] : [.action(action)]
            }
            if let submenu = element as? UIMenu {
                if submenu.options.contains(.displayInline) { return entries(of: submenu) }
                return entries(of: submenu).isEmpty ? [] : [.submenu(submenu)]
            }
            return []
        }
    }
}
