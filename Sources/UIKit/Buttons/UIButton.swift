/// A control with a title, an image and a background image per state.
///
/// Per-state values fall back to `.normal` when a state has none, as in UIKit.
/// System buttons draw their title and images (templates, and images of the
/// `.automatic` rendering mode) in the tint color and dim while highlighted; custom buttons draw white titles by default. With a
/// `configuration` (iOS 15 style), the configuration decides the look.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Raw values match UIKit.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        public static let plain = ButtonType.system
        public static let roundedRect = ButtonType.system
    }

    /// Alpha of a system button's content while highlighted (UIKit's fade; the
    /// figure is measured by others, uncertain).
    public static let highlightedContentAlpha: CGFloat = 0.2

    public private(set) var buttonType: ButtonType
    private var titles = ControlStateValues<String>()
    private var attributedTitles = ControlStateValues<NSAttributedString>()
    private var titleColors = ControlStateValues<UIColor>()
    private var images = ControlStateValues<UIImage>()
    private var backgroundImages = ControlStateValues<UIImage>()
    private let titleLabelView = UILabel()
    private let imageViewStorage = UIImageView()
    private let backgroundImageView = UIImageView()
    /// A configuration's indicator (the pop-up chevrons), after the content.
    let indicatorView = UIImageView()
    /// The last image shown as a template, so that redisplaying it reuses the copy.
    private var templateImage: (source: UIImage, template: UIImage)?

    /// The title's label (present once a title is set, as in UIKit).
    public var titleLabel: UILabel? { titleLabelView }
    /// The image's view.
    public var imageView: UIImageView? { imageViewStorage }

    public var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Shifts and shrinks the image's rectangle (positive insets move the edge inward).
    public var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    public var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// The look of a configuration-based button; nil for the classic API.
    public var configuration: Configuration? {
        didSet { applyConfiguration() }
    }

    /// Called when the button's state changes, to adjust `configuration`.
    public var configurationUpdateHandler: ((UIButton) -> Void)?
    /// Whether the pointer reacts to the button (`UIButton+Pointer.swift`).
    public var isPointerInteractionEnabled = false {
        didSet { updatePointerInteraction() }
    }
    /// Chooses the pointer's style over the button, given the effect and shape
    /// UIKit proposes; nil uses them as they are.
    public var pointerStyleProvider: PointerStyleProvider?
    /// The interaction `isPointerInteractionEnabled` adds.
    var pointerInteraction: UIPointerInteraction?
    /// Set by `setNeedsUpdateConfiguration()` until the next layout pass.
    private var needsConfigurationUpdate = false

    /// Image placement and padding (set by configurations; leading with none otherwise).
    var contentLayout: (placement: NSDirectionalRectEdge, padding: CGFloat) = (.leading, 0) {
        didSet { setNeedsLayout() }
    }

    /// A custom button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// A button of `buttonType` (convenience, as in UIKit: subclasses' own
    /// `init(frame:)` runs).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .close {
            setImage(UIImage(systemName: "xmark.circle"), for: .normal)
        } else if buttonType == .contactAdd {
            setImage(UIImage(systemName: "plus.circle"), for: .normal)
        } else if buttonType == .infoLight || buttonType == .infoDark || buttonType == .detailDisclosure {
            setImage(UIImage(systemName: "info.circle"), for: .normal)
        }
        updateContent()
    }

    /// A button sending `primaryAction` on `.primaryActionTriggered`, showing
    /// the action's title and image, as UIKit documents.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A custom button sending `primaryAction`, showing its title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// A configuration-based (system) button.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        // Observers do not run for assignments in the class's own initializers.
        applyConfiguration()
        adopt(primaryAction)
    }

    /// Sends `action` on `.primaryActionTriggered` and shows its title and image
    /// (a configuration shows them through its own title and image).
    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if configuration != nil {
            configuration?.title = action.title
            if let image = action.image { configuration?.image = image }
        } else {
            setTitle(action.title, for: .normal)
            if let image = action.image { setImage(image, for: .normal) }
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // Accessibility defaults (UIView+Accessibility.swift): an element named by its
    // title, a button that reads as dimmed when disabled and as selected when selected.
    override var implicitIsAccessibilityElement: Bool { true }
    override var implicitAccessibilityLabel: String? { currentTitle ?? configuration?.title }
    override var implicitAccessibilityTraits: UIAccessibilityTraits {
        var traits = UIAccessibilityTraits.button
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    private func setUp() {
        backgroundImageView.isUserInteractionEnabled = false
        imageViewStorage.isUserInteractionEnabled = false
        titleLabelView.font = .systemFont(ofSize: 15)
        // UIKit's button titles truncate in the middle.
        titleLabelView.lineBreakMode = .byTruncatingMiddle
        addSubview(backgroundImageView)
        addSubview(imageViewStorage)
        addSubview(titleLabelView)
        indicatorView.isUserInteractionEnabled = false
        addSubview(indicatorView)
        updateContent()
    }

    // MARK: Per-state values

    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        updateContent()
    }

    public func title(for state: UIControl.State) -> String? {
        titles[state]
    }

    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state] = title
        updateContent()
    }

    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state]
    }

    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
        updateContent()
    }

    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? defaultTitleColor(for: state)
    }

    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        updateContent()
    }

    public func image(for state: UIControl.State) -> UIImage? {
        images[state]
    }

    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
        updateContent()
    }

    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state]
    }

    public var currentTitle: String? { title(for: state) ?? attributedTitle(for: state)?.string }
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    public var currentImage: UIImage? { image(for: state) }
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// White for custom buttons; the tint color for system buttons (gray when disabled).
    private func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .systemGray3 : tintColor
    }

    // MARK: State changes

    open override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    open override var isSelected: Bool {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    open override var isEnabled: Bool {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        // A configuration's colors derive from the tint (a filled button's background is the tint).
        if configuration != nil { applyConfiguration() } else { updateContent() }
    }

    private func stateDidChange() {
        updateConfiguration()
    }

    /// Asks for `updateConfiguration()` in the next layout pass (several
    /// requests in one turn make one update), as UIKit does.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Brings the button up to date with its state: calls
    /// `configurationUpdateHandler`, then applies the configuration (or the
    /// classic per-state title, image and colors). UIKit calls it when the state
    /// changes and after `setNeedsUpdateConfiguration()`; subclasses override it
    /// to adjust `configuration` and call `super`.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        configurationUpdateHandler?(self)
        if configuration != nil { applyConfiguration() } else { updateContent() }
    }

    /// Buttons send their primary action together with touch up inside.
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Menu (UIButton+Menu.swift)

    /// The menu the button shows: on a long press, or at once on touch down
    /// with `showsMenuAsPrimaryAction`. Setting one enables the context menu
    /// interaction, as UIKit does.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }

    /// Whether the button is a pop-up button: choosing an action of its menu
    /// selects it (the others are deselected) and the button's title becomes
    /// the selected action's. With no selected action, the first is selected.
    open var changesSelectionAsPrimaryAction = false {
        didSet { menuDidChange() }
    }

    /// The long press that shows the menu when it is not the primary action.
    var menuLongPress: UILongPressGestureRecognizer?

    override func menuSettingsDidChange() {
        updateMenuGesture()
    }

    /// The menu the finger now down opened, which the finger can slide
    /// onto and lift on a row of.
    weak var fingerMenu: MenuPresentation?

    /// With `showsMenuAsPrimaryAction`, a touch coming down shows the menu
    /// and sends `.menuActionTriggered` instead of being tracked; the same
    /// finger can then slide onto the menu and lift on a row to choose it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if showsMenuAsPrimaryAction, isContextMenuInteractionEnabled, isEnabled, menu != nil {
            fingerMenu = presentMenu()
            return
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let menu = fingerMenu, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        menu.list.followFinger(at: touch.location(in: menu.list))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let menu = fingerMenu, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        fingerMenu = nil
        menu.list.liftFinger(at: touch.location(in: menu.list))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let menu = fingerMenu else { return super.touchesCancelled(touches, with: event) }
        fingerMenu = nil
        menu.list.cancelFinger()
    }

    // MARK: Content

    /// Puts the current state's title, image and colors into the subviews.
    func updateContent() {
        let currentState = state
        if let attributed = attributedTitle(for: currentState) {
            titleLabelView.attributedText = attributed
        } else {
            titleLabelView.text = title(for: currentState)
            titleLabelView.textColor = titleColor(for: currentState) ?? .white
        }
        imageViewStorage.image = image(for: currentState).map(displayedImage)
        imageViewStorage.tintColor = buttonType == .custom ? tintColor : titleColor(for: currentState)
        backgroundImageView.image = backgroundImage(for: currentState)
        // A configuration decides its own highlighted look (see applyConfiguration).
        let dims = buttonType != .custom && configuration == nil && currentState.contains(.highlighted)
        titleLabelView.alpha = dims ? Self.highlightedContentAlpha : 1
        imageViewStorage.alpha = dims ? Self.highlightedContentAlpha : 1
        titleLabelView.isHidden = currentTitle == nil
        imageViewStorage.isHidden = currentImage == nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Buttons other than custom ones draw their images in the tint, as UIKit's
    /// `tintColor` documents: an `.automatic` image is shown as a template.
    private func displayedImage(_ image: UIImage) -> UIImage {
        guard buttonType != .custom, image.renderingMode == .automatic else { return image }
        if let templateImage, templateImage.source === image { return templateImage.template }
        let template = image.withRenderingMode(.alwaysTemplate)
        templateImage = (image, template)
        return template
    }

    // MARK: Layout

    /// How far an element's edge insets move it, as UIKit places the image and
    /// the title: each is laid out in the content rectangle inset by its own
    /// insets with the button's alignment, so centered content moves by half
    /// the difference of opposite insets (left 10, right 0: 5 pt right) and
    /// edge-aligned content by the inset on its side. Insets on both sides
    /// also narrow the room the title may take (see `layoutSubviews`).
    private func edgeInsetShift(_ insets: UIEdgeInsets) -> CGPoint {
        let x: CGFloat = switch effectiveContentHorizontalAlignment {
        case .center: (insets.left - insets.right) / 2
        case .left, .leading, .fill: insets.left
        case .right, .trailing: -insets.right
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .center: (insets.top - insets.bottom) / 2
        case .top, .fill: insets.top
        case .bottom: -insets.bottom
        }
        return CGPoint(x: x, y: y)
    }

    private var imageSize: CGSize { currentImage?.size ?? .zero }

    private var titleSize: CGSize {
        guard currentTitle != nil else { return .zero }
        return titleLabelView.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    private var stacksVertically: Bool {
        contentLayout.placement == .top || contentLayout.placement == .bottom
    }

    /// The padding between image and title (none unless both are present).
    private func imageTitleSpacing(image: CGSize, title: CGSize) -> CGFloat {
        image != .zero && title != .zero ? contentLayout.padding : 0
    }

    /// The image and title side by side (or stacked, for top/bottom placement),
    /// with the padding between them.
    private func groupSize(image: CGSize, title: CGSize) -> CGSize {
        let padding = imageTitleSpacing(image: image, title: title)
        if stacksVertically {
            return CGSize(width: max(image.width, title.width), height: image.height + padding + title.height)
        }
        return CGSize(width: image.width + padding + title.width, height: max(image.height, title.height))
    }

    open override var intrinsicContentSize: CGSize {
        let group = groupSize(image: imageSize, title: titleSize)
        let width = group.width + contentEdgeInsets.left + contentEdgeInsets.right
        let height = group.height + contentEdgeInsets.top + contentEdgeInsets.bottom
        // An empty button is still 30 pt tall, like UIKit's.
        return CGSize(width: width, height: currentTitle == nil && currentImage == nil ? max(height, 30) : height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { updateConfiguration() }
        backgroundImageView.frame = bounds
        if let configuration { layer.cornerRadius = configuration.cornerRadius(height: bounds.height) }
        let content = bounds.inset(by: contentEdgeInsets)
        var image = CGRect(origin: .zero, size: imageSize)
        var title = CGRect(origin: .zero, size: titleSize)
        let fillsWidth = contentHorizontalAlignment == .fill
        let fillsHeight = contentVerticalAlignment == .fill
        // An image alone stretches to fill (icon buttons); a title fills what the image leaves.
        if currentTitle == nil {
            if fillsWidth { image.size.width = content.width }
            if fillsHeight { image.size.height = content.height }
        } else if fillsWidth, !stacksVertically {
            title.size.width = max(0, content.width - image.width)
        }
        let padding = imageTitleSpacing(image: image.size, title: title.size)
        // A title longer than the room left (after its own insets) is cut: its
        // label truncates in the middle.
        let titleInsets = titleEdgeInsets.left + titleEdgeInsets.right
        let room = (stacksVertically ? content.width : content.width - image.width - padding) - titleInsets
        if content.width > 0, title.width > room { title.size.width = max(0, room) }
        let group = groupSize(image: image.size, title: title.size)
        let originX: CGFloat = switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - group.width
        case .center: content.midX - group.width / 2
        }
        let originY: CGFloat = switch contentVerticalAlignment {
        case .top, .fill: content.minY
        case .bottom: content.maxY - group.height
        case .center: content.midY - group.height / 2
        }
        switch contentLayout.placement {
        case .top, .bottom:
            let imageFirst = contentLayout.placement == .top
            image.origin = CGPoint(x: originX + (group.width - image.width) / 2,
                                   y: imageFirst ? originY : originY + title.height + padding)
            title.origin = CGPoint(x: originX + (group.width - title.width) / 2,
                                   y: imageFirst ? originY + image.height + padding : originY)
        default:
            // Leading is the left in a left-to-right interface and the right in
            // a right-to-left one, where the image follows the title.
            let imageFirst = (contentLayout.placement != .trailing) != isRightToLeft
            image.origin = CGPoint(x: imageFirst ? originX : originX + title.width + padding,
                                   y: originY + (group.height - image.height) / 2)
            title.origin = CGPoint(x: imageFirst ? originX + image.width + padding : originX,
                                   y: originY + (group.height - title.height) / 2)
        }
        imageViewStorage.frame = image.offsetBy(dx: edgeInsetShift(imageEdgeInsets).x, dy: edgeInsetShift(imageEdgeInsets).y)
        titleLabelView.frame = title.offsetBy(dx: edgeInsetShift(titleEdgeInsets).x, dy: edgeInsetShift(titleEdgeInsets).y)
        imageViewStorage.contentMode = currentTitle == nil && (fillsWidth || fillsHeight) ? .scaleToFill : .center
        if let indicator = indicatorView.image, let configuration {
            // At the trailing edge of the configuration's own insets.
            let trailing = configuration.contentInsets.trailing
            let x = isRightToLeft ? bounds.minX + trailing : bounds.maxX - trailing - indicator.size.width
            indicatorView.frame = CGRect(x: x, y: content.midY - indicator.size.height / 2,
                                         width: indicator.size.width, height: indicator.size.height)
        } else {
            indicatorView.frame = .zero
        }
    }
}
