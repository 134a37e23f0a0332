import UIKit
import UIKitTesting

/// The per-frame cost of 1,000 views animating at once (tick, presentation
/// values, composite), next to compositing the same 1,000 views standing
/// still, drawn whole (a still frame with nothing kept from earlier frames:
/// one drawn again unchanged costs nothing since damage tracking).
@MainActor
enum AnimationBenchmark {
    static func run() {
        let host = UITestHost(device: .iPhone15Pro)
        host.composesEveryFrame = true
        var views: [UIView] = []
        for index in 0..<1_000 {
            let view = UIView(frame: CGRect(x: CGFloat(index % 25) * 15.5 + 2, y: CGFloat(index / 25) * 20 + 20,
                                            width: 12, height: 16))
            view.backgroundColor = UIColor(hue: CGFloat(index % 97) / 97, saturation: 0.7, brightness: 0.9, alpha: 1)
            host.window.addSubview(view)
            views.append(view)
        }
        host.window.makeKeyAndVisible()
        host.runFrame()
        guard let compositor = host.application.mainLoop.compositor else { return }
        let still = medianMilliseconds(runs: 30) {
            compositor.forgetPreviousFrames()
            compositor.render(host.application.windows.filter { !$0.isHidden }.map(\.layer))
        }
        // Every view moves and fades for much longer than the measurement.
        UIView.animate(withDuration: 1_000, delay: 0, options: .curveLinear, animations: {
            for view in views {
                view.center.y += 400
                view.alpha = 0.5
            }
        })
        let animated = medianMilliseconds(runs: 30) { host.runFrame() }
        report("frame with 1,000 views animating (2 animations each: tick, sample, composite)", animated,
               unit: "ms", baselineName: "compositing the same 1,000 views still, drawn whole", still)
    }
}
