import Foundation

/// One wheel of a picker view: a scroll view whose content is the rows,
/// inset so that the first and last can reach the middle, that comes to
/// rest with a row in the middle. Only the rows near the middle have views,
/// drawn as if on a turning drum: a row at angle θ from the front sits
/// R·sin θ from the middle, squashed by cos θ and faded, R being half the
/// wheel's height (hidden past a quarter turn).
@MainActor
final class PickerWheelView: UIScrollView, UIScrollViewDelegate {
    let component: Int
    weak var picker: UIPickerView?
    var rowCount = 0
    var rowHeight = UIPickerView.defaultRowHeight
    /// Row views on screen, by row.
    private var rowViews: [Int: UIView] = [:]
    private var spareViews: [UIView] = []
    /// The row that was last reported selected (or set in code).
    var selectedRow = 0
    private let tap = UITapGestureRecognizer()

    init(component: Int, picker: UIPickerView) {
        self.component = component
        self.picker = picker
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        delegate = self
        tap.addTarget(self, action: PickerWheelView.tapped(_:))
        addGestureRecognizer(tap)
        isAccessibilityElement = true
    }

    // MARK: Accessibility

    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    /// The middle row's title (its attributed title's text, or a label's
    /// text), as VoiceOver reads it.
    override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            guard let picker, let delegate = picker.delegate, rowCount > 0 else { return nil }
            if let title = delegate.pickerView(picker, attributedTitleForRow: selectedRow, forComponent: component) {
                return title.string
            }
            if let title = delegate.pickerView(picker, titleForRow: selectedRow, forComponent: component) { return title }
            return (rowViews[selectedRow] as? UILabel)?.text
        }
        set { super.accessibilityValue = newValue }
    }

    /// VoiceOver's swipe up: the next row, told to the delegate.
    override func accessibilityIncrement() {
        step(by: 1)
    }

    /// VoiceOver's swipe down: the previous row, told to the delegate.
    override func accessibilityDecrement() {
        step(by: -1)
    }

    private func step(by rows: Int) {
        let row = min(max(selectedRow + rows, 0), max(0, rowCount - 1))
        guard row != selectedRow else { return }
        selectedRow = row
        contentOffset = offset(forRow: row)
        if let picker { picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component) }
    }

    required init?(coder: NSCoder) { nil }

    /// The view on screen for `row`, if any.
    func visibleView(forRow row: Int) -> UIView? {
        rowViews[row]
    }

    /// The content offset that puts `row` in the middle.
    func offset(forRow row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    /// The row nearest the middle at `offset`, within the rows.
    func row(atOffset offset: CGFloat) -> Int {
        guard rowCount > 0 else { return 0 }
        let row = Int(((offset + contentInset.top) / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    /// Lays the wheel out for `rowCount` rows and shows `selectedRow`.
    func reload() {
        for view in rowViews.values { view.removeFromSuperview(); spareViews.append(view) }
        rowViews = [:]
        let inset = max(0, (bounds.height - rowHeight) / 2)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        selectedRow = min(selectedRow, max(0, rowCount - 1))
        contentOffset = offset(forRow: selectedRow)
        placeRows()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeRows()
    }

    /// Puts views on the rows within a quarter turn of the middle, on the drum.
    private func placeRows() {
        guard let picker, rowCount > 0, bounds.height > 0 else { return }
        let radius = bounds.height / 2
        let middle = contentOffset.y + bounds.height / 2
        let reach = Int((radius / rowHeight).rounded(.up)) + 1
        let center = row(atOffset: contentOffset.y)
        let visible = Set(max(0, center - reach)...min(rowCount - 1, center + reach))
        for (row, view) in rowViews where !visible.contains(row) {
            view.removeFromSuperview()
            spareViews.append(view)
            rowViews[row] = nil
        }
        for row in visible.sorted() {
            let rowMiddle = (CGFloat(row) + 0.5) * rowHeight
            let angle = (rowMiddle - middle) / radius
            let view: UIView
            if let shown = rowViews[row] {
                view = shown
            } else {
                let reused = spareViews.popLast()
                view = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused)
                    ?? reused ?? UIView()
                view.isUserInteractionEnabled = false
                addSubview(view)
                rowViews[row] = view
            }
            guard abs(angle) < .pi / 2 else {
                view.isHidden = true
                continue
            }
            view.isHidden = false
            view.transform = .identity
            view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.width / 2, y: middle + radius * sin(angle))
            view.transform = CGAffineTransform(scaleX: 1, y: max(cos(angle), 0.01))
            view.alpha = 0.35 + 0.65 * cos(angle)
        }
    }

    // MARK: Coming to rest on a row

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        placeRows()
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }

    /// At rest: centers the nearest row, and tells the delegate when it is a new one.
    private func settle() {
        let row = row(atOffset: contentOffset.y)
        let target = offset(forRow: row)
        if abs(contentOffset.y - target.y) > 0.5 {
            setContentOffset(target, animated: true)
            return
        }
        guard row != selectedRow else { return }
        selectedRow = row
        if let picker { picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component) }
    }

    /// A tap on a row above or below the middle turns the wheel to it.
    func tapped(_ tap: UITapGestureRecognizer) {
        let y = tap.location(in: self).y - contentOffset.y - bounds.height / 2
        let radius = bounds.height / 2
        guard abs(y) < radius else { return }
        // Back from the drum: the row whose angle lands at y.
        let angle = asin(min(max(y / radius, -1), 1))
        let middle = contentOffset.y + bounds.height / 2 + angle * radius
        let row = min(max(Int(middle / rowHeight), 0), rowCount - 1)
        guard row != self.row(atOffset: contentOffset.y) else { return }
        setContentOffset(offset(forRow: row), animated: true)
    }
}
