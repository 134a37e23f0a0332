import Foundation
import UIKit

// Views: initializers, overrides and equality as Apple declares them.

final class SurfaceView: UIView {
    override class var layerClass: AnyClass { CAShapeLayerStandIn.self }

    init() {
        super.init(frame: .zero)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var backgroundColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    override var frame: CGRect {
        didSet { setNeedsLayout() }
    }

    override var bounds: CGRect {
        didSet { setNeedsLayout() }
    }

    override var tintColor: UIColor! {
        didSet { tintColorDidChange() }
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: UIView.noIntrinsicMetric) }

    override func layoutSubviews() {
        super.layoutSubviews()
        subviews.first?.frame = bounds.insetBy(dx: 8, dy: 8)
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIGraphicsGetCurrentContext()?.fill(rect)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 20) }
    override func sizeToFit() { super.sizeToFit() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first, touch.view == self {
            _ = touch.location(in: self)
        }
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        super.action(for: layer, forKey: event)
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
    }
}

final class CAShapeLayerStandIn: CALayer {}

/// Views, windows and screens compared and kept in sets, as NSObjects are.
func viewEquality(_ a: UIView, _ b: UIView, window: UIWindow) -> Bool {
    var seen: Set<UIView> = [a]
    seen.insert(b)
    return a == b || a.isEqual(b) || a.subviews.contains(b) || window.subviews.firstIndex(of: a) != nil
        || seen.count == 2 || a.hash == b.hash || a.description.isEmpty
}

/// View code outside the main actor compiles in Swift 5 mode, as with Apple's SDK.
struct Styler {
    var cornerRadius: CGFloat = 12

    func style(_ view: UIView) {
        view.layer.cornerRadius = cornerRadius
        view.backgroundColor = .secondarySystemBackground
        view.clipsToBounds = true
    }

    func makeBadge() -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        label.text = "3"
        return label
    }
}

final class DeinitCleanup: UIView {
    deinit {
        removeFromSuperview()
        layer.removeAllAnimations()
    }
}

func defaultArgument(_ color: UIColor = .systemBlue, tint: UIColor = UIColor.label) -> [UIColor] { [color, tint] }

func windowsAndScreens() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    _ = window.isKeyWindow
    _ = window.windowLevel == .normal
    _ = UIApplication.shared.windows.contains(window)
    _ = UIScreen.main.scale
    _ = [UIView(), UIView(frame: .zero)]
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 4)
    view.center = CGPoint(x: 50, y: 50)
    _ = view.convert(CGPoint.zero, to: nil)
    _ = view.convert(view.bounds, from: window)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.contentMode = .scaleAspectFill
    view.insertSubview(UIView(), at: 0)
    view.insertSubview(UIView(), aboveSubview: view.subviews[0])
    view.insertSubview(UIView(), belowSubview: view.subviews[0])
    view.bringSubviewToFront(view.subviews[0])
    view.sendSubviewToBack(view.subviews[0])
    view.exchangeSubview(at: 0, withSubviewAt: 1)
    _ = view.viewWithTag(3)
    _ = view.isDescendant(of: window)
}
