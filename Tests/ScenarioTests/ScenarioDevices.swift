import UIKit
import UIKitTesting

extension UITestDevice {
    /// iPhone 15 Pro's points at 1× and 60 Hz: the showcase's screens lay out
    /// as on the device, for a ninth of the pixels and half the frames. Scenario
    /// tests that run many seconds of scrolling (every frame recomposited) use
    /// it so that they take seconds, not minutes.
    static let iPhone15ProAt1x = UITestDevice(name: "iPhone 15 Pro at 1×", screenSize: CGSize(width: 393, height: 852),
                                              scale: 1, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                              framesPerSecond: 60)
}
