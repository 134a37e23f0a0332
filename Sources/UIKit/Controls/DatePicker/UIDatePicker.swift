import Foundation

/// A control for choosing a date, a time, both, or a duration, drawn as
/// iOS 14 and later draw it in each style:
///
/// - `.wheels`: spinning wheels in a `UIPickerView` (216 pt tall), in the
///   locale's order and clock (`DatePickerWheelsView`).
/// - `.inline`: a month calendar with a header and month arrows, and for
///   `.dateAndTime` a "Time" row under it (`DatePickerCalendarView`).
/// - `.compact`: rounded pills showing the date and the time; tapping one
///   opens the calendar or the time wheels in a card over the app
///   (`DatePickerCompactView`, `DatePickerOverlay`).
///
/// When the user changes the value (a wheel comes to rest, a day is
/// tapped) the picker updates `date` (or `countDownDuration`) and sends
/// `.valueChanged` once; changes made in code send nothing. Values outside
/// `minimumDate`…`maximumDate` are drawn gray, and a wheel resting on one
/// turns back to the nearest allowed value. The compact style sends
/// `.editingDidBegin` when its card opens and `.editingDidEnd` when it
/// closes.
///
/// Misuse stops the app as UIKit does: `.inline` with `.countDownTimer`
/// raises `NSInternalInconsistencyException` (message as reported from
/// iOS 14 in xmartlabs/Eureka issue 2093), here at the moment the
/// combination is set.
///
/// Kumiki: see `docs/PORTING.md` for the differences (wheels do not loop,
/// the month-year header does not open a month wheel, the inline time is
/// shown but not edited in place, "Today" is English in every locale).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    var dateStorage: Date
    var calendarStorage: Calendar?
    var minuteIntervalStorage = 1
    var countDownStorage: TimeInterval = 0
    /// Made again when the locale, calendar or time zone changes.
    private var formatsStorage: DatePickerFormats?
    /// What the picker shows for its style and mode.
    private(set) var content: (UIView & DatePickerContent)?
    /// The compact style's open card, if any.
    var overlay: DatePickerOverlay?
    /// "Now": the default `date` and the day marked as today. Tests replace
    /// it so that "Today" does not depend on the day they run.
    var now: () -> Date = { Date() }

    /// A picker showing the current date and time (`.dateAndTime`, `.automatic`).
    public override init(frame: CGRect) {
        dateStorage = Date()
        super.init(frame: frame)
        rebuildContent()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Mode and style

    /// What the picker lets the user choose; `.dateAndTime` by default.
    /// Setting `.countDownTimer` while `preferredDatePickerStyle` is
    /// `.inline` raises `NSInternalInconsistencyException`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            guard datePickerMode != oldValue else { return }
            checkStyleAndMode()
            dateStorage = normalized(dateStorage)
            rebuildContent()
        }
    }

    /// The style the app would like; `.automatic` by default. Setting
    /// `.inline` while the mode is `.countDownTimer` raises
    /// `NSInternalInconsistencyException`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet {
            guard preferredDatePickerStyle != oldValue else { return }
            checkStyleAndMode()
            rebuildContent()
        }
    }

    /// The style shown: the preferred one, except that `.automatic` is
    /// `.compact`, and `.countDownTimer` always shows wheels (as on iPhone
    /// with iOS 14 and later).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    private func checkStyleAndMode() {
        if preferredDatePickerStyle == .inline && datePickerMode == .countDownTimer {
            UncaughtException.raise("NSInternalInconsistencyException",
                                    reason: "UIDatePickerMode .countDownTimer is unsupported when using style .inline.")
        }
    }

    // MARK: Locale, calendar, time zone

    /// The locale of the labels and of the wheels' order and clock; nil
    /// (the default) means the calendar's locale, else the current one.
    open var locale: Locale? {
        didSet { formatsDidChange() }
    }

    /// The calendar the picker computes with; setting nil restores the
    /// default, `Calendar.current`.
    open var calendar: Calendar! {
        get { calendarStorage ?? Calendar.current }
        set { calendarStorage = newValue; formatsDidChange() }
    }

    /// The time zone the picker shows dates in; nil (the default) means the
    /// calendar's time zone if one was set, else the current one.
    open var timeZone: TimeZone? {
        didSet { formatsDidChange() }
    }

    var formats: DatePickerFormats {
        if let formatsStorage { return formatsStorage }
        let made = DatePickerFormats(locale: locale ?? calendarStorage?.locale ?? .current, calendar: calendar,
                                     timeZone: timeZone ?? calendarStorage?.timeZone ?? .current)
        formatsStorage = made
        return made
    }

    private func formatsDidChange() {
        formatsStorage = nil
        rebuildContent()
    }

    // MARK: Value

    /// The chosen date. Setting it turns the wheels to it with animation
    /// (`setDate(_:animated:)` chooses) and sends no event; a date outside
    /// `minimumDate`…`maximumDate` becomes the nearer bound, and with
    /// `roundsToMinuteInterval` the time is rounded to the nearest
    /// `minuteInterval`. Not used by `.countDownTimer`.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: true) }
    }

    /// Sets `date`, turning the wheels to it with animation or at once.
    open func setDate(_ date: Date, animated: Bool) {
        dateStorage = normalized(date)
        content?.refresh(animated: animated)
        overlay?.content.refresh(animated: animated)
    }

    /// The earliest date the user may choose; nil (the default) for none.
    /// Ignored when later than `maximumDate`, and in `.countDownTimer`.
    /// Setting it moves `date` into the range (uncertain: iOS documents
    /// nothing for this).
    open var minimumDate: Date? {
        didSet { rangeDidChange() }
    }

    /// The latest date the user may choose; nil (the default) for none.
    /// Ignored when earlier than `minimumDate`, and in `.countDownTimer`.
    open var maximumDate: Date? {
        didSet { rangeDidChange() }
    }

    private func rangeDidChange() {
        dateStorage = normalized(dateStorage)
        content?.refresh(animated: false)
        overlay?.content.refresh(animated: false)
    }

    /// Minutes between the rows of the minute wheel: 1 (the default) to 30.
    /// A value that does not divide 60 evenly, or is out of that range,
    /// sets the default, as Apple documents.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            let valid = (1...30).contains(newValue) && 60 % newValue == 0
            minuteIntervalStorage = valid ? newValue : 1
            dateStorage = normalized(dateStorage)
            rebuildContent()
        }
    }

    /// Whether `date` is kept on a `minuteInterval` boundary (true by
    /// default, as on iOS 15 and later). Kumiki rounds only when the
    /// interval is more than a minute, so that an interval of 1 keeps the
    /// seconds of a date set in code.
    open var roundsToMinuteInterval = true {
        didSet { setDate(dateStorage, animated: false) }
    }

    /// The duration chosen in `.countDownTimer`, in seconds, from 0 (the
    /// default) to 86,399 (23 h 59 min); other values are pinned to that
    /// range. The wheels show whole minutes, rounded down to the
    /// `minuteInterval`. The user cannot choose 0: a wheel resting on
    /// "0 hours, 0 min" turns to the first interval, as on iOS.
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set {
            countDownStorage = min(max(newValue.isNaN ? 0 : newValue, 0), 86_399)
            content?.refresh(animated: false)
        }
    }

    /// The range in force: nil bounds, or none at all when the minimum is
    /// after the maximum, as Apple documents.
    var range: (lower: Date?, upper: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// Whether some instant of `start..<end` is within the range.
    func isAllowed(from start: Date, to end: Date) -> Bool {
        let (lower, upper) = range
        if let lower, end <= lower { return false }
        if let upper, start > upper { return false }
        return true
    }

    /// `date` rounded to the minute interval (when that applies) and kept
    /// within the range.
    func normalized(_ date: Date) -> Date {
        var result = date
        if roundsToMinuteInterval, minuteInterval > 1, datePickerMode.showsTime,
           let hour = formats.calendar.dateInterval(of: .hour, for: date) {
            let step = TimeInterval(minuteInterval * 60)
            result = hour.start.addingTimeInterval((date.timeIntervalSince(hour.start) / step).rounded() * step)
        }
        let (lower, upper) = range
        if let lower, result < lower { result = lower }
        if let upper, result > upper { result = upper }
        return result
    }

    // MARK: The user's choices

    /// The user chose `proposed` (a wheel came to rest, a day was tapped):
    /// stores it within the range, shows the stored date everywhere (a
    /// wheel past the range turns back) and sends `.valueChanged` when the
    /// date changed.
    func userDidChoose(_ proposed: Date) {
        let chosen = normalized(proposed)
        let changed = chosen != dateStorage
        dateStorage = chosen
        content?.refresh(animated: true)
        overlay?.content.refresh(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    /// The user chose a countdown of `seconds`; 0 becomes one interval.
    func userDidChooseCountDown(_ seconds: TimeInterval) {
        let chosen = seconds < 60 ? TimeInterval(minuteInterval * 60) : seconds
        let changed = chosen != countDownStorage
        countDownStorage = chosen
        content?.refresh(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: Content and size

    /// Replaces the content for the current style, mode and formats.
    func rebuildContent() {
        overlay?.dismiss()
        content?.removeFromSuperview()
        let made: UIView & DatePickerContent
        switch datePickerStyle {
        case .wheels:
            made = DatePickerWheelsView(picker: self, mode: datePickerMode)
        case .inline where datePickerMode != .time:
            made = DatePickerCalendarView(picker: self, showsTime: datePickerMode == .dateAndTime)
        default:
            // `.inline` with `.time` shows the time pill as `.compact` does.
            made = DatePickerCompactView(picker: self)
        }
        content = made
        made.isUserInteractionEnabled = isEnabled
        addSubview(made)
        made.frame = bounds
        made.refresh(animated: false)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The size of the style's content: 216 pt tall wheels as wide as their
    /// columns; the calendar (320 pt wide); or the pills.
    open override var intrinsicContentSize: CGSize {
        content?.naturalSize ?? .zero
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
    }

    /// A disabled picker ignores touches (Kumiki draws it unchanged, where
    /// iOS dims its text).
    open override var isEnabled: Bool {
        didSet {
            content?.isUserInteractionEnabled = isEnabled
            if !isEnabled { overlay?.dismiss() }
        }
    }

    /// A picker leaving its window closes its card.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { overlay?.dismiss() }
    }
}

/// What a date picker shows for one style.
@MainActor
protocol DatePickerContent: AnyObject {
    /// Shows the picker's current value (after a change in code or by the user).
    func refresh(animated: Bool)
    /// The size the content would like, in points.
    var naturalSize: CGSize { get }
}
