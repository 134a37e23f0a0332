import Testing
import UIKit
import UIKitTesting

/// A view whose touch area reaches `margin` points beyond its bounds on every side
/// (the usual way to give a small button a 44-pt target).
private final class GenerousView: UIView {
    var margin: CGFloat = 0

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// Counts the touches that begin on it.
private final class HitCountingView: UIView {
    var began = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.count
    }
}

@MainActor
@Suite("UIView hit testing")
struct UIViewHitTestingTests {
    /// A 200×200 root with a 100×100 child at (50, 50).
    private func makeRootAndChild() -> (root: UIView, child: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(child)
        return (root, child)
    }

    @Test("the deepest view containing the point is hit, else the view itself")
    func deepestViewWins() {
        let (root, child) = makeRootAndChild()
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.addSubview(grandchild)
        // Root (65, 65) is child (15, 15), inside the grandchild at (10, 10)–(30, 30).
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === grandchild)
        // Root (100, 100) is child (50, 50): in the child, not in the grandchild.
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    }

    @Test("a point outside the view's bounds hits nothing")
    func outsideBoundsIsNil() {
        let (root, _) = makeRootAndChild()
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
    }

    @Test("a hidden view and its subviews are skipped")
    func hiddenIsSkipped() {
        let (root, child) = makeRootAndChild()
        let grandchild = UIView(frame: child.bounds)
        child.addSubview(grandchild)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    }

    @Test("a view with user interaction disabled and its subviews are skipped")
    func interactionDisabledIsSkipped() {
        let (root, child) = makeRootAndChild()
        let grandchild = UIView(frame: child.bounds)
        child.addSubview(grandchild)
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    }

    @Test("alpha below 0.01 is skipped: 0.009 is, 0.01 is not")
    func alphaThreshold() {
        let (root, child) = makeRootAndChild()
        child.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
        child.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        child.alpha = 0
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    }

    @Test("a point outside a view's bounds never reaches its subviews, even without clipping")
    func outsideBoundsNeverReachesSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(overhang)
        #expect(!parent.clipsToBounds)
        // (150, 150) is inside the overhanging view (80…180) but outside its parent (0…100).
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        #expect(parent.hitTest(CGPoint(x: 150, y: 150), with: nil) == nil)
        // Where the overhang lies inside its parent it is hit.
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)
    }

    @Test("subviews are tried front to back: the last subview wins where subviews overlap")
    func frontMostWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        // (75, 75) is in both.
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test("a point(inside:with:) override enlarges the hit area")
    func pointInsideOverrideEnlargesHitArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = GenerousView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(button)
        // 10 pt left of the button's left edge.
        let nearby = CGPoint(x: 90, y: 105)
        #expect(root.hitTest(nearby, with: nil) === root)
        button.margin = 17  // (44 − 10) / 2: a 44-pt target around a 10-pt view.
        #expect(root.hitTest(nearby, with: nil) === button)
        // 17 pt reach ends at x = 100 − 17 = 83.
        #expect(root.hitTest(CGPoint(x: 82, y: 105), with: nil) === root)
    }

    @Test("hit testing follows a subview's transform")
    func hitTestThroughTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        root.addSubview(child)
        // (110, 110) is outside the untransformed child (50…100).
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
        // Doubled about its center (75, 75), the child spans 25…125.
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === child)
    }

    @Test("a tap in a window goes to the front-most visible view under the finger")
    func tapInWindowSkipsHiddenFrontView() {
        let host = UITestHost(device: .iPhone15Pro)
        let back = HitCountingView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let front = HitCountingView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        host.window.addSubview(back)
        host.window.addSubview(front)
        host.window.makeKeyAndVisible()

        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(front.began == 1)
        #expect(back.began == 0)

        front.isHidden = true
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(front.began == 1)
        #expect(back.began == 1)
    }
}
