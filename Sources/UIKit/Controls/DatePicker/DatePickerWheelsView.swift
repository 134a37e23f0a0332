import Foundation

/// The wheels style: a `UIPickerView` whose data source and delegate this
/// view is, with a wheel per `DatePickerColumn`. Rows stand for values
/// (a month, an hour…); when a wheel comes to rest the view builds the
/// date from every wheel's row and hands it to the picker, which keeps it
/// within the range and sends `.valueChanged`; then every wheel turns to
/// the stored date, which is how a wheel past the range springs back.
@MainActor
final class DatePickerWheelsView: UIView, DatePickerContent, UIPickerViewDataSource, UIPickerViewDelegate {
    private weak var picker: UIDatePicker?
    let mode: UIDatePicker.Mode
    let columns: [DatePickerColumn]
    let pickerView = UIPickerView()
    /// Midnight starting the day wheel's first row, and the day wheel's rows.
    private let firstDay: Date
    private var dayCount = 0

    init(picker: UIDatePicker, mode: UIDatePicker.Mode) {
        self.picker = picker
        self.mode = mode
        let formats = picker.formats
        columns = DatePickerColumn.columns(for: mode, formats: formats)
        firstDay = formats.calendar.date(from: DateComponents(year: DatePickerColumn.firstDayYear, month: 1, day: 1))
            ?? Date(timeIntervalSinceReferenceDate: 0)
        super.init(frame: .zero)
        let lastDay = formats.calendar.date(from: DateComponents(year: DatePickerColumn.lastDayYear, month: 12, day: 31))
        dayCount = dayRow(for: lastDay ?? firstDay) + 1
        pickerView.dataSource = self
        pickerView.delegate = self
        addSubview(pickerView)
    }

    required init?(coder: NSCoder) { nil }

    /// 216 pt tall (UIPickerView's height); as wide as the wheels, the gaps
    /// between them and the band's insets.
    var naturalSize: CGSize {
        let wheels = columns.map(\.width).reduce(0, +)
        let gaps = CGFloat(max(0, columns.count - 1)) * UIPickerView.componentSpacing
        return CGSize(width: wheels + gaps + 2 * UIPickerView.bandInset, height: UIPickerView.intrinsicHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        pickerView.frame = bounds
    }

    private var calendar: Calendar { picker?.formats.calendar ?? .current }
    private var interval: Int { picker?.minuteInterval ?? 1 }

    // MARK: Rows and values

    func rowCount(_ column: DatePickerColumn) -> Int {
        switch column {
        case .month: 12
        case .dayOfMonth: 31
        case .year: 9999
        case .day: dayCount
        case .hour: picker?.formats.uses12HourClock == true ? 12 : 24
        case .minute, .countDownMinutes: 60 / interval
        case .meridiem: 2
        case .countDownHours: 24
        }
    }

    private func dayRow(for date: Date) -> Int {
        calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
    }

    /// The row of `column` showing the picker's value.
    func row(of column: DatePickerColumn) -> Int {
        guard let picker else { return 0 }
        if mode == .countDownTimer {
            let minutes = Int(picker.countDownDuration) / 60
            return column == .countDownHours ? minutes / 60 : (minutes % 60) / interval
        }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        let hour = parts.hour ?? 0
        let row: Int
        switch column {
        case .month: row = (parts.month ?? 1) - 1
        case .dayOfMonth: row = (parts.day ?? 1) - 1
        case .year: row = (parts.year ?? 1) - 1
        case .day: row = dayRow(for: picker.date)
        case .hour: row = picker.formats.uses12HourClock ? hour % 12 : hour
        case .minute: row = (parts.minute ?? 0) / interval
        case .meridiem: row = hour >= 12 ? 1 : 0
        case .countDownHours, .countDownMinutes: row = 0
        }
        return min(max(row, 0), rowCount(column) - 1)
    }

    /// The components that `row` of `column` sets (a 12-hour hour takes
    /// AM or PM from `pm`).
    private func set(_ parts: inout DateComponents, column: DatePickerColumn, row: Int, pm: Bool) {
        switch column {
        case .month: parts.month = row + 1
        case .dayOfMonth: parts.day = row + 1
        case .year: parts.year = row + 1
        case .day:
            let day = calendar.dateComponents([.year, .month, .day],
                                              from: calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay)
            (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
        case .hour: parts.hour = picker?.formats.uses12HourClock == true ? row + (pm ? 12 : 0) : row
        case .minute: parts.minute = row * interval
        case .meridiem: parts.hour = (parts.hour ?? 0) % 12 + (row == 1 ? 12 : 0)
        case .countDownHours, .countDownMinutes: break
        }
    }

    /// The picker's date with `rows` (one per column) applied; a day past
    /// the month's end becomes the month's last day.
    func date(forRows rows: [Int]) -> Date {
        let date = picker?.date ?? Date(timeIntervalSinceReferenceDate: 0)
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        let pm = columns.firstIndex(of: .meridiem).map { rows[$0] == 1 } ?? ((parts.hour ?? 0) >= 12)
        for (index, column) in columns.enumerated() { set(&parts, column: column, row: rows[index], pm: pm) }
        let day = parts.day ?? 1
        parts.day = 1
        let monthStart = calendar.date(from: parts) ?? date
        let days = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 31
        parts.day = min(day, days)
        return calendar.date(from: parts) ?? date
    }

    /// The span of time `row` of `column` stands for, given the other
    /// wheels' values: a month, a day, an hour… Nil for a day of the month
    /// past the month's end.
    func span(ofRow row: Int, column: DatePickerColumn) -> (start: Date, end: Date)? {
        guard let picker, mode != .countDownTimer else { return nil }
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: picker.date)
        let unit: Calendar.Component
        var length = 1
        switch column {
        case .year: (parts.month, parts.day, parts.hour, parts.minute, unit) = (1, 1, 0, 0, .year)
        case .month: (parts.day, parts.hour, parts.minute, unit) = (1, 0, 0, .month)
        case .dayOfMonth, .day: (parts.hour, parts.minute, unit) = (0, 0, .day)
        case .hour: (parts.minute, unit) = (0, .hour)
        case .minute: (unit, length) = (.minute, interval)
        case .meridiem: (parts.minute, unit, length) = (0, .hour, 12)
        case .countDownHours, .countDownMinutes: return nil
        }
        set(&parts, column: column, row: row, pm: (parts.hour ?? 0) >= 12)
        if column == .meridiem { parts.hour = row * 12 }
        if column == .dayOfMonth {
            var first = parts
            first.day = 1
            guard let monthStart = calendar.date(from: first),
                  row < calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 31 else { return nil }
        }
        guard let start = calendar.date(from: parts),
              let end = calendar.date(byAdding: unit, value: length, to: start) else { return nil }
        return (start, end)
    }

    /// Whether the user may rest a wheel on `row`: some of its span is in range.
    func isAllowed(row: Int, column: DatePickerColumn) -> Bool {
        guard mode != .countDownTimer else { return true }
        guard let span = span(ofRow: row, column: column), let picker else { return false }
        return picker.isAllowed(from: span.start, to: span.end)
    }

    func title(row: Int, column: DatePickerColumn) -> String {
        guard let picker else { return "" }
        let formats = picker.formats
        switch column {
        case .month:
            let symbols = formats.calendar.standaloneMonthSymbols
            return symbols.indices.contains(row) ? symbols[row] : "\(row + 1)"
        case .dayOfMonth, .year: return "\(row + 1)"
        case .day:
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            return calendar.isDate(day, inSameDayAs: picker.now()) ? "Today" : formats.dayTitle(for: day)
        case .hour:
            if formats.uses12HourClock { return row == 0 ? "12" : "\(row)" }
            return formats.padsHours ? String(format: "%02d", row) : "\(row)"
        case .minute, .countDownMinutes:
            let minutes = String(format: "%02d", row * interval)
            return column == .minute ? minutes : "\(row * interval) min"
        case .meridiem: return row == 0 ? formats.calendar.amSymbol : formats.calendar.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        }
    }

    // MARK: Showing the value

    func refresh(animated: Bool) {
        for (index, column) in columns.enumerated() {
            let row = row(of: column)
            if pickerView.selectedRow(inComponent: index) != row {
                pickerView.selectRow(row, inComponent: index, animated: animated)
            }
            // Rows near the middle may have changed color or title (a new
            // month grays other days; a new day moves "Today").
            for nearby in max(0, row - 10)...min(rowCount(column) - 1, row + 10) {
                if let label = pickerView.view(forRow: nearby, forComponent: index) as? UILabel {
                    configure(label, row: nearby, column: column)
                }
            }
        }
    }

    private func configure(_ label: UILabel, row: Int, column: DatePickerColumn) {
        label.font = .systemFont(ofSize: UIPickerView.rowFontSize)
        label.textAlignment = column.alignment
        label.text = title(row: row, column: column)
        label.textColor = isAllowed(row: row, column: column) ? .label : .secondaryLabel
    }

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCount(columns[component])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        columns[component].width
    }

    /// Rows are drawn by `viewForRow`; the title is what VoiceOver reads.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        title(row: row, column: columns[component])
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView {
        let label = view as? UILabel ?? UILabel()
        configure(label, row: row, column: columns[component])
        return label
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let picker else { return }
        let rows = columns.indices.map { pickerView.selectedRow(inComponent: $0) }
        if mode == .countDownTimer {
            picker.userDidChooseCountDown(TimeInterval(rows[0] * 3600 + rows[1] * interval * 60))
        } else {
            picker.userDidChoose(date(forRows: rows))
        }
    }
}
