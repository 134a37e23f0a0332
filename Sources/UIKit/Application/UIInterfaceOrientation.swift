/// Which way up the interface is shown. Raw values are Apple's.
///
/// The landscape cases are the opposite of the device orientations that
/// produce them: a device turned `.landscapeLeft` (its top to the left) shows
/// the interface `.landscapeRight`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation a device held `orientation` shows (`.unknown`
    /// for face up, face down and unknown). Kumiki addition, for hosts.
    package init(deviceOrientation orientation: UIDeviceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: self = .unknown
        }
    }

    /// The device orientation that shows this interface orientation.
    package var deviceOrientation: UIDeviceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown: .unknown
        }
    }

    /// The orientation's name as UIKit's messages spell it ("landscapeLeft").
    var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        }
    }
}

/// A set of interface orientations. Raw values are Apple's (one bit per
/// `UIInterfaceOrientation` raw value).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask holding just `orientation` (empty for `.unknown`).
    package init(_ orientation: UIInterfaceOrientation) {
        self.init(rawValue: orientation == .unknown ? 0 : 1 << UInt(orientation.rawValue))
    }

    /// Whether the mask holds `orientation`.
    package func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(orientation))
    }

    /// The orientations of the mask, in the order Kumiki tries them when it
    /// must pick one: portrait, landscape right (a phone turned left, the
    /// usual way), landscape left, upside down.
    package var orientations: [UIInterfaceOrientation] {
        [UIInterfaceOrientation.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].filter(allows)
    }

    /// What iOS assumes without an Info.plist entry or an override: every
    /// orientation but upside down on a phone, all four on an iPad.
    package static func idiomDefault(_ idiom: UIUserInterfaceIdiom) -> UIInterfaceOrientationMask {
        idiom == .pad ? .all : .allButUpsideDown
    }

    /// The names of the orientations, as UIKit's messages list them.
    var names: String {
        orientations.map(\.name).joined(separator: ", ")
    }
}
