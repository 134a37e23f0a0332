import CoreGraphics
import Foundation

/// Shows an edit menu — the horizontal bar of actions over selected text —
/// for a view: `presentEditMenu(with:)` asks the delegate for the menu and a
/// target, then shows the bar above the target (below it when there is no
/// room), in the view's window, over everything else.
///
/// One edit menu shows at a time in an app: presenting dismisses the one
/// shown. A touch anywhere outside the menu dismisses it (the touch goes on
/// to what it landed on); choosing an action dismisses it, then performs the
/// action, unless the action keeps the menu presented.
///
/// Text fields and text views carry one (in their `interactions`) for their
/// cut, copy and paste menu, and suggest those actions to their delegates.
/// Other views' delegates get no suggested actions: UIKit collects them from
/// the responder chain's `canPerformAction(_:withSender:)`, which needs
/// selectors (docs/PORTING.md "Menus"). Without a delegate, nothing shows.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction, WindowBoundInteraction {
    /// The delegate, held weakly.
    public private(set) weak var delegate: UIEditMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    /// The configuration last presented.
    private(set) var configuration: UIEditMenuConfiguration?
    /// The menu on screen for this interaction, if any.
    private(set) var menuView: EditMenuView?
    /// Whether a touch beginning in `view` (outside the menu) dismisses the
    /// menu; text controls handle such touches themselves.
    var dismissesOnTouchesInView = true

    /// The edit menu fades in and out over this long, in seconds (uncertain).
    static let fadeDuration: TimeInterval = 0.2

    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The view left the window its menu shows in (its screen closed): the
    /// menu goes too. Left up, it stayed in that window for good — visible,
    /// and out of reach once the interaction was gone, as the app's
    /// `visibleEditMenu` is weak (a leak check found it: docs/RELIABILITY.md).
    func viewDidMoveToWindow() {
        if let menuView, menuView.window !== view?.window { dismissMenu() }
    }

    /// Whether this interaction's menu is on screen.
    var isMenuVisible: Bool { menuView != nil }

    /// Dismisses any edit menu shown, then asks the delegate for the menu for
    /// `configuration` and shows it. Nothing shows when the view is in no
    /// window, or the menu has nothing visible in it.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, let window = view.window else { return }
        let application = window.application ?? .shared
        application.visibleEditMenu?.dismissMenu()
        self.configuration = configuration
        guard let entries = menuEntries(for: configuration), !entries.isEmpty else { return }
        let menuView = EditMenuView(entries: entries)
        menuView.alpha = 0
        menuView.onAction = { [weak self] action in self?.perform(action) }
        window.addSubview(menuView)
        self.menuView = menuView
        application.visibleEditMenu = self
        placeMenu()
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        animator.run(duration: Self.fadeDuration, animations: { menuView.alpha = 1 }, finish: {})
    }

    /// Fades the menu out, telling the delegate first. Nothing happens when
    /// no menu of this interaction is shown.
    open func dismissMenu() {
        guard let menuView, let configuration else { return }
        self.menuView = nil
        if let application = menuView.window?.application, application.visibleEditMenu === self {
            application.visibleEditMenu = nil
        }
        menuView.isUserInteractionEnabled = false
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.run(duration: Self.fadeDuration, animations: { menuView.alpha = 0 },
                     finish: { menuView.removeFromSuperview() })
    }

    /// Asks the delegate for the menu again and shows it in place of the
    /// visible one (on its first page); dismisses it when it comes back empty.
    open func reloadVisibleMenu() {
        guard let menuView, let configuration else { return }
        guard let entries = menuEntries(for: configuration), !entries.isEmpty else {
            dismissMenu()
            return
        }
        menuView.reload(entries: entries)
        placeMenu()
    }

    /// Asks the delegate for the target again and moves the visible menu to
    /// it, over 0.25 s when `animated`.
    open func updateVisibleMenuPosition(animated: Bool) {
        guard menuView != nil else { return }
        if animated {
            UIView.animate(withDuration: 0.25) { self.placeMenu() }
        } else {
            placeMenu()
        }
    }

    /// The configuration's source point in `view`'s coordinates (the zero
    /// point before any menu was presented).
    open func location(in view: UIView) -> CGPoint {
        guard let configuration, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }

    // MARK: Private

    private func menuEntries(for configuration: UIEditMenuConfiguration) -> [EditMenuEntry]? {
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: [])
        return menu.map(EditMenuEntry.entries(of:))
    }

    /// Puts the menu at the delegate's target, inside the window's safe area.
    private func placeMenu() {
        guard let menuView, let view, let window = menuView.window, let configuration else { return }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let area = window.bounds.inset(by: window.safeAreaInsets)
        menuView.place(target: view.convert(target, to: window), area: area,
                       preferred: configuration.preferredArrowDirection)
    }

    private func perform(_ action: UIAction) {
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        action.perform(from: self)
    }
}
