/// A `UIAlertController`'s view: for an alert, the card (title, message and
/// buttons); for an action sheet, the group of buttons under the title and
/// message, and the cancel button in a group of its own below.
///
/// Buttons are arranged as iOS arranges them: in an alert one button fills
/// the width, two sit side by side (the cancel action on the left) unless
/// their titles do not fit, three or more are stacked (the cancel action at
/// the bottom); hairline separators run between them. Frames are computed
/// here, without constraints (`AlertMetrics` has the numbers).
///
/// Touches anywhere in the view track the button under the finger: it
/// highlights, the highlight follows the finger from button to button, and
/// lifting on an enabled button chooses its action.
@MainActor
final class AlertContentView: UIView {
    private weak var controller: UIAlertController?
    /// The card of an alert, or the upper group of an action sheet.
    let mainGroup = UIView()
    /// An action sheet's cancel button's group.
    let cancelGroup = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The buttons, in display order (an action sheet's cancel button last).
    private(set) var actionViews: [AlertActionView] = []
    private var separators: [UIView] = []
    private var style = UIAlertController.Style.alert

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: AlertMetrics.alertWidth, height: AlertMetrics.alertButtonHeight))
        for group in [mainGroup, cancelGroup] {
            group.backgroundColor = AlertMetrics.backgroundColor
            group.clipsToBounds = true
            addSubview(group)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        reload()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Content

    /// Rebuilds the labels and buttons from the controller.
    func reload() {
        guard let controller else { return }
        style = controller.preferredStyle
        let isAlert = style == .alert
        let textSize = isAlert ? AlertMetrics.alertTitleFontSize : AlertMetrics.sheetTextFontSize
        titleLabel.text = controller.title
        titleLabel.font = .systemFont(ofSize: textSize, weight: .semibold)
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        titleLabel.isHidden = controller.title?.isEmpty ?? true
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: isAlert ? AlertMetrics.alertMessageFontSize : AlertMetrics.sheetTextFontSize)
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.isHidden = controller.message?.isEmpty ?? true
        let radius = isAlert ? AlertMetrics.alertCornerRadius : AlertMetrics.sheetCornerRadius
        mainGroup.layer.cornerRadius = radius
        cancelGroup.layer.cornerRadius = radius

        for view in actionViews { view.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        let emphasized = controller.emphasizedAction
        let fontSize = isAlert ? AlertMetrics.alertButtonFontSize : AlertMetrics.sheetButtonFontSize
        actionViews = Self.displayOrder(of: controller.actions, style: style).map { action in
            AlertActionView(action: action, fontSize: fontSize, emphasized: action === emphasized)
        }
        for view in actionViews {
            (!isAlert && view.action.style == .cancel ? cancelGroup : mainGroup).addSubview(view)
        }
        separators = []
        cancelGroup.isHidden = isAlert || !actionViews.contains { $0.action.style == .cancel }
        setNeedsLayout()
    }

    /// The actions in the order they show: an alert's cancel action goes
    /// first (left) beside one other action and last when stacked below two
    /// or more; an action sheet's goes last (its own group).
    static func displayOrder(of actions: [UIAlertAction], style: UIAlertController.Style) -> [UIAlertAction] {
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return actions }
        let others = actions.filter { $0 !== cancel }
        if style == .alert && actions.count == 2 { return [cancel] + others }
        return others + [cancel]
    }

    /// An action's enabled state changed.
    func actionDidChange(_ action: UIAlertAction) {
        for view in actionViews where view.action === action { view.refresh() }
    }

    // MARK: Layout

    /// Where everything goes for a view `width` points wide.
    struct Arrangement {
        var mainGroup = CGRect.zero
        var cancelGroup = CGRect.zero
        var title = CGRect.zero
        var message = CGRect.zero
        /// One per button in `actionViews`, in its group's coordinates.
        var buttons: [CGRect] = []
        /// Hairlines in the main group's coordinates.
        var separators: [CGRect] = []
        var height: CGFloat = 0
    }

    func arrangement(forWidth width: CGFloat) -> Arrangement {
        let isAlert = style == .alert
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let hairline = 1 / scale
        let roundUp = { (value: CGFloat) in (value * scale).rounded(.up) / scale }
        var result = Arrangement()

        // The title and message.
        let side = isAlert ? AlertMetrics.alertTextSideInset : AlertMetrics.sheetTextSideInset
        let textWidth = max(width - 2 * side, 0)
        let showsTitle = !titleLabel.isHidden, showsMessage = !messageLabel.isHidden
        var y: CGFloat = 0
        if showsTitle || showsMessage {
            y = isAlert ? AlertMetrics.alertTextTopInset : AlertMetrics.sheetTextVerticalInset
            let fitting = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
            if showsTitle {
                let height = roundUp(titleLabel.sizeThatFits(fitting).height)
                result.title = CGRect(x: side, y: y, width: textWidth, height: height)
                y += height
            }
            if showsTitle && showsMessage {
                y += isAlert ? AlertMetrics.alertTitleMessageSpacing : AlertMetrics.sheetTitleMessageSpacing
            }
            if showsMessage {
                let height = roundUp(messageLabel.sizeThatFits(fitting).height)
                result.message = CGRect(x: side, y: y, width: textWidth, height: height)
                y += height
            }
            y += isAlert ? AlertMetrics.alertTextBottomInset : AlertMetrics.sheetTextVerticalInset
        }

        // The buttons.
        let rowHeight = isAlert ? AlertMetrics.alertButtonHeight : AlertMetrics.sheetButtonHeight
        let mainButtons = actionViews.filter { isAlert || $0.action.style != .cancel }
        let half = (width / 2 * scale).rounded() / scale
        let roomBeside = half - 2 * AlertMetrics.buttonTitleSideInset
        if isAlert, mainButtons.count == 2, mainButtons.allSatisfy({ $0.titleWidth <= roomBeside }) {
            if y > 0 { result.separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
            result.buttons = [CGRect(x: 0, y: y, width: half, height: rowHeight),
                              CGRect(x: half, y: y, width: width - half, height: rowHeight)]
            result.separators.append(CGRect(x: half - hairline / 2, y: y, width: hairline, height: rowHeight))
            y += rowHeight
        } else {
            for _ in mainButtons {
                if y > 0 { result.separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                result.buttons.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
                y += rowHeight
            }
        }
        result.mainGroup = CGRect(x: 0, y: 0, width: width, height: y)
        result.height = y

        // An action sheet's cancel button.
        if !isAlert, actionViews.contains(where: { $0.action.style == .cancel }) {
            let top = y > 0 ? y + AlertMetrics.sheetMargin : 0
            result.cancelGroup = CGRect(x: 0, y: top, width: width, height: rowHeight)
            result.buttons.append(CGRect(x: 0, y: 0, width: width, height: rowHeight))
            result.height = top + rowHeight
        }
        return result
    }

    /// Where the view goes in a container with `bounds` and `safeArea`: an
    /// alert centered, an action sheet along the bottom.
    func frame(inContainer bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let round = { (value: CGFloat) in (value * scale).rounded() / scale }
        if style == .alert {
            let width = min(AlertMetrics.alertWidth, bounds.width)
            let room = bounds.height - safeArea.top - safeArea.bottom - 2 * AlertMetrics.alertScreenMargin
            let height = min(arrangement(forWidth: width).height, max(room, 0))
            return CGRect(x: round(bounds.midX - width / 2), y: round(bounds.midY - height / 2),
                          width: width, height: height)
        }
        let margin = AlertMetrics.sheetMargin
        let width = max(bounds.width - safeArea.left - safeArea.right - 2 * margin, 0)
        let height = arrangement(forWidth: width).height
        let bottom = bounds.maxY - max(safeArea.bottom, margin)
        return CGRect(x: bounds.minX + safeArea.left + margin, y: bottom - height, width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = arrangement(forWidth: bounds.width)
        var main = layout.mainGroup
        // An alert taller than the screen is cut short at the card's bottom.
        if style == .alert { main.size.height = min(main.height, bounds.height) }
        mainGroup.frame = main
        mainGroup.isHidden = main.height == 0
        cancelGroup.frame = layout.cancelGroup
        titleLabel.frame = layout.title
        messageLabel.frame = layout.message
        for (view, frame) in zip(actionViews, layout.buttons) { view.frame = frame }
        while separators.count < layout.separators.count {
            let separator = UIView()
            separator.backgroundColor = .separator
            separator.isUserInteractionEnabled = false
            mainGroup.addSubview(separator)
            separators.append(separator)
        }
        while separators.count > layout.separators.count { separators.removeLast().removeFromSuperview() }
        for (separator, frame) in zip(separators, layout.separators) {
            separator.frame = frame
            mainGroup.bringSubviewToFront(separator)
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        highlightButton(under: touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        highlightButton(under: touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let chosen = actionView(at: touch.location(in: self))
        for view in actionViews { view.isHighlighted = false }
        if let chosen, chosen.action.isEnabled { controller?.choose(chosen.action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for view in actionViews { view.isHighlighted = false }
    }

    private func highlightButton(under touch: UITouch) {
        let target = actionView(at: touch.location(in: self))
        for view in actionViews { view.isHighlighted = view === target && view.action.isEnabled }
    }

    /// The button at `point` (this view's coordinates), if any.
    func actionView(at point: CGPoint) -> AlertActionView? {
        actionViews.first { view in
            !view.isHidden && view.superview?.isHidden == false && view.bounds.contains(view.convert(point, from: self))
        }
    }
}
