import Foundation

/// The bar at the top of a navigation stack: the top item's title (or title
/// view), its bar button items, a back button to the item below, and, with
/// `prefersLargeTitles`, a large title under the 44 pt row that collapses as
/// the content scrolls up.
///
/// Drawn with `UINavigationBarAppearance`: by default iOS 15's look in light
/// mode, a bar background (a flat near-white where iOS blurs) with a
/// hairline shadow under it, and, while the content is scrolled to its top
/// edge, the scroll-edge appearance (by default none: no background, no
/// shadow). The background reaches up under the status bar. Numbers:
/// docs/BEHAVIOR.md "Navigation".
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Points: the bar's row.
    static let rowHeight: CGFloat = 44
    /// Points the large title adds below the row.
    static let largeTitleHeight: CGFloat = 52
    /// The default bar background: near-white, where iOS blurs.
    static let standardBackgroundColor = UIColor(white: 0.976, alpha: 1)

    private var itemStack: [UINavigationItem] = []
    private let backgroundView = UIView()
    private let shadowView = UIView()
    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    private var backButton: BarButtonView?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var titleView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        shadowView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.accessibilityTraits = .header
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
        applyAppearance()
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Items

    /// The stack of items, bottom first.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown.
    open var topItem: UINavigationItem? { itemStack.last }

    /// The item the back button returns to.
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// Replaces the stack; animated, the bar's contents cross-fade.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in itemStack { item.onChange = nil; item.barFadeRequested = nil }
        itemStack = items ?? []
        for item in itemStack {
            item.onChange = { [weak self] in self?.rebuild() }
            item.barFadeRequested = { [weak self] in self?.crossFade(duration: 0.25) }
        }
        if animated { crossFade(duration: 0.25) }
        rebuild()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems(itemStack + [item], animated: animated)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemStack.last else { return nil }
        setItems(Array(itemStack.dropLast()), animated: animated)
        return top
    }

    // MARK: Appearance

    /// Whether the top item shows a large title (per its display mode).
    open var prefersLargeTitles = false {
        didSet { rebuild() }
    }

    /// Whether the bar is translucent: content scrolls under it. true by default.
    open var isTranslucent = true

    /// The bar's background color; nil for the default.
    open var barTintColor: UIColor? {
        didSet { applyAppearance() }
    }

    /// Attributes of the title (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { rebuild() }
    }

    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { rebuild() }
    }

    /// How the bar looks with content scrolled under it; copied when set.
    /// The default appearance by default.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.copied()
            appearanceWasSet = true
            applyAppearance()
        }
    }

    /// How the bar looks while the content is at its top edge; nil (the
    /// default) uses the standard appearance without background or shadow,
    /// as iOS 15 does. Copied when set.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = newValue?.copied()
            applyAppearance()
        }
    }

    // MARK: Kumiki's

    private var standardAppearanceStorage = UINavigationBarAppearance()
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// Whether the app set `standardAppearance` (then `barTintColor` no longer decides).
    private var appearanceWasSet = false

    /// A tap on the back button (the navigation controller pops; a bar of
    /// its own pops its top item).
    var onBack: (() -> Void)?

    /// How much of the large title shows, in points: 0 (collapsed into the
    /// row) to `largeTitleHeight`, more while pulled down past the top.
    var largeTitleShown: CGFloat = 0 {
        didSet { if largeTitleShown != oldValue { setNeedsLayout() } }
    }

    /// Whether the content under the bar is scrolled to its top edge: the bar
    /// then shows no background and no shadow.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { applyAppearance() } }
    }

    /// Whether the top item shows its large title: the bar prefers them and
    /// the item's mode (or the first explicit one below it) is not `.never`.
    var displaysLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in itemStack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// 44 pt, plus what shows of the large title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.rowHeight + (displaysLargeTitle ? max(0, largeTitleShown) : 0))
    }

    /// The appearance in effect: the top item's own, else the bar's, for the
    /// content's position.
    var currentAppearance: UINavigationBarAppearance {
        let standard = topItem?.standardAppearance ?? standardAppearanceStorage
        guard isAtScrollEdge else { return standard }
        if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearanceStorage { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Draws the appearance in effect: background, shadow, title attributes.
    func applyAppearance() {
        let appearance = currentAppearance
        var fill = appearance.fillColor
        if !appearanceWasSet, topItem?.standardAppearance == nil, !isAtScrollEdge, let barTintColor { fill = barTintColor }
        backgroundView.backgroundColor = fill
        backgroundView.alpha = fill == nil ? 0 : 1
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.alpha = appearance.shadowColor == nil ? 0 : 1
        let titleAttributes = appearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { $1 }
        titleLabel.font = titleAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleAttributes[.foregroundColor] as? UIColor ?? .label
        let largeAttributes = appearance.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { $1 }
        largeTitleLabel.font = largeAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = largeAttributes[.foregroundColor] as? UIColor ?? .label
    }

    private func crossFade(duration: TimeInterval) {
        CATransition.addBarContentsFade(to: layer, duration: duration)
    }

    /// Makes the views for the top item.
    private func rebuild() {
        backButton?.removeFromSuperview()
        backButton = nil
        for view in leftViews + rightViews { view.removeFromSuperview() }
        titleView?.removeFromSuperview()
        leftViews = []
        rightViews = []
        titleView = nil
        guard let top = topItem else {
            applyAppearance()
            titleLabel.text = nil
            largeTitleLabel.text = nil
            setNeedsLayout()
            return
        }
        applyAppearance()
        titleLabel.text = top.title
        largeTitleLabel.text = top.title
        if let custom = top.titleView {
            titleView = custom
            addSubview(custom)
        }
        let showsBack = backItem != nil && !top.hidesBackButton
            && (top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton)
        if showsBack, let back = backItem {
            let title = back.backTitle(mode: top.backButtonDisplayMode)
            backTitles = title == nil ? [nil] : title == "Back" ? ["Back", nil] : [title, "Back", nil]
            installBackButton(title: title)
        }
        for item in top.leftBarButtonItems ?? [] where !item.isHidden {
            leftViews.append(view(for: item))
        }
        for item in top.rightBarButtonItems ?? [] where !item.isHidden {
            rightViews.append(view(for: item))
        }
        for view in leftViews + rightViews { addSubview(view) }
        setNeedsLayout()
    }

    /// The back button's titles, longest first: the previous title, "Back",
    /// the chevron alone. Layout picks the first that leaves the title room.
    private var backTitles: [String?] = []

    private func installBackButton(title: String?) {
        backButton?.removeFromSuperview()
        let button = BarButtonView(backTitle: title) { [weak self] in self?.backTapped() }
        addSubview(button)
        backButton = button
    }

    /// The longest back title whose button ends before `limit` (the title's
    /// leading edge), starting at `leading`.
    private func fittingBackTitle(leading: CGFloat, limit: CGFloat) -> String? {
        backTitles.first { leading + BarButtonView.backButtonWidth(title: $0) <= limit } ?? nil
    }

    private func view(for item: UIBarButtonItem) -> UIView {
        item.onChange[ObjectIdentifier(self)] = { [weak self] in self?.rebuild() }
        if let custom = item.customView { return custom }
        return BarButtonView(item: item)
    }

    private func backTapped() {
        if let onBack {
            onBack()
        } else {
            popItem(animated: true)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let above = safeAreaInsets.top + frame.minY
        backgroundView.frame = CGRect(x: 0, y: -above, width: width, height: bounds.height + above)
        let hairline = 1 / max(window?.screen.scale ?? 3, 1)
        shadowView.frame = CGRect(x: 0, y: bounds.height, width: width, height: hairline)
        let row = Self.rowHeight
        let margin = max(layoutMargins.left, 8)
        // Leading: the back button, then the left items.
        var leading = safeAreaInsets.left + (backButton == nil && leftViews.isEmpty ? margin : 0)
        if let current = backButton {
            // The title keeps the middle: the back button shortens to fit beside it.
            let titleWidth = titleView?.sizeThatFits(CGSize(width: width, height: row)).width
                ?? titleLabel.sizeThatFits(CGSize(width: width, height: row)).width.rounded(.up)
            let limit = (width - titleWidth) / 2 - 4
            let title = fittingBackTitle(leading: leading, limit: limit)
            if current.accessibilityLabel != (title ?? "Back") || (title == nil) != (current.titleWidthIsZero) {
                installBackButton(title: title)
            }
            if let backButton {
                let size = backButton.sizeThatFits(CGSize(width: width, height: row))
                backButton.frame = CGRect(x: leading, y: 0, width: size.width, height: row)
                leading += size.width
            }
        }
        for view in leftViews {
            let size = view.sizeThatFits(CGSize(width: width, height: row))
            view.frame = CGRect(x: leading + (view is BarButtonView ? 0 : 8), y: (row - min(size.height, row)) / 2,
                                width: size.width, height: min(size.height, row))
            leading = view.frame.maxX
        }
        // Trailing: the right items, first at the edge.
        var trailing = width - safeAreaInsets.right - 8
        for view in rightViews {
            let size = view.sizeThatFits(CGSize(width: width, height: row))
            let x = trailing - size.width - (view is BarButtonView ? 0 : 8)
            view.frame = CGRect(x: x, y: (row - min(size.height, row)) / 2, width: size.width, height: min(size.height, row))
            trailing = x
        }
        // The title: centered on the bar when it fits between the items.
        let large = displaysLargeTitle
        let titleWidth = min(titleLabel.sizeThatFits(CGSize(width: width, height: row)).width.rounded(.up),
                             max(0, width - 2 * max(width - trailing, leading)))
        let title = titleView ?? titleLabel
        if let titleView {
            let size = titleView.sizeThatFits(CGSize(width: width, height: row))
            titleView.frame = CGRect(x: (width - size.width) / 2, y: (row - min(size.height, row)) / 2,
                                     width: size.width, height: min(size.height, row))
        } else {
            titleLabel.frame = CGRect(x: (width - titleWidth) / 2, y: 0, width: titleWidth, height: row)
        }
        // The small title shows once the large one has collapsed.
        title.alpha = large ? (largeTitleShown <= 0 ? 1 : 0) : 1
        largeTitleLabel.isHidden = !large
        if large {
            let shown = max(0, largeTitleShown)
            largeTitleLabel.frame = CGRect(x: safeAreaInsets.left + margin, y: row + shown - 41 - 8,
                                           width: width - 2 * margin, height: 41)
            largeTitleLabel.alpha = shown > 0 ? 1 : 0
        }
    }
}
