import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// How the well and the picker look (references looked at against iOS 15+
/// screenshots from memory: the well's rainbow ring, the picker's header,
/// segments, grid, sliders, opacity and swatch).
@MainActor
@Suite("UIColorPicker snapshots")
struct UIColorPickerSnapshotTests {
    /// Two wells on a white stage: one at the intrinsic 28 pt, one at 56 pt
    /// to show the drawing's detail.
    func wellStage(color: UIColor?) -> UITestHost {
        let host = UITestHost(device: UITestDevice(name: "Well stage", screenSize: CGSize(width: 120, height: 72),
                                                   scale: 2, safeAreaInsets: .zero, framesPerSecond: 60))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        for frame in [CGRect(x: 12, y: 22, width: 28, height: 28), CGRect(x: 52, y: 8, width: 56, height: 56)] {
            let well = UIColorWell(frame: frame)
            well.selectedColor = color
            controller.view.addSubview(well)
        }
        host.rootViewController = controller
        host.runUntilIdle()
        return host
    }

    @Test("the well without a color: the rainbow ring around an empty center")
    func wellWithoutColor() {
        assertSnapshot(of: wellStage(color: nil), named: "well-no-color")
    }

    @Test("the well with a color: the color inside the ring, a gap between")
    func wellWithColor() {
        assertSnapshot(of: wellStage(color: .systemIndigo), named: "well-with-color")
    }

    @Test("the picker on the Grid page, light, a cell outlined")
    func gridLight() {
        let host = UITestHost()
        _ = ColorPickerFixture.present(in: host) {
            $0.selectedColor = ColorPickerPalette.components(row: 4, column: 1).color
        }
        assertSnapshot(of: host, named: "picker-grid-light")
    }

    @Test("the picker on the Sliders page with a translucent color")
    func sliders() {
        let host = UITestHost()
        let (_, picker) = ColorPickerFixture.present(in: host) {
            $0.selectedColor = UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7)
        }
        host.tap(at: ColorPickerFixture.segmentCenter(picker, .sliders))
        host.runUntilIdle()
        assertSnapshot(of: host, named: "picker-sliders")
    }

    @Test("the picker on the Spectrum page, the loupe on the color")
    func spectrum() {
        let host = UITestHost()
        let (_, picker) = ColorPickerFixture.present(in: host) {
            $0.selectedColor = UIColor(hue: 0.08, saturation: 1, brightness: 0.8, alpha: 1)
        }
        host.tap(at: ColorPickerFixture.segmentCenter(picker, .spectrum))
        host.runUntilIdle()
        assertSnapshot(of: host, named: "picker-spectrum")
    }

    @Test("the picker in dark mode, titled, without alpha")
    func gridDark() {
        let host = UITestHost()
        host.userInterfaceStyle = .dark
        _ = ColorPickerFixture.present(in: host) {
            $0.title = "Highlight"
            $0.supportsAlpha = false
            $0.selectedColor = ColorPickerPalette.components(row: 7, column: 9).color
        }
        assertSnapshot(of: host, named: "picker-grid-dark")
    }
}
