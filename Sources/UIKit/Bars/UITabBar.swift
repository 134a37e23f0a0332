/// A bar of tabs along the bottom of the screen: one button per item, spread
/// equally across the width, the selected one in `tintColor` and the others
/// in `unselectedItemTintColor`.
///
/// Sizes and colors are iOS's light mode (docs/BEHAVIOR.md, "Tab bars"):
/// 49 pt tall plus the bottom safe area (`sizeThatFits(_:)`), items in the
/// top 49 pt, a hairline shadow along the top edge, just outside the bar.
/// A touch that ends on an enabled item selects it and tells the delegate
/// (iOS selects on touch-up too, uncertain). A tab bar that a
/// `UITabBarController` manages belongs to it: changing its items or its
/// delegate directly raises, as in UIKit.
///
/// Deviations (docs/PORTING.md): the background is never blurred, the compact
/// (landscape iPhone) and inline (iPad) layouts are not drawn, there is no
/// `scrollEdgeAppearance` and items change without animation.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's content, in points, above the bottom safe area.
    static let contentHeight: CGFloat = 49

    let backgroundView = BarBackgroundView()
    let shadowView = UIView(frame: .zero)
    var buttons: [TabBarButton] = []
    var itemList: [UITabBarItem]?
    private weak var selectedItemStorage: UITabBarItem?
    private weak var delegateStorage: UITabBarDelegate?
    private var standardAppearanceStorage = UITabBarAppearance()
    /// Whether the app set `standardAppearance` (then the legacy `barTintColor`
    /// and `isTranslucent` no longer decide the background).
    var appearanceWasSet = false
    /// The tab bar controller that manages the bar, if any.
    weak var managingController: UITabBarController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        shadowView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        accessibilityTraits = .tabBar
        standardAppearanceStorage.owner = self
        updateBackground()
    }

    /// Kumiki has no archive decoding: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Items

    /// The items, left to right; nil (the default) for none. Setting them keeps
    /// `selectedItem` only if it is among them.
    open var items: [UITabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// Sets `items`; `animated` is accepted, but the new items appear at once
    /// (docs/PORTING.md). Raises on a bar a tab bar controller manages.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        if managingController != nil {
            UncaughtException.raise("NSInternalInconsistencyException",
                                    reason: "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        }
        replaceItems(items)
    }

    /// The highlighted item; nil for none. Setting an item that is not among
    /// `items` selects none. Held weakly (the bar's `items` keep it).
    open var selectedItem: UITabBarItem? {
        get { selectedItemStorage }
        set {
            selectedItemStorage = newValue.flatMap { item in itemList?.contains { $0 === item } == true ? item : nil }
            refreshButtons()
        }
    }

    /// Hears about the user's selections. Weak. Raises on a bar a tab bar
    /// controller manages (the controller is its delegate).
    open var delegate: UITabBarDelegate? {
        get { delegateStorage }
        set {
            if let managingController, newValue !== managingController {
                UncaughtException.raise("NSInternalInconsistencyException",
                                        reason: "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
            }
            delegateStorage = newValue
        }
    }

    // MARK: Colors and background

    /// The color of unselected items; nil (the default) is a mid gray, #999999
    /// (docs/BEHAVIOR.md).
    open var unselectedItemTintColor: UIColor? {
        didSet { refreshButtons() }
    }

    /// The bar's background color under the legacy look (while
    /// `standardAppearance` was never set); nil (the default) draws the system
    /// background.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    /// Whether the default background lets the content show through (and a
    /// tab bar controller's children extend under the bar). true by default;
    /// false draws `.systemBackground` and ends the children above the bar.
    /// Only the legacy look reads it: an app-set `standardAppearance` decides
    /// the background.
    open var isTranslucent = true {
        didSet {
            updateBackground()
            managingController?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The background's look. Setting one takes a copy's values, as UIKit
    /// copies appearances; it then decides over `barTintColor`.
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage.owner = nil
            standardAppearanceStorage = UITabBarAppearance(barAppearance: newValue)
            standardAppearanceStorage.owner = self
            appearanceWasSet = true
            updateBackground()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshButtons()
    }

    // MARK: Size and layout

    /// 49 pt tall plus the bottom safe area, as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        backgroundView.frame = bounds
        let hairline = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        shadowView.frame = CGRect(x: bounds.minX, y: bounds.minY - hairline, width: bounds.width, height: hairline)
        guard !buttons.isEmpty else { return }
        let insets = safeAreaInsets
        let width = max(0, bounds.width - insets.left - insets.right) / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: bounds.minX + insets.left + CGFloat(index) * width, y: bounds.minY,
                                  width: width, height: Self.contentHeight)
        }
    }
}
