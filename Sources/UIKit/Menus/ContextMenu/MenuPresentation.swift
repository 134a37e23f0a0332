import Foundation

/// A list menu on screen: a view over the whole window holding the menu
/// (and, for a context menu, the blurred and dimmed content and the lifted
/// preview).
/// A touch anywhere else dismisses the menu and goes no further, as on iOS.
///
/// An anchored menu (a button's) opens next to its source: below it when
/// it fits, else above, aligned with the source's leading edge when the
/// source is in the window's leading half and with its trailing edge
/// otherwise. A context menu shows the preview where the view was and the
/// menu below it (above when it does not fit; when neither fits, the
/// preview moves up). Both grow from 0.8 of their size while fading in.
/// Numbers: docs/BEHAVIOR.md "Menus".
@MainActor
final class MenuPresentation: UIView {
    enum Placement {
        /// Next to a rectangle in window coordinates.
        case anchored(CGRect)
        /// Under a lifted preview of a view, at its frame in window coordinates.
        case contextual(preview: UIView, frame: CGRect)
    }

    /// Seconds the menu takes to appear and to disappear (uncertain).
    static let appearDuration: TimeInterval = 0.25
    static let disappearDuration: TimeInterval = 0.2
    /// Points between the menu and its source, and kept from the safe area's edges.
    static let gap: CGFloat = 8
    static let margin: CGFloat = 8
    /// The scale the menu grows from (uncertain).
    static let startScale: CGFloat = 0.8
    /// Behind a context menu: the ultra-thin material's blur, then black at 20 % (uncertain).
    static let backdropEffect = UIBlurEffect(style: .systemUltraThinMaterial)
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    let list: MenuListView
    let placement: Placement
    private let backdrop = UIVisualEffectView(effect: MenuPresentation.backdropEffect)
    private let dimming = UIView()
    /// Called when the user chooses an action (the menu has begun to close
    /// unless the action keeps it presented).
    var onAction: ((UIAction) -> Void)?
    /// Called once when the menu begins to close, for whatever reason.
    var onDismiss: (() -> Void)?
    /// Called when the preview is tapped; nil dismisses the menu instead.
    var onPreviewTap: (() -> Void)?
    private(set) var isDismissing = false
    /// Where a context menu's preview goes as the menu closes (window
    /// coordinates), asked once the menu begins to close; nil leaves it in place.
    var previewDismissalFrame: (() -> CGRect?)?

    init(menu: UIMenu, placement: Placement) {
        list = MenuListView(menu: menu)
        self.placement = placement
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.isUserInteractionEnabled = false
        backdrop.isUserInteractionEnabled = false
        if case let .contextual(preview, _) = placement {
            dimming.backgroundColor = Self.dimmingColor
            addSubview(backdrop)
            addSubview(dimming)
            preview.isUserInteractionEnabled = false
            addSubview(preview)
        }
        addSubview(list)
        list.onAction = { [weak self] action in self?.choose(action) }
        list.onResize = { [weak self] in self?.place() }
        isAccessibilityElement = false
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) { nil }

    /// Puts the menu over everything in `window`, dismissing any other
    /// menu, and fades it in.
    func present(in window: UIWindow, animations: [() -> Void] = [], completions: [() -> Void] = []) {
        let application = window.application ?? .shared
        application.visibleMenu?.dismiss()
        application.visibleEditMenu?.dismissMenu()
        frame = window.bounds
        window.addSubview(self)
        application.visibleMenu = self
        place()
        alpha = 0
        list.transform = CGAffineTransform(scaleX: Self.startScale, y: Self.startScale)
        UIView.animate(withDuration: Self.appearDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                       animations: {
                           self.alpha = 1
                           self.list.transform = .identity
                           for animation in animations { animation() }
                       },
                       completion: { _ in for completion in completions { completion() } })
    }

    /// Fades the menu out and removes it. Does nothing the second time.
    func dismiss(animations: [() -> Void] = [], completions: [() -> Void] = []) {
        guard !isDismissing else { return }
        isDismissing = true
        isUserInteractionEnabled = false
        if let application = window?.application, application.visibleMenu === self { application.visibleMenu = nil }
        onDismiss?()
        let previewTarget = previewDismissalFrame?()
        UIView.animate(withDuration: Self.disappearDuration, delay: 0, options: [.curveEaseIn],
                       animations: {
                           self.alpha = 0
                           if let previewTarget, case let .contextual(preview, _) = self.placement {
                               preview.frame = previewTarget
                           }
                           for animation in animations { animation() }
                       },
                       completion: { _ in
                           self.removeFromSuperview()
                           for completion in completions { completion() }
                       })
    }

    private func choose(_ action: UIAction) {
        if !action.attributes.contains(.keepsMenuPresented) { dismiss() }
        onAction?(action)
    }

    // MARK: Placement

    /// Places the menu (and the preview) for the menu's current size.
    func place() {
        guard let window else { return }
        backdrop.frame = bounds
        dimming.frame = bounds
        let area = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        let size = list.bounds.size
        let savedTransform = list.transform
        list.transform = .identity
        defer { list.transform = savedTransform }
        let leftToRight = window.effectiveUserInterfaceLayoutDirection == .leftToRight
        switch placement {
        case let .anchored(source):
            let origin = Self.origin(of: size, beside: source, in: area, leftToRight: leftToRight)
            // Grows out of the side nearest its source.
            list.layer.anchorPoint = CGPoint(x: 0.5, y: origin.y >= source.maxY ? 0 : 1)
            list.frame = CGRect(origin: origin, size: size)
        case let .contextual(preview, frame):
            var previewFrame = frame
            let below = previewFrame.maxY + Self.gap + size.height <= area.maxY
            let above = previewFrame.minY - Self.gap - size.height >= area.minY
            if !below && !above {
                previewFrame.origin.y = max(area.minY, area.maxY - size.height - Self.gap - previewFrame.height)
            }
            preview.frame = previewFrame
            let x = Self.horizontalOrigin(width: size.width, source: previewFrame, area: area, leftToRight: leftToRight)
            let y = (below || !above) ? previewFrame.maxY + Self.gap : previewFrame.minY - Self.gap - size.height
            list.layer.anchorPoint = CGPoint(x: 0.5, y: y >= previewFrame.maxY ? 0 : 1)
            list.frame = CGRect(x: x, y: min(y, area.maxY - size.height), width: size.width, height: size.height)
        }
    }

    /// Where an anchored menu of `size` goes beside `source`.
    static func origin(of size: CGSize, beside source: CGRect, in area: CGRect, leftToRight: Bool) -> CGPoint {
        let x = horizontalOrigin(width: size.width, source: source, area: area, leftToRight: leftToRight)
        let below = source.maxY + gap
        let above = source.minY - gap - size.height
        let y: CGFloat
        if below + size.height <= area.maxY {
            y = below
        } else if above >= area.minY {
            y = above
        } else {
            y = max(area.minY, area.maxY - size.height)
        }
        return CGPoint(x: x, y: y)
    }

    /// The menu's x: lined up with the source's leading edge when the source
    /// is in the leading half, else with its trailing edge; kept in `area`.
    static func horizontalOrigin(width: CGFloat, source: CGRect, area: CGRect, leftToRight: Bool) -> CGFloat {
        let inLeftHalf = source.midX <= area.midX
        let x = inLeftHalf ? source.minX : source.maxX - width
        return min(max(x, area.minX), max(area.minX, area.maxX - width))
    }

    // MARK: Touches outside the menu

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if case let .contextual(preview, _) = placement, let onPreviewTap,
           let touch = touches.first, preview.frame.contains(touch.location(in: self)) {
            onPreviewTap()
            return
        }
        dismiss()
    }
}
