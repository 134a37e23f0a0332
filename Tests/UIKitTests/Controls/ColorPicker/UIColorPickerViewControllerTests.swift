import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The picker: its defaults and sheet, picks on the grid, the spectrum and
/// the sliders reported to the delegate in order with the right
/// `continuously`, the iOS 14 delegate method, opacity, and the close button.
@MainActor
@Suite("UIColorPickerViewController")
struct UIColorPickerViewControllerTests {
    let host = UITestHost()

    @Test("defaults: opaque white, alpha supported, no delegate, titled \"Colors\", a sheet at the large detent")
    func defaults() {
        let (_, picker) = ColorPickerFixture.present(in: host)
        #expect(ColorPickerComponents(picker.selectedColor) == ColorPickerComponents(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(picker.supportsAlpha)
        #expect(picker.delegate == nil)
        #expect(picker.title == nil)
        #expect(picker.titleLabel.text == "Colors")
        #expect(picker.modalPresentationStyle == .automatic)
        #expect(picker.sheetPresentationController != nil)
        // The large detent: 10 pt below the top safe area (59).
        #expect(picker.view.frame.minY == 69)
        #expect(picker.page == .grid)
        #expect(!picker.gridView.isHidden && picker.spectrumView.isHidden && picker.slidersView.isHidden)
        // White is the grid's first cell, and is outlined.
        #expect(picker.gridView.selectedCell?.row == 0 && picker.gridView.selectedCell?.column == 0)
    }

    @Test("the grid is 12 × 10 square cells; the title sits in the header, the close button at its trailing end")
    func layout() {
        let (_, picker) = ColorPickerFixture.present(in: host) { $0.title = "Ink" }
        #expect(picker.titleLabel.text == "Ink")
        // 393 − 32 = 361 → 30 pt cells, 360 × 300, centered.
        #expect(picker.gridView.frame.size == CGSize(width: 360, height: 300))
        #expect(picker.gridView.frame.minX == CGFloat(17))
        #expect(picker.closeButton.frame == CGRect(x: 347, y: 13, width: 30, height: 30))
        #expect(picker.titleLabel.frame.midX == picker.view.bounds.midX)
        #expect(picker.segmentedControl.frame.minY == 56)
        #expect(picker.swatchView.frame.maxY < picker.view.bounds.height - 34)
    }

    @Test("a grid tap picks the cell's color: the delegate hears one final pick, the cell is outlined")
    func gridTap() {
        let recorder = ColorPickerDelegateRecorder()
        let (_, picker) = ColorPickerFixture.present(in: host) { $0.delegate = recorder }
        // Row 5 is the pure hues; column 5 is red at 356°.
        host.tap(at: ColorPickerFixture.cellCenter(picker, row: 5, column: 5))
        #expect(recorder.events == ["select FF0011 final"])
        #expect(ColorPickerFixture.hex(picker.selectedColor) == "FF0011")
        #expect(picker.gridView.selectedCell?.row == 5 && picker.gridView.selectedCell?.column == 5)
        #expect(picker.swatchView.color.hexString == "FF0011")
        // A second tap on another cell: a second final pick.
        host.tap(at: ColorPickerFixture.cellCenter(picker, row: 0, column: 11))
        #expect(recorder.events == ["select FF0011 final", "select 000000 final"])
    }

    @Test("a grid pick keeps the opacity the user set")
    func gridKeepsOpacity() {
        let (_, picker) = ColorPickerFixture.present(in: host) {
            $0.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        }
        host.tap(at: ColorPickerFixture.cellCenter(picker, row: 5, column: 5))
        #expect(ColorPickerComponents(picker.selectedColor).alpha == 0.5)
    }

    @Test("setting selectedColor from code tells the delegate nothing, and every page shows it")
    func codeChangesAreSilent() {
        let recorder = ColorPickerDelegateRecorder()
        let (_, picker) = ColorPickerFixture.present(in: host) { $0.delegate = recorder }
        picker.selectedColor = .black
        #expect(recorder.events.isEmpty)
        #expect(picker.gridView.selectedCell?.row == 0 && picker.gridView.selectedCell?.column == 11)
        #expect(picker.slidersView.hexLabel.text == "000000")
        #expect(picker.slidersView.red.valueLabel.text == "0")
        // A color outside the grid outlines no cell.
        picker.selectedColor = UIColor(red: 0.5, green: 0.25, blue: 0.1, alpha: 1)
        #expect(picker.gridView.selectedCell == nil)
        #expect(picker.slidersView.hexLabel.text == "80401A")
    }

    @Test("a delegate written for iOS 14 still hears each pick, with selectedColor already updated")
    func legacyDelegate() {
        let legacy = ColorPickerLegacyDelegate()
        let (_, picker) = ColorPickerFixture.present(in: host) { $0.delegate = legacy }
        host.tap(at: ColorPickerFixture.cellCenter(picker, row: 0, column: 11))
        #expect(legacy.events == ["didSelectColor 000000"])
    }

    @Test("dragging the red slider to its end: continuous picks, then a final one at 255 on lift")
    func redSlider() {
        let recorder = ColorPickerDelegateRecorder()
        let (_, picker) = ColorPickerFixture.present(in: host) {
            $0.selectedColor = .black
            $0.delegate = recorder
        }
        host.tap(at: ColorPickerFixture.segmentCenter(picker, .sliders))
        #expect(picker.page == .sliders)
        #expect(!picker.slidersView.isHidden && picker.gridView.isHidden)
        let red = picker.slidersView.red
        let start = ColorPickerFixture.thumbCenter(red.slider)
        host.drag(from: start, to: CGPoint(x: start.x + 400, y: start.y), duration: 0.3)
        #expect(recorder.events.count > 3)
        #expect(recorder.events.dropLast().allSatisfy { $0.hasSuffix("continuous") })
        #expect(recorder.events.suffix(2) == ["select FF0000 continuous", "select FF0000 final"])
        #expect(ColorPickerFixture.hex(picker.selectedColor) == "FF0000")
        #expect(red.valueLabel.text == "255")
        #expect(picker.slidersView.hexLabel.text == "FF0000")
        #expect(red.slider.value == 1)
        // The green track now runs from red to yellow.
        #expect(ColorPickerFixture.hex(picker.slidersView.green.slider.endColor) == "FFFF00")
        // The grid follows: pure red is not one of its cells (its red is 356°).
        #expect(picker.gridView.selectedCell == nil)
    }

    @Test("dragging on the spectrum picks continuously under the finger, then once more, final, on lift")
    func spectrumDrag() {
        let recorder = ColorPickerDelegateRecorder()
        let (_, picker) = ColorPickerFixture.present(in: host) { $0.delegate = recorder }
        host.tap(at: ColorPickerFixture.segmentCenter(picker, .spectrum))
        #expect(picker.page == .spectrum)
        // From a pale cyan to the pure green at a third of the way across, mid-height.
        host.drag(from: ColorPickerFixture.spectrumPoint(picker, x: 0.5, y: 0.25),
                  to: ColorPickerFixture.spectrumPoint(picker, x: 1.0 / 3, y: 0.5), duration: 0.3)
        #expect(recorder.events.first == "select 80FFFF continuous")
        #expect(recorder.events.dropLast().allSatisfy { $0.hasSuffix("continuous") })
        #expect(recorder.events.last == "select 00FF00 final")
        #expect(ColorPickerFixture.hex(picker.selectedColor) == "00FF00")
        // The loupe sits where the finger lifted.
        let loupe = picker.spectrumView.loupe
        #expect(!loupe.isHidden)
        #expect(abs(loupe.center.x - picker.spectrumView.bounds.width / 3) < 0.01)
        #expect(loupe.center.y == picker.spectrumView.bounds.height / 2)
        // The drag was mostly vertical, yet the sheet stayed put: the finger belonged to the spectrum.
        #expect(picker.view.frame.minY == 69)
        host.runUntilIdle()
        #expect(picker.presentingViewController != nil)
    }

    @Test("a tap on a slider's thumb that moves nothing reports nothing")
    func sliderTapWithoutChange() {
        let recorder = ColorPickerDelegateRecorder()
        let (_, picker) = ColorPickerFixture.present(in: host) { $0.delegate = recorder }
        // Opacity is at 100%: its thumb's middle is the value it already has.
        host.tap(at: ColorPickerFixture.thumbCenter(picker.opacityRow.slider))
        #expect(recorder.events.isEmpty)
    }

    @Test("a dynamic selectedColor shows resolved for the picker's appearance")
    func dynamicColor() {
        host.userInterfaceStyle = .dark
        let (_, picker) = ColorPickerFixture.present(in: host) { $0.selectedColor = .systemBlue }
        // systemBlue is 0A84FF in dark mode, 007AFF in light.
        #expect(picker.slidersView.hexLabel.text == "0A84FF")
        #expect(picker.selectedColor == .systemBlue)
    }

    @Test("the opacity slider sets the alpha and shows it as a percentage")
    func opacity() {
        let recorder = ColorPickerDelegateRecorder()
        let (_, picker) = ColorPickerFixture.present(in: host) { $0.delegate = recorder }
        let slider = picker.opacityRow.slider
        #expect(!picker.opacityRow.isHidden)
        #expect(picker.opacityRow.valueLabel.text == "100%")
        // Halfway along the thumb's travel.
        let middle = ColorPickerFixture.inWindow(slider.thumbCenter(for: 0.5), of: slider)
        host.drag(from: ColorPickerFixture.thumbCenter(slider), to: middle, duration: 0.2)
        #expect(abs(ColorPickerComponents(picker.selectedColor).alpha - 0.5) < 0.001)
        #expect(picker.opacityRow.valueLabel.text == "50%")
        #expect(recorder.events.last == "select FFFFFF final")
    }

    @Test("without alpha the Opacity slider is hidden and the user's picks are opaque")
    func noAlpha() {
        let (_, picker) = ColorPickerFixture.present(in: host) {
            $0.supportsAlpha = false
            $0.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        }
        #expect(picker.opacityRow.isHidden)
        #expect(picker.bottomDivider.isHidden)
        // The swatch moves up into the opacity row's place.
        #expect(picker.swatchView.frame.minY == picker.topDivider.frame.minY + 16)
        host.tap(at: ColorPickerFixture.cellCenter(picker, row: 5, column: 0))
        #expect(ColorPickerComponents(picker.selectedColor).alpha == 1)
    }

    @Test("the close button dismisses the picker, then the delegate hears it finished while the dismissal runs")
    func closeButton() {
        let recorder = ColorPickerDelegateRecorder()
        let (presenter, picker) = ColorPickerFixture.present(in: host) { $0.delegate = recorder }
        #expect(picker.closeButton.accessibilityLabel == "Close")
        host.tap(picker.closeButton)
        #expect(recorder.events == ["finish (dismissing)"])
        host.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        #expect(picker.view.window == nil)
    }
}
