import Foundation

/// Spinning wheels of rows, one per component, as iOS 14 and later draw
/// them: the rows on turning drums, the middle row on a rounded gray band.
/// A wheel flicked comes to rest with a row in the middle (the scroll view's
/// deceleration, its target moved to the nearest row); a tap on a row above
/// or below turns the wheel to it. When a wheel comes to rest on a new row
/// the delegate hears `didSelectRow`; `selectRow(_:inComponent:animated:)`
/// tells it nothing.
///
/// Rows come from the delegate (a title, an attributed title or a view);
/// only the rows near the middle have views, so a wheel of a million rows
/// costs what one of ten does. The drum is drawn with 2-D transforms (each
/// row squashed and faded by its angle) where iOS uses perspective
/// (docs/PORTING.md). Numbers: docs/BEHAVIOR.md "Pickers".
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Points: the default row height, the picker's intrinsic height and the
    /// row titles' size (uncertain, read off iOS 17).
    public static let defaultRowHeight: CGFloat = 32
    static let intrinsicHeight: CGFloat = 216
    static let rowFontSize: CGFloat = 21
    /// Points between components, and between the band and the picker's sides.
    static let componentSpacing: CGFloat = 5
    static let bandInset: CGFloat = 9
    static let bandCornerRadius: CGFloat = 8

    open weak var dataSource: UIPickerViewDataSource? {
        didSet { setNeedsReload() }
    }

    open weak var delegate: UIPickerViewDelegate? {
        didSet { setNeedsReload() }
    }

    private var wheels: [PickerWheelView] = []
    private let band = UIView()
    private var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        band.isUserInteractionEnabled = false
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = Self.bandCornerRadius
        addSubview(band)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.intrinsicHeight)
    }

    // MARK: Components and rows

    /// How many wheels the data source asks for.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// A component's row size: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row` if it is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        return wheels[component].visibleView(forRow: row)
    }

    open func reloadAllComponents() {
        setNeedsReload()
        reloadIfNeeded()
    }

    open func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }

    /// Turns the wheel so that `row` is in the middle; tells the delegate nothing.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        let wheel = wheels[component]
        wheel.selectedRow = min(max(row, 0), max(0, wheel.rowCount - 1))
        wheel.setContentOffset(wheel.offset(forRow: wheel.selectedRow), animated: animated && window != nil)
    }

    /// The row in the middle of `component`'s wheel, or −1 with no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    // MARK: Layout

    /// The delegate's default width: the picker's width, less the gaps,
    /// shared equally.
    func defaultWidth(forComponent component: Int) -> CGFloat {
        let count = max(1, dataSource?.numberOfComponents(in: self) ?? 1)
        let available = bounds.width - 2 * Self.bandInset - CGFloat(count - 1) * Self.componentSpacing
        return max(0, available / CGFloat(count))
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheelView(component: wheels.count, picker: self)
            addSubview(wheel)
            wheels.append(wheel)
        }
        layoutWheels(reloading: true)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadIfNeeded() } else { layoutWheels(reloading: false) }
    }

    /// Places the wheels side by side, centered, and the band across the middle.
    private func layoutWheels(reloading: Bool) {
        let widths = wheels.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? defaultWidth(forComponent: $0) }
        let total = widths.reduce(0, +) + CGFloat(max(0, wheels.count - 1)) * Self.componentSpacing
        var x = (bounds.width - total) / 2
        var bandHeight = Self.defaultRowHeight
        for (index, wheel) in wheels.enumerated() {
            let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: index) ?? 0)
            let rowHeight = delegate?.pickerView(self, rowHeightForComponent: index) ?? Self.defaultRowHeight
            bandHeight = max(bandHeight, rowHeight)
            let frame = CGRect(x: x, y: 0, width: widths[index], height: bounds.height)
            let changed = wheel.frame != frame || wheel.rowCount != rows || wheel.rowHeight != rowHeight
            wheel.frame = frame
            wheel.rowCount = rows
            wheel.rowHeight = rowHeight
            if reloading || changed { wheel.reload() }
            x += widths[index] + Self.componentSpacing
        }
        band.frame = CGRect(x: Self.bandInset, y: (bounds.height - bandHeight) / 2,
                            width: max(0, bounds.width - 2 * Self.bandInset), height: bandHeight)
    }
}
