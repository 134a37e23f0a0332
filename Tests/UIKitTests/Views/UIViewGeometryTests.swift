import Testing
import TestSupport
import UIKit

@MainActor
@Suite("UIView coordinate conversion")
struct UIViewGeometryTests {
    @Test("converting between a view and its superview offsets by the frame's origin")
    func convertToAndFromSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
        parent.addSubview(child)
        #expect(child.convert(CGPoint(x: 5, y: 10), to: parent) == CGPoint(x: 45, y: 70))
        #expect(child.convert(CGPoint(x: 45, y: 70), from: parent) == CGPoint(x: 5, y: 10))
        #expect(parent.convert(CGPoint(x: 45, y: 70), to: child) == CGPoint(x: 5, y: 10))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: parent)
                == CGRect(x: 40, y: 60, width: 10, height: 20))
    }

    @Test("the bounds origin shifts the coordinates of a view's content")
    func boundsOriginShiftsContent() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        // Like a scroll view scrolled by (0, 100): content point (0, 100) shows at the top left.
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
        // In the grandparent's space the content moved up by 100.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 10 - 100))
    }

    @Test("converting between siblings goes through their common superview")
    func convertBetweenSiblings() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        parent.addSubview(a)
        parent.addSubview(b)
        // a's (0, 0) is the parent's (10, 20), which is b's (10 − 100, 20 − 200).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -90, y: -180))
        #expect(b.convert(CGPoint.zero, from: a) == CGPoint(x: -90, y: -180))
        #expect(a.convert(CGPoint(x: -90, y: -180), from: b) == .zero)
    }

    @Test("a scale transform on the way scales converted points about the view's center")
    func convertThroughScale() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Center (100, 100); a point d from the bounds' center lands 2·d from it:
        // (0, 0) is (−50, −50) from it → (100 − 100, 100 − 100).
        #expect(isClose(child.convert(CGPoint(x: 0, y: 0), to: parent), CGPoint(x: 0, y: 0)))
        // (100, 100) is (50, 50) from it → (200, 200).
        #expect(isClose(child.convert(CGPoint(x: 100, y: 100), to: parent), CGPoint(x: 200, y: 200)))
        #expect(isClose(child.convert(CGPoint(x: 200, y: 200), from: parent), CGPoint(x: 100, y: 100)))
    }

    @Test("a 90° rotation maps the top-left corner to the top-right, clockwise on screen")
    func convertThroughRotation() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotating (x, y) by +90° in y-down space gives (−y, x). The top-left corner is
        // (−50, −50) from the center (100, 100) → (50, −50) → (150, 50).
        #expect(isClose(child.convert(CGPoint(x: 0, y: 0), to: parent), CGPoint(x: 150, y: 50)))
        // Its top-right corner (50, −50) from the center → (50, 50) → (150, 150).
        #expect(isClose(child.convert(CGPoint(x: 100, y: 0), to: parent), CGPoint(x: 150, y: 150)))
        #expect(isClose(child.convert(CGPoint(x: 150, y: 50), from: parent), CGPoint(x: 0, y: 0)))
    }

    @Test("a converted rectangle is the bounding box of the rotated rectangle")
    func convertRectThroughRotation() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The whole bounds, rotated 45° about the center (100, 100), reach half a
        // diagonal, 50·√2, from it along each axis.
        let halfDiagonal = 50 * 2.0.squareRoot()
        let expected = CGRect(x: 100 - halfDiagonal, y: 100 - halfDiagonal,
                              width: 2 * halfDiagonal, height: 2 * halfDiagonal)
        #expect(isClose(child.convert(child.bounds, to: parent), expected))
        #expect(isClose(child.convert(child.bounds, to: parent), child.frame))
    }

    @Test("transforms of every ancestor on the path count")
    func convertThroughNestedTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let middle = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // middle's center (200, 200); its bounds point (0, 0) is (−100, −100) from the
        // bounds' center, halved → (−50, −50) → (150, 150) in root.
        #expect(isClose(leaf.convert(CGPoint.zero, to: root), CGPoint(x: 150, y: 150)))
        // leaf's (20, 20) is middle's (20, 20): (−80, −80) from the center → (160, 160).
        #expect(isClose(leaf.convert(CGPoint(x: 20, y: 20), to: root), CGPoint(x: 160, y: 160)))
        #expect(isClose(root.convert(CGPoint(x: 160, y: 160), to: leaf), CGPoint(x: 20, y: 20)))
    }

    @Test("nil means the window's coordinates")
    func nilMeansWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 5, y: 6, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(child)
        // (20 + 5 + 1, 30 + 6 + 2).
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 26, y: 38))
        #expect(child.convert(CGPoint(x: 26, y: 38), from: nil) == CGPoint(x: 1, y: 2))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == child.convert(CGPoint(x: 1, y: 2), to: window))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil)
                == CGRect(x: 25, y: 36, width: 50, height: 50))
    }

    @Test("nil means window coordinates even for a window that does not start at the screen's origin")
    func nilMeansWindowForOffsetWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(child)
        // Window coordinates ignore where the window sits on the screen.
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(child.convert(CGPoint(x: 10, y: 20), from: nil) == CGPoint.zero)
    }

    @Test("views in different windows meet in screen coordinates")
    func convertBetweenWindows() {
        let top = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let bottom = UIWindow(frame: CGRect(x: 0, y: 240, width: 320, height: 240))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
        top.addSubview(a)
        bottom.addSubview(b)
        // a's origin is screen (10, 20); b's origin is screen (30, 240 + 40) = (30, 280).
        // So a's (0, 0) is b's (10 − 30, 20 − 280).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -20, y: -260))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 20, y: 260))
    }
}
