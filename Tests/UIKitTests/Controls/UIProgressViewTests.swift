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

    // MARK: Observed progress and images

    @Test("an observed Progress moves the bar from the next frame; a bar out of the window stops following")
    func observedProgress() {
        let bar = makeBar()
        let download = Progress(totalUnitCount: 8)
        bar.observedProgress = download
        #expect(bar.progress == 0)
        download.completedUnitCount = 2
        host.runFrame()
        #expect(bar.progress == 0.25)
        download.completedUnitCount = 8
        host.runUntilIdle()
        #expect(bar.progress == 1)
        #expect(host.application.mainLoop.hasAmbientMotion)
        bar.removeFromSuperview()
        #expect(!host.application.mainLoop.hasAmbientMotion)
        download.completedUnitCount = 4
        host.runFrame()
        #expect(bar.progress == 1)
        // Back in a window, it shows the fraction at once.
        host.window.addSubview(bar)
        #expect(bar.progress == 0.5)
        bar.observedProgress = nil
        #expect(!host.application.mainLoop.hasAmbientMotion)
    }

    func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    @Test("progress and track images stretch in place of the colors")
    func images() {
        let bar = makeBar()
        bar.progressImage = swatch(.systemGreen)
        bar.trackImage = swatch(.systemYellow)
        bar.progress = 0.6
        host.runFrame()
        assertSnapshot(of: host, named: "progress-images")
    }
}
