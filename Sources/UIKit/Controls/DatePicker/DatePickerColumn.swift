import Foundation

/// One wheel of a date picker in the wheels style.
enum DatePickerColumn: Equatable {
    /// January…December (12 rows).
    case month
    /// 1…31, whatever the month: days past the month's end are drawn gray
    /// and a wheel resting on one turns back to the month's last day.
    case dayOfMonth
    /// Years 1…9999 (row = year − 1).
    case year
    /// `.dateAndTime`'s days ("Mon Dec 7", "Today"), one row a day from
    /// 1 January 1601 to 31 December 2400 (`DatePickerColumn.firstDayYear`).
    case day
    /// 12…11 in 12-hour locales (row 0 is 12), else 0…23.
    case hour
    /// 0…59 in steps of the minute interval.
    case minute
    /// AM and PM.
    case meridiem
    /// A countdown's hours, 0…23.
    case countDownHours
    /// A countdown's minutes, 0…59 in steps of the minute interval.
    case countDownMinutes

    /// The day wheel's first and last years: 800 years of days (about
    /// 292,000 rows; only the rows on screen have views).
    static let firstDayYear = 1601
    static let lastDayYear = 2400

    /// The columns of `mode`, in the locale's order.
    @MainActor
    static func columns(for mode: UIDatePicker.Mode, formats: DatePickerFormats) -> [DatePickerColumn] {
        var time: [DatePickerColumn] = [.hour, .minute]
        if formats.uses12HourClock {
            if formats.meridiemFirst { time.insert(.meridiem, at: 0) } else { time.append(.meridiem) }
        }
        switch mode {
        case .time: return time
        case .date: return formats.dateOrder
        case .dateAndTime: return [.day] + time
        case .countDownTimer: return [.countDownHours, .countDownMinutes]
        }
    }

    /// Points: each wheel's width (room for the longest title at 21 pt:
    /// "September", "Wed Sep 30", "23 hours").
    var width: CGFloat {
        switch self {
        case .month: 136
        case .dayOfMonth: 48
        case .year: 76
        case .day: 142
        case .hour, .minute, .meridiem: 54
        case .countDownHours, .countDownMinutes: 112
        }
    }

    /// Titles sit close to the neighbouring wheel where iOS puts them: the
    /// day's title at its right edge, the month's at its left, as iOS does.
    var alignment: NSTextAlignment {
        switch self {
        case .day, .hour: .right
        case .month: .left
        default: .center
        }
    }
}
