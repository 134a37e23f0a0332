import Testing
@testable import UIKit
import UIKitTesting

/// The picker view: wheels that come to rest with a row in the middle, the
/// delegate told of the user's choices only, taps that turn a wheel to a
/// row, rows made only near the middle, and iOS's look.
@MainActor
@Suite("UIPickerView")
struct UIPickerViewTests {
    let host = UITestHost(device: .iPhone15Pro)

    final class Clock: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [24, 60]
        var selections: [String] = []
        var viewsMade = 0

        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            viewsMade += 1
            return component == 0 ? "\(row) h" : String(format: "%02d min", row)
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    /// A 216 pt picker across the screen at y = 300: its middle row's band
    /// spans y 392…424, rows 32 pt apart.
    func makePicker(_ clock: Clock) -> UIPickerView {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
        picker.dataSource = clock
        picker.delegate = clock
        controller.view.addSubview(picker)
        host.rootViewController = controller
        host.runUntilIdle()
        return picker
    }

    @Test("components and rows come from the data source; the first rows are selected; 216 pt tall")
    func basics() {
        let clock = Clock()
        let picker = makePicker(clock)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 60)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.rowSize(forComponent: 0).height == 32)
        #expect(picker.intrinsicContentSize.height == 216)
        // Two components share 393 − 2 × 9 − 5 pt.
        #expect(picker.rowSize(forComponent: 0).width == 185)
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }

    @Test("selectRow turns the wheel and tells the delegate nothing")
    func selectRowFromCode() throws {
        let clock = Clock()
        let picker = makePicker(clock)
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        let view = try #require(picker.view(forRow: 7, forComponent: 0))
        // The middle row sits in the band, unsquashed.
        #expect(abs(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil).y - 408) < 0.5)
        picker.selectRow(30, inComponent: 1, animated: true)
        host.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 1) == 30)
        #expect(clock.selections.isEmpty)
    }

    @Test("a flicked wheel comes to rest with a row exactly in the middle, and the delegate hears it once")
    func flickComesToRestOnARow() {
        let clock = Clock()
        let picker = makePicker(clock)
        host.drag(from: CGPoint(x: 300, y: 480), to: CGPoint(x: 300, y: 330), duration: 0.15)
        host.runUntilIdle()
        let row = picker.selectedRow(inComponent: 1)
        #expect(row > 4)
        #expect(clock.selections == ["1:\(row)"])
        let view = picker.view(forRow: row, forComponent: 1)
        let middle = view.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil).y }
        #expect(middle.map { abs($0 - 408) < 0.5 } == true)
    }

    @Test("a slow drag of two rows and a half ends two or three rows on")
    func slowDragSnaps() {
        let clock = Clock()
        let picker = makePicker(clock)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 408))
        finger.move(to: CGPoint(x: 100, y: 408 - 80), duration: 0.8)
        host.advance(by: 0.3)
        finger.up()
        host.runUntilIdle()
        #expect([2, 3].contains(picker.selectedRow(inComponent: 0)))
        #expect(clock.selections.count == 1)
    }

    @Test("a tap on the row below the middle turns the wheel to it")
    func tapTurnsToARow() {
        let clock = Clock()
        let picker = makePicker(clock)
        host.tap(at: CGPoint(x: 100, y: 408 + 32))
        host.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(clock.selections == ["0:1"])
    }

    @Test("a wheel of a million rows makes views only for the rows near the middle")
    func millionRows() {
        let clock = Clock()
        clock.rows = [1_000_000]
        let picker = makePicker(clock)
        picker.selectRow(500_000, inComponent: 0, animated: false)
        host.runUntilIdle()
        #expect(picker.view(forRow: 500_000, forComponent: 0) != nil)
        #expect(picker.view(forRow: 499_980, forComponent: 0) == nil)
        #expect(clock.viewsMade < 40)
    }

    @Test("reloading takes the data source's new counts and keeps the selection in range")
    func reload() {
        let clock = Clock()
        let picker = makePicker(clock)
        picker.selectRow(20, inComponent: 0, animated: false)
        clock.rows = [10, 60, 2]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3)
        #expect(picker.selectedRow(inComponent: 0) == 9)
    }

    @Test("drawn like iOS: rows on a drum, the middle one on a gray band")
    func looksLikeIOS() {
        let clock = Clock()
        let picker = makePicker(clock)
        picker.selectRow(9, inComponent: 0, animated: false)
        picker.selectRow(41, inComponent: 1, animated: false)
        assertSnapshot(of: host, named: "picker")
    }
}

extension UIPickerViewTests {
    @Test("each wheel is adjustable for VoiceOver: its value is the middle row's title, swipes step a row")
    func accessibility() throws {
        let clock = Clock()
        let picker = makePicker(clock)
        picker.selectRow(9, inComponent: 0, animated: false)
        let wheel = try #require(picker.subviews.compactMap { $0 as? PickerWheelView }.first)
        #expect(wheel.isAccessibilityElement)
        #expect(wheel.accessibilityTraits.contains(.adjustable))
        #expect(wheel.accessibilityValue == "9 h")
        wheel.accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 0) == 10)
        #expect(wheel.accessibilityValue == "10 h")
        #expect(clock.selections == ["0:10"])
        picker.selectRow(0, inComponent: 0, animated: false)
        wheel.accessibilityDecrement()
        #expect(clock.selections == ["0:10"])
    }
}
