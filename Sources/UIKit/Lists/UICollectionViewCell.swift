import Foundation

/// A collection view's cell: a `contentView` for your subviews, over an
/// optional `backgroundView`, with a `selectedBackgroundView` shown while the
/// cell is selected or highlighted.
///
/// `isSelected` and `isHighlighted` are set by the collection view (from its
/// own selection, which survives reuse); setting `isHighlighted` passes the
/// state to the content view's labels, image views and controls, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add subviews to; it fills the cell.
    public let contentView: UIView

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shown behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            installBackgroundViews()
        }
    }

    /// Shown over `backgroundView` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            installBackgroundViews()
        }
    }

    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            guard isHighlighted != oldValue else { return }
            Self.setHighlighted(isHighlighted, inSubviewsOf: contentView)
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    override var fittingView: UIView { contentView }

    /// Puts the background views under the content view, in order, filling
    /// the cell.
    private func installBackgroundViews() {
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// UIKit highlights the labels, image views and controls inside a
    /// highlighted cell (each keeps its own `isHighlighted`).
    private static func setHighlighted(_ highlighted: Bool, inSubviewsOf view: UIView) {
        for subview in view.subviews {
            switch subview {
            case let label as UILabel: label.isHighlighted = highlighted
            case let imageView as UIImageView: imageView.isHighlighted = highlighted
            case let control as UIControl: control.isHighlighted = highlighted
            default: break
            }
            setHighlighted(highlighted, inSubviewsOf: subview)
        }
    }
}
