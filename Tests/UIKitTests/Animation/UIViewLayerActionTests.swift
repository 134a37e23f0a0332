import Testing
import UIKit
import UIKitTesting

/// A view's own layer outside animation blocks: UIKit answers `NSNull` for its
/// actions, so on-screen views change at once where a standalone layer would
/// animate implicitly.
@MainActor
@Suite("UIView layer actions")
struct UIViewLayerActionTests {
    @Test("a view's own layer does not animate implicitly, even once it is on screen")
    func viewLayerDoesNotAnimateImplicitly() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        view.backgroundColor = .red
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        host.runFrame()

        view.layer.opacity = 0.5
        view.layer.position = CGPoint(x: 200, y: 300)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.layer.animationKeys() == nil)
        host.runFrame()
        #expect(view.layer.presentation()?.opacity == 0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 200, y: 300))
    }

    @Test("a plain sublayer of a view's layer, once rendered, does animate implicitly")
    func sublayerOfViewAnimates() {
        let host = UITestHost(device: .iPhone15Pro)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        sublayer.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(sublayer)
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        host.runFrame()

        sublayer.opacity = 0
        #expect(sublayer.animationKeys() == ["opacity"])
        // 0.25 s later (the default transaction duration) it has finished and gone.
        host.advance(by: 0.25)
        #expect(sublayer.animationKeys() == nil)
        #expect(sublayer.presentation()?.opacity == 0)
    }
}
