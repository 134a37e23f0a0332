import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIScreenEdgePanGestureRecognizer: pans that start at an edge of the screen")
struct UIScreenEdgePanGestureRecognizerTests {
    /// The iPhone 15 Pro screen is 393 × 852 pt.
    static let screenWidth: CGFloat = 393

    private func makeEdgePan(_ edges: UIRectEdge) -> (GestureStage, UIScreenEdgePanGestureRecognizer) {
        let stage = GestureStage()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = edges
        stage.attach(edgePan, named: "edge", to: stage.root)
        return (stage, edgePan)
    }

    @Test("edge raw values are UIKit's; a new recognizer has no edges and is a pan")
    func defaults() {
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        let edgePan = UIScreenEdgePanGestureRecognizer()
        #expect(edgePan.edges.isEmpty)
        #expect(GestureThresholds.edgeZone == 20)
    }

    @Test("from within 20 pt of the left edge, moving right begins the pan")
    func leftEdgeMovingRight() {
        let (stage, edgePan) = makeEdgePan(.left)
        let touch = stage.host.touchDown(at: CGPoint(x: 10, y: 400))
        touch.move(to: CGPoint(x: 30, y: 400))
        #expect(edgePan.state == .began)
        #expect(edgePan.translation(in: nil) == CGPoint(x: 20, y: 0))
        touch.move(to: CGPoint(x: 150, y: 410))
        touch.up()
        #expect(stage.log.actions == ["edge.began", "edge.changed", "edge.ended"])
    }

    @Test("a touch 20 pt from the edge still counts; 21 pt does not")
    func edgeZoneLimit() {
        let (stage, _) = makeEdgePan(.left)
        stage.host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 120, y: 400))
        #expect(stage.log.actions.first == "edge.began")
        stage.log.removeAll()
        stage.host.drag(from: CGPoint(x: 21, y: 400), to: CGPoint(x: 121, y: 400))
        #expect(stage.log.actions.isEmpty)
    }

    @Test("a touch starting at x = 100 fails")
    func startingAwayFromTheEdge() {
        let (stage, edgePan) = makeEdgePan(.left)
        let touch = stage.host.touchDown(at: CGPoint(x: 100, y: 400))
        touch.move(to: CGPoint(x: 140, y: 400))
        #expect(edgePan.state == .failed)
        touch.up()
        #expect(stage.log.actions.isEmpty)
    }

    @Test("moving up from the left edge fails: the movement must be away from the edge")
    func movingAlongTheEdge() {
        let (stage, edgePan) = makeEdgePan(.left)
        let touch = stage.host.touchDown(at: CGPoint(x: 10, y: 400))
        touch.move(to: CGPoint(x: 10, y: 360))
        #expect(edgePan.state == .failed)
        touch.up()
        #expect(stage.log.actions.isEmpty)
    }

    @Test("the right edge: from within 20 pt of x = 393, moving left begins")
    func rightEdge() {
        let (stage, _) = makeEdgePan(.right)
        stage.host.drag(from: CGPoint(x: Self.screenWidth - 5, y: 400), to: CGPoint(x: 250, y: 400))
        #expect(stage.log.actions.first == "edge.began")
        #expect(stage.log.actions.last == "edge.ended")
    }

    @Test("an edge not in edges does not count")
    func otherEdge() {
        let (stage, _) = makeEdgePan(.right)
        stage.host.drag(from: CGPoint(x: 10, y: 400), to: CGPoint(x: 150, y: 400))
        #expect(stage.log.actions.isEmpty)
    }
}
