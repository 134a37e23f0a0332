import Foundation

/// The Grid page: `ColorPickerPalette`'s 12 × 10 cells edge to edge in a
/// rectangle with rounded outer corners, the cell matching the current
/// color outlined (white inside a thin dark line, readable on any cell).
///
/// A finger lifted on a cell picks it (a final choice, as iOS reports grid
/// taps); lifting outside the grid picks nothing.
///
/// For VoiceOver each cell is a button (selected when outlined) labeled
/// with its channels ("red 100%, green 0%, blue 7%"; iOS reads a color
/// name); activating one taps its middle, which picks it.
@MainActor
final class ColorPickerGridView: UIControl {
    /// Points: the radius of the grid's outer corners and of the outline
    /// (uncertain, read off iOS 15 screenshots).
    static let cornerRadius: CGFloat = 8
    static let outlineWidth: CGFloat = 3

    /// The cell to outline; nil when the current color is not in the grid.
    var selectedCell: (row: Int, column: Int)? {
        didSet {
            guard selectedCell?.row != oldValue?.row || selectedCell?.column != oldValue?.column else { return }
            setNeedsDisplay()
            updateCellTraits()
        }
    }

    /// One accessibility element per cell, row by row.
    private var cellElements: [UIAccessibilityElement] = []

    /// Called with the cell's color when the user picks one.
    var onPick: ((ColorPickerComponents) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addAction(UIAction { [weak self] _ in
            guard let self, let touchPoint = self.lastTouchPoint, let cell = self.cell(at: touchPoint) else { return }
            self.selectedCell = cell
            self.onPick?(ColorPickerPalette.components(row: cell.row, column: cell.column))
        }, for: .touchUpInside)
        isAccessibilityElement = false
        for row in 0..<ColorPickerPalette.rows {
            for column in 0..<ColorPickerPalette.columns {
                let element = UIAccessibilityElement(accessibilityContainer: self)
                element.accessibilityLabel = ColorPickerPalette.components(row: row, column: column)
                    .accessibilityDescription
                element.accessibilityTraits = .button
                cellElements.append(element)
            }
        }
        accessibilityElements = cellElements
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for row in 0..<ColorPickerPalette.rows {
            for column in 0..<ColorPickerPalette.columns {
                cellElements[row * ColorPickerPalette.columns + column].accessibilityFrameInContainerSpace =
                    rect(row: row, column: column)
            }
        }
    }

    private func updateCellTraits() {
        for (index, element) in cellElements.enumerated() {
            let isSelected = selectedCell.map { $0.row * ColorPickerPalette.columns + $0.column == index } ?? false
            element.accessibilityTraits = isSelected ? [.button, .selected] : .button
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Where the tracked finger was last seen, in the grid's coordinates.
    private var lastTouchPoint: CGPoint?

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        lastTouchPoint = touch.location(in: self)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        lastTouchPoint = touch.location(in: self)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { lastTouchPoint = touch.location(in: self) }
    }

    var cellSize: CGSize {
        CGSize(width: bounds.width / CGFloat(ColorPickerPalette.columns),
               height: bounds.height / CGFloat(ColorPickerPalette.rows))
    }

    /// The cell under `point` (grid coordinates); nil outside the grid.
    func cell(at point: CGPoint) -> (row: Int, column: Int)? {
        guard bounds.contains(point), cellSize.width > 0, cellSize.height > 0 else { return nil }
        let column = min(Int(point.x / cellSize.width), ColorPickerPalette.columns - 1)
        let row = min(Int(point.y / cellSize.height), ColorPickerPalette.rows - 1)
        return (row, column)
    }

    /// The rectangle of the cell at `row`, `column`, in the grid's coordinates.
    func rect(row: Int, column: Int) -> CGRect {
        CGRect(x: CGFloat(column) * cellSize.width, y: CGFloat(row) * cellSize.height,
               width: cellSize.width, height: cellSize.height)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).addClip()
        for row in 0..<ColorPickerPalette.rows {
            for column in 0..<ColorPickerPalette.columns {
                context.setFillColor(ColorPickerPalette.components(row: row, column: column).color.cgColor)
                context.fill(self.rect(row: row, column: column))
            }
        }
        context.restoreGState()
        guard let selectedCell else { return }
        // The outline sits inside the cell so that edge cells are not clipped.
        let cellRect = self.rect(row: selectedCell.row, column: selectedCell.column)
        let ring = cellRect.insetBy(dx: Self.outlineWidth / 2 + 0.5, dy: Self.outlineWidth / 2 + 0.5)
        let dark = UIBezierPath(roundedRect: cellRect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4)
        dark.lineWidth = 1
        UIColor(white: 0, alpha: 0.45).setStroke()
        dark.stroke()
        let white = UIBezierPath(roundedRect: ring, cornerRadius: 3)
        white.lineWidth = Self.outlineWidth
        UIColor.white.setStroke()
        white.stroke()
    }
}
