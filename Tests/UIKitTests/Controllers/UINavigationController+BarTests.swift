import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller whose view is a tall scroll view, scrolled `offset` points
/// down from its top edge once laid out (so the bar is off its scroll edge).
@MainActor
private final class ScrolledController: UIViewController {
    let offset: CGFloat

    init(offset: CGFloat) {
        self.offset = offset
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let scrollView = UIScrollView()
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 100, height: 5_000)
        view = scrollView
    }

    func scroll() {
        let scrollView = view as! UIScrollView
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top + offset
    }
}

@MainActor
@Suite("UINavigationController bars when vertically compact")
struct UINavigationControllerCompactBarTests {
    private func hostShowing(_ root: UIViewController) -> (UITestHost, UINavigationController) {
        let host = UITestHost(device: .iPhone15Pro)
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        return (host, navigation)
    }

    private func turn(_ host: UITestHost, to orientation: UIDeviceOrientation) {
        host.rotate(to: orientation)
        host.runUntilIdle()
    }

    /// The color the bar's background shows over its blur; nil when it shows none.
    private func fill(of bar: UINavigationBar) -> UIColor? {
        let background = bar.subviews[0] as! UIVisualEffectView
        return background.alpha == 0 ? nil : background.contentView.backgroundColor
    }

    /// Whether the bar shows the default background: the system chrome material alone.
    private func showsMaterial(_ bar: UINavigationBar) -> Bool {
        let background = bar.subviews[0] as! UIVisualEffectView
        return background.alpha == 1 && (background.effect as? UIBlurEffect)?.style == .systemChromeMaterial
            && background.contentView.backgroundColor == nil
    }

    private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    @Test("an iPhone in landscape has a 32 pt bar at the top and the safe area follows; portrait brings 44 pt back")
    func compactHeight() {
        let root = UIViewController()
        root.title = "Inbox"
        root.view.backgroundColor = .white
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let (host, navigation) = hostShowing(root)
        // The default background at the scroll edge too, so that the bar's extent shows.
        navigation.navigationBar.scrollEdgeAppearance = UINavigationBarAppearance()
        turn(host, to: .landscapeLeft)
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
        // Landscape: no status bar (safe area top 0), a 32 pt row.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(root.view.safeAreaInsets.top == 32)
        assertSnapshot(of: host, named: "landscape")
        turn(host, to: .portrait)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(root.view.safeAreaInsets.top == CGFloat(59 + 44))
    }

    @Test("large titles do not show in landscape: the bar stays 32 pt, and is 96 pt again in portrait")
    func noLargeTitleWhenCompact() {
        let root = UIViewController()
        root.title = "Large"
        let (host, navigation) = hostShowing(root)
        navigation.navigationBar.prefersLargeTitles = true
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 96)
        turn(host, to: .landscapeLeft)
        #expect(navigation.navigationBar.frame.height == 32)
        #expect(root.view.safeAreaInsets.top == 32)
        turn(host, to: .portrait)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.view.safeAreaInsets.top == CGFloat(59 + 96))
    }

    @Test("a prompt adds 30 pt to the compact bar too")
    func compactPrompt() {
        let root = UIViewController()
        root.navigationItem.prompt = "Prompt"
        let (host, navigation) = hostShowing(root)
        turn(host, to: .landscapeLeft)
        #expect(navigation.navigationBar.frame.height == 62)
        #expect(root.view.safeAreaInsets.top == 62)
    }

    @Test("the toolbar is 32 pt above the landscape home indicator")
    func compactToolbar() {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain)]
        let (host, navigation) = hostShowing(root)
        navigation.isToolbarHidden = false
        turn(host, to: .landscapeLeft)
        // iPhone 15 Pro landscape: a 21 pt bottom safe area.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 32 + 21))
        #expect(root.view.safeAreaInsets.bottom == CGFloat(21 + 32))
        turn(host, to: .portrait)
        #expect(navigation.toolbar.frame.height == CGFloat(49 + 34))
    }

    @Test("compact appearances apply in landscape: the item's, else the bar's, else the standard one")
    func compactAppearance() {
        let root = ScrolledController(offset: 200)
        let (host, navigation) = hostShowing(root)
        root.scroll()
        host.runUntilIdle()
        let bar = navigation.navigationBar
        bar.compactAppearance = opaque(.systemOrange)
        #expect(showsMaterial(bar))
        turn(host, to: .landscapeLeft)
        root.scroll()
        host.runUntilIdle()
        #expect(fill(of: bar) == .systemOrange)
        root.navigationItem.compactAppearance = opaque(.systemTeal)
        #expect(fill(of: bar) == .systemTeal)
        root.navigationItem.compactAppearance = nil
        bar.compactAppearance = nil
        #expect(showsMaterial(bar))
        turn(host, to: .portrait)
        bar.compactAppearance = opaque(.systemOrange)
        #expect(showsMaterial(bar))
    }

    @Test("at the scroll edge in landscape: the compact scroll-edge appearance, else the scroll-edge one, else clear")
    func compactScrollEdgeAppearance() {
        // No scroll view: the content is always at its edge.
        let root = UIViewController()
        let (host, navigation) = hostShowing(root)
        let bar = navigation.navigationBar
        bar.compactScrollEdgeAppearance = opaque(.systemGreen)
        #expect(fill(of: bar) == nil)
        turn(host, to: .landscapeLeft)
        #expect(fill(of: bar) == .systemGreen)
        root.navigationItem.compactScrollEdgeAppearance = opaque(.systemBlue)
        #expect(fill(of: bar) == .systemBlue)
        root.navigationItem.compactScrollEdgeAppearance = nil
        bar.compactScrollEdgeAppearance = nil
        bar.scrollEdgeAppearance = opaque(.systemYellow)
        #expect(fill(of: bar) == .systemYellow)
        bar.scrollEdgeAppearance = nil
        #expect(fill(of: bar) == nil)
    }

    @Test("hidesBarsWhenVerticallyCompact: landscape hides the bar and the toolbar, portrait shows them again")
    func hidesWhenCompact() {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain)]
        let (host, navigation) = hostShowing(root)
        navigation.isToolbarHidden = false
        navigation.hidesBarsWhenVerticallyCompact = true
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
        turn(host, to: .landscapeLeft)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        #expect(navigation.navigationBar.frame.maxY <= 0)
        #expect(root.view.safeAreaInsets.top == 0)
        #expect(root.view.safeAreaInsets.bottom == 21)
        turn(host, to: .portrait)
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
        #expect(root.view.safeAreaInsets.top == CGFloat(59 + 44))
    }

    @Test("hidesBarsWhenVerticallyCompact: a tap on the content shows the hidden bars; a hidden toolbar stays hidden")
    func tapShowsBars() {
        let root = UIViewController()
        let (host, navigation) = hostShowing(root)
        navigation.hidesBarsWhenVerticallyCompact = true
        turn(host, to: .landscapeLeft)
        #expect(navigation.isNavigationBarHidden)
        host.tap(at: CGPoint(x: 400, y: 200))
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        // Another tap does not hide them (that is hidesBarsOnTap's job).
        host.tap(at: CGPoint(x: 400, y: 200))
        host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("without hidesBarsWhenVerticallyCompact the bars stay in landscape")
    func barsStayByDefault() {
        let (host, navigation) = hostShowing(UIViewController())
        #expect(!navigation.hidesBarsWhenVerticallyCompact)
        turn(host, to: .landscapeLeft)
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("an iPad in landscape is not vertically compact: the bar stays 44 pt")
    func iPadIsRegular() {
        let host = UITestHost(device: .iPadPro11)
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.rootViewController = navigation
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(host.windowScene.interfaceOrientation.isLandscape)
        #expect(navigation.navigationBar.frame.height == 44)
    }
}
