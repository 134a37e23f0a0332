import UIKit

/// A device the window host shows: screen size in points (portrait), scale, the
/// safe area of a full-screen window in each orientation, and the device's
/// refresh rate. The presets carry the same numbers as `UITestDevice`'s, so a
/// window and a headless test of the same device show the same pixels.
public struct SDLDevice: Equatable, Sendable {
    public var name: String
    /// Portrait screen size in points.
    public var screenSize: CGSize
    /// Pixels per point: the window renders at this scale and lets SDL scale the
    /// frame to the window, so the picture stays sharp on HiDPI displays.
    public var scale: CGFloat
    /// The safe area in portrait.
    public var safeAreaInsets: UIEdgeInsets
    /// The safe area in landscape (the device turned left: the top of the portrait
    /// screen on the left).
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// The device's own refresh rate. The window host runs at the monitor's rate
    /// instead and reports that as `UIScreen.maximumFramesPerSecond`.
    public var framesPerSecond: Int
    /// `UIDevice.current.userInterfaceIdiom` (and `model`: "iPhone" or "iPad").
    public var userInterfaceIdiom: UIUserInterfaceIdiom

    public init(name: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
                landscapeSafeAreaInsets: UIEdgeInsets, framesPerSecond: Int,
                userInterfaceIdiom: UIUserInterfaceIdiom = .phone) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.framesPerSecond = framesPerSecond
    }

    /// 393×852 pt at 3×; Dynamic Island safe area 59/34 in portrait, 59 on both
    /// sides and 21 at the bottom in landscape; 120 Hz ProMotion.
    public static let iPhone15Pro = SDLDevice(
        name: "iPhone 15 Pro", screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), framesPerSecond: 120)

    /// 375×667 pt at 2×; status bar 20 in portrait, no insets in landscape (the
    /// status bar hides); 60 Hz.
    public static let iPhoneSE = SDLDevice(
        name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: .zero, framesPerSecond: 60)

    /// 834×1194 pt at 2×; status bar 24 and home indicator 20 in both
    /// orientations; 120 Hz ProMotion.
    public static let iPadPro11 = SDLDevice(
        name: "iPad Pro 11-inch", screenSize: CGSize(width: 834, height: 1194), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), framesPerSecond: 120,
        userInterfaceIdiom: .pad)

    /// The presets, for command-line choices.
    public static let presets: [SDLDevice] = [.iPhone15Pro, .iPhoneSE, .iPadPro11]

    /// The preset whose name matches `name`, ignoring case, spaces and
    /// punctuation ("iphone-se", "iPhone SE", "ipadpro11").
    public static func preset(named name: String) -> SDLDevice? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = key(name)
        return presets.first { key($0.name) == wanted || key($0.name).hasPrefix(wanted) && wanted.count >= 6 }
    }
}

/// Which way up the device is held.
public enum SDLOrientation: Equatable, Sendable {
    case portrait
    /// Turned left (the top of the portrait screen on the left), as a rotate
    /// shortcut shows it.
    case landscape

    /// The other orientation.
    public var rotated: SDLOrientation { self == .portrait ? .landscape : .portrait }
}

extension SDLDevice {
    /// The screen size in points in `orientation`.
    public func screenSize(in orientation: SDLOrientation) -> CGSize {
        orientation == .portrait ? screenSize : CGSize(width: screenSize.height, height: screenSize.width)
    }

    /// The safe area in `orientation`.
    public func safeAreaInsets(in orientation: SDLOrientation) -> UIEdgeInsets {
        orientation == .portrait ? safeAreaInsets : landscapeSafeAreaInsets
    }
}
