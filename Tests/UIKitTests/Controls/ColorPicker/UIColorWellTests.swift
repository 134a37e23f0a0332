import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The color well: its defaults and size, the picker a tap presents, the
/// picks it takes back as value changes, and what VoiceOver reads.
@MainActor
@Suite("UIColorWell")
struct UIColorWellTests {
    let host = UITestHost()

    final class Recorder { var changes: [String] = [] }

    /// A well at (40, 200) in a presenter's view, recording value changes.
    func makeWell(configure: (UIColorWell) -> Void = { _ in })
        -> (presenter: UIViewController, well: UIColorWell, recorder: Recorder) {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .systemBackground
        let well = UIColorWell(frame: CGRect(x: 40, y: 200, width: 28, height: 28))
        configure(well)
        let recorder = Recorder()
        well.addAction(UIAction { _ in
            recorder.changes.append(well.selectedColor.map { ColorPickerFixture.hex($0) } ?? "nil")
        }, for: .valueChanged)
        presenter.view.addSubview(well)
        host.rootViewController = presenter
        host.runUntilIdle()
        return (presenter, well, recorder)
    }

    @Test("defaults: no title, alpha supported, no color, 28 × 28, a button named \"Color\"")
    func defaults() {
        let well = UIColorWell()
        #expect(well.title == nil)
        #expect(well.supportsAlpha)
        #expect(well.selectedColor == nil)
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        #expect(well.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 28, height: 28))
        #expect(well.isAccessibilityElement)
        #expect(well.accessibilityTraits.contains(.button))
        #expect(well.accessibilityLabel == "Color")
        #expect(well.accessibilityValue == nil)
    }

    @Test("VoiceOver reads the title and the color's channels")
    func accessibility() {
        let well = UIColorWell()
        well.title = "Stroke"
        well.selectedColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(well.accessibilityLabel == "Stroke")
        #expect(well.accessibilityValue == "red 100%, green 0%, blue 0%, opacity 50%")
        well.selectedColor = UIColor(white: 0.5, alpha: 1)
        #expect(well.accessibilityValue == "red 50%, green 50%, blue 50%")
    }

    @Test("a tap presents a picker from the nearest view controller with the well's color, title and alpha")
    func tapPresentsThePicker() {
        let (presenter, well, recorder) = makeWell {
            $0.title = "Fill"
            $0.supportsAlpha = false
            $0.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        host.tap(well)
        host.runUntilIdle()
        let picker = presenter.presentedViewController as? UIColorPickerViewController
        #expect(picker != nil)
        #expect(picker === well.presentedPicker)
        #expect(picker.map { ColorPickerFixture.hex($0.selectedColor) } == "0000FF")
        #expect(picker?.title == "Fill")
        #expect(picker?.titleLabel.text == "Fill")
        #expect(picker?.supportsAlpha == false)
        #expect(picker?.opacityRow.isHidden == true)
        // Presenting sends nothing.
        #expect(recorder.changes.isEmpty)
    }

    @Test("with VoiceOver: activating the well opens the picker, activating a grid cell picks its color")
    func voiceOver() {
        let (presenter, well, recorder) = makeWell { $0.title = "Fill" }
        host.buttons["Fill"].activate()
        host.runUntilIdle()
        let picker = presenter.presentedViewController as? UIColorPickerViewController
        #expect(picker != nil)
        // Row 5, column 5: red at 356°.
        let cell = host.buttons["red 100%, green 0%, blue 7%"]
        #expect(!cell.isSelected)
        cell.activate()
        #expect(recorder.changes == ["FF0011"])
        #expect(cell.isSelected)
        #expect(well.accessibilityValue == "red 100%, green 0%, blue 7%")
        #expect(host.buttons["Close"].exists)
    }

    @Test("a well with no color opens the picker on white")
    func noColorOpensOnWhite() {
        let (presenter, well, _) = makeWell()
        host.tap(well)
        host.runUntilIdle()
        let picker = presenter.presentedViewController as? UIColorPickerViewController
        #expect(picker.map { ColorPickerFixture.hex($0.selectedColor) } == "FFFFFF")
        #expect(picker?.title == nil)
    }

    @Test("a grid tap in the picker becomes the well's color and sends one value change")
    func gridTapUpdatesTheWell() {
        let (presenter, well, recorder) = makeWell()
        host.tap(well)
        host.runUntilIdle()
        guard let picker = presenter.presentedViewController as? UIColorPickerViewController else {
            Issue.record("no picker")
            return
        }
        host.tap(at: ColorPickerFixture.cellCenter(picker, row: 0, column: 11))
        #expect(recorder.changes == ["000000"])
        #expect(well.selectedColor.map { ColorPickerFixture.hex($0) } == "000000")
    }

    @Test("continuous picks send value changes too; closing the picker keeps the last color")
    func continuousPicksAndClose() {
        let (presenter, well, recorder) = makeWell { $0.selectedColor = .black }
        host.tap(well)
        host.runUntilIdle()
        guard let picker = presenter.presentedViewController as? UIColorPickerViewController else {
            Issue.record("no picker")
            return
        }
        host.tap(at: ColorPickerFixture.segmentCenter(picker, .sliders))
        let green = picker.slidersView.green.slider
        let start = ColorPickerFixture.thumbCenter(green)
        host.drag(from: start, to: CGPoint(x: start.x + 400, y: start.y), duration: 0.3)
        // Each continuous pick, then the final one.
        #expect(recorder.changes.count > 3)
        #expect(recorder.changes.suffix(2) == ["00FF00", "00FF00"])
        host.tap(picker.closeButton)
        host.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        #expect(well.presentedPicker == nil)
        #expect(well.selectedColor.map { ColorPickerFixture.hex($0) } == "00FF00")
        #expect(recorder.changes.last == "00FF00")
    }

    @Test("setting the color, title or alpha from code sends nothing")
    func codeChangesAreSilent() {
        let (_, well, recorder) = makeWell()
        well.selectedColor = .red
        well.selectedColor = nil
        well.title = "Tint"
        well.supportsAlpha = false
        host.runUntilIdle()
        #expect(recorder.changes.isEmpty)
    }

    @Test("a well with no view controller above it presents nothing")
    func noViewController() {
        host.activate()
        let well = UIColorWell(frame: CGRect(x: 40, y: 200, width: 28, height: 28))
        host.window.addSubview(well)
        host.window.makeKeyAndVisible()
        host.runFrame()
        host.tap(well)
        host.runUntilIdle()
        #expect(well.presentedPicker == nil)
    }
}
