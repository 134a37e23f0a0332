import Foundation

/// The column of section index titles along a table's trailing edge
/// (UIKit's private index view): small bold titles in the index color,
/// evenly spaced and centered in the visible height.
final class TableSectionIndexView: UIView {
    /// The column's width and each title's height (points), and the title
    /// size: Kumiki's reading of iOS 17's index (uncertain).
    static let width: CGFloat = 16
    static let rowHeight: CGFloat = 14
    static let fontSize: CGFloat = 11

    private(set) var titles: [String] = []
    private var labels: [UILabel] = []

    /// The table sets it on every layout pass: only a new color reaches the
    /// labels (each color change lays out and redraws every title).
    var titleColor: UIColor? {
        didSet {
            guard titleColor != oldValue else { return }
            labels.forEach { $0.textColor = titleColor }
        }
    }

    func setTitles(_ titles: [String]) {
        guard titles != self.titles else { return }
        self.titles = titles
        labels.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: Self.fontSize, weight: .semibold)
            label.textAlignment = .center
            label.textColor = titleColor
            addSubview(label)
            return label
        }
        setNeedsLayout()
    }

    /// The span the titles take, centered in the view.
    var titlesFrame: CGRect {
        let height = min(bounds.height, CGFloat(titles.count) * Self.rowHeight)
        return CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    }

    /// The index of the title at `y` (own coordinates), clamped to the titles.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let span = titlesFrame
        let step = span.height / CGFloat(titles.count)
        guard step > 0 else { return 0 }
        return min(titles.count - 1, max(0, Int(((y - span.minY) / step).rounded(.down))))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let span = titlesFrame
        let step = titles.isEmpty ? 0 : span.height / CGFloat(titles.count)
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: span.minY + CGFloat(index) * step, width: bounds.width, height: step)
        }
    }
}
