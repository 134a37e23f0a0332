import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The inline calendar and the compact pills: choosing a day by a tap,
/// the month arrows, days out of range, the compact card opening, choosing
/// and closing, VoiceOver, and iOS's look in light and dark.
///
/// Every picker is en_US, Gregorian, UTC, on Monday 7 December 2026 at
/// 00:53 ("today"). December 2026 starts on a Tuesday.
@MainActor
@Suite("UIDatePicker calendar and compact styles")
struct UIDatePickerCalendarTests {
    let host = UITestHost(device: .iPhone15Pro)
    typealias Fixture = DatePickerFixture

    func makeInline(_ mode: UIDatePicker.Mode = .date, configure: (UIDatePicker) -> Void = { _ in }) -> UIDatePicker {
        Fixture.make(in: host, mode: mode, style: .inline, frame: CGRect(x: 36, y: 120, width: 320, height:
            mode == .dateAndTime ? 404 : 350), configure: configure)
    }

    func cell(_ day: Int, of calendarView: DatePickerCalendarView?) -> DatePickerDayCell? {
        calendarView?.dayCells.first { $0.day == day && !$0.isHidden }
    }

    /// The open compact card, if any.
    var overlay: DatePickerOverlay? {
        host.window.subviews.compactMap { $0 as? DatePickerOverlay }.first
    }

    // MARK: Inline

    @Test("the inline calendar: the month header, SUN…SAT, December 2026 from Tuesday, the 7th chosen")
    func inlineLayout() throws {
        let picker = makeInline()
        let calendarView = try #require(picker.calendarView)
        #expect(calendarView.titleLabel.text == "December 2026")
        #expect(calendarView.weekdayLabels.map(\.text) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        // Sunday and Monday of the first week are empty.
        #expect(calendarView.dayCells.prefix(3).map(\.day) == [0, 0, 1])
        let seventh = try #require(cell(7, of: calendarView))
        #expect(seventh.isChosen && seventh.isToday)
        #expect(seventh.frame == CGRect(x: 6 + 44, y: 52 + 24 + 44, width: 44, height: 44))
        #expect(seventh.accessibilityTraits.contains(.selected))
        #expect(seventh.accessibilityLabel == "Monday, December 7, 2026")
    }

    @Test("a week starting on Monday in en_GB")
    func firstWeekday() throws {
        let picker = Fixture.make(in: host, mode: .date, style: .inline, locale: "en_GB")
        #expect(picker.calendarView?.weekdayLabels.first?.text == "MON")
        // 1 December 2026, a Tuesday, is in the second column.
        #expect(picker.calendarView?.dayCells.prefix(2).map(\.day) == [0, 1])
    }

    @Test("tapping a day chooses it, keeping the time, and sends .valueChanged once")
    func tapADay() throws {
        let picker = makeInline(.dateAndTime)
        let events = DatePickerEvents(picker)
        let seventeenth = try #require(cell(17, of: picker.calendarView))
        host.tap(seventeenth)
        host.runUntilIdle()
        #expect(picker.date == Fixture.date(2026, 12, 17, 0, 53))
        #expect(seventeenth.isChosen)
        #expect(cell(7, of: picker.calendarView)?.isChosen == false)
        #expect(events.names == ["valueChanged"])
        // The chosen day again: no change, nothing sent.
        host.tap(seventeenth)
        host.runUntilIdle()
        #expect(events.names == ["valueChanged"])
        #expect(picker.calendarView?.timePill.text == "12:53\u{202F}AM")
    }

    @Test("the arrows change the month shown, not the date; a tap there chooses a day of that month")
    func monthArrows() throws {
        let picker = makeInline()
        let events = DatePickerEvents(picker)
        let calendarView = try #require(picker.calendarView)
        host.tap(calendarView.nextButton)
        host.runUntilIdle()
        #expect(calendarView.titleLabel.text == "January 2027")
        #expect(picker.date == Fixture.start)
        #expect(events.names.isEmpty)
        host.tap(try #require(cell(20, of: calendarView)))
        host.runUntilIdle()
        #expect(picker.date == Fixture.date(2027, 1, 20, 0, 53))
        host.tap(calendarView.previousButton)
        host.tap(calendarView.previousButton)
        host.runUntilIdle()
        #expect(calendarView.titleLabel.text == "November 2026")
        #expect(events.names == ["valueChanged"])
    }

    @Test("days out of range are gray and ignore taps; an arrow to a month wholly out of range is disabled")
    func outOfRangeDays() throws {
        let picker = makeInline {
            $0.minimumDate = Fixture.date(2026, 12, 5)
            $0.maximumDate = Fixture.date(2026, 12, 20, 12)
        }
        let events = DatePickerEvents(picker)
        let calendarView = try #require(picker.calendarView)
        let fourth = try #require(cell(4, of: calendarView))
        #expect(!fourth.isEnabled)
        #expect(fourth.label.textColor == .tertiaryLabel)
        #expect(cell(5, of: calendarView)?.isEnabled == true)
        #expect(cell(20, of: calendarView)?.isEnabled == true)
        #expect(cell(21, of: calendarView)?.isEnabled == false)
        host.tap(fourth)
        host.tap(try #require(cell(25, of: calendarView)))
        host.runUntilIdle()
        #expect(picker.date == Fixture.start)
        #expect(events.names.isEmpty)
        #expect(!calendarView.previousButton.isEnabled)
        #expect(!calendarView.nextButton.isEnabled)
    }

    @Test("a date set in code shows its month")
    func codeShowsTheMonth() {
        let picker = makeInline()
        picker.date = Fixture.date(2027, 3, 3)
        #expect(picker.calendarView?.titleLabel.text == "March 2027")
        #expect(cell(3, of: picker.calendarView)?.isChosen == true)
    }

    // MARK: Compact

    @Test("compact: a date pill and a time pill, buttons for VoiceOver labelled with their text")
    func compactPills() throws {
        let picker = Fixture.make(in: host, style: .compact)
        let compact = try #require(picker.compactView)
        let datePill = try #require(compact.datePill)
        let timePill = try #require(compact.timePill)
        #expect(datePill.text == "Dec 7, 2026")
        #expect(timePill.text == "12:53\u{202F}AM")
        #expect(datePill.accessibilityLabel == "Dec 7, 2026")
        #expect(datePill.accessibilityTraits.contains(.button))
        #expect(picker.intrinsicContentSize == CGSize(
            width: datePill.intrinsicContentSize.width + 6 + timePill.intrinsicContentSize.width, height: 34))
        #expect(datePill.frame.minX == 0 && timePill.frame.minX == datePill.frame.maxX + 6)
        #expect(Fixture.make(in: host, mode: .date, style: .automatic).compactView?.timePill == nil)
    }

    @Test("compact: tapping the date opens the calendar card; a chosen day updates the pill; a tap outside closes")
    func compactCalendar() throws {
        let picker = Fixture.make(in: host, style: .compact)
        let events = DatePickerEvents(picker)
        let datePill = try #require(picker.compactView?.datePill)
        host.tap(datePill)
        host.runUntilIdle()
        let card = try #require(overlay)
        #expect(events.names == ["editingDidBegin"])
        #expect(datePill.isActive)
        let calendarView = try #require(card.content as? DatePickerCalendarView)
        // The card sits 8 pt under the pill.
        #expect(card.card.frame.minY == datePill.convert(datePill.bounds, to: nil).maxY + 8)
        host.tap(try #require(cell(24, of: calendarView)))
        host.runUntilIdle()
        #expect(picker.date == Fixture.date(2026, 12, 24, 0, 53))
        #expect(datePill.text == "Dec 24, 2026")
        #expect(overlay != nil)
        host.tap(at: CGPoint(x: 200, y: 780))
        host.runUntilIdle()
        #expect(overlay == nil)
        #expect(!datePill.isActive)
        #expect(events.names == ["editingDidBegin", "valueChanged", "editingDidEnd"])
    }

    @Test("compact: tapping the time opens the time wheels; a turned wheel changes the time")
    func compactTime() throws {
        let picker = Fixture.make(in: host, style: .compact)
        let events = DatePickerEvents(picker)
        host.tap(try #require(picker.compactView?.timePill))
        host.runUntilIdle()
        let wheels = try #require(overlay?.content as? DatePickerWheelsView)
        #expect(wheels.columns == [.hour, .minute, .meridiem])
        // One row below the middle of the hour wheel.
        let hourWheel = wheels.pickerView.convert(CGPoint(x: wheels.bounds.midX - 59, y: 108 + 32), to: nil)
        host.tap(at: hourWheel)
        host.runUntilIdle()
        #expect(picker.date == Fixture.date(2026, 12, 7, 1, 53))
        #expect(picker.compactView?.timePill?.text == "1:53\u{202F}AM")
        #expect(events.names == ["editingDidBegin", "valueChanged"])
        assertSnapshot(of: host, named: "compact-time-open")
        // Leaving the window closes the card.
        picker.removeFromSuperview()
        host.runUntilIdle()
        #expect(overlay == nil)
        #expect(events.names == ["editingDidBegin", "valueChanged", "editingDidEnd"])
    }

    @Test("a disabled compact picker ignores taps")
    func disabled() throws {
        let picker = Fixture.make(in: host, style: .compact) { $0.isEnabled = false }
        let events = DatePickerEvents(picker)
        host.tap(try #require(picker.compactView?.datePill))
        host.runUntilIdle()
        #expect(overlay == nil)
        #expect(events.names.isEmpty)
    }

    // MARK: Look

    @Test("drawn like iOS: the inline calendar, the 7th (today) chosen")
    func inlineSnapshot() {
        _ = makeInline { $0.minimumDate = Fixture.date(2026, 12, 3) }
        assertSnapshot(of: host, named: "inline-date")
    }

    @Test("drawn like iOS: compact pills, then the calendar card open under them")
    func compactSnapshots() throws {
        let picker = Fixture.make(in: host, style: .compact) { $0.setDate(Fixture.date(2026, 12, 18, 14, 5), animated: false) }
        assertSnapshot(of: host, named: "compact-closed")
        host.tap(try #require(picker.compactView?.datePill))
        host.runUntilIdle()
        assertSnapshot(of: host, named: "compact-open")
    }

    @Test("drawn like iOS in dark mode: the inline calendar with its time row, an orange tint")
    func darkSnapshot() {
        let picker = makeInline(.dateAndTime) { $0.setDate(Fixture.date(2026, 12, 18, 14, 5), animated: false) }
        picker.tintColor = .systemOrange
        host.userInterfaceStyle = .dark
        host.runUntilIdle()
        assertSnapshot(of: host, named: "inline-date-and-time-dark")
    }
}
