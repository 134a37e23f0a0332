import CoreGraphics

/// A view that shows an image.
///
/// The image becomes the layer's contents at the image's scale, placed by the
/// view's `contentMode` (all thirteen, through the layer's contents gravity;
/// the default is `.scaleToFill`, as in UIKit). Template images
/// (`.alwaysTemplate`, system symbols) show their shape in the view's
/// `tintColor`, and follow it when it changes; an image made by
/// `withTintColor` keeps its own color. A resizable image fills the bounds in
/// nine parts, drawn again when the size changes. As in UIKit, an image view
/// does not take touches by default (`isUserInteractionEnabled` is false).
///
/// Absent: `animationImages` and the animation methods, `image` transitions
/// (`UIImageView.image` is not animatable), symbol effects.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when not highlighted (or when there is no highlighted image).
    open var image: UIImage? {
        didSet { updateContents() }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { updateContents() }
    }

    /// Shows `highlightedImage`, when there is one.
    open var isHighlighted = false {
        didSet { updateContents() }
    }

    /// Applied on top of a symbol image's own configuration; ignored for other images.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { updateContents() }
    }

    /// What the contents were last made from, so unchanged inputs are not redrawn.
    private struct RenderedState: Equatable {
        let image: UIImage
        let preferredConfiguration: UIImage.SymbolConfiguration?
        let tint: UIColor?
        /// The bounds size and screen scale, for resizable images only.
        let size: CGSize?
        let scale: CGFloat?
        /// The traits a dynamic tint resolved with.
        let traits: UITraitCollection

        static func == (a: RenderedState, b: RenderedState) -> Bool {
            a.image === b.image && a.preferredConfiguration === b.preferredConfiguration && a.tint == b.tint
                && a.size == b.size && a.scale == b.scale
                && (a.traits === b.traits || !a.traits.hasDifferentColorAppearance(comparedTo: b.traits))
        }
    }

    private var renderedState: RenderedState?

    /// A view of the image's size at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        // Property observers do not run inside the class's own initializers.
        updateContents()
    }

    /// A view of `image`'s size at the origin.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Kumiki has no nib decoding; always nil (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// No accessibility element by default (as in UIKit), but an image once it is one.
    override var implicitAccessibilityTraits: UIAccessibilityTraits { .image }

    /// The image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size, whatever `size` is; zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContents()
    }

    /// A dark or light variant of an asset-catalog image, or a dynamic tint,
    /// now resolves differently.
    override func colorAppearanceDidChange() {
        super.colorAppearanceDidChange()
        updateContents()
    }

    /// The tint is inherited, so a new superview or window can change it.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateContents()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateContents()
    }

    /// Redraws a resizable image for the new bounds size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContents()
    }

    /// The image chosen now: the highlighted one while highlighted (if any),
    /// as its asset has it for the view's traits (an asset catalog's dark
    /// variant in dark mode).
    private var sourceImage: UIImage? {
        guard let chosen = (isHighlighted ? highlightedImage : nil) ?? image else { return nil }
        return chosen.imageAsset?.image(with: traitCollection) ?? chosen
    }

    /// The image shown now: the source, with the preferred symbol configuration
    /// applied to a symbol (drawn symbols are cached, so this is cheap).
    private var displayedImage: UIImage? {
        guard let source = sourceImage else { return nil }
        guard source.isSymbolImage else { return source }
        let configured = preferredSymbolConfiguration.flatMap { source.applyingSymbolConfiguration($0) } ?? source
        // A symbol is drawn for the screen it is shown on, whatever the scale
        // was when the image was made (the window sets the layer's scale).
        return window.map { configured.symbol(drawnAtScale: $0.screen.scale) } ?? configured
    }

    /// Sets the layer's contents to the displayed image in its tint, unless
    /// nothing they depend on changed.
    private func updateContents() {
        guard let source = sourceImage else {
            renderedState = nil
            layer.contents = nil
            return
        }
        let preferred = source.isSymbolImage ? preferredSymbolConfiguration : nil
        // A configured symbol draws the same shape as its source, so its tint
        // decision is the source's.
        let tint = source.effectiveTint(viewTint: tintColor)
        let screenScale = UIScreen.main.scale
        let traits = traitCollection
        let state = RenderedState(image: source, preferredConfiguration: preferred, tint: tint,
                                  size: source.isResizable ? bounds.size : nil,
                                  scale: source.isResizable ? screenScale : source.isSymbolImage ? window?.screen.scale : nil,
                                  traits: traits)
        guard state != renderedState else { return }
        let shown = displayedImage ?? source
        renderedState = state
        if shown.isResizable {
            guard bounds.width > 0, bounds.height > 0 else {
                layer.contents = nil
                return
            }
            let context = CGContext.flipped(size: bounds.size, scale: screenScale, opaque: false)
            traits.withCurrent { shown.draw(in: CGRect(origin: .zero, size: bounds.size), context: context, tint: tint) }
            layer.contentsScale = screenScale
            layer.contents = context.makeImage()
        } else {
            layer.contentsScale = shown.scale
            layer.contents = traits.withCurrent { shown.renderedCGImage(tint: tint) }
        }
    }
}
