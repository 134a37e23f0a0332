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

    public init(name: String, screenSize: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, framesPerSecond: Int) {
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.framesPerSecond = framesPerSecond
    }

    /// 393×852 pt at 3×, Dynamic Island safe area 59/34, 120 Hz ProMotion.
    public static let iPhone15Pro = UITestDevice(
        name: "iPhone 15 Pro", screenSize: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), framesPerSecond: 120)

    /// 375×667 pt at 2×, status bar 20, no home indicator, 60 Hz.
    public static let iPhoneSE = UITestDevice(
        name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), framesPerSecond: 60)

    /// 834×1194 pt at 2×, safe area 24/20, 120 Hz ProMotion.
    public static let iPadPro11 = UITestDevice(
        name: "iPad Pro 11-inch", screenSize: CGSize(width: 834, height: 1194), scale: 2,
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), framesPerSecond: 120)
}

/// Parameterized tests over devices name each case by the device.
extension UITestDevice: CustomTestStringConvertible {
    public var testDescription: String { name }
}
