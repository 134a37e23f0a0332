import Testing
import UIKit

/// A device the test host pretends to be: screen size in points (portrait),
/// scale, the safe area of a full-screen window, and the display's refresh rate.
public struct UITestDevice: Equatable, Sendable {
    public var name: String
    public var screenSize: CGSize
    public var scale: CGFloat
    public var safeAreaInsets: UIEdgeInsets
    public var framesPerSecond: Int
    /// The safe area of a full-screen window in landscape (the device on its side).
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// `UIDevice.current.userInterfaceIdiom` (and `model`: "iPhone" or "iPad").
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// `UIDevice.current.systemVersion`.
    public var systemVersion: String

    /// A device; `landscapeSafeAreaInsets` defaults to the portrait insets turned
    /// a quarter (top becomes left), which is right for devices without a notch.
    public init(name: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, framesPerSecond: Int,
                landscapeSafeAreaInsets: UIEdgeInsets? = nil, userInterfaceIdiom: UIUserInterfaceIdiom = .phone,
                systemVersion: String = "17.0") {
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.framesPerSecond = framesPerSecond
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets ?? UIEdgeInsets(
            top: safeAreaInsets.right, left: safeAreaInsets.top, bottom: safeAreaInsets.left, right: safeAreaInsets.bottom)
        self.userInterfaceIdiom = userInterfaceIdiom
        self.systemVersion = systemVersion
    }

    /// 393×852 pt at 3×, Dynamic Island safe area 59/34 (landscape: 59 on both
    /// sides, 21 at the bottom), 120 Hz ProMotion.
    public static let iPhone15Pro = UITestDevice(
        name: "iPhone 15 Pro", screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), framesPerSecond: 120,
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// 375×667 pt at 2×, status bar 20 (hidden in landscape), no home indicator,
    /// 60 Hz.
    public static let iPhoneSE = UITestDevice(
        name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), framesPerSecond: 60,
        landscapeSafeAreaInsets: .zero)

    /// 834×1194 pt at 2×, safe area 24/20 in both orientations, 120 Hz ProMotion.
    public static let iPadPro11 = UITestDevice(
        name: "iPad Pro 11-inch", screenSize: CGSize(width: 834, height: 1194), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), framesPerSecond: 120,
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), userInterfaceIdiom: .pad)
}

/// Parameterized tests over devices name each case by the device.
extension UITestDevice: CustomTestStringConvertible {
    public var testDescription: String { name }
}
