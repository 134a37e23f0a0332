import Foundation

/// An extra action an assistive app offers on an element (VoiceOver's actions
/// rotor: "Delete", "Reply"), listed in the element's
/// `accessibilityCustomActions`. Performing it runs `actionHandler`, or else
/// the target's method; either answers whether it succeeded.
///
/// Kumiki: without the Objective-C runtime the selector is an unbound method
/// reference (docs/PORTING.md) — `#selector(delete(_:))` becomes
/// `Controller.delete(_:)` — taking the action or nothing and returning
/// `Bool`. The target is held weakly, as on iOS; there is no `selector`
/// property. `UIKitTesting` performs actions with
/// `UITestElement.performCustomAction(named:)`.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What performing an action runs; answers whether it succeeded.
    public typealias ActionHandler = (UIAccessibilityCustomAction) -> Bool

    /// The name assistive apps read, with attributes (for example a language).
    open var attributedName: NSAttributedString
    /// An image shown for the action by assistive apps that show one.
    open var image: UIImage?
    /// The object whose method runs when there is no handler (held weakly).
    open weak var target: AnyObject?
    /// Runs when the action is performed (before any target).
    open var actionHandler: ActionHandler?
    /// The target's method, bound when the action is performed.
    private var method: ((AnyObject, UIAccessibilityCustomAction) -> Bool)?

    /// The name assistive apps read ("Delete"); the attributed name's string.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    public init(name: String, image: UIImage? = nil, actionHandler: @escaping ActionHandler) {
        attributedName = NSAttributedString(string: name)
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    public init(attributedName: NSAttributedString, image: UIImage? = nil,
                actionHandler: @escaping ActionHandler) {
        self.attributedName = attributedName
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Performing runs `selector(target)(action)` while the target lives.
    public convenience init<Target: AnyObject>(
        name: String, image: UIImage? = nil, target: Target,
        selector: @escaping (Target) -> (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(attributedName: NSAttributedString(string: name), image: image, target: target, selector: selector)
    }

    /// Performing runs `selector(target)()` while the target lives.
    public convenience init<Target: AnyObject>(
        name: String, image: UIImage? = nil, target: Target, selector: @escaping (Target) -> () -> Bool
    ) {
        self.init(attributedName: NSAttributedString(string: name), image: image, target: target,
                  selector: { target in { _ in selector(target)() } })
    }

    public init<Target: AnyObject>(
        attributedName: NSAttributedString, image: UIImage? = nil, target: Target,
        selector: @escaping (Target) -> (UIAccessibilityCustomAction) -> Bool
    ) {
        self.attributedName = attributedName
        self.image = image
        self.target = target
        method = { target, action in
            guard let target = target as? Target else { return false }
            return selector(target)(action)
        }
        super.init()
    }

    /// Performs the action as an assistive app does: the handler if there is
    /// one, else the target's method; false when neither is left (the target
    /// went away).
    package func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let method, let target else { return false }
        return method(target, self)
    }
}
