import Foundation

/// A keyboard shortcut: a key (`input`) with modifiers that performs an action
/// when pressed. Responders offer commands through `keyCommands`; when a key
/// goes down, UIKit looks for a matching command from the first responder up
/// the responder chain before it delivers the press, and a command that is
/// performed consumes the press (no `pressesBegan`/`pressesEnded`).
///
/// Actions are unbound method references, as everywhere in Kumiki
/// (`#selector(find(_:))` becomes `Controller.find(_:)`): the action is sent,
/// as UIKit sends a selector, to the first responder in the chain from the
/// first responder that is a `Controller`. A command whose action no
/// responder in the chain can perform is passed over, as UIKit does.
///
/// On iOS a key command is a `UICommand` (a menu element); Kumiki's menus
/// hold no commands (they send selectors), so it descends from `NSObject`
/// and has no `attributes`, `state` or `alternates`.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    /// Delete (forward).
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"

    /// The key: the text it types without modifiers ("f", "[", "\r") or one of
    /// the `input…` constants.
    open private(set) var input: String?
    /// The modifiers that must be held — exactly these (Caps Lock and the
    /// keypad flag aside).
    open private(set) var modifierFlags: UIKeyModifierFlags
    open var title: String
    open var image: UIImage?
    /// The title shown in the shortcut list (Kumiki shows none).
    open var discoverabilityTitle: String?
    /// Data for the action to read.
    open private(set) var propertyList: Any?
    /// Whether the command wins over the system's behavior for the key (an
    /// arrow key moving a text view's caret). Kumiki's own text input is not
    /// shortcut-driven, so this is stored for ported code; a window host's
    /// own shortcuts (quit, rotate, dark mode) always win.
    open var wantsPriorityOverSystemBehavior = false
    /// Stored: Kumiki has no keyboard-layout localization of shortcuts.
    open var allowsAutomaticLocalization = true
    /// Stored: Kumiki does not mirror arrow shortcuts for right-to-left.
    open var allowsAutomaticMirroring = true

    /// Whether `responder` can perform the action; performs it on `responder`.
    private let canPerform: (UIResponder) -> Bool
    private let perform: (UIResponder, UIKeyCommand) -> Void

    private init(input: String, modifierFlags: UIKeyModifierFlags, title: String, image: UIImage?,
                 propertyList: Any?, discoverabilityTitle: String?,
                 canPerform: @escaping (UIResponder) -> Bool,
                 perform: @escaping (UIResponder, UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.image = image
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.canPerform = canPerform
        self.perform = perform
        super.init()
    }

    /// A command for `input` with `modifierFlags` whose action takes the command.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> (UIKeyCommand) -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command whose action takes no argument.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A titled command (iOS 13's initializer, without alternates, attributes
    /// and state).
    public convenience init<Target: AnyObject>(title: String = "", image: UIImage? = nil,
                                               action: @escaping (Target) -> (UIKeyCommand) -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = [],
                                               propertyList: Any? = nil, discoverabilityTitle: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, title: title, image: image,
                  propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
                  canPerform: { $0 is Target }, perform: { responder, command in action(responder as! Target)(command) })
    }

    /// A titled command whose action takes no argument.
    public convenience init<Target: AnyObject>(title: String = "", image: UIImage? = nil,
                                               action: @escaping (Target) -> () -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = [],
                                               propertyList: Any? = nil, discoverabilityTitle: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, title: title, image: image,
                  propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
                  canPerform: { $0 is Target }, perform: { responder, _ in action(responder as! Target)() })
    }

    /// Whether the command is for `key`: its input is the key's unmodified
    /// text (letters without regard to case) and exactly its modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let ignored: UIKeyModifierFlags = [.alphaShift, .numericPad]
        guard modifierFlags.subtracting(ignored) == key.modifierFlags.subtracting(ignored) else { return false }
        let typed = key.charactersIgnoringModifiers
        return input == typed || input.count == 1 && input.lowercased() == typed
    }

    /// Sends the action to the first responder from `start` up the chain that
    /// can perform it. Returns whether one did.
    func send(from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            if canPerform(current) {
                perform(current, self)
                return true
            }
            responder = current.next
        }
        return false
    }

    /// Whether a responder from `start` up the chain can perform the action.
    func canBeSent(from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            if canPerform(current) { return true }
            responder = current.next
        }
        return false
    }
}
