import CoreGraphics
import Foundation

/// A view that blurs what lies behind it (a `UIBlurEffect`): the backdrop
/// is blurred and tinted inside the view's bounds (rounded and clipped by
/// its layer's corner radius when it clips), and the view's `contentView`
/// is drawn sharp on top. Add subviews to `contentView`, as UIKit requires.
///
/// With a `UIVibrancyEffect`, placed (at any depth) inside the
/// `contentView` of a blur effect view, the view draws its `contentView`'s
/// subviews vibrantly instead: their alpha masks the style's gray, which is
/// composited with the luminosity blend mode (see `UIVibrancyEffect`).
/// Kumiki does it with its layer's `compositingFilter`
/// (`"luminosityBlendMode"`), which it sets while the content is vibrant
/// (replacing one the app set) and clears after, and with a private subview above `contentView` that recolors the
/// content ("sourceInCompositing"); content drawn outside the view's bounds
/// keeps its own colors. Elsewhere, or with any other effect, the content
/// draws normally.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The blur or vibrancy; nil shows nothing behind the content and draws
    /// it normally.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Where the view's own subviews go, above the effect.
    public let contentView = UIView()
    /// The blurred, tinted backdrop beneath the content.
    let backdropView = UIView()
    /// Over the content of a vibrant view: the style's gray, kept only where
    /// the content draws (a subview only while the content is vibrant).
    let vibrancyFillView = UIView()
    /// The vibrancy the content is drawn with now, if any.
    private var appliedVibrancy: UIVibrancyEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        backdropView.isUserInteractionEnabled = false
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vibrancyFillView.isUserInteractionEnabled = false
        vibrancyFillView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vibrancyFillView.layer.compositingFilter = "sourceInCompositing"
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(backdropView)
        addSubview(contentView)
        applyEffect()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdropView.frame = bounds
        contentView.frame = bounds
        vibrancyFillView.frame = bounds
        updateVibrancy()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateVibrancy()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateVibrancy()
    }

    private func applyEffect() {
        if let blur = effect as? UIBlurEffect {
            let material = blur.material
            backdropView.layer.backdropBlurRadius = material.radius
            backdropView.backgroundColor = material.tint
        } else {
            backdropView.layer.backdropBlurRadius = nil
            backdropView.backgroundColor = nil
        }
        updateVibrancy()
        // Vibrant views inside this one's content depend on its blur.
        var pending = contentView.subviews
        while let view = pending.popLast() {
            (view as? UIVisualEffectView)?.updateVibrancy()
            pending += view.subviews
        }
    }

    /// Whether the view is inside the `contentView` of a blur effect view,
    /// at any depth.
    private var isInsideBlurContent: Bool {
        var child: UIView = self
        while let ancestor = child.superview {
            if let effectView = ancestor as? UIVisualEffectView, child === effectView.contentView,
               effectView.effect is UIBlurEffect {
                return true
            }
            child = ancestor
        }
        return false
    }

    /// Makes the content vibrant when the effect is a vibrancy inside a blur
    /// effect view's content, and draws it normally otherwise. Changes
    /// nothing when the answer is unchanged.
    private func updateVibrancy() {
        if let vibrancy = effect as? UIVibrancyEffect, isInsideBlurContent {
            guard vibrancy !== appliedVibrancy else { return }
            appliedVibrancy = vibrancy
            vibrancyFillView.backgroundColor = vibrancy.fillColor
            if vibrancyFillView.superview !== self {
                vibrancyFillView.frame = bounds
                insertSubview(vibrancyFillView, aboveSubview: contentView)
            }
            layer.compositingFilter = UIVibrancyEffect.blendMode
        } else if appliedVibrancy != nil {
            appliedVibrancy = nil
            vibrancyFillView.removeFromSuperview()
            layer.compositingFilter = nil
        }
    }
}
