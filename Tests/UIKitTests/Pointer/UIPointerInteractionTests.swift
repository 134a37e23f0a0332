import Testing
@testable import UIKit
import UIKitTesting

/// A delegate that records what it is asked and told, and answers as set up.
@MainActor
private final class PointerDelegateLog: UIPointerInteractionDelegate {
    var calls: [String] = []
    var regions: (UIPointerRegionRequest) -> UIPointerRegion? = { _ in nil }
    var style: UIPointerStyle?
    weak var animatedView: UIView?

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        calls.append("region at \(Int(request.location.x)),\(Int(request.location.y))")
        return regions(request)
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        calls.append("style for \(region.identifier.map { "\($0)" } ?? "nil")")
        return style
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        calls.append("enter \(region.identifier.map { "\($0)" } ?? "nil")")
        animator.addAnimations { self.animatedView?.alpha = 0.5 }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        calls.append("exit \(region.identifier.map { "\($0)" } ?? "nil")")
        animator.addAnimations { self.animatedView?.alpha = 1 }
    }
}

@MainActor
@Suite("UIPointerInteraction")
struct UIPointerInteractionTests {
    let host = UITestHost()

    func makeView(frame: CGRect = CGRect(x: 100, y: 100, width: 200, height: 100)) -> UIView {
        let view = UIView(frame: frame)
        host.window.addSubview(view)
        host.window.makeKeyAndVisible()
        return view
    }

    @Test("interactions attach to one view at a time, with will/did move calls")
    func attaching() {
        let first = makeView()
        let second = makeView()
        let interaction = UIPointerInteraction(delegate: nil)
        first.addInteraction(interaction)
        #expect(interaction.view === first)
        #expect(first.interactions.count == 1)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty)
        #expect(interaction.view === second)
        second.interactions = []
        #expect(interaction.view == nil)
    }

    @Test("without a delegate the whole view is one region with the automatic effect on it")
    func defaultStyle() throws {
        let view = makeView()
        view.addInteraction(UIPointerInteraction(delegate: nil))
        #expect(host.pointerStyle == nil)
        host.hover(at: CGPoint(x: 150, y: 150))
        let style = try #require(host.pointerStyle)
        guard case .automatic(let preview)? = style.effect else {
            Issue.record("expected the automatic effect, got \(String(describing: style.effect))")
            return
        }
        #expect(preview.view === view)
        host.hover(at: CGPoint(x: 10, y: 10))
        #expect(host.pointerStyle == nil)
    }

    @Test("regions by identifier: moving within one asks again but enters once; another region exits and enters")
    func regionsAndCallbacks() {
        let view = makeView()
        let log = PointerDelegateLog()
        // Two halves of the view, left and right.
        log.regions = { request in
            let left = request.location.x < 100
            return UIPointerRegion(rect: CGRect(x: left ? 0 : 100, y: 0, width: 100, height: 100),
                                   identifier: left ? "left" : "right")
        }
        log.style = UIPointerStyle(shape: .verticalBeam(length: 20))
        view.addInteraction(UIPointerInteraction(delegate: log))
        host.hover(at: CGPoint(x: 110, y: 150))
        host.hover(at: CGPoint(x: 120, y: 150))
        host.hover(at: CGPoint(x: 250, y: 150))
        host.endHover()
        #expect(log.calls == [
            "region at 10,50", "style for left", "enter left",
            "region at 20,50",
            "region at 150,50", "exit left", "style for right", "enter right",
            "exit right",
        ])
    }

    @Test("a nil region leaves the pointer to the interactions of the views behind")
    func nilRegionFallsThrough() throws {
        let outer = makeView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        outer.addSubview(inner)
        let innerLog = PointerDelegateLog()
        innerLog.style = .hidden()
        innerLog.regions = { request in
            request.location.y < 50 ? UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 100, height: 50)) : nil
        }
        inner.addInteraction(UIPointerInteraction(delegate: innerLog))
        outer.addInteraction(UIPointerInteraction(delegate: nil))
        host.hover(at: CGPoint(x: 150, y: 210))
        #expect(try #require(host.pointerStyle).cursor == .hidden)
        host.hover(at: CGPoint(x: 150, y: 280))
        guard case .automatic(let preview)? = try #require(host.pointerStyle).effect else {
            Issue.record("expected the outer view's automatic effect")
            return
        }
        #expect(preview.view === outer)
    }

    @Test("animations added to the animator run as a view animation when the pointer enters and exits")
    func animatorRunsAnimations() {
        let view = makeView()
        let log = PointerDelegateLog()
        log.regions = { _ in UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 200, height: 100)) }
        log.animatedView = view
        view.addInteraction(UIPointerInteraction(delegate: log))
        host.hover(at: CGPoint(x: 150, y: 150))
        #expect(view.alpha == 0.5)
        // The model value changed at once; on screen it fades over 0.25 s.
        #expect(view.layer.animationKeys()?.isEmpty == false)
        host.advance(by: 0.3)
        #expect(view.layer.animationKeys() ?? [] == [])
        host.endHover()
        #expect(view.alpha == 1)
    }

    @Test("invalidate asks again for the style; disabling makes the pointer leave")
    func invalidateAndDisable() throws {
        let view = makeView()
        let log = PointerDelegateLog()
        log.regions = { _ in UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 200, height: 100), identifier: 1) }
        log.style = UIPointerStyle(shape: .verticalBeam(length: 20))
        let interaction = UIPointerInteraction(delegate: log)
        view.addInteraction(interaction)
        host.hover(at: CGPoint(x: 150, y: 150))
        #expect(try #require(host.pointerStyle).cursor == .textBeam)
        log.style = .hidden()
        interaction.invalidate()
        #expect(try #require(host.pointerStyle).cursor == .hidden)
        #expect(log.calls.filter { $0.hasPrefix("enter") }.count == 1)
        interaction.isEnabled = false
        #expect(host.pointerStyle == nil)
        #expect(log.calls.last == "exit 1")
    }

    @Test("a button with pointer interaction enabled shows the hand over it, or its provider's style")
    func buttonPointer() throws {
        host.activate()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        host.window.addSubview(button)
        host.window.makeKeyAndVisible()
        host.hover(at: CGPoint(x: 150, y: 120))
        #expect(host.pointerStyle == nil)
        button.isPointerInteractionEnabled = true
        host.hover(at: CGPoint(x: 151, y: 120))
        let style = try #require(host.pointerStyle)
        #expect(style.cursor == .hand)
        guard case .roundedRect(let rect, let radius)? = style.shape else {
            Issue.record("expected the button's rounded rectangle")
            return
        }
        #expect(rect == button.bounds)
        #expect(radius == UIPointerShape.defaultCornerRadius)
        button.pointerStyleProvider = { button, effect, _ in
            UIPointerStyle(effect: .lift(effect.preview), shape: .roundedRect(button.bounds.insetBy(dx: -4, dy: -4)))
        }
        button.pointerInteraction?.invalidate()
        guard case .lift(let preview)? = try #require(host.pointerStyle).effect else {
            Issue.record("expected the provider's lift effect")
            return
        }
        #expect(preview.view === button)
        button.isPointerInteractionEnabled = false
        #expect(host.pointerStyle == nil)
    }

    @Test("a path shape keeps its Bézier path and stands for the hand with an effect, the arrow without")
    func aPathShape() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let withEffect = UIPointerStyle(effect: .highlight(UITargetedPreview(view: UIView())), shape: .path(path))
        #expect(withEffect.cursor == .hand)
        guard case .path(let kept)? = withEffect.shape else {
            Issue.record("expected the path shape")
            return
        }
        #expect(kept === path)
        #expect(UIPointerStyle(shape: .path(path)).cursor == .arrow)
    }
}
