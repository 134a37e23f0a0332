import CSDL2
import Foundation
import UIKit

/// Turning the device and resizing the desktop window: both change the
/// screen the way a rotation does.
extension SDLHost {
    /// Turns the device a quarter turn, between portrait and landscape (its
    /// top to the left): `UIDevice` reports it, and the interface follows when
    /// the app and the controller that decides orientation allow it (see
    /// `turnInterface(to:)`). Fingers that are down are cancelled first.
    public func rotate() {
        let cancelled = fingers.cancelAll(time: CACurrentMediaTime())
        if !cancelled.isEmpty {
            enqueue(cancelled)
            runTurn()
        }
        application.makeCurrent()
        deviceOrientation = deviceOrientation == .portrait ? .landscapeLeft : .portrait
        application.device.sense(deviceOrientation)
        windowScene.deviceOrientationDidChange()
    }

    /// Turns the interface to `target`: swaps the screen's width and height
    /// (and its safe area) and resizes every window that covered the screen,
    /// animated, after telling the root view controllers
    /// `viewWillTransition(to:with:)`; then resizes the desktop window. Both
    /// landscape orientations show as `.landscape`, upside down as portrait.
    func turnInterface(to target: UIInterfaceOrientation) {
        let newOrientation: SDLOrientation = target.isLandscape ? .landscape : .portrait
        let oldBounds = CGRect(origin: .zero, size: screenSize)
        let newBounds: CGRect
        if newOrientation == orientation {
            newBounds = oldBounds
        } else {
            newBounds = CGRect(origin: .zero, size: resizedScreenSize.map { CGSize(width: $0.height, height: $0.width) }
                ?? device.screenSize(in: newOrientation))
        }
        let turns = Self.quarterTurns(from: windowScene.interfaceOrientation, to: target)
        // As on a device: controllers hear viewWillTransition(to:with:), then the
        // windows resize in an animation they can animate along with.
        application.transitionScreen(to: newBounds.size,
                                     targetTransform: CGAffineTransform(rotationAngle: -turns * .pi / 2)) {
            self.windowScene.interfaceOrientation = target
            if newOrientation != self.orientation {
                self.orientation = newOrientation
                self.resizedScreenSize = self.resizedScreenSize.map { CGSize(width: $0.height, height: $0.width) }
            }
            self.configureScreen()
            for window in self.application.windows where window.frame == oldBounds {
                window.frame = newBounds
            }
        }
        let windowSize = SDLHost.windowSize(for: newBounds.size, scale: device.scale, option: options.windowSize)
        SDL_SetWindowSize(sdlWindow, Int32(windowSize.width), Int32(windowSize.height))
        updateGeometry()
    }

    /// Quarter turns, counterclockwise as the device turns, between two
    /// interface orientations (-1, 0, 1 or 2).
    private static func quarterTurns(from old: UIInterfaceOrientation, to new: UIInterfaceOrientation) -> CGFloat {
        func angle(_ orientation: UIInterfaceOrientation) -> CGFloat {
            switch orientation {
            case .landscapeRight: 1
            case .portraitUpsideDown: 2
            case .landscapeLeft: 3
            default: 0
            }
        }
        var turns = (angle(new) - angle(old)).truncatingRemainder(dividingBy: 4)
        if turns > 2 { turns -= 4 }
        if turns < -2 { turns += 4 }
        return turns
    }

    /// A desktop window resized by the user resizes the screen with it, the way
    /// a device rotation does (controllers hear `viewWillTransition(to:with:)`),
    /// keeping the window's current number of window units per point.
    func resizeScreen(toWindowSize windowSize: CGSize) {
        let frame = geometry.frameRect
        let pixelsPerUnit = geometry.windowSize.width > 0 ? geometry.drawableSize.width / geometry.windowSize.width : 1
        let unitsPerPoint = frame.width / pixelsPerUnit / screenSize.width
        guard unitsPerPoint > 0, windowSize.width > 0, windowSize.height > 0 else { return }
        let newSize = CGSize(width: (windowSize.width / unitsPerPoint).rounded(),
                             height: (windowSize.height / unitsPerPoint).rounded())
        let oldBounds = CGRect(origin: .zero, size: screenSize)
        // Our own fitted window sizes round to whole units: a point of
        // difference is that rounding coming back, not a resize.
        guard abs(newSize.width - oldBounds.width) > 1 || abs(newSize.height - oldBounds.height) > 1 else { return }
        application.transitionScreen(to: newSize, targetTransform: .identity) {
            self.resizedScreenSize = newSize
            self.configureScreen()
            for window in self.application.windows where window.frame == oldBounds {
                window.frame = CGRect(origin: .zero, size: newSize)
            }
        }
    }
}
