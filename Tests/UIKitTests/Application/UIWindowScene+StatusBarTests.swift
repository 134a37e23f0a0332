import Testing
import UIKit
import UIKitTesting

/// A screen filled with one color, with a button under the status bar.
@MainActor
private final class StatusBarStage: UIViewController {
    let color: UIColor
    var style: UIStatusBarStyle = .default
    var hidden = false
    var animation: UIStatusBarAnimation = .fade
    var taps = 0

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }

    override func viewDidLoad() {
        view.backgroundColor = color
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        button.accessibilityIdentifier = "under the bar"
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}

@MainActor
@Suite("UIWindowScene status bar")
struct UIWindowSceneStatusBarTests {
    /// The top `points` of the host's screen.
    private func topStrip(of host: UITestHost, points: CGFloat) -> CGImage {
        let image = host.snapshot()
        let scale = host.device.scale
        return image.cropping(to: CGRect(x: 0, y: 0, width: CGFloat(image.width), height: points * scale))!
    }

    @Test("the test host draws no status bar unless asked, so snapshots show the app alone")
    func hiddenByDefault() {
        let host = UITestHost()
        host.rootViewController = StatusBarStage(color: .white)
        let withoutBar = host.pngData()
        #expect(!host.showsStatusBar)
        host.showsStatusBar = true
        host.runFrame()
        #expect(host.pngData() != withoutBar)
        host.showsStatusBar = false
        host.runFrame()
        #expect(host.pngData() == withoutBar)
    }

    @Test("dark content on a light screen, light content on a dark one, as the simulator draws them",
          arguments: [("iPhone15Pro", UITestDevice.iPhone15Pro), ("iPhoneSE", .iPhoneSE), ("iPadPro11", .iPadPro11)])
    func snapshots(name: String, device: UITestDevice) {
        let host = UITestHost(device: device)
        host.showsStatusBar = true
        let light = StatusBarStage(color: .white)
        host.rootViewController = light
        assertSnapshot(of: topStrip(of: host, points: device.safeAreaInsets.top), named: "\(name)-dark-content")
        let dark = StatusBarStage(color: .systemBlue)
        dark.style = .lightContent
        host.rootViewController = dark
        host.runFrame()
        assertSnapshot(of: topStrip(of: host, points: device.safeAreaInsets.top), named: "\(name)-light-content")
    }

    @Test("touches in the status bar's area pass to the app beneath it, and it is not one of the app's windows")
    func touchesPassThrough() {
        let host = UITestHost()
        host.showsStatusBar = true
        let stage = StatusBarStage(color: .white)
        host.rootViewController = stage
        host.tap(at: CGPoint(x: 100, y: 20))
        #expect(stage.taps == 1)
        #expect(host.application.windows == [host.window])
        #expect(host.windowScene.windows == [host.window])
    }

    @Test("hiding fades the bar out over 0.25 s; prefersStatusBarHidden false brings it back")
    func hidingFades() {
        let host = UITestHost()
        host.showsStatusBar = true
        let stage = StatusBarStage(color: .white)
        host.rootViewController = stage
        let shown = host.pngData()
        stage.hidden = true
        stage.setNeedsStatusBarAppearanceUpdate()
        host.advance(by: 0.1)
        let midway = host.pngData()
        host.advance(by: 0.2)
        let hidden = host.pngData()
        #expect(midway != shown && midway != hidden)
        let blank = UITestHost()
        blank.rootViewController = StatusBarStage(color: .white)
        #expect(hidden == blank.pngData())
        stage.hidden = false
        stage.setNeedsStatusBarAppearanceUpdate()
        host.advance(by: 0.25)
        #expect(host.pngData() == shown)
    }

    @Test("with the .none animation the bar hides at the next frame")
    func hidingWithoutAnimation() {
        let host = UITestHost()
        host.showsStatusBar = true
        let stage = StatusBarStage(color: .white)
        stage.animation = .none
        host.rootViewController = stage
        stage.hidden = true
        stage.setNeedsStatusBarAppearanceUpdate()
        host.runFrame()
        let blank = UITestHost()
        blank.rootViewController = StatusBarStage(color: .white)
        #expect(host.pngData() == blank.pngData())
    }

    @Test("tapStatusBar still scrolls to the top while the bar is drawn")
    func tapStatusBarScrollsToTop() {
        let host = UITestHost()
        host.showsStatusBar = true
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(scrollView)
        host.rootViewController = controller
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        host.tapStatusBar()
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
    }
}
