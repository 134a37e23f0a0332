import UIKit

/// The device's sensors and power: turning the device, and its battery.
extension UITestHost {
    /// Turns the device to `orientation`, as a person turning the phone would.
    ///
    /// `UIDevice.current` reports the new orientation (and posts
    /// `orientationDidChangeNotification`). The interface follows when the
    /// orientation is one the app (`application(_:supportedInterfaceOrientationsFor:)`)
    /// and the controller that decides orientation (`supportedInterfaceOrientations`,
    /// `shouldAutorotate`) both allow — by default an iPhone's interface stays
    /// upright when the device is upside down, an iPad's turns. Then fingers
    /// still down are cancelled, root view controllers hear
    /// `viewWillTransition(to:with:)` and the screen and full-screen windows
    /// take the new size and safe area in a 0.3 s animation (advance time to
    /// finish it). Face up and face down leave the interface as it was.
    public func rotate(to orientation: UIDeviceOrientation) {
        activate()
        self.orientation = orientation
        application.device.sense(orientation)
        windowScene.deviceOrientationDidChange()
    }

    /// Turns the interface to `target` (the scene asks, once the app and its
    /// controller allowed it): the rotation transition described at `rotate(to:)`.
    func turnInterface(to target: UIInterfaceOrientation) {
        activate()
        let orientation = target.deviceOrientation
        guard orientation != interfaceOrientation else { return }
        application.cancelAllTouches()
        let oldBounds = CGRect(origin: .zero, size: application.screen.bounds.size)
        let newSize = orientation.isLandscape
            ? CGSize(width: device.screenSize.height, height: device.screenSize.width) : device.screenSize
        let turn = Self.quarterTurns(from: interfaceOrientation, to: orientation)
        application.transitionScreen(to: newSize, targetTransform: CGAffineTransform(rotationAngle: -turn * .pi / 2)) {
            self.interfaceOrientation = orientation
            self.windowScene.interfaceOrientation = target
            self.application.screen.configure(
                size: newSize, scale: self.device.scale,
                safeAreaInsets: orientation.isLandscape ? self.device.landscapeSafeAreaInsets : self.device.safeAreaInsets,
                framesPerSecond: self.device.framesPerSecond)
            for window in self.application.windows where window.frame == oldBounds {
                window.frame = CGRect(origin: .zero, size: newSize)
            }
        }
    }

    /// Sets what the battery reports (`UIDevice.current.batteryState` and
    /// `batteryLevel`, from 0 to 1, while monitoring is on). A state change is
    /// announced at once, a level change at most once a minute of media time.
    public func setBattery(state: UIDevice.BatteryState, level: Float) {
        activate()
        application.device.sense(batteryState: state, level: level)
    }

    /// Quarter turns, counterclockwise as the device turns, between two
    /// interface orientations (device terms).
    private static func quarterTurns(from old: UIDeviceOrientation, to new: UIDeviceOrientation) -> CGFloat {
        func angle(_ orientation: UIDeviceOrientation) -> CGFloat {
            switch orientation {
            case .landscapeLeft: 1
            case .portraitUpsideDown: 2
            case .landscapeRight: 3
            default: 0
            }
        }
        var turns = (angle(new) - angle(old)).truncatingRemainder(dividingBy: 4)
        if turns > 2 { turns -= 4 }
        if turns < -2 { turns += 4 }
        return turns
    }
}
