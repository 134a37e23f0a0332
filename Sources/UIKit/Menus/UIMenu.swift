import Foundation

/// A menu: a titled group of actions and submenus. A menu is immutable once
/// made; `replacingChildren(_:)` makes a changed copy.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// Names a menu, so code that builds on the system's menus can find one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children are shown in the parent, in place of a submenu item.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's items are destructive (shown in red).
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is `.on`: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown side by side as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the menu shows its children (`UIMenuElement.Size`).
    public typealias ElementSize = UIMenuElement.Size

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]
    /// How large the menu shows its children in a row.
    public var preferredElementSize: ElementSize

    /// Without an identifier, a unique one is made up (a UUID, as UIKit's).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The children (actions directly inside, and inside inline submenus) that are `.on`.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }

    /// A copy of this menu with `newChildren` in place of its children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}

extension UIMenu.Identifier {
    public static let application = Self("com.apple.menu.application")
    public static let file = Self("com.apple.menu.file")
    public static let edit = Self("com.apple.menu.edit")
    public static let view = Self("com.apple.menu.view")
    public static let window = Self("com.apple.menu.window")
    public static let help = Self("com.apple.menu.help")
    public static let root = Self("com.apple.menu.root")
    /// Undo and Redo.
    public static let undoRedo = Self("com.apple.menu.undo-redo")
    /// Cut, Copy, Paste, Delete, Select and Select All.
    public static let standardEdit = Self("com.apple.menu.standard-edit")
    public static let find = Self("com.apple.menu.find")
    public static let replace = Self("com.apple.menu.replace")
    public static let share = Self("com.apple.menu.share")
    public static let lookup = Self("com.apple.menu.lookup")
    public static let learn = Self("com.apple.menu.learn")
    public static let spelling = Self("com.apple.menu.spelling")
    public static let substitutions = Self("com.apple.menu.substitutions")
    public static let transformations = Self("com.apple.menu.transformations")
    public static let speech = Self("com.apple.menu.speech")
    public static let format = Self("com.apple.menu.format")
    public static let font = Self("com.apple.menu.font")
    public static let textStyle = Self("com.apple.menu.text-style")
    public static let text = Self("com.apple.menu.text")
    public static let writingDirection = Self("com.apple.menu.writing-direction")
    public static let alignment = Self("com.apple.menu.alignment")
}
