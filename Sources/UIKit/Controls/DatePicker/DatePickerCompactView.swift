import Foundation

/// The compact style: a pill with the date ("Dec 7, 2026") and one with the
/// time ("12:53 AM"), as the mode has them, side by side at the leading
/// edge, centered vertically. Tapping the date pill opens the month
/// calendar in a card over the app; tapping the time pill opens the time
/// wheels in one (`UIDatePicker+Overlay.swift`).
@MainActor
final class DatePickerCompactView: UIView, DatePickerContent {
    /// Points between the two pills (uncertain).
    static let spacing: CGFloat = 6

    private weak var picker: UIDatePicker?
    let datePill: DatePickerPill?
    let timePill: DatePickerPill?

    init(picker: UIDatePicker) {
        self.picker = picker
        let mode = picker.datePickerMode
        datePill = mode.showsDate ? DatePickerPill() : nil
        timePill = mode.showsTime ? DatePickerPill() : nil
        super.init(frame: .zero)
        if let datePill {
            datePill.onTap = { [weak picker, weak datePill] in
                guard let picker, let datePill else { return }
                picker.presentCalendar(from: datePill)
            }
            addSubview(datePill)
        }
        if let timePill {
            timePill.onTap = { [weak picker, weak timePill] in
                guard let picker, let timePill else { return }
                picker.presentTimeWheels(from: timePill)
            }
            addSubview(timePill)
        }
    }

    required init?(coder: NSCoder) { nil }

    private var pills: [DatePickerPill] { [datePill, timePill].compactMap { $0 } }

    var naturalSize: CGSize {
        let widths = pills.map(\.intrinsicContentSize.width)
        return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.spacing,
                      height: DatePickerPill.height)
    }

    func refresh(animated: Bool) {
        guard let picker else { return }
        datePill?.text = picker.formats.mediumDate.string(from: picker.date)
        timePill?.text = picker.formats.shortTime.string(from: picker.date)
        picker.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        var x: CGFloat = leftToRight ? 0 : bounds.width
        let y = ((bounds.height - DatePickerPill.height) / 2).rounded()
        for pill in pills {
            let width = pill.intrinsicContentSize.width
            if !leftToRight { x -= width }
            pill.frame = CGRect(x: x, y: y, width: width, height: DatePickerPill.height)
            x += leftToRight ? width + Self.spacing : -Self.spacing
        }
    }
}
