@testable import SDLHost
import Testing
import UIKit

/// Window size, the frame's place in the window, and pointer positions as
/// screen points.
@Suite struct WindowGeometryTests {
    @Test func aPhoneThatFitsGetsOneWindowUnitPerPoint() {
        // 393×852 pt in 90 % of 1920×1080 (972 units high): fits unscaled.
        let size = WindowGeometry.fittedWindowSize(screenSize: CGSize(width: 393, height: 852),
                                                   usable: CGSize(width: 1920, height: 1080))
        #expect(size == CGSize(width: 393, height: 852))
    }

    @Test func aTallDeviceShrinksToFitTheMonitor() {
        // 1194 pt high in 90 % of 1024: factor 921.6 / 1194; width 834 × that = 643.7 → 644.
        let size = WindowGeometry.fittedWindowSize(screenSize: CGSize(width: 834, height: 1194),
                                                   usable: CGSize(width: 1280, height: 1024))
        #expect(size == CGSize(width: 644, height: 922))
    }

    @Test func theFrameFillsAWindowOfTheSameShape() {
        let geometry = WindowGeometry(screenSize: CGSize(width: 393, height: 852),
                                      windowSize: CGSize(width: 393, height: 852),
                                      drawableSize: CGSize(width: 786, height: 1704))
        #expect(geometry.frameRect == CGRect(x: 0, y: 0, width: 786, height: 1704))
        // On a 2× HiDPI drawable, window unit (100, 200) is point (100, 200).
        #expect(geometry.screenPoint(forWindowPosition: CGPoint(x: 100, y: 200)) == CGPoint(x: 100, y: 200))
    }

    @Test func aWiderWindowIsLetterboxed() {
        // A 375×667 screen in a 1000×667 window: the frame keeps its aspect, centered.
        let geometry = WindowGeometry(screenSize: CGSize(width: 375, height: 667),
                                      windowSize: CGSize(width: 1000, height: 667),
                                      drawableSize: CGSize(width: 1000, height: 667))
        #expect(geometry.frameRect == CGRect(x: 312, y: 0, width: 375, height: 667))
        #expect(geometry.screenPoint(forWindowPosition: CGPoint(x: 312, y: 10)) == CGPoint(x: 0, y: 10))
        // Left of the frame is left of the screen.
        #expect(geometry.screenPoint(forWindowPosition: CGPoint(x: 300, y: 10)).x < 0)
    }

    @Test func devicePixelWindowsMapPixelsToPoints() {
        // iPhone SE shown 1:1: 750×1334 window units for 375×667 pt.
        let geometry = WindowGeometry(screenSize: CGSize(width: 375, height: 667),
                                      windowSize: CGSize(width: 750, height: 1334),
                                      drawableSize: CGSize(width: 750, height: 1334))
        #expect(geometry.screenPoint(forWindowPosition: CGPoint(x: 100, y: 500)) == CGPoint(x: 50, y: 250))
        #expect(geometry.windowPosition(forScreenPoint: CGPoint(x: 50, y: 250)) == CGPoint(x: 100, y: 500))
    }

    @Test func aWindowSmallerThanTheDevicesPixelsRendersAtTheWindowsPixels() {
        // iPhone 15 Pro (3×) one window unit per point: 393 frame pixels for 393 pt.
        let fitted = WindowGeometry(screenSize: CGSize(width: 393, height: 852),
                                    windowSize: CGSize(width: 393, height: 852),
                                    drawableSize: CGSize(width: 393, height: 852))
        #expect(fitted.backingScale(deviceScale: 3) == 1)
        // The same window on a 2× HiDPI drawable: 786 pixels for 393 pt.
        let hiDPI = WindowGeometry(screenSize: CGSize(width: 393, height: 852),
                                   windowSize: CGSize(width: 393, height: 852),
                                   drawableSize: CGSize(width: 786, height: 1704))
        #expect(hiDPI.backingScale(deviceScale: 3) == 2)
    }

    @Test func aWindowAtOrAboveTheDevicesPixelsRendersAtTheDevicesScale() {
        let devicePixels = WindowGeometry(screenSize: CGSize(width: 375, height: 667),
                                          windowSize: CGSize(width: 750, height: 1334),
                                          drawableSize: CGSize(width: 750, height: 1334))
        #expect(devicePixels.backingScale(deviceScale: 2) == 2)
        let larger = WindowGeometry(screenSize: CGSize(width: 375, height: 667),
                                    windowSize: CGSize(width: 1500, height: 2668),
                                    drawableSize: CGSize(width: 1500, height: 2668))
        #expect(larger.backingScale(deviceScale: 2) == 2)
    }

    @Test func theBackingScaleTakesTheFramesSmallerRatio() {
        // An iPad (834×1194 pt) fitted to 644×922: the frame's sides are rounded
        // apart, 644 / 834 = 0.77218 and 922 / 1194 = 0.77219; the smaller keeps
        // the frame buffer inside the frame.
        let geometry = WindowGeometry(screenSize: CGSize(width: 834, height: 1194),
                                      windowSize: CGSize(width: 644, height: 922),
                                      drawableSize: CGSize(width: 644, height: 922))
        #expect(geometry.frameRect == CGRect(x: 0, y: 0, width: 644, height: 922))
        #expect(geometry.backingScale(deviceScale: 2) == CGFloat(644) / 834)
    }

    @Test func aMinimizedWindowHasNoBackingScale() {
        let geometry = WindowGeometry(screenSize: CGSize(width: 375, height: 667),
                                      windowSize: CGSize(width: 375, height: 667), drawableSize: .zero)
        #expect(geometry.backingScale(deviceScale: 2) == nil)
    }

    @Test func frameBufferPixelsMapToTheLetterboxedFrameRoundedOutwards() {
        // A 750×1334 frame buffer shown in the 375×667 frame at x 312 of a
        // 1000×667 drawable: half a drawable pixel per buffer pixel.
        let geometry = WindowGeometry(screenSize: CGSize(width: 375, height: 667),
                                      windowSize: CGSize(width: 1000, height: 667),
                                      drawableSize: CGSize(width: 1000, height: 667))
        let buffer = CGSize(width: 750, height: 1334)
        #expect(geometry.drawableRect(forBufferRect: CGRect(x: 10, y: 20, width: 30, height: 40), bufferSize: buffer)
            == CGRect(x: 317, y: 10, width: 15, height: 20))
        // One buffer pixel at an odd place covers half a drawable pixel: the whole pixel is tinted.
        #expect(geometry.drawableRect(forBufferRect: CGRect(x: 11, y: 21, width: 1, height: 1), bufferSize: buffer)
            == CGRect(x: 317, y: 10, width: 1, height: 1))
    }
}
