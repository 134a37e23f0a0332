import CoreGraphics
import Foundation

/// A view that blurs what lies behind it (a `UIBlurEffect`): the backdrop
/// is blurred and tinted inside the view's bounds (rounded and clipped by
/// its layer's corner radius when it clips), and the view's `contentView`
/// is drawn sharp on top. Add subviews to `contentView`, as UIKit requires.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The blur; nil shows nothing behind the content.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Where the view's own subviews go, above the effect.
    public let contentView = UIView()
    /// The blurred, tinted backdrop beneath the content.
    let backdropView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        backdropView.isUserInteractionEnabled = false
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
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
    }
}
