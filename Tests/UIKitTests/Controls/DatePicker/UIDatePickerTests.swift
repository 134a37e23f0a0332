import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The date picker's wheels style and its value: wheels in the locale's
/// order and clock, the user's changes (a wheel at rest) sending
/// `.valueChanged` once and code's changes nothing, the range grayed and
/// sprung back from, the minute interval, the countdown, and iOS's look.
///
/// Every picker is en_US (unless said), Gregorian, UTC, on Monday
/// 7 December 2026 at 00:53. Wheels pickers span the screen at y 300…516:
/// the middle row is at y 408, the rows next to it at 376 and 440.
@MainActor
@Suite("UIDatePicker")
struct UIDatePickerTests {
    let host = UITestHost(device: .iPhone15Pro)
    let wheelsFrame = CGRect(x: 0, y: 300, width: 393, height: 216)
    typealias Fixture = DatePickerFixture

    func makeWheels(_ mode: UIDatePicker.Mode = .dateAndTime, locale: String = "en_US",
                    configure: (UIDatePicker) -> Void = { _ in }) -> UIDatePicker {
        Fixture.make(in: host, mode: mode, style: .wheels, locale: locale, frame: wheelsFrame, configure: configure)
    }

    // MARK: Defaults and styles

    @Test("defaults: date and time, automatic style resolved to compact, minute interval 1, no range")
    func defaults() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.minuteInterval == 1)
        #expect(picker.countDownDuration == 0)
        #expect(picker.roundsToMinuteInterval)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.locale == nil && picker.timeZone == nil)
        #expect(picker.calendar == Calendar.current)
        // The date is "now" when the picker is made.
        #expect(abs(picker.date.timeIntervalSinceNow) < 60)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .compact
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
    }

    @Test("intrinsic sizes: wheels 216 pt tall and as wide as their columns; the calendar 320 × 350 (+54 with time)")
    func intrinsicSizes() {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = .wheels
        // Day 142 + three 54 pt wheels + 3 gaps of 5 + 2 × 9 band inset.
        #expect(picker.intrinsicContentSize == CGSize(width: 337, height: 216))
        #expect(picker.sizeThatFits(.zero) == picker.intrinsicContentSize)
        picker.datePickerMode = .date
        #expect(picker.intrinsicContentSize == CGSize(width: 288, height: 216))
        picker.preferredDatePickerStyle = .inline
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 350))
        picker.datePickerMode = .dateAndTime
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 404))
        picker.preferredDatePickerStyle = .compact
        #expect(picker.intrinsicContentSize.height == 34)
    }

    @Test(".inline with .countDownTimer stops the app with UIKit's message")
    func inlineCountDownRaises() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let picker = UIDatePicker()
                picker.datePickerMode = .countDownTimer
                picker.preferredDatePickerStyle = .inline
            }
        }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let picker = UIDatePicker()
                picker.preferredDatePickerStyle = .inline
                picker.datePickerMode = .countDownTimer
            }
        }
        let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
            + "reason: 'UIDatePickerMode .countDownTimer is unsupported when using style .inline.'"))
    }

    // MARK: Wheels in the locale's order

    @Test(".dateAndTime in en_US: a day wheel with Today, then hour, minute and AM/PM")
    func dateAndTimeColumns() throws {
        let picker = makeWheels()
        let wheels = try #require(picker.wheels)
        #expect(wheels.columns == [.day, .hour, .minute, .meridiem])
        #expect(picker.selectedTitle(.day) == "Today")
        #expect(picker.selectedTitle(.hour) == "12")
        #expect(picker.selectedTitle(.minute) == "53")
        #expect(picker.selectedTitle(.meridiem) == "AM")
        let today = wheels.pickerView.selectedRow(inComponent: 0)
        #expect(wheels.title(row: today + 1, column: .day) == "Tue Dec 8")
        #expect(wheels.title(row: today - 1, column: .day) == "Sun Dec 6")
        #expect(wheels.pickerView.numberOfRows(inComponent: 1) == 12)
        #expect(wheels.pickerView.numberOfRows(inComponent: 2) == 60)
    }

    @Test(".date in en_US is month, day, year; in de_DE day, month, year with German month names")
    func dateColumnsFollowTheLocale() throws {
        let american = makeWheels(.date)
        #expect(american.wheels?.columns == [.month, .dayOfMonth, .year])
        #expect(american.selectedTitle(.month) == "December")
        #expect(american.selectedTitle(.dayOfMonth) == "7")
        #expect(american.selectedTitle(.year) == "2026")
        let german = makeWheels(.date, locale: "de_DE")
        #expect(german.wheels?.columns == [.dayOfMonth, .month, .year])
        #expect(german.selectedTitle(.month) == "Dezember")
    }

    @Test("a 24-hour locale (en_GB) has no AM/PM wheel and two-digit hours 00…23")
    func twentyFourHourLocale() throws {
        let picker = makeWheels(.time, locale: "en_GB")
        let wheels = try #require(picker.wheels)
        #expect(wheels.columns == [.hour, .minute])
        #expect(wheels.pickerView.numberOfRows(inComponent: 0) == 24)
        #expect(picker.selectedTitle(.hour) == "00")
        #expect(wheels.title(row: 23, column: .hour) == "23")
        #expect(makeWheels(.time).wheels?.columns == [.hour, .minute, .meridiem])
    }

    // MARK: The user's changes

    @Test("tapping the next day turns the day wheel: the date moves a day and .valueChanged is sent once")
    func turningTheDayWheel() {
        let picker = makeWheels()
        let events = DatePickerEvents(picker)
        host.tap(at: CGPoint(x: 108, y: 440))
        host.runUntilIdle()
        #expect(picker.date == Fixture.date(2026, 12, 8, 0, 53))
        #expect(picker.selectedTitle(.day) == "Tue Dec 8")
        #expect(events.names == ["valueChanged"])
    }

    @Test("a drag on the hour wheel sets the hour it comes to rest on, keeping day and minutes")
    func draggingTheHourWheel() {
        let picker = makeWheels()
        let events = DatePickerEvents(picker)
        let finger = host.touchDown(at: CGPoint(x: 211, y: 408))
        finger.move(to: CGPoint(x: 211, y: 408 - 64), duration: 0.8)
        host.advance(by: 0.3)
        finger.up()
        host.runUntilIdle()
        let hour = Fixture.calendar.component(.hour, from: picker.date)
        #expect([2, 3].contains(hour))
        #expect(Fixture.calendar.component(.minute, from: picker.date) == 53)
        #expect(Fixture.calendar.component(.day, from: picker.date) == 7)
        #expect(events.names == ["valueChanged"])
    }

    @Test("PM on the AM/PM wheel adds twelve hours")
    func meridiemWheel() {
        let picker = makeWheels()
        host.tap(at: CGPoint(x: 329, y: 440))
        host.runUntilIdle()
        #expect(picker.date == Fixture.date(2026, 12, 7, 12, 53))
        #expect(picker.selectedTitle(.meridiem) == "PM")
    }

    @Test("changes in code turn the wheels and send nothing")
    func codeChangesSendNothing() {
        let picker = makeWheels()
        let events = DatePickerEvents(picker)
        picker.date = Fixture.date(2026, 12, 9, 15, 20)
        host.runUntilIdle()
        #expect(picker.selectedTitle(.day) == "Wed Dec 9")
        #expect(picker.selectedTitle(.hour) == "3")
        #expect(picker.selectedTitle(.minute) == "20")
        #expect(picker.selectedTitle(.meridiem) == "PM")
        picker.setDate(Fixture.date(2027, 1, 1), animated: false)
        #expect(picker.selectedTitle(.day) == "Fri Jan 1")
        picker.countDownDuration = 60
        #expect(events.names.isEmpty)
    }

    @Test("a day past the month's end becomes its last day: 31 January, turned to February, is 28 February")
    func shortMonths() {
        let picker = makeWheels(.date) { $0.setDate(Fixture.date(2026, 1, 31, 9, 30), animated: false) }
        // The month wheel is centered at x 129.5.
        host.tap(at: CGPoint(x: 129, y: 440))
        host.runUntilIdle()
        #expect(picker.date == Fixture.date(2026, 2, 28, 9, 30))
        #expect(picker.selectedTitle(.dayOfMonth) == "28")
        // Days 29…31 of February are gray.
        let wheels = picker.wheels!
        #expect(!wheels.isAllowed(row: 28, column: .dayOfMonth))
        #expect(wheels.isAllowed(row: 27, column: .dayOfMonth))
    }
}

extension UIDatePickerTests {
    // MARK: Range

    @Test("setting a date outside the range keeps it within; a minimum after the maximum is ignored")
    func codeClampsToTheRange() {
        let picker = UIDatePicker()
        picker.calendar = Fixture.calendar
        picker.minimumDate = Fixture.date(2026, 12, 1)
        picker.maximumDate = Fixture.date(2026, 12, 31)
        picker.date = Fixture.date(2025, 6, 1)
        #expect(picker.date == Fixture.date(2026, 12, 1))
        picker.date = Fixture.date(2027, 6, 1)
        #expect(picker.date == Fixture.date(2026, 12, 31))
        picker.minimumDate = Fixture.date(2028, 1, 1)
        picker.date = Fixture.date(2030, 6, 1)
        #expect(picker.date == Fixture.date(2030, 6, 1))
    }

    @Test("rows outside the range are gray; a wheel resting on one springs back, and the value moves to the bound")
    func springsBackFromOutsideTheRange() throws {
        let minimum = Fixture.date(2026, 12, 5, 10, 0)
        let picker = makeWheels(.date) { $0.minimumDate = minimum }
        let events = DatePickerEvents(picker)
        let wheels = try #require(picker.wheels)
        // Year 2025 (row 2024) is gray, and so are December 1…4.
        let yearLabel = try #require(wheels.pickerView.view(forRow: 2024, forComponent: 2) as? UILabel)
        #expect(yearLabel.textColor == .secondaryLabel)
        #expect(!wheels.isAllowed(row: 3, column: .dayOfMonth))
        #expect(wheels.isAllowed(row: 4, column: .dayOfMonth))
        // Tap 2025 on the year wheel (centered at x 293.5): it springs back to 2026.
        host.tap(at: CGPoint(x: 293, y: 376))
        host.runUntilIdle()
        #expect(picker.date == minimum)
        #expect(picker.selectedTitle(.year) == "2026")
        #expect(picker.selectedTitle(.dayOfMonth) == "5")
        #expect(events.names == ["valueChanged"])
    }

    @Test("the maximum grays later hours and turns the wheel back to it")
    func maximumOnTheHourWheel() {
        let maximum = Fixture.date(2026, 12, 7, 1, 10)
        let picker = makeWheels { $0.maximumDate = maximum }
        #expect(picker.wheels?.isAllowed(row: 1, column: .hour) == true)
        #expect(picker.wheels?.isAllowed(row: 2, column: .hour) == false)
        // Two rows down the hour wheel: 2 AM, past the maximum.
        host.tap(at: CGPoint(x: 211, y: 408 + 64))
        host.runUntilIdle()
        #expect(picker.date == maximum)
        #expect(picker.selectedTitle(.hour) == "1")
        #expect(picker.selectedTitle(.minute) == "10")
    }

    // MARK: Minute interval and countdown

    @Test("minuteInterval 15: four minute rows, the date rounded to the nearest quarter; 7 sets the default")
    func minuteInterval() throws {
        let picker = makeWheels(.time) { $0.minuteInterval = 15 }
        let wheels = try #require(picker.wheels)
        #expect(wheels.pickerView.numberOfRows(inComponent: 1) == 4)
        #expect((0..<4).map { wheels.title(row: $0, column: .minute) } == ["00", "15", "30", "45"])
        // 00:53 rounds to 01:00.
        #expect(picker.date == Fixture.date(2026, 12, 7, 1, 0))
        // The minute wheel (x 196.5): one row down is :15.
        host.tap(at: CGPoint(x: 196, y: 440))
        host.runUntilIdle()
        #expect(picker.date == Fixture.date(2026, 12, 7, 1, 15))
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 45
        #expect(picker.minuteInterval == 1)
    }

    @Test("roundsToMinuteInterval false keeps a date set in code as it is")
    func noRounding() {
        let picker = UIDatePicker()
        picker.calendar = Fixture.calendar
        picker.timeZone = Fixture.utc
        picker.minuteInterval = 10
        picker.roundsToMinuteInterval = false
        picker.date = Fixture.date(2026, 12, 7, 8, 47)
        #expect(picker.date == Fixture.date(2026, 12, 7, 8, 47))
        picker.roundsToMinuteInterval = true
        #expect(picker.date == Fixture.date(2026, 12, 7, 8, 50))
    }

    @Test("countdown: hours and minutes wheels; turning one sets countDownDuration and sends .valueChanged")
    func countDown() throws {
        let picker = makeWheels(.countDownTimer) { $0.countDownDuration = 5400 }
        let events = DatePickerEvents(picker)
        let wheels = try #require(picker.wheels)
        #expect(wheels.columns == [.countDownHours, .countDownMinutes])
        #expect(picker.selectedTitle(.countDownHours) == "1 hour")
        #expect(picker.selectedTitle(.countDownMinutes) == "30 min")
        #expect(wheels.title(row: 0, column: .countDownHours) == "0 hours")
        // The minutes wheel is centered at x 255.
        host.tap(at: CGPoint(x: 255, y: 440))
        host.runUntilIdle()
        #expect(picker.countDownDuration == 5460)
        #expect(events.names == ["valueChanged"])
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_399)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
    }

    @Test("a countdown turned to 0 hours 0 min springs to one interval")
    func countDownNeverZero() {
        let picker = makeWheels(.countDownTimer) { $0.countDownDuration = 3600 }
        host.tap(at: CGPoint(x: 138, y: 376))
        host.runUntilIdle()
        #expect(picker.countDownDuration == 60)
        #expect(picker.selectedTitle(.countDownMinutes) == "1 min")
    }

    // MARK: Accessibility

    @Test("each wheel is adjustable for VoiceOver, its value the middle title; a swipe up changes the date")
    func accessibility() throws {
        let picker = makeWheels()
        let events = DatePickerEvents(picker)
        let wheels = try #require(picker.wheels)
        let wheel = try #require(wheels.pickerView.subviews.compactMap { $0 as? PickerWheelView }.first)
        #expect(wheel.accessibilityTraits.contains(.adjustable))
        #expect(wheel.accessibilityValue == "Today")
        wheel.accessibilityIncrement()
        #expect(wheel.accessibilityValue == "Tue Dec 8")
        #expect(picker.date == Fixture.date(2026, 12, 8, 0, 53))
        #expect(events.names == ["valueChanged"])
    }

    // MARK: Look

    @Test("drawn like iOS: .dateAndTime wheels with Today, 12 53 AM on the band")
    func dateAndTimeSnapshot() {
        _ = makeWheels()
        assertSnapshot(of: host, named: "wheels-date-and-time")
    }

    @Test("drawn like iOS: .date wheels, December 7 2026, earlier days gray")
    func dateSnapshot() {
        _ = makeWheels(.date) { $0.minimumDate = Fixture.date(2026, 12, 5) }
        assertSnapshot(of: host, named: "wheels-date")
    }
}
