import Testing
import UIKit
import UIKitTesting

/// A screen as apps write them: a button wired to the controller by
/// target–action, a bar button, a gesture recognizer, and closures that
/// capture the controller weakly.
@MainActor
private final class CycleScreen: UIViewController {
    let button = UIButton(type: .system)
    var onButton: ((CycleScreen) -> Void)?
    var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: 100, y: 300, width: 175, height: 44)
        button.addTarget(self, action: CycleScreen.buttonTapped, for: .touchUpInside)
        view.addSubview(button)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CycleScreen.backgroundTapped))
        // Done first (the trailing edge); an add button with a closure beside it.
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Done", style: .done, target: self, action: CycleScreen.doneTapped),
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.appearances += 0 }),
        ]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
    }

    func buttonTapped() { onButton?(self) }
    func backgroundTapped() {}
    func doneTapped() { dismiss(animated: true) }
}

/// iPhone SE (375 × 667 pt, 20 pt status bar, no home indicator, 60 Hz).
private enum SE {
    static let button = CGPoint(x: 187, y: 322)
    /// The back button of a navigation bar under the status bar.
    static let back = CGPoint(x: 30, y: 20 + 22)
    /// The center of tab `index` of three: the 49 pt bar sits on the bottom edge.
    static func tab(_ index: Int) -> CGPoint { CGPoint(x: 375.0 / 3 * (CGFloat(index) + 0.5), y: 667 - 24.5) }
}

/// View controllers in navigation controllers, presented modally and as
/// sheets, in tab bar controllers, and alerts: show → use → close cycles on one
/// host leave none of them alive — a hundred each in `make test`, as a
/// thousand take seconds in a debug build (`KUMIKI_LEAK_CYCLES=1000` runs
/// them; times in docs/RELIABILITY.md).
@MainActor
@Suite("Reliability: view controllers and alerts do not leak")
struct ControllersReliabilityTests {
    @Test("controllers pushed by a button and popped by the back button, an edge swipe (finished or abandoned) or popToRoot all go away")
    func pushedAndPoppedControllersDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        host.runUntilIdle()
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let first = CycleScreen()
            first.title = "First \(index)"
            first.onButton = { screen in
                let second = CycleScreen()
                second.title = "Second"
                screen.navigationController?.pushViewController(second, animated: true)
                tracker.track(second)
            }
            navigation.pushViewController(first, animated: true)
            host.runUntilIdle()
            host.tap(at: SE.button)  // pushes the second screen
            host.runUntilIdle()
            switch index % 4 {
            case 0:
                host.tap(at: SE.back)
                host.runUntilIdle()
                host.tap(at: SE.back)
            case 1:
                host.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
                host.runUntilIdle()
                navigation.popViewController(animated: false)
            case 2:
                navigation.popToRootViewController(animated: true)
            default:
                // An edge swipe let go early (the pop is abandoned), then popToRoot.
                let finger = host.touchDown(at: CGPoint(x: 3, y: 400))
                finger.move(to: CGPoint(x: 60, y: 400), duration: 0.3)
                host.advance(by: 0.2)
                finger.up()
                host.runUntilIdle()
                navigation.popToRootViewController(animated: true)
            }
            host.runUntilIdle()
            tracker.track(first, first.view, first.navigationItem, first.navigationItem.rightBarButtonItem,
                          first.button)
        }
        #expect(navigation.viewControllers == [root])
        #expect(report.tracked == LeakCheck.shortCycles * 6)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("navigation and tab bar controllers installed as the window's root, used and replaced (a sheet still up), all go away")
    func replacedRootControllersDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let screens = (0..<3).map { number in
                let screen = CycleScreen()
                screen.title = "Tab \(number)"
                screen.tabBarItem = UITabBarItem(title: "Tab \(number)", image: UIImage(systemName: "star"), tag: number)
                return screen
            }
            let navigations = screens.map { UINavigationController(rootViewController: $0) }
            let tabs = UITabBarController()
            tabs.viewControllers = navigations
            host.rootViewController = tabs
            host.tap(at: SE.tab(1))
            host.tap(at: SE.tab(2))
            screens[2].navigationController?.pushViewController(CycleScreen(), animated: true)
            host.runUntilIdle()
            host.tap(at: SE.tab(index % 3))
            host.runUntilIdle()
            if index % 2 == 1 {
                // A sheet still up, and a push mid-transition, when the root is replaced.
                let sheet = CycleScreen()
                tabs.present(sheet, animated: true)
                host.runUntilIdle()
                screens[0].navigationController?.pushViewController(CycleScreen(), animated: true)
                host.runFrame()
                tracker.track(sheet, sheet.view, screens[0].navigationController?.topViewController)
            }
            // The next app state replaces this one.
            host.rootViewController = UIViewController()
            tracker.track(tabs, tabs.tabBar, screens[2].navigationController?.topViewController)
            for (screen, navigation) in zip(screens, navigations) {
                tracker.track(screen, screen.view, screen.tabBarItem, navigation, navigation.navigationBar)
            }
        }
        #expect(report.tracked == LeakCheck.shortCycles * 18 + LeakCheck.shortCycles / 2 * 3)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("controllers presented full screen and dismissed by their own button all go away")
    func presentedControllersDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let presented = CycleScreen()
            presented.modalPresentationStyle = index % 2 == 0 ? .fullScreen : .overFullScreen
            presented.modalTransitionStyle = index % 4 < 2 ? .coverVertical : .crossDissolve
            presented.onButton = { screen in screen.dismiss(animated: true) }
            let before = host.viewIdentifiers
            root.present(presented, animated: true)
            host.runUntilIdle()
            tracker.trackViewsAdded(to: host, since: before)
            host.tap(at: SE.button)
            host.runUntilIdle()
            tracker.track(presented, presented.view, presented.presentationController, presented.button)
        }
        #expect(root.presentedViewController == nil)
        #expect(report.tracked > LeakCheck.shortCycles * 4)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("sheets, a navigation controller in a sheet and a stack of presentations, swiped or dismissed, all go away")
    func sheetsDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let screen = CycleScreen()
            let sheet = UINavigationController(rootViewController: screen)
            if let controller = sheet.sheetPresentationController {
                controller.detents = index % 2 == 0 ? [.medium(), .large()] : [.large()]
                controller.prefersGrabberVisible = true
            }
            let before = host.viewIdentifiers
            root.present(sheet, animated: true)
            host.runUntilIdle()
            tracker.trackViewsAdded(to: host, since: before)  // the card, dimming and grabber views
            switch index % 3 {
            case 0:
                // Swiped down past the middle.
                host.drag(from: CGPoint(x: 187, y: 400), to: CGPoint(x: 187, y: 660), duration: 0.3)
            case 1:
                // A second sheet on top; dismissing the first takes both.
                let top = CycleScreen()
                sheet.present(top, animated: true)
                host.runUntilIdle()
                root.dismiss(animated: true)
                tracker.track(top, top.view)
            default:
                host.buttons["Done"].tap()  // the screen's bar button dismisses its sheet
            }
            host.runUntilIdle()
            tracker.track(sheet, screen, screen.view, sheet.presentationController)
        }
        #expect(root.presentedViewController == nil)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("alerts and action sheets shown and answered by a tap, all go away")
    func alertsDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        var answers = 0
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let isAlert = index % 2 == 0
            let alert = UIAlertController(title: "Cycle \(index)", message: "Keep it?",
                                          preferredStyle: isAlert ? .alert : .actionSheet)
            let keep = UIAlertAction(title: "Keep", style: .default) { [weak alert] _ in
                answers += 1
                _ = alert?.title
            }
            let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in answers += 1 }
            alert.addAction(keep)
            alert.addAction(cancel)
            let before = host.viewIdentifiers
            root.present(alert, animated: true)
            host.runUntilIdle()
            tracker.trackViewsAdded(to: host, since: before)  // the alert's views and its dimming view
            if isAlert {
                host.buttons["Keep"].tap()
            } else {
                host.buttons["Cancel"].tap()
            }
            host.runUntilIdle()
            tracker.track(alert, alert.view, keep, cancel)
        }
        #expect(answers == LeakCheck.shortCycles)
        #expect(root.presentedViewController == nil)
        #expect(report.survivors.isEmpty, "\(report)")
    }
}
