import UIKit

/// The arithmetic between a device screen and a desktop window: how large the
/// window is, where the frame sits inside it, and which screen point a window
/// position is. Window sizes are in the desktop's window units (logical pixels);
/// the drawable may have more pixels on a HiDPI display.
package struct WindowGeometry: Equatable, Sendable {
    /// The device screen in points (current orientation).
    package var screenSize: CGSize
    /// The window in window units.
    package var windowSize: CGSize
    /// The window's drawable in pixels (larger than `windowSize` on HiDPI).
    package var drawableSize: CGSize

    package init(screenSize: CGSize, windowSize: CGSize, drawableSize: CGSize) {
        self.screenSize = screenSize
        self.windowSize = windowSize
        self.drawableSize = drawableSize
    }

    /// Share of the monitor's usable area the window may take, leaving room for
    /// the desktop's title bar and a margin.
    package static let displayShare: CGFloat = 0.9

    /// The window size that shows `screenSize` points whole on a display whose
    /// usable area is `usable` window units: one window unit per point, smaller
    /// when that does not fit (never larger: a point is about a desktop pixel in
    /// physical size on a typical monitor, as in Apple's simulator at
    /// "physical size" on a Mac).
    package static func fittedWindowSize(screenSize: CGSize, usable: CGSize) -> CGSize {
        let factor = min(1, usable.width * displayShare / screenSize.width,
                         usable.height * displayShare / screenSize.height)
        return CGSize(width: max(1, (screenSize.width * factor).rounded()),
                      height: max(1, (screenSize.height * factor).rounded()))
    }

    /// Where the frame goes in the drawable, in drawable pixels: as large as fits,
    /// keeping the screen's aspect ratio, centered (letterboxed when the window's
    /// shape differs).
    package var frameRect: CGRect {
        let factor = min(drawableSize.width / screenSize.width, drawableSize.height / screenSize.height)
        let size = CGSize(width: (screenSize.width * factor).rounded(), height: (screenSize.height * factor).rounded())
        return CGRect(x: ((drawableSize.width - size.width) / 2).rounded(.down),
                      y: ((drawableSize.height - size.height) / 2).rounded(.down),
                      width: size.width, height: size.height)
    }

    /// Frame-buffer pixels per point that fill `frameRect` one to one: the
    /// smaller of its two sides' pixels per point (they are rounded apart),
    /// never more than `deviceScale` — a window with more pixels than the
    /// device shows the device's frame scaled up. nil while the frame is empty
    /// (a minimized window's drawable), when no scale fits.
    package func backingScale(deviceScale: CGFloat) -> CGFloat? {
        let frame = frameRect
        guard frame.width >= 1, frame.height >= 1, screenSize.width > 0, screenSize.height > 0 else { return nil }
        return min(deviceScale, frame.width / screenSize.width, frame.height / screenSize.height)
    }

    /// The drawable pixels (whole, rounded outwards) that show `rect`, a
    /// rectangle in pixels of a `bufferSize` frame buffer drawn into
    /// `frameRect`.
    package func drawableRect(forBufferRect rect: CGRect, bufferSize: CGSize) -> CGRect {
        let frame = frameRect
        guard bufferSize.width > 0, bufferSize.height > 0 else { return .null }
        let scaleX = frame.width / bufferSize.width, scaleY = frame.height / bufferSize.height
        let minX = (frame.minX + rect.minX * scaleX).rounded(.down)
        let minY = (frame.minY + rect.minY * scaleY).rounded(.down)
        let maxX = (frame.minX + rect.maxX * scaleX).rounded(.up)
        let maxY = (frame.minY + rect.maxY * scaleY).rounded(.up)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The screen point under window position `position` (window units), which
    /// may lie outside the screen when the pointer is in the letterbox or was
    /// captured outside the window.
    package func screenPoint(forWindowPosition position: CGPoint) -> CGPoint {
        let pixelsPerUnitX = windowSize.width > 0 ? drawableSize.width / windowSize.width : 1
        let pixelsPerUnitY = windowSize.height > 0 ? drawableSize.height / windowSize.height : 1
        let frame = frameRect
        let pixel = CGPoint(x: position.x * pixelsPerUnitX, y: position.y * pixelsPerUnitY)
        return CGPoint(x: (pixel.x - frame.minX) * screenSize.width / frame.width,
                       y: (pixel.y - frame.minY) * screenSize.height / frame.height)
    }

    /// The window position (window units) over screen point `point`; the inverse
    /// of `screenPoint(forWindowPosition:)`.
    package func windowPosition(forScreenPoint point: CGPoint) -> CGPoint {
        let frame = frameRect
        let pixel = CGPoint(x: frame.minX + point.x * frame.width / screenSize.width,
                            y: frame.minY + point.y * frame.height / screenSize.height)
        return CGPoint(x: pixel.x * windowSize.width / drawableSize.width,
                       y: pixel.y * windowSize.height / drawableSize.height)
    }
}
