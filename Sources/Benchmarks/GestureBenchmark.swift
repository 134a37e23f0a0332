import UIKit
import UIKitTesting

/// The cost of gesture arbitration per touch move: 20 recognizers on the hit
/// path (4 per view on a chain of 5 nested views, none of which recognizes a
/// slow wiggle), next to the same moves with no recognizers.
@MainActor
enum GestureBenchmark {
    final class Sink {
        func handle(_ recognizer: UIGestureRecognizer) {}
    }

    static func measure(recognizersPerView: Int) -> Double {
        let host = UITestHost(device: .iPhone15Pro)
        let sink = Sink()
        var parent: UIView = host.window
        for _ in 0..<5 {
            let view = UIView(frame: parent.bounds.insetBy(dx: 10, dy: 10))
            for index in 0..<recognizersPerView {
                // Taps and long presses that never recognize a 1 pt wiggle, and
                // pans that need 10 pt: all stay possible, all get every move.
                let recognizer: UIGestureRecognizer = switch index % 3 {
                case 0: UITapGestureRecognizer(target: sink, action: Sink.handle(_:))
                case 1: {
                    let press = UILongPressGestureRecognizer(target: sink, action: Sink.handle(_:))
                    press.minimumPressDuration = 1_000
                    return press
                }()
                default: UIPanGestureRecognizer(target: sink, action: Sink.handle(_:))
                }
                view.addGestureRecognizer(recognizer)
            }
            parent.addSubview(view)
            parent = view
        }
        host.window.makeKeyAndVisible()
        let finger = host.touchDown(at: CGPoint(x: 200, y: 400))
        let moves = 200
        var x: CGFloat = 200
        let milliseconds = medianMilliseconds(runs: 20) {
            for _ in 0..<moves {
                x = x == 200 ? 201 : 200
                finger.move(to: CGPoint(x: x, y: 400))
            }
        }
        finger.up()
        return milliseconds / Double(moves) * 1000
    }

    static func run() {
        let withRecognizers = measure(recognizersPerView: 4)
        let without = measure(recognizersPerView: 0)
        report("touch move with 20 recognizers on the hit path (one turn each)", withRecognizers, unit: "µs",
               baselineName: "the same move with no recognizers", without)
    }
}
