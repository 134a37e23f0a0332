import Foundation

/// What a date picker needs to know about its locale, calendar and time
/// zone: the calendar to compute with, the formatters for its labels, the
/// order of the date wheels and whether the locale uses a 12-hour clock.
/// Made again whenever the picker's `locale`, `calendar` or `timeZone`
/// changes, since `DateFormatter`s are costly to make.
@MainActor
final class DatePickerFormats {
    /// The picker's calendar with its locale and time zone applied, so that
    /// the first weekday and the symbols follow the locale.
    let calendar: Calendar
    /// "Dec 7, 2026" in en_US: the compact date pill.
    let mediumDate: DateFormatter
    /// "12:53 AM" in en_US: the time pills.
    let shortTime: DateFormatter
    /// "December 2026" in en_US: the inline calendar's header.
    let monthAndYear: DateFormatter
    /// "Mon Dec 7" in en_US: the day wheel of `.dateAndTime`.
    let weekdayMonthDay: DateFormatter
    /// "Monday, December 7, 2026" in en_US: the days' VoiceOver labels.
    let fullDate: DateFormatter
    /// Whether the locale's clock has AM and PM.
    let uses12HourClock: Bool
    /// Whether 24-hour hours are written with two digits ("07", not "7").
    let padsHours: Bool
    /// Whether AM/PM comes before the hour (as in ja_JP's "午前 9:41").
    let meridiemFirst: Bool
    /// The date wheels in the locale's order (month, day, year in en_US).
    let dateOrder: [DatePickerColumn]

    init(locale: Locale, calendar base: Calendar, timeZone: TimeZone) {
        var calendar = base
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = timeZone
            configure(formatter)
            return formatter
        }
        mediumDate = formatter { $0.dateStyle = .medium; $0.timeStyle = .none }
        shortTime = formatter { $0.dateStyle = .none; $0.timeStyle = .short }
        monthAndYear = formatter { $0.setLocalizedDateFormatFromTemplate("MMMMy") }
        weekdayMonthDay = formatter { $0.setLocalizedDateFormatFromTemplate("EEEMMMd") }
        fullDate = formatter { $0.dateStyle = .full; $0.timeStyle = .none }

        // The locale's own patterns say the order and the clock: "j" is
        // the locale's preferred hour ("h a" in en_US, "HH" in en_GB).
        let time = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        let hour = time.firstIndex { "hHkK".contains($0) }
        let meridiem = time.firstIndex(of: "a")
        uses12HourClock = meridiem != nil || time.contains("h") || time.contains("K")
        padsHours = time.contains("HH") || time.contains("kk")
        meridiemFirst = meridiem != nil && hour != nil && meridiem! < hour!
        let date = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        func position(_ found: String.Index?) -> String.Index { found ?? date.endIndex }
        let positions: [(column: DatePickerColumn, index: String.Index)] = [
            (DatePickerColumn.month, position(date.firstIndex { $0 == "M" || $0 == "L" })),
            (DatePickerColumn.dayOfMonth, position(date.firstIndex(of: "d"))),
            (DatePickerColumn.year, position(date.firstIndex(of: "y"))),
        ]
        dateOrder = positions.sorted { $0.index < $1.index }.map(\.column)
    }

    /// The text of the `.dateAndTime` day wheel's row for `day`: the
    /// locale's abbreviated weekday, month and day without commas, as iOS
    /// writes it ("Mon Dec 7").
    func dayTitle(for day: Date) -> String {
        weekdayMonthDay.string(from: day).replacingOccurrences(of: ",", with: "")
    }
}
