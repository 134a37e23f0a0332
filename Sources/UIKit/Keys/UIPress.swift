import Foundation

/// A button or key held down: one object from the moment it goes down until it
/// comes up, delivered to the responder that was first responder then.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Raw values are UIKit's.
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// Raw values are UIKit's. A keyboard key reports the type of the remote
    /// button it stands for (arrows, Return as `.select`, Escape as `.menu`,
    /// Page Up/Down); Kumiki reports `.select` for every other key, where iOS
    /// reports a value with no case (see docs/PORTING.md): read `key` instead.
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
    }

    /// Where the press is in its life.
    open internal(set) var phase: Phase = .began
    /// The button this press is.
    open var type: PressType { Self.type(of: key?.keyCode) }
    /// The keyboard key, for a press of a hardware keyboard.
    open private(set) var key: UIKey?
    /// When the press began or last changed, seconds of media time
    /// (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval
    /// The window of the responder the press is delivered to.
    open internal(set) weak var window: UIWindow?
    /// The responder the press is delivered to for its whole life.
    open internal(set) weak var responder: UIResponder?
    /// How hard the button is pressed, 0 to 1: keys are digital, 1 while down
    /// and 0 once up.
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    init(key: UIKey, timestamp: TimeInterval, responder: UIResponder, window: UIWindow?) {
        self.key = key
        self.timestamp = timestamp
        self.responder = responder
        self.window = window
        super.init()
    }

    static func type(of keyCode: UIKeyboardHIDUsage?) -> PressType {
        switch keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: .select
        }
    }
}
