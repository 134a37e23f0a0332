import CSDL2
import Foundation
import UIKit

/// Turning the device and resizing the desktop window: both change the
/// screen the way a rotation does.
extension SDLHost {
    /// Turns the device: swaps the screen's width and height (and its safe
    /// area) and resizes every window that covered the screen, animated, after
    /// telling the root view controllers `viewWillTransition(to:with:)`; then
    /// resizes the desktop window. Fingers that are down are cancelled first.
    public func rotate() {
        let cancelled = fingers.cancelAll(time: CACurrentMediaTime())
        if !cancelled.isEmpty {
            enqueue(cancelled)
            runTurn()
        }
        let oldBounds = CGRect(origin: .zero, size: screenSize)
        let newOrientation = orientation.rotated
        // The rotate shortcut turns the device left: its top goes to the left.
        application.device.sense(newOrientation == .portrait ? .portrait : .landscapeLeft)
        let newBounds = CGRect(origin: .zero, size: resizedScreenSize.map { CGSize(width: $0.height, height: $0.width) }
            ?? device.screenSize(in: newOrientation))
        // As on a device: controllers hear viewWillTransition(to:with:), then the
        // windows resize in an animation they can animate along with.
        application.transitionScreen(to: newBounds.size, targetTransform: CGAffineTransform(rotationAngle: -.pi / 2)) {
            self.orientation = newOrientation
            self.resizedScreenSize = self.resizedScreenSize.map { CGSize(width: $0.height, height: $0.width) }
            self.configureScreen()
            for window in self.application.windows where window.frame == oldBounds {
                window.frame = newBounds
            }
        }
        makeTexture()
        let windowSize = SDLHost.windowSize(for: newBounds.size, scale: device.scale, option: options.windowSize)
        SDL_SetWindowSize(sdlWindow, Int32(windowSize.width), Int32(windowSize.height))
        updateGeometry()
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
        makeTexture()
    }
}
