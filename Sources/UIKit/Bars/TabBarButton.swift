/// One item of a `UITabBar`: its image above its title, in the bar's colors,
/// and its badge. A control: a touch that ends inside selects the item
/// (`UITabBar.buttonTapped(_:)`). Read by VoiceOver as a button, with the
/// selected trait when selected and the badge as its value.
///
/// Geometry of the stacked layout (docs/BEHAVIOR.md, "Tab bars"), in points
/// from the item's top in a 49 pt bar: the image centred 18 pt down, at most
/// 30 × 30; the 10 pt medium title's line box from 34 pt; the badge an
/// 18 pt capsule whose left edge is 6 pt right of the image's centre and whose
/// top is 2 pt down.
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let badgeView = UIView(frame: .zero)
    let badgeLabel = UILabel(frame: .zero)

    /// The image's centre, the title's top and the badge's metrics.
    static let imageCenterY: CGFloat = 18
    static let imageMaximumSide: CGFloat = 30
    static let titleTop: CGFloat = 34
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let badgeHeight: CGFloat = 18
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    static let badgeHorizontalPadding: CGFloat = 5
    static let badgeOffsetFromImageCenter: CGFloat = 6
    static let badgeTop: CGFloat = 2
    /// Symbols are drawn as for a 24 pt font, which makes Kumiki's glyphs
    /// about 23 pt tall, the size of iOS's tab bar glyphs (uncertain).
    static let symbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = Self.titleFont
        titleLabel.textAlignment = .center
        badgeView.layer.cornerRadius = Self.badgeHeight / 2
        badgeLabel.font = Self.badgeFont
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        for view in [imageView, titleLabel, badgeView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        badgeView.addSubview(badgeLabel)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the item's current state in `selectedColor` or `unselectedColor`.
    func refresh(selected: Bool, selectedColor: UIColor, unselectedColor: UIColor) {
        isSelected = selected
        isEnabled = item.isEnabled
        let color = selected ? selectedColor : unselectedColor
        // A tab bar draws images of automatic rendering mode as templates.
        imageView.image = item.displayedImage(selected: selected).map { image in
            let sized = image.isSymbolImage ? image.applyingSymbolConfiguration(Self.symbolConfiguration) ?? image : image
            return sized.renderingMode == .alwaysOriginal ? sized : sized.withRenderingMode(.alwaysTemplate)
        }
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = color
        alpha = item.isEnabled ? 1 : 0.5
        badgeView.isHidden = item.badgeValue == nil
        badgeView.backgroundColor = item.badgeColor ?? .systemRed
        badgeLabel.text = item.badgeValue
        accessibilityIdentifier = item.accessibilityIdentifier
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        let inset = item.imageInsets
        var imageSize = imageView.image?.size ?? .zero
        let side = Self.imageMaximumSide
        if imageSize.width > side || imageSize.height > side {
            let scale = min(side / max(imageSize.width, 1), side / max(imageSize.height, 1))
            imageSize = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
        }
        let imageCenter = CGPoint(x: bounds.midX + (inset.left - inset.right) / 2,
                                  y: Self.imageCenterY + (inset.top - inset.bottom) / 2)
        imageView.frame = CGRect(x: imageCenter.x - imageSize.width / 2, y: imageCenter.y - imageSize.height / 2,
                                 width: imageSize.width, height: imageSize.height)
        let titleHeight = ceil(Self.titleFont.lineHeight)
        titleLabel.frame = CGRect(x: 0, y: Self.titleTop, width: bounds.width, height: titleHeight)
        if !badgeView.isHidden {
            let textWidth = ceil(badgeLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                                height: Self.badgeHeight)).width)
            let width = max(Self.badgeHeight, textWidth + 2 * Self.badgeHorizontalPadding)
            badgeView.frame = CGRect(x: bounds.midX + Self.badgeOffsetFromImageCenter, y: Self.badgeTop,
                                     width: width, height: Self.badgeHeight)
            badgeLabel.frame = badgeView.bounds
        }
    }

    override var accessibilityLabel: String? {
        get { item.accessibilityLabel ?? item.title }
        set { item.accessibilityLabel = newValue }
    }

    override var accessibilityHint: String? {
        get { item.accessibilityHint }
        set { item.accessibilityHint = newValue }
    }

    override var accessibilityValue: String? {
        get { item.badgeValue.flatMap { $0.isEmpty ? nil : $0 } }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = UIAccessibilityTraits.button
            if isSelected { traits.insert(.selected) }
            if !isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }
}
