import Foundation

/// Shows a `UIBackgroundConfiguration` behind a cell's content: a fill view
/// inset as the configuration says, with its corners, stroke and custom
/// view. (UIKit's is a private view too.)
final class ConfigurationBackgroundView: UIView {
    private let fill = UIView()
    private(set) var configuration: UIBackgroundConfiguration
    /// The host's layout margins, for `edgesAddingLayoutMarginsToBackgroundInsets`.
    var hostMargins = UIEdgeInsets.zero {
        didSet { if hostMargins != oldValue { setNeedsLayout() } }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(fill)
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func apply(_ configuration: UIBackgroundConfiguration) {
        if let old = self.configuration.customView, old !== configuration.customView, old.superview === fill {
            old.removeFromSuperview()
        }
        self.configuration = configuration
        if let custom = configuration.customView, custom.superview !== fill { fill.addSubview(custom) }
        fill.layer.cornerRadius = configuration.cornerRadius
        fill.clipsToBounds = configuration.cornerRadius > 0 || configuration.customView != nil
        applyColors()
        setNeedsLayout()
    }

    /// The fill frame: the bounds less the insets (and the host's margins on
    /// the edges that add them).
    var fillFrame: CGRect {
        let insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        let left = insets.leading + (edges.contains(.leading) ? hostMargins.left : 0)
        let right = insets.trailing + (edges.contains(.trailing) ? hostMargins.right : 0)
        let top = insets.top + (edges.contains(.top) ? hostMargins.top : 0)
        let bottom = insets.bottom + (edges.contains(.bottom) ? hostMargins.bottom : 0)
        return CGRect(x: left, y: top, width: max(0, bounds.width - left - right),
                      height: max(0, bounds.height - top - bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = fillFrame
        configuration.customView?.frame = fill.bounds
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    /// The border color went to the layer resolved: resolve it again.
    override func colorAppearanceDidChange() {
        super.colorAppearanceDidChange()
        applyColors()
    }

    private func applyColors() {
        let tint: UIColor = tintColor ?? .tintColor
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        fill.layer.borderWidth = configuration.strokeWidth
        fill.layer.borderColor = configuration.strokeWidth > 0
            ? traitCollection.withCurrent { configuration.resolvedStrokeColor(for: tint).cgColor } : nil
    }
}
