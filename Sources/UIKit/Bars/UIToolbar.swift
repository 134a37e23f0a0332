/// A bar of buttons along the bottom of the screen: bar button items left to
/// right, flexible spaces sharing what room is left, fixed spaces their
/// `width`.
///
/// Drawn like iOS's default toolbar in light mode: 49 pt on iPhones with a
/// home indicator, 44 pt otherwise (uncertain), 32 pt in a vertically compact
/// window (an iPhone in landscape), plus the bottom safe area
/// (`sizeThatFits(_:)`); the system chrome material blurring what is under
/// the bar (a `barTintColor` replaces it with an opaque fill) with a
/// hairline along the top edge; items 16 pt in from the sides and 8 pt apart
/// (uncertain).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// Points between the sides and the first and last items.
    static let sideMargin: CGFloat = 16
    /// Points between neighboring items.
    static let itemSpacing: CGFloat = 8

    private let backgroundView = BarBackgroundView()
    private let shadowView = UIView()
    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []
    private var itemList: [UIBarButtonItem]?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateBackground()
        shadowView.backgroundColor = UIColor(white: 0, alpha: 0.3)
        shadowView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
    }

    public required init?(coder: NSCoder) { nil }

    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items; animated, the bar's contents cross-fade.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for (item, _) in itemViews { item.onChange[ObjectIdentifier(self)] = nil }
        itemList = items
        if animated { CATransition.addBarContentsFade(to: layer, duration: 0.25) }
        rebuild()
    }

    /// The background color; nil for the default.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    private func updateBackground() {
        if let barTintColor {
            backgroundView.show(effect: nil, color: barTintColor)
        } else {
            backgroundView.show(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil)
        }
    }

    /// Whether content shows under the bar. true by default.
    open var isTranslucent = true

    /// The bar's content height on this device: 32 pt when the window is
    /// vertically compact (an iPhone in landscape); else 49 pt with a home
    /// indicator (a bottom safe area), 44 without.
    var contentHeight: CGFloat {
        if isVerticallyCompact { return 32 }
        return (window?.screen.safeAreaInsets.bottom ?? UIScreen.main.safeAreaInsets.bottom) > 0 ? 49 : 44
    }

    /// The content height plus the bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight + safeAreaInsets.bottom)
    }

    private func rebuild() {
        for (_, view) in itemViews { view?.removeFromSuperview() }
        itemViews = (itemList ?? []).filter { !$0.isHidden }.map { item in
            item.onChange[ObjectIdentifier(self)] = { [weak self] in self?.rebuild() }
            if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return (item, nil) }
            let view = item.customView ?? BarButtonView(item: item)
            addSubview(view)
            return (item, view)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        backgroundView.frame = bounds
        let hairline = 1 / max(window?.screen.scale ?? 3, 1)
        shadowView.frame = CGRect(x: 0, y: -hairline, width: width, height: hairline)
        let row = contentHeight
        // Natural widths, then flexible spaces share what is left.
        let widths: [CGFloat] = itemViews.map { item, view in
            if item.systemItem == .flexibleSpace { return 0 }
            if item.systemItem == .fixedSpace { return item.width }
            return view?.sizeThatFits(CGSize(width: width, height: row)).width ?? 0
        }
        let flexibleCount = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let spacing = Self.itemSpacing * CGFloat(max(0, itemViews.count - 1))
        let available = width - safeAreaInsets.left - safeAreaInsets.right - 2 * Self.sideMargin
        let leftover = max(0, available - widths.reduce(0, +) - spacing)
        let flexible = flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        var x = safeAreaInsets.left + Self.sideMargin
        for (index, entry) in itemViews.enumerated() {
            let itemWidth = entry.item.systemItem == .flexibleSpace ? flexible : widths[index]
            if let view = entry.view {
                let height = min(view.sizeThatFits(CGSize(width: itemWidth, height: row)).height, row)
                view.frame = CGRect(x: x, y: (row - height) / 2, width: itemWidth, height: height)
            }
            x += itemWidth + Self.itemSpacing
        }
    }
}
