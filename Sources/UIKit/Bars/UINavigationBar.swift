import Foundation

/// The bar at the top of a navigation stack: the top item's title (or title
/// view), its bar button items, a back button to the item below, and, with
/// `prefersLargeTitles`, a large title under the 44 pt row that collapses as
/// the content scrolls up.
///
/// Drawn with `UINavigationBarAppearance`: by default iOS 15's look in light
/// mode, the system chrome material blurring the content under the bar,
/// with a hairline shadow under it, and, while the content is scrolled to its top
/// edge, the scroll-edge appearance (by default none: no background, no
/// shadow). A navigation controller's bar reaches up under the status bar
/// (`barPosition` `.topAttached`); a bar of its own does when its delegate
/// answers `.topAttached`. Numbers: docs/BEHAVIOR.md "Navigation".
///
/// With the top item's `prompt` a 30 pt line of text sits above the row.
/// When the window is vertically compact (an iPhone in landscape) the row is
/// 32 pt, no large title shows, and the compact appearances apply.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// Points: the bar's row.
    static let rowHeight: CGFloat = 44
    /// Points: the bar's row when the window is vertically compact.
    static let compactRowHeight: CGFloat = 32
    /// Points the top item's prompt adds above the row (uncertain in compact).
    static let promptHeight: CGFloat = 30
    /// Points the large title adds below the row.
    static let largeTitleHeight: CGFloat = 52
    private var itemStack: [UINavigationItem] = []
    private let backgroundView = BarBackgroundView()
    private let shadowView = UIView()
    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    private let promptLabel = UILabel()
    private var backButton: BarButtonView?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var titleView: UIView?
    /// The top item's search controller's bar, while it shows here.
    var searchBarView: UISearchBar?
    /// How much of the search bar shows, in points: 0 (collapsed into the
    /// bar) to its full height (UINavigationBar+Search.swift).
    var searchShown: CGFloat = 0 {
        didSet { if searchShown != oldValue { setNeedsLayout() } }
    }
    /// Whether the top item's search controller is active, and whether the
    /// bar then collapses to the search bar alone.
    var searchIsActive = false
    var collapsesRowForSearch = false
    /// Whether the row (and prompt and large title) give way to the active search bar.
    var rowCollapsedForSearch: Bool { searchIsActive && collapsesRowForSearch && searchBarView != nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        shadowView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.accessibilityTraits = .header
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
        addSubview(promptLabel)
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

    /// Replaces the stack, without asking the delegate; animated, the bar's
    /// contents cross-fade. Stops the app on a bar a navigation controller
    /// manages, as UIKit does.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        refuseIfManaged("setItems:animated:")
        replaceItems(items, animated: animated)
    }

    /// Pushes `item` when the delegate agrees (`navigationBar(_:shouldPush:)`),
    /// then tells it (`didPush`, after the cross-fade when animated). Stops
    /// the app on a bar a navigation controller manages, as UIKit does.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        refuseIfManaged("pushNavigationItem:animated:")
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        replaceItems(itemStack + [item], animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPush: item)
        }
    }

    /// Pops the top item when the delegate agrees (`navigationBar(_:shouldPop:)`;
    /// false keeps it and returns nil), then tells it (`didPop`, after the
    /// cross-fade when animated). The back button of a bar of its own pops
    /// this way. Stops the app on a bar a navigation controller manages.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        refuseIfManaged("popNavigationItemAnimated:")
        guard let top = itemStack.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        replaceItems(Array(itemStack.dropLast()), animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPop: top)
        }
        return top
    }

    /// Hears pushes and pops and decides the bar's position. Weak. A
    /// navigation controller's bar has the controller as its delegate;
    /// setting another stops the app, as UIKit does.
    open var delegate: UINavigationBarDelegate? {
        get { managingController ?? delegateStorage }
        set {
            if let managingController, newValue !== managingController {
                UncaughtException.raise("NSInternalInconsistencyException",
                                        reason: "Cannot manually set the delegate on a UINavigationBar managed by a controller.")
            }
            delegateStorage = newValue
        }
    }

    /// Where the bar sits: `.topAttached` for a navigation controller's bar;
    /// otherwise the delegate's `position(for:)`, `.any` read as `.top`.
    open var barPosition: UIBarPosition {
        if managingController != nil { return .topAttached }
        let position = delegateStorage?.position(for: self) ?? .any
        return position == .any ? .top : position
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

    /// How the bar looks on a compact-height bar (an iPhone in landscape);
    /// nil (the default) uses the standard appearance. An item's own
    /// `compactAppearance` wins. Copied when set.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set {
            compactAppearanceStorage = newValue?.copied()
            applyAppearance()
        }
    }

    /// How a compact-height bar looks at the content's top edge; nil (the
    /// default) uses the scroll-edge appearance. Copied when set.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set {
            compactScrollEdgeAppearanceStorage = newValue?.copied()
            applyAppearance()
        }
    }

    // MARK: Kumiki's

    var standardAppearanceStorage = UINavigationBarAppearance()
    var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    var compactAppearanceStorage: UINavigationBarAppearance?
    var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// Whether the app set `standardAppearance` (then `barTintColor` no longer decides).
    var appearanceWasSet = false
    private weak var delegateStorage: UINavigationBarDelegate?
    /// The navigation controller that manages the bar (and is its delegate).
    weak var managingController: UINavigationController?
    /// Whether the last layout was vertically compact (nil before the first).
    private var laidOutCompact: Bool?
    /// The height last reported through `heightDidChange`.
    private var reportedHeight: CGFloat?
    /// The bar's own height changed (a prompt came or went): the navigation
    /// controller lays it out again, inside the caller's animation block if any.
    var heightDidChange: (() -> Void)?

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

    /// Whether the top item shows its large title: the bar prefers them, the
    /// window is not vertically compact, and the item's mode (or the first
    /// explicit one below it) is not `.never`.
    var displaysLargeTitle: Bool {
        guard prefersLargeTitles, !isVerticallyCompact else { return false }
        for item in itemStack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The row's height: 44 pt, 32 pt when the window is vertically compact.
    var currentRowHeight: CGFloat { isVerticallyCompact ? Self.compactRowHeight : Self.rowHeight }

    /// What the top item's prompt adds above the row: 30 pt, or 0 without one.
    var currentPromptHeight: CGFloat { topItem?.prompt == nil ? 0 : Self.promptHeight }

    /// The height the content's safe area makes room for: the prompt, the
    /// row, and the whole large title when it shows.
    var expandedHeight: CGFloat {
        if rowCollapsedForSearch { return searchSlotHeight }
        return currentPromptHeight + currentRowHeight + (displaysLargeTitle ? Self.largeTitleHeight : 0) + searchSlotHeight
    }

    /// The prompt, the row (44 pt, 32 when vertically compact), plus what
    /// shows of the large title and of the search bar; only the search bar
    /// while an active search collapses the rest.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if rowCollapsedForSearch { return CGSize(width: size.width, height: searchSlotHeight) }
        return CGSize(width: size.width, height: currentPromptHeight + currentRowHeight
                        + (displaysLargeTitle ? max(0, largeTitleShown) : 0) + visibleSearchHeight)
    }

    /// Draws the appearance in effect (UINavigationBar+Appearance.swift).
    func applyAppearance() {
        let appearance = currentAppearance
        if !appearanceWasSet, topItem?.standardAppearance == nil, !isAtScrollEdge, let barTintColor {
            backgroundView.show(effect: nil, color: barTintColor)
        } else {
            backgroundView.show(effect: appearance.backgroundEffect, color: appearance.fillColor)
        }
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.alpha = appearance.shadowColor == nil ? 0 : 1
        let titleAttributes = appearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { $1 }
        titleLabel.font = titleAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleAttributes[.foregroundColor] as? UIColor ?? .label
        promptLabel.textColor = titleLabel.textColor
        let largeAttributes = appearance.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { $1 }
        largeTitleLabel.font = largeAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = largeAttributes[.foregroundColor] as? UIColor ?? .label
    }

    /// The stack as the navigation controller sets it (and as `setItems`
    /// does on a bar of its own); `completion` runs when the cross-fade ends
    /// (at once without one, or for a bar in no window, where nothing animates).
    func replaceItems(_ items: [UINavigationItem]?, animated: Bool, completion: (() -> Void)? = nil) {
        for item in itemStack { item.onChange = nil; item.barFadeRequested = nil }
        itemStack = items ?? []
        for item in itemStack {
            item.onChange = { [weak self] in self?.rebuild() }
            item.barFadeRequested = { [weak self] in self?.crossFade(duration: 0.25) }
        }
        if animated && window != nil {
            crossFade(duration: 0.25, completion: completion)
        } else {
            if animated { crossFade(duration: 0.25) }
            completion?()
        }
        rebuild()
    }

    private func refuseIfManaged(_ selector: String) {
        if managingController != nil {
            UncaughtException.raise("NSInternalInconsistencyException",
                                    reason: "Cannot call \(selector) directly on a UINavigationBar managed by a controller.")
        }
    }

    private func crossFade(duration: TimeInterval, completion: (() -> Void)? = nil) {
        CATransition.addBarContentsFade(to: layer, duration: duration, completion: completion)
    }

    /// Tells the navigation controller when the bar's height changed (a
    /// prompt, a large title coming or going).
    func reportHeight() {
        let height = expandedHeight
        guard height != reportedHeight else { return }
        let first = reportedHeight == nil
        reportedHeight = height
        if !first { heightDidChange?() }
    }

    /// Makes the views for the top item.
    private func rebuild() {
        backButton?.removeFromSuperview()
        backButton = nil
        for view in leftViews + rightViews { view.removeFromSuperview() }
        titleView?.removeFromSuperview()
        installSearchBar(for: topItem)
        leftViews = []
        rightViews = []
        titleView = nil
        guard let top = topItem else {
            applyAppearance()
            titleLabel.text = nil
            largeTitleLabel.text = nil
            promptLabel.text = nil
            setNeedsLayout()
            reportHeight()
            return
        }
        applyAppearance()
        titleLabel.text = top.title
        promptLabel.text = top.prompt
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
        reportHeight()
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
        let compact = isVerticallyCompact
        if compact != laidOutCompact {
            // Turned: the compact appearances apply, or stop applying.
            laidOutCompact = compact
            applyAppearance()
            // The navigation controller lays the bar out for the turn itself.
            reportedHeight = expandedHeight
        }
        let width = bounds.width
        let above = barPosition == .topAttached ? safeAreaInsets.top + frame.minY : 0
        backgroundView.frame = CGRect(x: 0, y: -above, width: width, height: bounds.height + above)
        let hairline = 1 / max(window?.screen.scale ?? 3, 1)
        shadowView.frame = CGRect(x: 0, y: bounds.height, width: width, height: hairline)
        let row = currentRowHeight
        // The prompt above the row.
        let rowTop = currentPromptHeight
        promptLabel.isHidden = rowTop == 0
        promptLabel.frame = CGRect(x: safeAreaInsets.left + 8, y: 0,
                                   width: max(0, width - safeAreaInsets.left - safeAreaInsets.right - 16), height: rowTop)
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
                backButton.frame = CGRect(x: leading, y: rowTop, width: size.width, height: row)
                leading += size.width
            }
        }
        for view in leftViews {
            let size = view.sizeThatFits(CGSize(width: width, height: row))
            view.frame = CGRect(x: leading + (view is BarButtonView ? 0 : 8), y: rowTop + (row - min(size.height, row)) / 2,
                                width: size.width, height: min(size.height, row))
            leading = view.frame.maxX
        }
        // Trailing: the right items, first at the edge.
        var trailing = width - safeAreaInsets.right - 8
        for view in rightViews {
            let size = view.sizeThatFits(CGSize(width: width, height: row))
            let x = trailing - size.width - (view is BarButtonView ? 0 : 8)
            view.frame = CGRect(x: x, y: rowTop + (row - min(size.height, row)) / 2, width: size.width, height: min(size.height, row))
            trailing = x
        }
        // The title: centered on the bar when it fits between the items.
        let large = displaysLargeTitle
        let titleWidth = min(titleLabel.sizeThatFits(CGSize(width: width, height: row)).width.rounded(.up),
                             max(0, width - 2 * max(width - trailing, leading)))
        let title = titleView ?? titleLabel
        if let titleView {
            let size = titleView.sizeThatFits(CGSize(width: width, height: row))
            titleView.frame = CGRect(x: (width - size.width) / 2, y: rowTop + (row - min(size.height, row)) / 2,
                                     width: size.width, height: min(size.height, row))
        } else {
            titleLabel.frame = CGRect(x: (width - titleWidth) / 2, y: rowTop, width: titleWidth, height: row)
        }
        // The small title shows once the large one has collapsed.
        title.alpha = large ? (largeTitleShown <= 0 ? 1 : 0) : 1
        largeTitleLabel.isHidden = !large
        layoutSearchBar(below: rowTop + row + (large ? max(0, largeTitleShown) : 0))
        if large {
            let shown = max(0, largeTitleShown)
            largeTitleLabel.frame = CGRect(x: safeAreaInsets.left + margin, y: rowTop + row + shown - 41 - 8,
                                           width: width - 2 * margin, height: 41)
            largeTitleLabel.alpha = shown > 0 ? 1 : 0
        }
        // An active search takes the whole bar: the row's contents fade (the
        // buttons simply hide: their alpha shows their highlight).
        let collapsed = rowCollapsedForSearch
        if collapsed {
            title.alpha = 0
            largeTitleLabel.alpha = 0
        }
        promptLabel.alpha = collapsed ? 0 : 1
        for view in leftViews + rightViews + [backButton].compactMap({ $0 }) { view.isHidden = collapsed }
    }
}
