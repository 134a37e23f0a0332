import Foundation

/// The inline style (and the compact style's card): a month calendar, as
/// iOS 14 and later draw it. A header with the month and year in bold and
/// a tinted chevron, and previous/next month arrows at the trailing end; a
/// row of the locale's short weekday names, uppercased, in gray, starting
/// on the locale's first weekday; and a grid of 7 columns and 6 rows of
/// day numbers. With `showsTime`, a "Time" row with the time in a pill
/// comes under the grid (shown, not edited: Kumiki leaves editing the time
/// in place out).
///
/// Tapping a day in the picker's range chooses it, keeping the time of
/// day; the arrows change the month shown and nothing else.
@MainActor
final class DatePickerCalendarView: UIView, DatePickerContent {
    /// Points. The natural width is 7 columns of 44 pt (Apple's smallest
    /// comfortable target) plus 6 pt margins: 320 pt, the width of iOS's
    /// inline calendar on iPhone. The height adds a 52 pt header, a 24 pt
    /// weekday row, 6 rows of 44 pt and 10 pt at the bottom: 350 pt, close
    /// to the 350-odd points iOS 17 gives a `.date` inline picker; the time
    /// row adds 54 pt. (Uncertain: derived from iOS 17 screenshots.)
    static let naturalWidth: CGFloat = 320
    static let margin: CGFloat = 6
    static let headerHeight: CGFloat = 52
    static let weekdayHeight: CGFloat = 24
    static let rowHeight: CGFloat = 44
    static let bottomPadding: CGFloat = 10
    static let timeRowHeight: CGFloat = 54
    /// Points from the leading edge to the month title, and the arrows' size.
    static let titleInset: CGFloat = 16
    static let arrowSize: CGFloat = 44

    private weak var picker: UIDatePicker?
    let showsTime: Bool
    /// The first instant of the month shown.
    private(set) var monthStart = Date(timeIntervalSinceReferenceDate: 0)

    let titleLabel = UILabel()
    let titleChevron: UIImageView
    private(set) var previousButton: DatePickerArrowButton!
    private(set) var nextButton: DatePickerArrowButton!
    private(set) var weekdayLabels: [UILabel] = []
    private(set) var dayCells: [DatePickerDayCell] = []
    private let separator = UIView()
    private let timeLabel = UILabel()
    let timePill = DatePickerPill()

    init(picker: UIDatePicker, showsTime: Bool) {
        self.picker = picker
        self.showsTime = showsTime
        let configuration = UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold)
        titleChevron = UIImageView(image: UIImage(systemName: "chevron.right", withConfiguration: configuration)?
            .withRenderingMode(.alwaysTemplate))
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.accessibilityTraits = .header
        addSubview(titleLabel)
        titleChevron.contentMode = .center
        addSubview(titleChevron)
        previousButton = DatePickerArrowButton(symbolName: "chevron.left", accessibilityLabel: "Previous Month") {
            [weak self] in self?.showMonth(offset: -1)
        }
        nextButton = DatePickerArrowButton(symbolName: "chevron.right", accessibilityLabel: "Next Month") {
            [weak self] in self?.showMonth(offset: 1)
        }
        addSubview(previousButton)
        addSubview(nextButton)
        for _ in 0..<7 {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        for _ in 0..<42 {
            let cell = DatePickerDayCell()
            cell.addAction(UIAction { [weak self, weak cell] _ in
                guard let self, let cell else { return }
                self.choose(day: cell.day)
            }, for: .touchUpInside)
            dayCells.append(cell)
            addSubview(cell)
        }
        if showsTime {
            separator.backgroundColor = .separator
            addSubview(separator)
            timeLabel.text = "Time"
            timeLabel.font = .systemFont(ofSize: 17)
            addSubview(timeLabel)
            addSubview(timePill)
        }
    }

    required init?(coder: NSCoder) { nil }

    var naturalSize: CGSize {
        let grid = Self.headerHeight + Self.weekdayHeight + 6 * Self.rowHeight + Self.bottomPadding
        return CGSize(width: Self.naturalWidth, height: grid + (showsTime ? Self.timeRowHeight : 0))
    }

    private var calendar: Calendar { picker?.formats.calendar ?? .current }

    // MARK: Showing

    /// Shows the month of the picker's date, and its date chosen.
    func refresh(animated: Bool) {
        guard let picker else { return }
        monthStart = calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
        timePill.text = picker.formats.shortTime.string(from: picker.date)
        showMonth()
    }

    /// Moves the month shown by `offset` months; the value stays.
    func showMonth(offset: Int) {
        monthStart = calendar.date(byAdding: .month, value: offset, to: monthStart) ?? monthStart
        showMonth()
    }

    /// The first instant of the month `offset` months from the one shown.
    private func month(_ offset: Int) -> Date {
        calendar.date(byAdding: .month, value: offset, to: monthStart) ?? monthStart
    }

    private func showMonth() {
        guard let picker else { return }
        let formats = picker.formats
        titleLabel.text = formats.monthAndYear.string(from: monthStart)
        previousButton.isEnabled = picker.isAllowed(from: month(-1), to: monthStart)
        nextButton.isEnabled = picker.isAllowed(from: month(1), to: month(2))
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        for (index, label) in weekdayLabels.enumerated() where symbols.count == 7 {
            label.text = symbols[(first + index) % 7].uppercased(with: calendar.locale)
        }
        let weekday = calendar.component(.weekday, from: monthStart)
        let leading = (weekday - calendar.firstWeekday + 7) % 7
        let days = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 31
        for (index, cell) in dayCells.enumerated() {
            let day = index - leading + 1
            guard (1...days).contains(day),
                  let start = calendar.date(byAdding: .day, value: day - 1, to: monthStart),
                  let end = calendar.date(byAdding: .day, value: 1, to: start) else {
                cell.show(day: 0, today: false, chosen: false, enabled: false, accessibilityText: nil)
                continue
            }
            cell.show(day: day, today: calendar.isDate(start, inSameDayAs: picker.now()),
                      chosen: calendar.isDate(start, inSameDayAs: picker.date),
                      enabled: picker.isAllowed(from: start, to: end),
                      accessibilityText: formats.fullDate.string(from: start))
        }
        setNeedsLayout()
    }

    /// The user tapped `day` of the month shown: the picker's date moves to
    /// it, keeping its time of day.
    private func choose(day: Int) {
        guard let picker, day > 0 else { return }
        let time = calendar.dateComponents([.hour, .minute, .second], from: picker.date)
        var parts = calendar.dateComponents([.era, .year, .month], from: monthStart)
        (parts.day, parts.hour, parts.minute, parts.second) = (day, time.hour, time.minute, time.second)
        guard let chosen = calendar.date(from: parts) else { return }
        picker.userDidChoose(chosen)
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        func flipped(_ rect: CGRect) -> CGRect {
            leftToRight ? rect : CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        let header = Self.headerHeight
        let arrowY = header - Self.arrowSize
        let titleWidth = ceil(titleLabel.intrinsicContentSize.width)
        titleLabel.frame = flipped(CGRect(x: Self.titleInset, y: arrowY, width: titleWidth, height: Self.arrowSize))
        titleChevron.frame = flipped(CGRect(x: Self.titleInset + titleWidth + 4, y: arrowY, width: 14,
                                            height: Self.arrowSize))
        let next = CGRect(x: bounds.width - Self.margin - Self.arrowSize, y: arrowY, width: Self.arrowSize,
                          height: Self.arrowSize)
        nextButton.frame = flipped(next)
        previousButton.frame = flipped(next.offsetBy(dx: -Self.arrowSize, dy: 0))
        let columnWidth = (bounds.width - 2 * Self.margin) / 7
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = flipped(CGRect(x: Self.margin + CGFloat(index) * columnWidth, y: header,
                                         width: columnWidth, height: Self.weekdayHeight))
        }
        let gridTop = header + Self.weekdayHeight
        for (index, cell) in dayCells.enumerated() {
            cell.frame = flipped(CGRect(x: Self.margin + CGFloat(index % 7) * columnWidth,
                                        y: gridTop + CGFloat(index / 7) * Self.rowHeight,
                                        width: columnWidth, height: Self.rowHeight))
        }
        guard showsTime else { return }
        let rowTop = gridTop + 6 * Self.rowHeight + Self.bottomPadding
        let scale = window?.screen.scale ?? 2
        separator.frame = CGRect(x: Self.titleInset, y: rowTop, width: bounds.width - 2 * Self.titleInset,
                                 height: 1 / scale)
        timeLabel.frame = flipped(CGRect(x: Self.titleInset, y: rowTop, width: 100, height: Self.timeRowHeight))
        let pillWidth = timePill.intrinsicContentSize.width
        timePill.frame = flipped(CGRect(x: bounds.width - Self.titleInset - pillWidth,
                                        y: rowTop + (Self.timeRowHeight - DatePickerPill.height) / 2,
                                        width: pillWidth, height: DatePickerPill.height))
    }
}
