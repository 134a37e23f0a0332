import Testing
@testable import UIKit
import UIKitTesting

/// The spinner: UIKit's sizes, hidden while stopped, turning on the media
/// clock while animating.
@MainActor
@Suite("UIActivityIndicatorView")
struct UIActivityIndicatorViewTests {
    let host = UITestHost(device: UITestDevice(name: "Spinner stage", screenSize: CGSize(width: 80, height: 60), scale: 2,
                                               safeAreaInsets: .zero, framesPerSecond: 60))

    @Test("medium is 20 pt and large 37 pt; a new one is hidden until it animates")
    func sizesAndHiding() {
        host.activate()
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(large.frame.size == CGSize(width: 37, height: 37))
        #expect(medium.isHidden)
        #expect(medium.hidesWhenStopped)
        medium.startAnimating()
        #expect(!medium.isHidden && medium.isAnimating)
        #expect(medium.accessibilityLabel == "In progress")
        medium.stopAnimating()
        #expect(medium.isHidden && !medium.isAnimating)
        medium.hidesWhenStopped = false
        #expect(!medium.isHidden)
        #expect(medium.color == .systemGray)
    }

    @Test("animating, it turns a quarter in a quarter of a second")
    func turns() {
        host.activate()
        host.window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 40, y: 30)
        spinner.color = .systemBlue
        host.window.addSubview(spinner)
        host.window.makeKeyAndVisible()
        spinner.startAnimating()
        host.runFrame()
        assertSnapshot(of: host, named: "large-spinner")
        let spokes = spinner.subviews.first?.layer
        let before = spokes?.presentation()?.value(forKeyPath: "transform.rotation.z") as? Double ?? 0
        host.advance(by: 0.25)
        let after = spokes?.presentation()?.value(forKeyPath: "transform.rotation.z") as? Double ?? 0
        #expect(abs(after - before - Double.pi / 2) < 0.01)
    }
}
