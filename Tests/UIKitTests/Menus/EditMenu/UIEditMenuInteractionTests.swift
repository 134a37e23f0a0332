import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A delegate that records its calls and answers with a menu of its own.
@MainActor
final class RecordingEditMenuDelegate: UIEditMenuInteractionDelegate {
    var log: [String] = []
    var menu: UIMenu?
    var target: CGRect?

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("menuFor(\(suggestedActions.count) suggested)")
        return menu
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        log.append("targetRect")
        return target ?? CGRect(origin: configuration.sourcePoint, size: .zero)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        log.append("willPresent")
        animator.addCompletion { self.log.append("presented") }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        log.append("willDismiss")
        animator.addCompletion { self.log.append("dismissed") }
    }
}

/// Counts the taps its recognizer recognizes.
@MainActor
final class TapCounter {
    var taps = 0

    func tapped(_ recognizer: UITapGestureRecognizer) {
        taps += 1
    }
}

@MainActor
@Suite struct UIEditMenuInteractionTests {
    let host = UITestHost(device: .iPhone15Pro)
    let card = UIView(frame: CGRect(x: 40, y: 300, width: 313, height: 120))
    let other = UIView(frame: CGRect(x: 40, y: 600, width: 313, height: 100))
    let delegate = RecordingEditMenuDelegate()
    let interaction: UIEditMenuInteraction
    var performed: [String] = []

    init() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        card.backgroundColor = .systemBlue
        other.backgroundColor = .systemGreen
        controller.view.addSubview(card)
        controller.view.addSubview(other)
        interaction = UIEditMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        host.rootViewController = controller
    }

    func actions(_ titles: [String], log: @escaping (String) -> Void) -> [UIAction] {
        titles.map { title in UIAction(title: title) { _ in log(title) } }
    }

    /// The menu's frame in the window, while shown.
    var menuFrame: CGRect? {
        interaction.menuView.map { $0.convert($0.bounds, to: nil) }
    }

    @Test func presentingAsksForTheMenuAndTargetThenFadesTheMenuIn() {
        delegate.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "card", sourcePoint: CGPoint(x: 100, y: 10)))
        #expect(delegate.log == ["menuFor(0 suggested)", "targetRect", "willPresent"])
        #expect(host.buttons["Share"].exists)
        host.runUntilIdle()
        #expect(delegate.log.last == "presented")
        #expect(interaction.menuView?.alpha == 1)
        // Above the source point (in the window: 140, 310), centered on it.
        let frame = try! #require(menuFrame)
        #expect(abs(frame.maxY - (310 - 4)) < 0.01)
        #expect(abs(frame.midX - 140) < 0.5)
        #expect(interaction.location(in: host.window) == CGPoint(x: 140, y: 310))
    }

    @Test func aMenuWithNothingVisibleIsNotPresented() {
        delegate.menu = UIMenu(children: [UIAction(title: "Hidden", attributes: .hidden) { _ in }])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(interaction.menuView == nil)
        #expect(!delegate.log.contains("willPresent"))
        delegate.menu = nil
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(interaction.menuView == nil)
    }

    @Test func choosingAnActionDismissesTheMenuThenPerformsIt() {
        var log: [String] = []
        let share = UIAction(title: "Share") { action in
            log.append("performed by \(action.sender === self.interaction ? "the interaction" : "?")")
        }
        delegate.menu = UIMenu(children: [share])
        delegate.log = []
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 10)))
        host.runUntilIdle()
        delegate.log = []
        host.buttons["Share"].tap()
        #expect(delegate.log.first == "willDismiss")
        #expect(log == ["performed by the interaction"])
        host.runUntilIdle()
        #expect(delegate.log == ["willDismiss", "dismissed"])
        #expect(!host.buttons["Share"].exists)
    }

    @Test func anActionThatKeepsTheMenuPresentedLeavesItOpen() {
        var count = 0
        delegate.menu = UIMenu(children: [UIAction(title: "Add", attributes: .keepsMenuPresented) { _ in count += 1 }])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 10)))
        host.runUntilIdle()
        host.buttons["Add"].tap()
        host.buttons["Add"].tap()
        #expect(count == 2)
        #expect(interaction.menuView != nil)
    }

    @Test func aDisabledActionCannotBeChosen() {
        var count = 0
        delegate.menu = UIMenu(children: [UIAction(title: "Delete", attributes: [.disabled, .destructive]) { _ in count += 1 }])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 10)))
        host.runUntilIdle()
        #expect(!host.buttons["Delete"].isEnabled)
        host.tap(at: host.buttons["Delete"].activationPoint)
        #expect(count == 0)
    }

    @Test func aTouchOutsideDismissesTheMenuAndReachesItsView() {
        let counter = TapCounter()
        other.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: TapCounter.tapped(_:)))
        delegate.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 10)))
        host.runUntilIdle()
        host.tap(other)
        #expect(interaction.menuView == nil)
        #expect(counter.taps == 1)
        host.runUntilIdle()
        #expect(!host.buttons["Share"].exists)
    }

    @Test func presentingAnotherMenuDismissesTheFirst() {
        let second = UIEditMenuInteraction(delegate: delegate)
        other.addInteraction(second)
        delegate.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        second.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(interaction.menuView == nil)
        #expect(second.menuView != nil)
    }

    @Test func reloadingAsksForTheMenuAgain() {
        delegate.menu = UIMenu(children: [UIAction(title: "Pin") { _ in }])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 10)))
        delegate.menu = UIMenu(children: [UIAction(title: "Unpin") { _ in }])
        interaction.reloadVisibleMenu()
        #expect(host.buttons["Unpin"].exists)
        #expect(!host.buttons["Pin"].exists)
    }

    @Test func updatingThePositionAsksForTheTargetAgain() {
        delegate.menu = UIMenu(children: [UIAction(title: "Pin") { _ in }])
        delegate.target = CGRect(x: 20, y: 40, width: 40, height: 20)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(abs((menuFrame?.maxY ?? 0) - (340 - 4)) < 0.01)
        delegate.target = CGRect(x: 20, y: 90, width: 40, height: 20)
        interaction.updateVisibleMenuPosition(animated: false)
        #expect(abs((menuFrame?.maxY ?? 0) - (390 - 4)) < 0.01)
    }

    @Test func aSubmenuOpensInTheBarWithAWayBack() {
        var log: [String] = []
        delegate.menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in log.append("Copy") },
            UIMenu(title: "Format", children: actions(["Bold", "Italic"]) { log.append($0) }),
        ])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 10)))
        host.runUntilIdle()
        host.buttons["Format"].tap()
        #expect(host.buttons["Bold"].exists)
        #expect(!host.buttons["Copy"].exists)
        host.buttons["Back"].tap()
        #expect(host.buttons["Copy"].exists)
        host.buttons["Format"].tap()
        host.buttons["Italic"].tap()
        #expect(log == ["Italic"])
    }

    @Test func itemsThatDoNotFitArePaged() {
        let titles = (1...12).map { "Action \($0)" }
        var log: [String] = []
        delegate.menu = UIMenu(children: actions(titles) { log.append($0) })
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 10)))
        host.runUntilIdle()
        #expect(host.buttons["Action 1"].exists)
        #expect(!host.buttons["Action 12"].exists)
        #expect(!host.buttons["Previous"].exists)
        var pages = 1
        while host.buttons["Next"].exists {
            host.buttons["Next"].tap()
            pages += 1
            #expect(host.buttons["Previous"].exists)
        }
        #expect(pages > 2)
        host.buttons["Action 12"].tap()
        #expect(log == ["Action 12"])
        // Every menu stays inside the screen's margins.
        #expect(interaction.menuView == nil)
    }

    @Test func withoutADelegateNothingIsPresented() {
        let bare = UIEditMenuInteraction(delegate: nil)
        other.addInteraction(bare)
        bare.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(bare.menuView == nil)
    }

    @Test func removingTheInteractionDismissesItsMenu() {
        delegate.menu = UIMenu(children: [UIAction(title: "Pin") { _ in }])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        card.removeInteraction(interaction)
        #expect(interaction.menuView == nil)
        #expect(interaction.view == nil)
    }

    @Test func theMenuLooksLikeIOSsInLightAndDark() {
        delegate.menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in },
            UIAction(title: "Share") { _ in },
            UIAction(title: "Delete", attributes: .destructive) { _ in },
            UIMenu(title: "More", children: [UIAction(title: "Pin") { _ in }]),
        ])
        delegate.target = CGRect(x: 60, y: 40, width: 120, height: 30)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        host.runUntilIdle()
        assertSnapshot(of: host, named: "edit-menu")
        host.userInterfaceStyle = .dark
        assertSnapshot(of: host, named: "edit-menu-dark")
    }
}
