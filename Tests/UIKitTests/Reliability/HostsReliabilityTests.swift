import Testing
import UIKit
import UIKitTesting

/// A screen laid out by Auto Layout: a stack in the safe area, a view on the
/// keyboard layout guide, a scroll view sized by its content layout guide.
@MainActor
private final class ConstrainedScreen: UIViewController {
    let stack = UIStackView(arrangedSubviews: [UILabel(), UIButton(type: .system), UISwitch()])
    let footer = UIView()
    let scroll = UIScrollView()
    let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        for item in [stack, footer, scroll, content] as [UIView] { item.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(stack)
        view.addSubview(footer)
        view.addSubview(scroll)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            footer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalToConstant: 44),
            scroll.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.heightAnchor.constraint(equalToConstant: 200),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1_000),
        ])
    }
}

/// Whole apps: a host made, its window shown, touched and dropped, as each
/// test (and `make fuzz`, every fifty sequences) does — nothing of the app
/// may outlive its host, and a view tree laid out by Auto Layout outside any
/// window goes when dropped (docs/RELIABILITY.md).
@MainActor
@Suite("Reliability: apps and Auto Layout trees do not leak")
struct HostsReliabilityTests {
    @Test("hosts whose windows are laid out by Auto Layout, touched and dropped, take their windows and screens with them")
    func hostsWithAutoLayoutDoNotLeak() {
        let tracker = LeakTracker()
        for index in 0..<LeakCheck.shortCycles {
            let host = UITestHost(device: .iPhoneSE)
            let screen = ConstrainedScreen()
            host.rootViewController = index % 2 == 0 ? screen : UINavigationController(rootViewController: screen)
            host.dragAndRest(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300))
            host.tap(at: CGPoint(x: 187, y: 100))
            host.runUntilIdle()
            tracker.track(host, host.application, host.window, host.window.rootViewController, screen, screen.view,
                          screen.stack, screen.footer, screen.scroll, screen.content)
        }
        // Another app takes over, as the next test's would.
        UITestHost().runFrame()
        #expect(tracker.trackedCount == LeakCheck.shortCycles * 10)
        #expect(tracker.survivors.isEmpty, "\(tracker.survivors)")
    }

    @Test("a view tree laid out by Auto Layout outside any window goes when it is dropped")
    func detachedAutoLayoutTreesDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        host.activate()
        let report = LeakCheck.run(LeakCheck.cycles, on: host) { _, tracker in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let stack = UIStackView(arrangedSubviews: [UILabel(), UIView()])
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            ])
            container.layoutIfNeeded()  // the tree's own engine, on the container
            _ = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            tracker.track(container, stack, stack.arrangedSubviews.first)
        }
        #expect(report.tracked == LeakCheck.cycles * 3)
        #expect(report.survivors.isEmpty, "\(report)")
    }
}
