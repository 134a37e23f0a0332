/// The kind of device an interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// How the device is held, as its motion sensors see it. Raw values are
/// Apple's.
///
/// The landscape cases name the side the device turned to, so they are the
/// opposite of the interface orientations they produce: a device turned
/// `.landscapeLeft` (its top to the left, home indicator on the right) shows the
/// interface in landscape right.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
    /// The battery's charging state.
    public enum BatteryState: Int, Sendable {
        /// Unknown, or battery monitoring is off.
        case unknown = 0
        /// On battery power.
        case unplugged = 1
        /// Plugged in and charging.
        case charging = 2
        /// Plugged in and full.
        case full = 3
    }
}
