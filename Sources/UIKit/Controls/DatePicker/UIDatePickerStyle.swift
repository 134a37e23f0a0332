import Foundation

/// How a date picker shows its value and lets the user edit it.
///
/// Kumiki resolves `.automatic` as iOS 14 and later do on iPhone: `.compact`
/// for the date and time modes and `.wheels` for `.countDownTimer`
/// (`UIDatePicker.datePickerStyle`).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system chooses the style from the platform and the mode.
    case automatic = 0
    /// Spinning wheels, edited in place.
    case wheels = 1
    /// One or two rounded labels; tapping one opens an editor over the app.
    case compact = 2
    /// A month calendar (and, with a time, a time row), edited in place.
    /// Not allowed with `.countDownTimer`.
    case inline = 3
}

extension UIDatePicker {
    /// What a date picker lets the user choose.
    ///
    /// Kumiki: `.yearAndMonth` (iOS 17.4) is absent.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and, in 12-hour locales, AM/PM.
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A day, hours, minutes and, in 12-hour locales, AM/PM.
        case dateAndTime = 2
        /// A duration of hours and minutes (`countDownDuration`).
        case countDownTimer = 3

        /// Whether the mode shows a calendar day.
        var showsDate: Bool { self == .date || self == .dateAndTime }
        /// Whether the mode shows a time of day.
        var showsTime: Bool { self == .time || self == .dateAndTime }
    }
}
