import Testing
@testable import UIKit
import UIKitTesting

/// Context menus: a finger resting on a view asks the delegate for a
/// configuration, lifts a preview over the dimmed screen with the menu
/// under it, and the delegate hears the menu appear, end, and its preview
/// tapped.
@MainActor
@Suite("UIContextMenuInteraction")
struct UIContextMenuInteractionTests {
    let host = UITestHost(device: .iPhone15Pro)
    let controller = UIViewController()
    let card = UIView(frame: CGRect(x: 96, y: 200, width: 200, height: 120))

    final class Delegate: UIContextMenuInteractionDelegate {
        var log: [String] = []
        var makesMenu = true
        var preview: UIViewController?
        var commitStyle = UIContextMenuInteractionCommitStyle.pop
        var highlightPreview: (() -> UITargetedPreview?)?
        var dismissalPreview: (() -> UITargetedPreview?)?

        // The iOS 13 form for highlighting, the iOS 16 one for dismissing: both reach the interaction.
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
            -> UITargetedPreview? {
            log.append("highlight preview")
            return highlightPreview?()
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                    dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
            log.append("dismissal preview \(identifier as? NSString ?? "?")")
            return dismissalPreview?()
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard makesMenu else { return nil }
            let preview = preview
            return UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: { preview }) { suggested in
                UIMenu(children: [
                    UIAction(title: "Favorite") { [weak self] _ in self?.log.append("Favorite") },
                    UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.append("Delete") },
                ])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("willDisplay \(configuration.identifier as? NSString ?? "?")")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willEndFor configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) {
            log.append("willEnd")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionCommitAnimating) {
            log.append("commit \(animator.previewViewController != nil)")
            animator.preferredCommitStyle = commitStyle
            animator.addCompletion { [weak self] in self?.log.append("commit completed") }
        }
    }

    func install(_ delegate: Delegate) -> UIContextMenuInteraction {
        controller.view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        controller.view.addSubview(card)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        host.rootViewController = controller
        return interaction
    }

    var shownMenu: MenuPresentation? { host.window.subviews.last as? MenuPresentation }

    func row(_ title: String) -> CGPoint? {
        guard let row = shownMenu?.list.rows.first(where: { $0.accessibilityLabel == title }) else { return nil }
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    }

    @Test("a long press shows the preview where the view is and the menu 8 pt under it; an action ends it")
    func longPressShowsTheMenu() throws {
        let delegate = Delegate()
        _ = install(delegate)
        host.longPress(at: CGPoint(x: 150, y: 250), duration: 0.8)
        host.runUntilIdle()
        let presentation = try #require(shownMenu)
        guard case let .contextual(preview, frame) = presentation.placement else { Issue.record(); return }
        #expect(frame == CGRect(x: 96, y: 200, width: 200, height: 120))
        #expect(preview.frame == frame)
        // Lined up with the preview's leading edge (it is in the left half), two 44 pt rows.
        #expect(presentation.list.frame == CGRect(x: 96, y: 328, width: 250, height: 88))
        #expect(delegate.log == ["configuration at 54,50", "highlight preview", "willDisplay card"])
        host.tap(at: try #require(row("Favorite")))
        host.runUntilIdle()
        #expect(delegate.log.suffix(3) == ["willEnd", "dismissal preview card", "Favorite"])
        #expect(shownMenu == nil)
    }

    @Test("the resting finger can slide onto the menu and lift on an action")
    func slidingOntoTheMenu() throws {
        let delegate = Delegate()
        _ = install(delegate)
        let finger = host.touchDown(at: CGPoint(x: 150, y: 250))
        host.advance(by: 0.8)
        finger.move(to: try #require(row("Delete")), duration: 0.3)
        finger.up()
        #expect(delegate.log.last == "Delete")
        host.runUntilIdle()
        #expect(shownMenu == nil)
    }

    @Test("a short press does nothing, and no configuration shows no menu")
    func noMenu() {
        let delegate = Delegate()
        _ = install(delegate)
        host.tap(at: CGPoint(x: 150, y: 250))
        #expect(delegate.log.isEmpty)
        delegate.makesMenu = false
        host.longPress(at: CGPoint(x: 150, y: 250), duration: 0.8)
        #expect(delegate.log == ["configuration at 54,50"])
        #expect(shownMenu == nil)
    }

    @Test("a touch outside closes the menu; the delegate hears the end once")
    func dismissal() {
        let delegate = Delegate()
        let interaction = install(delegate)
        host.longPress(at: CGPoint(x: 150, y: 250), duration: 0.8)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 200, y: 700))
        interaction.dismissMenu()
        host.runUntilIdle()
        #expect(delegate.log.filter { $0 == "willEnd" }.count == 1)
        #expect(shownMenu == nil)
    }

    @Test("tapping the preview commits it: the delegate gets the preview's controller and its completion runs")
    func previewCommit() throws {
        let delegate = Delegate()
        let detail = UIViewController()
        detail.view.backgroundColor = .systemOrange
        detail.preferredContentSize = CGSize(width: 300, height: 200)
        delegate.preview = detail
        _ = install(delegate)
        host.longPress(at: CGPoint(x: 150, y: 250), duration: 0.8)
        host.runUntilIdle()
        let presentation = try #require(shownMenu)
        guard case let .contextual(preview, _) = presentation.placement else { Issue.record(); return }
        #expect(preview.bounds.size == CGSize(width: 300, height: 200))
        host.tap(at: preview.convert(CGPoint(x: 150, y: 100), to: nil))
        host.runUntilIdle()
        #expect(delegate.log.suffix(4) == ["commit true", "willEnd", "dismissal preview card", "commit completed"])
    }

    @Test("updateVisibleMenu replaces the menu on screen")
    func updateVisibleMenu() throws {
        let delegate = Delegate()
        let interaction = install(delegate)
        host.longPress(at: CGPoint(x: 150, y: 250), duration: 0.8)
        host.runUntilIdle()
        interaction.updateVisibleMenu { menu in
            menu.replacingChildren(menu.children + [UIAction(title: "Share") { _ in }])
        }
        #expect(shownMenu?.list.rows.compactMap(\.accessibilityLabel) == ["Favorite", "Delete", "Share"])
    }

    @Test("drawn like iOS: the lifted card over the dimmed screen, the menu under it")
    func looksLikeIOS() {
        let delegate = Delegate()
        _ = install(delegate)
        host.longPress(at: CGPoint(x: 150, y: 250), duration: 0.8)
        host.runUntilIdle()
        assertSnapshot(of: host, named: "context-menu")
    }

    // MARK: Targeted previews

    /// A badge inside the card, at (116, 220) in the window, lifted alone
    /// through a 60 × 40 rounded visible path.
    func installWithBadge(_ delegate: Delegate) -> UIView {
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        badge.backgroundColor = .systemYellow
        card.addSubview(badge)
        _ = install(delegate)
        delegate.highlightPreview = {
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: badge.bounds, cornerRadius: 8)
            parameters.backgroundColor = .systemYellow
            return UITargetedPreview(view: badge, parameters: parameters)
        }
        return badge
    }

    @Test("the delegate's highlight preview lifts that view alone, where it is, the menu under it")
    func highlightPreview() throws {
        let delegate = Delegate()
        _ = installWithBadge(delegate)
        host.longPress(at: CGPoint(x: 150, y: 250), duration: 0.8)
        host.runUntilIdle()
        let presentation = try #require(shownMenu)
        guard case let .contextual(preview, frame) = presentation.placement else { Issue.record(); return }
        #expect(frame == CGRect(x: 116, y: 220, width: 60, height: 40))
        #expect(preview.frame == frame)
        // Shaped by the visible path, not by the 13 pt corners.
        #expect(preview.layer.shadowPath != nil)
        #expect(preview.subviews.first?.layer.cornerRadius == 0)
        #expect(presentation.list.frame.minY == 268)
        assertSnapshot(of: host, named: "context-menu-targeted")
    }

    @Test("as the menu closes the preview moves to the dismissal preview's place")
    func dismissalPreview() throws {
        let delegate = Delegate()
        _ = installWithBadge(delegate)
        let shelf = UIView(frame: CGRect(x: 20, y: 600, width: 100, height: 50))
        controller.view.addSubview(shelf)
        delegate.dismissalPreview = { UITargetedPreview(view: shelf) }
        host.longPress(at: CGPoint(x: 150, y: 250), duration: 0.8)
        host.runUntilIdle()
        let presentation = try #require(shownMenu)
        guard case let .contextual(preview, _) = presentation.placement else { Issue.record(); return }
        host.tap(at: CGPoint(x: 300, y: 750))
        #expect(preview.frame == CGRect(x: 20, y: 600, width: 100, height: 50))
        host.runUntilIdle()
        #expect(shownMenu == nil)
    }
}
