import Foundation
import UIKit

// Animation: UIView blocks with every option and spring form, property
// animators, Core Animation from any thread.

func animationBlocks(_ view: UIView) {
    UIView.animate(withDuration: 0.3) { view.alpha = 0 }
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { _ in })
    UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState,
                                                          .preferredFramesPerSecond60, .transitionNone],
                   animations: { view.center.y += 10 })
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2,
                   options: .curveLinear, animations: { view.transform = .identity }, completion: nil)
    UIView.animate(springDuration: 0.5, bounce: 0.3) { view.alpha = 0.5 }
    UIView.animate(springDuration: 0.4, bounce: 0, initialSpringVelocity: 1, delay: 0, options: [],
                   animations: { view.alpha = 1 }, completion: { finished in _ = finished })
    UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    UIView.performWithoutAnimation { view.layoutIfNeeded() }
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
    })
}

func propertyAnimators(_ view: UIView) -> [UIViewPropertyAnimator] {
    let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [.curveEaseIn],
                                                                  animations: { view.alpha = 0 })
    _ = running.delay
    let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) { view.center.x += 10 }
    spring.addCompletion { position in _ = position == .end }
    let curve = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
    let points = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2),
                                        controlPoint2: CGPoint(x: 0.3, y: 1))
    let parameters = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters())
    return [running, spring, curve, points, parameters]
}

/// Core Animation is not tied to the main actor: layers and animations can be
/// built anywhere (a background thumbnail renderer, a helper struct).
struct LayerFactory {
    func makeRing() -> CALayer {
        let ring = CALayer()
        ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        ring.cornerRadius = 20
        ring.borderWidth = 3
        ring.setValue("ring", forKey: "kind")
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.setValue("pulse", forKey: "tag")
        ring.add(pulse, forKey: "pulse")
        _ = pulse.copy() as! CABasicAnimation
        _ = CAMediaTimingFunction(name: .linear) == CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)
        return ring
    }
}

final class PulseDelegate: NSObject, CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        _ = anim.value(forKey: "tag") as? String
    }
}

/// Per docs/PORTING.md, a layer subclass's `init()` and `init(layer:)` are
/// `required` (Core Animation makes presentation copies through them).
final class CustomLayer: CALayer {
    var progress: CGFloat = 0

    required init() {
        super.init()
    }

    required init(layer: Any) {
        super.init(layer: layer)
        progress = (layer as? CustomLayer)?.progress ?? 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemGreen.cgColor)
        ctx.fill(bounds)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
    }

    override func action(forKey event: String) -> CAAction? {
        super.action(forKey: event)
    }
}

func transactions(_ layer: CALayer) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setCompletionBlock { }
    layer.position = .zero
    CATransaction.commit()
}
