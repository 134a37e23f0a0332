import UIKit
import UIKitTesting

/// Hit testing a 10,000-view hierarchy and delivering touch moves through a
/// window, each next to a baseline of the same size measured in the same run.
@MainActor
enum ViewBenchmark {
    /// 100 columns × 100 nested rows: a window holding 100 column views, each a
    /// chain of 100 nested views 8 pt tall, so a point at the bottom of a column
    /// makes hit testing descend 100 levels after passing 99 siblings.
    static func makeHierarchy(in window: UIWindow) -> (views: [UIView], deepest: UIView) {
        var all: [UIView] = []
        var deepest = UIView()
        for column in 0..<100 {
            let columnView = UIView(frame: CGRect(x: CGFloat(column) * 3.9, y: 0, width: 3.9, height: 800))
            window.addSubview(columnView)
            all.append(columnView)
            var parent = columnView
            for _ in 1..<100 {
                let child = UIView(frame: CGRect(x: 0, y: 8, width: 3.9, height: parent.bounds.height - 8))
                parent.addSubview(child)
                all.append(child)
                parent = child
            }
            deepest = parent
        }
        return (all, deepest)
    }

    /// Visits every view once (the floor for any work proportional to the tree).
    static func walk(_ view: UIView) -> Int {
        var count = 1
        for subview in view.subviews { count += walk(subview) }
        return count
    }

    static func run() {
        let host = UITestHost(device: .iPhone15Pro)
        let (views, deepest) = makeHierarchy(in: host.window)
        host.window.makeKeyAndVisible()
        // The deepest view of the first column: every sibling column is tried first.
        let target = deepest.convert(CGPoint(x: 1, y: 1), to: nil)
        let deepestColumnPoint = CGPoint(x: 1, y: target.y)
        var hit: UIView?
        let hitTest = medianMilliseconds(runs: 50) {
            for _ in 0..<100 { hit = host.window.hitTest(deepestColumnPoint, with: nil) }
        } / 100
        precondition(hit != nil)
        var visited = 0
        let walkOnce = medianMilliseconds(runs: 50) { visited = walk(host.window) }
        precondition(visited == views.count + 1)
        report("hit test, \(views.count)-view hierarchy, 100 levels deep", hitTest * 1000, unit: "µs",
               baselineName: "walking all \(visited) views once", walkOnce * 1000)

        // Touch moves through UIApplication → UIWindow → view, one turn each.
        let receiver = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let host2 = UITestHost(device: .iPhone15Pro)
        host2.window.addSubview(receiver)
        host2.window.makeKeyAndVisible()
        let finger = host2.touchDown(at: CGPoint(x: 100, y: 100))
        let moves = 200
        var y: CGFloat = 100
        let throughTurns = medianMilliseconds(runs: 20) {
            for _ in 0..<moves {
                y = y == 100 ? 101 : 100
                finger.move(to: CGPoint(x: 100, y: y))
            }
        }
        let idleTurns = medianMilliseconds(runs: 20) {
            for _ in 0..<moves { host2.runFrame() }
        }
        finger.up()
        precondition(receiver.moves > 0)
        let perSecond = Double(moves) / (throughTurns / 1000)
        let idlePerSecond = Double(moves) / (idleTurns / 1000)
        print(String(format: "touch moves delivered through UIApplication → UIWindow → view, one main-loop turn each: %.0f /s | baseline (main-loop turns without input): %.0f /s | ratio %.2f",
                     perSecond, idlePerSecond, idlePerSecond / perSecond))
    }

    final class TouchCountingView: UIView {
        var moves = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            moves += 1
        }
    }
}
