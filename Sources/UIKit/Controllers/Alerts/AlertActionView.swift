/// One button of an alert or action sheet: a centered title in the tint
/// color (systemRed when destructive, the tertiary label color when
/// disabled), semibold when emphasized, darkened while a finger is on it.
///
/// It takes no touches of its own: they go up to the `AlertContentView`,
/// which highlights the button under a finger sliding across them and
/// chooses the one it lifts on. For VoiceOver it is a button named by the
/// action's title.
@MainActor
final class AlertActionView: UIView {
    let action: UIAlertAction
    let titleLabel = UILabel()
    private let fontSize: CGFloat
    private let isEmphasized: Bool

    init(action: UIAlertAction, fontSize: CGFloat, emphasized: Bool) {
        self.action = action
        self.fontSize = fontSize
        self.isEmphasized = emphasized
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        titleLabel.numberOfLines = 1
        addSubview(titleLabel)
        isAccessibilityElement = true
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    /// Whether a finger is on the button.
    var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil
        }
    }

    /// Shows the action's title and state.
    func refresh() {
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: fontSize, weight: isEmphasized ? .semibold : .regular)
        if !action.isEnabled {
            titleLabel.textColor = .tertiaryLabel
        } else if action.style == .destructive {
            titleLabel.textColor = .systemRed
        } else {
            titleLabel.textColor = tintColor
        }
        if !action.isEnabled { isHighlighted = false }
        accessibilityLabel = action.title
        accessibilityTraits = action.isEnabled ? .button : [.button, .notEnabled]
    }

    /// The width the title needs on one line.
    var titleWidth: CGFloat {
        titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: AlertMetrics.buttonTitleSideInset, dy: 0)
    }

    /// VoiceOver's double tap chooses the action (when enabled).
    override func accessibilityActivate() -> Bool {
        guard action.isEnabled, let controller = action.controller else { return false }
        controller.choose(action)
        return true
    }
}
