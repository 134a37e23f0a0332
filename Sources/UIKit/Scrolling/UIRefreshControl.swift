import Foundation

/// Pull to refresh: set as a scroll view's `refreshControl`, it waits above
/// the content; pulling the content down past `triggerDistance` starts
/// refreshing (`.valueChanged` is sent, the spinner turns, the content stays
/// down to show it) until `endRefreshing()`.
///
/// Apple does not publish the control's measurements; Kumiki's: 60 pt tall (as
/// UIKit sizes it), refreshing once pulled 100 pt, eight spokes that appear
/// one per eighth of that pull and turn once a second while refreshing.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, in points.
    static let height: CGFloat = 60
    /// How far the content must be pulled down to start refreshing, in points.
    static let triggerDistance: CGFloat = 100

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// Text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    let spinner = SpinnerView()
    private let titleLabel = UILabel()
    /// The scroll view the control belongs to.
    weak var scrollView: UIScrollView?
    /// Whether the content is held down to show the spinner.
    var holdsContent = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = 28
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        let titleHeight: CGFloat = hasTitle ? 16 : 0
        let top = (bounds.height - side - titleHeight) / 2
        spinner.frame = CGRect(x: (bounds.width - side) / 2, y: top, width: side, height: side)
        titleLabel.frame = CGRect(x: 0, y: top + side, width: bounds.width, height: titleHeight)
    }

    /// Starts refreshing from code: the spinner turns and, when the content
    /// is at its top, it moves down to show the control. Sends nothing (as on
    /// iOS, `.valueChanged` is for a refresh the user starts).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.progress = 1
        spinner.isSpinning = true
        scrollView?.refreshControlWillHoldContent(animated: true)
    }

    /// Ends refreshing: the spinner stops and the content returns to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.isSpinning = false
        scrollView?.refreshControlWillReleaseContent()
    }

    /// The user pulled far enough: refresh, and tell the targets.
    func beginRefreshingFromPull() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.isSpinning = true
        sendActions(for: .valueChanged)
    }
}
