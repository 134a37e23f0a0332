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
}
