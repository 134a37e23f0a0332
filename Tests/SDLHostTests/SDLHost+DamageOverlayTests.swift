import CSDL2
import Foundation
import SDLHost
import Testing
import UIKit

/// `showsDamage` (`KUMIKI_SHOW_DAMAGE=1`) in a real window on Xvfb: what a
/// frame drew again is tinted magenta for that frame only.
extension SDLHostWindowTests {
    static let green = CGImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255)

    /// Whether `pixel` is `expected` with each channel within `tolerance`.
    func isClose(_ pixel: CGImage.Pixel, _ expected: CGImage.Pixel, tolerance: Int = 2) -> Bool {
        abs(Int(pixel.red) - Int(expected.red)) <= tolerance && abs(Int(pixel.green) - Int(expected.green)) <= tolerance
            && abs(Int(pixel.blue) - Int(expected.blue)) <= tolerance
    }

    @Test func showsDamageTintsWhatAFrameDrewAgainForThatFrame() async throws {
        try await withWindow { host, driver in
            // The iPhone SE shown 1:1, two window pixels per point.
            let square = showRedSquare(in: host)
            host.showsDamage = true
            driver.settle()
            // A turn that draws nothing new clears the last tint.
            #expect(!host.runTurn())
            let before = host.readWindowPixels()
            #expect(before.pixel(atX: 250, y: 440) == Self.red)
            #expect(before.pixel(atX: 40, y: 1200) == Self.white)

            square.backgroundColor = .green
            #expect(host.runTurn())
            let tinted = host.readWindowPixels()
            // Green under magenta at 102/255 (40 %): 255 × 0.4 = 102 red and
            // blue, 255 × 0.6 = 153 green.
            let inside = tinted.pixel(atX: 250, y: 440)
            #expect(isClose(inside, CGImage.Pixel(red: 102, green: 153, blue: 102, alpha: 255)), "\(inside)")
            // Far from the square nothing was drawn again: no tint.
            #expect(tinted.pixel(atX: 40, y: 1200) == Self.white)
            #expect(tinted.pixel(atX: 600, y: 100) == Self.white)

            // The next frame, with nothing drawn again, shows the square untinted.
            #expect(!host.runTurn())
            #expect(host.readWindowPixels().pixel(atX: 250, y: 440) == Self.green)
        }
    }

    @Test func withoutShowsDamageNothingIsTinted() async throws {
        try await withWindow { host, driver in
            let square = showRedSquare(in: host)
            host.showsDamage = false
            driver.settle()
            square.backgroundColor = .green
            #expect(host.runTurn())
            let shown = host.readWindowPixels()
            #expect(shown.pixel(atX: 250, y: 440) == Self.green)
            #expect(shown.pixel(atX: 40, y: 1200) == Self.white)
        }
    }

    @Test func kumikiShowDamageTurnsItOnWhenTheHostIsCreated() async throws {
        try await withDisplay {
            let previous = ProcessInfo.processInfo.environment[SDLHost.showDamageVariable]
            setenv(SDLHost.showDamageVariable, "1", 1)
            defer {
                if let previous { setenv(SDLHost.showDamageVariable, previous, 1) } else {
                    unsetenv(SDLHost.showDamageVariable)
                }
            }
            let host = try SDLHost(device: Self.device, options: Self.options)
            defer { host.close() }
            #expect(host.showsDamage)
        }
    }
}
