import UIKit

/// The grid screens' cell: a colored tile with a number, and a check mark
/// badge while selected. Highlighting dims it.
final class GridTileCell: UICollectionViewCell {
    static let identifier = "tile"
    let numberLabel = UILabel()
    private let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        numberLabel.font = .boldSystemFont(ofSize: 17)
        numberLabel.textColor = .white
        numberLabel.textAlignment = .center
        numberLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        numberLabel.frame = contentView.bounds
        contentView.addSubview(numberLabel)
        badge.text = "✓"
        badge.font = .boldSystemFont(ofSize: 14)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 11
        badge.layer.borderColor = UIColor.white.cgColor
        badge.layer.borderWidth = 2
        badge.clipsToBounds = true
        badge.isHidden = true
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: bounds.width - 28, y: bounds.height - 28, width: 22, height: 22)
    }

    /// Shows `number` on a tile of the number's hue.
    func show(_ number: Int, text: String? = nil) {
        numberLabel.text = text ?? "\(number)"
        contentView.backgroundColor = Self.color(for: number)
        accessibilityLabel = numberLabel.text
    }

    override var isSelected: Bool {
        didSet { badge.isHidden = !isSelected }
    }

    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        contentView.alpha = 1
    }

    /// A hue per number, cycling through twelve.
    static func color(for number: Int) -> UIColor {
        UIColor(hue: CGFloat(number % 12) / 12, saturation: 0.55, brightness: 0.85, alpha: 1)
    }
}

/// What the grid screens share: a bold status line along the top, and
/// a full-width grid of tiles below `top` with a flow layout `spacing` apart.
@MainActor
enum GridScreenParts {
    static func addStatusLabel(to view: UIView, identifier: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 16, y: 8, width: view.bounds.width - 32, height: 28))
        label.font = .boldSystemFont(ofSize: 17)
        label.accessibilityIdentifier = identifier
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        return label
    }

    static func addGrid(to view: UIView, top: CGFloat, spacing: CGFloat, inset: UIEdgeInsets, identifier: String,
                        source: UICollectionViewDataSource & UICollectionViewDelegate) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        layout.sectionInset = inset
        let grid = UICollectionView(frame: CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top),
                                    collectionViewLayout: layout)
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.backgroundColor = view.backgroundColor
        grid.accessibilityIdentifier = identifier
        grid.register(GridTileCell.self, forCellWithReuseIdentifier: GridTileCell.identifier)
        grid.dataSource = source
        grid.delegate = source
        view.addSubview(grid)
        return grid
    }
}

