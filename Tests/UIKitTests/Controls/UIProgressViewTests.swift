import Testing
@testable import UIKit
import UIKitTesting

/// The progress bar: UIKit's heights, progress pinned to 0…1, the fill in
/// the tint color sliding when animated.
@MainActor
@Suite("UIProgressView")
struct UIProgressViewTests {
    let host = UITestHost(device: UITestDevice(name: "Progress stage", screenSize: CGSize(width: 120, height: 40), scale: 2,
                                               safeAreaInsets: .zero, framesPerSecond: 60))

    func makeBar() -> UIProgressView {
        host.activate()
        host.window.backgroundColor = .white
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 10, y: 18, width: 100, height: 4)
        host.window.addSubview(bar)
        host.window.makeKeyAndVisible()
        host.runFrame()
        return bar
    }

    @Test("4 pt tall (2.5 pt as a bar), progress pinned to 0…1")
    func heightsAndPinning() {
        let bar = makeBar()
        #expect(bar.intrinsicContentSize.height == 4)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
        bar.progress = 1.7
        #expect(bar.progress == 1)
        bar.progress = -3
        #expect(bar.progress == 0)
        bar.progress = 0.25
        #expect(bar.accessibilityValue == "25%")
    }

    @Test("setProgress animated slides the fill from where it was")
    func animated() {
        let bar = makeBar()
        bar.progress = 0.25
        host.runFrame()
        bar.setProgress(0.75, animated: true)
        host.advance(by: 0.1)
        let fill = bar.subviews.first?.subviews.first
        let width = fill?.layer.presentation()?.bounds.width ?? 0
        #expect(width > 25 && width < 75)
        host.advance(by: 0.3)
        #expect(fill?.frame.width == 75)
        bar.progressTintColor = .systemOrange
        assertSnapshot(of: host, named: "progress-75-percent")
    }
}
