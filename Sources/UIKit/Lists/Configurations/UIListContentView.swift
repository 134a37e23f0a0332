import Foundation

/// A view showing a `UIListContentConfiguration`: an image view and two
/// labels, laid out as the configuration says. Cells make one for their
/// `contentConfiguration`; put one in your own views too (it sizes itself:
/// `sizeThatFits(_:)`, and an intrinsic height that follows the width Auto
/// Layout gives it, as a wrapping label's does).
///
/// Absent: `textLayoutGuide`, `secondaryTextLayoutGuide`, `imageLayoutGuide`.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private(set) var listConfiguration: UIListContentConfiguration
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    /// The superview margins the last layout and size used (a cell changes
    /// its content view's margins with its accessories and indentation).
    private var usedMargins: UIEdgeInsets?

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        applyConfiguration()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown. Setting another kind of configuration stops
    /// the app, as UIKit does.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                UncaughtException.raise("NSInternalInconsistencyException", reason:
                    "Invalid configuration of type \(type(of: newValue)) for UIListContentView: "
                    + "a list content view shows a UIListContentConfiguration")
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            applyConfiguration()
        }
    }

    /// True for list content configurations only.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        usedMargins = superviewMargins
        let arrangement = arrangement(forWidth: bounds.width, height: bounds.height)
        imageView.isHidden = arrangement.image == nil
        textLabel.isHidden = arrangement.text == nil
        secondaryTextLabel.isHidden = arrangement.secondaryText == nil
        if let frame = arrangement.image { imageView.frame = frame }
        if let frame = arrangement.text { textLabel.frame = frame }
        if let frame = arrangement.secondaryText { secondaryTextLabel.frame = frame }
    }

    /// The given width, and the height the content needs at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(forWidth: size.width, height: nil).height)
    }

    /// The width of the content on one line, and the height at that width
    /// (Auto Layout measures the height again at the width it solves).
    open override var intrinsicContentSize: CGSize {
        let width = naturalWidth
        return CGSize(width: width, height: arrangement(forWidth: width, height: nil).height)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyImageTint()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        superviewMarginsMayHaveChanged()
    }

    /// Lays out and measures again when the superview's margins (which the
    /// content keeps to on preserved axes) changed since last time.
    func superviewMarginsMayHaveChanged() {
        guard usedMargins != superviewMargins else { return }
        usedMargins = superviewMargins
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Where the text begins, in this view's coordinates (nil: no text).
    var textLeading: CGFloat? {
        arrangement(forWidth: bounds.width, height: bounds.height).text?.minX
    }

    // MARK: Applying

    private func applyConfiguration() {
        let configuration = listConfiguration
        apply(configuration.textProperties, text: configuration.shownText, to: textLabel)
        apply(configuration.secondaryTextProperties, text: configuration.shownSecondaryText, to: secondaryTextLabel)
        let imageProperties = configuration.imageProperties
        imageView.image = configuration.image
        imageView.preferredSymbolConfiguration = imageProperties.preferredSymbolConfiguration
            ?? UIImage.SymbolConfiguration(font: configuration.textProperties.font)
        imageView.layer.cornerRadius = imageProperties.cornerRadius
        imageView.clipsToBounds = imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        applyImageTint()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func apply(_ properties: UIListContentConfiguration.TextProperties, text: ListContentText?,
                       to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.labelAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        switch text {
        case .plain(let string): label.text = string
        case .attributed(let string): label.attributedText = string
        case nil: label.text = nil
        }
    }

    /// The image's tint: inherited unless the properties set or transform it.
    private func applyImageTint() {
        let properties = listConfiguration.imageProperties
        guard properties.tintColor != nil || properties.tintColorTransformer != nil else {
            imageView.tintColor = nil
            return
        }
        imageView.tintColor = properties.resolvedTintColor(for: tintColor ?? .tintColor)
    }
}

extension UIListContentView: LayoutWidthDependentContent {
    func intrinsicContentHeight(forLayoutWidth width: CGFloat) -> CGFloat? {
        arrangement(forWidth: width, height: nil).height
    }
}
