import Foundation

/// A reusable section header or footer: a `contentView` for your subviews,
/// or the `textLabel` styled as the table view's standard headers and
/// footers. Register a subclass with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in the
/// delegate's `tableView(_:viewForHeaderInSection:)`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public private(set) var reuseIdentifier: String?
    public let contentView: UIView

    /// The title label, styled as the table style's headers or footers
    /// (made on first use).
    open var textLabel: UILabel? {
        if madeTextLabel == nil {
            let label = UILabel()
            contentView.addSubview(label)
            madeTextLabel = label
            applyRole()
        }
        return madeTextLabel
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table view makes a registered class (see
    /// `UITableViewCell.init(_dequeuedWithReuseIdentifier:)`). Not UIKit API.
    public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Resets state before the view is reused. Call `super` when overriding.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        layoutTextLabel()
        applyConfigurationMargins()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: role.fittingHeight(for: madeTextLabel, width: size.width, margin: margin))
    }

    // MARK: Content configuration (iOS 14; logic in UITableViewHeaderFooterView+Configuration.swift)

    /// The content shown in `contentView` (beside `textLabel`, which stays
    /// independent); nil by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { hostedContent.configuration }
        set { showContentConfiguration(newValue) }
    }

    var hostedContent = HostedContentConfiguration()

    // MARK: State

    var madeTextLabel: UILabel?
    /// The standard look the table view gives it where it stands.
    var role = TableHeaderFooterRole.plainHeader {
        didSet { if role != oldValue { applyRole(); configurationPlacementChanged() } }
    }
    /// The leading inset of the text (the cells' text edge).
    var margin: CGFloat = 16 { didSet { setNeedsLayout(); configurationPlacementChanged() } }
    /// The unchanged title the table view set (the grouped header shows it
    /// in capitals).
    var title: String? {
        didSet {
            guard let title else { madeTextLabel?.text = nil; return }
            textLabel?.text = role.transform(title)
        }
    }

    func setReuseIdentifier(_ identifier: String) {
        reuseIdentifier = identifier
    }

    private func applyRole() {
        guard let label = madeTextLabel else { return }
        label.font = role.font
        label.textColor = role.textColor
        label.numberOfLines = role.isFooter ? 0 : 1
        if let title { label.text = role.transform(title) }
        backgroundColor = role == .plainHeader || role == .plainFooter ? .secondarySystemBackground : nil
        setNeedsLayout()
    }

    private func layoutTextLabel() {
        guard let label = madeTextLabel else { return }
        let width = max(0, bounds.width - 2 * margin)
        let height = ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let y: CGFloat
        switch role {
        case .plainHeader, .plainFooter: y = ((bounds.height - height) / 2).rounded()
        case .groupedHeader: y = bounds.height - height - TableHeaderFooterRole.groupedHeaderBottomPadding
        case .groupedFooter: y = TableHeaderFooterRole.groupedFooterTopPadding
        }
        label.frame = CGRect(x: margin, y: y, width: width, height: height)
    }
}
