import CoreGraphics

/// The system keyboard as Kumiki draws it: a gray panel with an empty
/// suggestion bar and four rows of blank keys (letters light, the shift,
/// delete, 123, emoji and return keys darker), over the bottom safe area.
/// It has no labels and takes no touches: typing comes from the host
/// (`UITestHost.typeText(_:)`, the window's keyboard). Dark in dark mode,
/// and when the first responder's `keyboardAppearance` is `.dark`.
final class KeyboardPanelView: UIView {
    /// Keyboard colors (sRGB 0–255), light and dark, read off screenshots of
    /// the iOS 17 keyboard; **uncertain** to a few units (docs/BEHAVIOR.md).
    static let backgroundColor = UIColor(system: SystemColorVariants(light: SRGB8(209, 212, 217),
                                                                     dark: SRGB8(43, 43, 45)))
    static let letterKeyColor = UIColor(system: SystemColorVariants(light: SRGB8(255, 255, 255),
                                                                    dark: SRGB8(107, 107, 110)))
    static let functionKeyColor = UIColor(system: SystemColorVariants(light: SRGB8(171, 177, 186),
                                                                      dark: SRGB8(70, 70, 72)))

    /// The strip under the keys that belongs to the bottom safe area, points.
    var bottomInset: CGFloat = 0 {
        didSet { if bottomInset != oldValue { setNeedsLayout() } }
    }

    /// One key: its place in its row, in units of a tenth of the width.
    private struct Key {
        let start: CGFloat
        let width: CGFloat
        let isFunction: Bool
    }

    /// QWERTY's rows as iOS lays them out: 10, 9, shift + 7 + delete, then
    /// 123, emoji, space and return.
    private static let rows: [[Key]] = [
        (0..<10).map { Key(start: CGFloat($0), width: 1, isFunction: false) },
        (0..<9).map { Key(start: 0.5 + CGFloat($0), width: 1, isFunction: false) },
        [Key(start: 0, width: 1.3, isFunction: true)]
            + (0..<7).map { Key(start: 1.5 + CGFloat($0), width: 1, isFunction: false) }
            + [Key(start: 8.7, width: 1.3, isFunction: true)],
        [Key(start: 0, width: 1.25, isFunction: true), Key(start: 1.25, width: 1.25, isFunction: true),
         Key(start: 2.5, width: 5, isFunction: false), Key(start: 7.5, width: 2.5, isFunction: true)],
    ]

    private var keyViews: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.backgroundColor
        isUserInteractionEnabled = false
        for row in Self.rows {
            for key in row {
                let view = UIView(frame: .zero)
                view.backgroundColor = key.isFunction ? Self.functionKeyColor : Self.letterKeyColor
                view.layer.cornerRadius = 5
                addSubview(view)
                keyViews.append(view)
            }
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Places the keys: the suggestion bar (44 pt, 38 on short panels) at the
    /// top, then four rows of equal pitch, each key 6 pt narrower and 12 pt
    /// shorter than its cell (the gaps of iOS's keyboard).
    override func layoutSubviews() {
        super.layoutSubviews()
        let panelHeight = max(0, bounds.height - bottomInset)
        let bar: CGFloat = panelHeight >= 260 ? KeyboardMetrics.suggestionBarHeight : 38
        let pitch = max(0, panelHeight - bar) / CGFloat(Self.rows.count)
        let unit = bounds.width / 10
        var index = 0
        for (rowIndex, row) in Self.rows.enumerated() {
            for key in row {
                keyViews[index].frame = CGRect(x: key.start * unit + 3, y: bar + CGFloat(rowIndex) * pitch + 6,
                                               width: max(0, key.width * unit - 6), height: max(0, pitch - 12))
                index += 1
            }
        }
    }
}
