import Testing
@testable import UIKit
import UIKitTesting

/// Deferred menu elements: a "Loading…" row until the provider answers,
/// then its elements in its place; kept for the next showing unless uncached.
@MainActor
@Suite("UIDeferredMenuElement")
struct UIDeferredMenuElementTests {
    let host = UITestHost(device: .iPhone15Pro)
    let controller = UIViewController()

    final class Provider {
        var calls = 0
        var pending: [([UIMenuElement]) -> Void] = []
    }

    func showMenu(_ menu: UIMenu) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Recent", for: .normal)
        button.frame = CGRect(x: 40, y: 200, width: 120, height: 44)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        controller.view.addSubview(button)
        host.rootViewController = controller
        host.tap(at: CGPoint(x: 100, y: 222))
        host.runUntilIdle()
        return button
    }

    var rowTitles: [String] {
        (host.window.subviews.last as? MenuPresentation)?.list.rows.compactMap(\.accessibilityLabel) ?? []
    }

    func dismiss() {
        host.tap(at: CGPoint(x: 300, y: 700))
        host.runUntilIdle()
    }

    @Test("the row says Loading… until the provider answers, then the elements take its place")
    func loadsLater() {
        let provider = Provider()
        let deferred = UIDeferredMenuElement { completion in
            provider.calls += 1
            provider.pending.append(completion)
        }
        _ = showMenu(UIMenu(children: [UIAction(title: "New") { _ in }, deferred]))
        #expect(rowTitles == ["New", "Loading…"])
        #expect(provider.calls == 1)
        provider.pending.removeFirst()([UIAction(title: "Report.pdf") { _ in }, UIAction(title: "Notes.txt") { _ in }])
        #expect(rowTitles == ["New", "Report.pdf", "Notes.txt"])
        // Two sections now: 44 + 8 + 2 × 44.
        #expect((host.window.subviews.last as? MenuPresentation)?.list.bounds.height == CGFloat(44 + 8 + 88))
    }

    @Test("cached elements show at once the next time; an uncached provider is asked every time")
    func caching() {
        let cachedProvider = Provider()
        let cached = UIDeferredMenuElement { completion in
            cachedProvider.calls += 1
            completion([UIAction(title: "Cached") { _ in }])
        }
        let freshProvider = Provider()
        let fresh = UIDeferredMenuElement.uncached { completion in
            freshProvider.calls += 1
            completion([UIAction(title: "Fresh \(freshProvider.calls)") { _ in }])
        }
        _ = showMenu(UIMenu(children: [cached, fresh]))
        #expect(rowTitles == ["Cached", "Fresh 1"])
        dismiss()
        host.tap(at: CGPoint(x: 100, y: 222))
        host.runUntilIdle()
        #expect(rowTitles == ["Cached", "Fresh 2"])
        #expect(cachedProvider.calls == 1)
        #expect(freshProvider.calls == 2)
    }

    @Test("the Loading… row cannot be chosen")
    func loadingRowIsInert() throws {
        let deferred = UIDeferredMenuElement { _ in }
        _ = showMenu(UIMenu(children: [deferred]))
        let list = try #require((host.window.subviews.last as? MenuPresentation)?.list)
        let row = try #require(list.rows.first)
        #expect(!row.isEnabled)
        host.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        host.runUntilIdle()
        #expect(host.window.subviews.last is MenuPresentation)
    }
}

extension UIDeferredMenuElementTests {
    @Test("a deferred element inside a closed submenu is asked for when the submenu opens, not before")
    func deferredInASubmenuWaitsForIt() throws {
        let provider = Provider()
        let deferred = UIDeferredMenuElement { completion in
            provider.calls += 1
            completion([UIAction(title: "Shared album") { _ in }])
        }
        _ = showMenu(UIMenu(children: [UIMenu(title: "Add to", children: [deferred])]))
        #expect(rowTitles == ["Add to"])
        #expect(provider.calls == 0)
        let list = try #require((host.window.subviews.last as? MenuPresentation)?.list)
        let row = try #require(list.rows.first)
        host.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        #expect(provider.calls == 1)
        #expect(rowTitles == ["Add to", "Shared album"])
    }
}
