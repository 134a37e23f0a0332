import Foundation
@testable import UIKit
import UIKitTesting

/// Date pickers made the same way in every test: en_US (or another
/// locale), Gregorian, UTC, on 7 December 2026 at 00:53, with "now" the same
/// instant, so that nothing depends on the machine's clock, zone or locale.
@MainActor
enum DatePickerFixture {
    static let utc = TimeZone(identifier: "UTC")!

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }

    /// A UTC date.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    static let start = date(2026, 12, 7, 0, 53)

    /// A picker in `host`'s root view at `frame` (nil: its intrinsic size at
    /// (20, 120)), configured by `configure` before it is shown.
    static func make(in host: UITestHost, mode: UIDatePicker.Mode = .dateAndTime,
                     style: UIDatePickerStyle = .wheels, locale: String = "en_US", frame: CGRect? = nil,
                     configure: (UIDatePicker) -> Void = { _ in }) -> UIDatePicker {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let picker = UIDatePicker()
        picker.now = { start }
        picker.locale = Locale(identifier: locale)
        picker.calendar = calendar
        picker.timeZone = utc
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.setDate(start, animated: false)
        configure(picker)
        picker.frame = frame ?? CGRect(origin: CGPoint(x: 20, y: 120), size: picker.intrinsicContentSize)
        controller.view.addSubview(picker)
        host.rootViewController = controller
        host.runUntilIdle()
        return picker
    }
}

/// The control events a picker sent, in order.
@MainActor
final class DatePickerEvents {
    private(set) var names: [String] = []

    init(_ picker: UIDatePicker) {
        let watched: [(UIControl.Event, String)] = [
            (.valueChanged, "valueChanged"), (.editingDidBegin, "editingDidBegin"), (.editingDidEnd, "editingDidEnd"),
        ]
        for (event, name) in watched {
            picker.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }
}

extension UIDatePicker {
    var wheels: DatePickerWheelsView? { content as? DatePickerWheelsView }
    var calendarView: DatePickerCalendarView? { content as? DatePickerCalendarView }
    var compactView: DatePickerCompactView? { content as? DatePickerCompactView }

    /// The title in the middle of `column`'s wheel.
    func selectedTitle(_ column: DatePickerColumn) -> String? {
        guard let wheels, let index = wheels.columns.firstIndex(of: column) else { return nil }
        return wheels.title(row: wheels.pickerView.selectedRow(inComponent: index), column: column)
    }
}
