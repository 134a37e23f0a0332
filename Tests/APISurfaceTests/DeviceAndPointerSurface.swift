import Foundation
import UIKit

// The device, layout direction and the pointer as iOS code reaches for them,
// including from outside the main actor in Swift 5 mode.

final class OrientationAwareController: UIViewController, UIPointerInteractionDelegate {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        NotificationCenter.default.addObserver(self, selector: OrientationAwareController.orientationChanged(_:),
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
        UIDevice.current.isBatteryMonitoringEnabled = true
        if UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.batteryLevel < 0.2 {
            view.backgroundColor = .systemRed
        }
        let hover = UIHoverGestureRecognizer(target: self, action: OrientationAwareController.hovered(_:))
        view.addGestureRecognizer(hover)
        view.addInteraction(UIPointerInteraction(delegate: self))
        view.semanticContentAttribute = .forceLeftToRight
        if view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            || UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute) == .rightToLeft {
            view.transform = CGAffineTransform(scaleX: -1, y: 1)
        }
        let button = UIButton(type: .system)
        button.isPointerInteractionEnabled = true
        button.pointerStyleProvider = { button, effect, shape in
            UIPointerStyle(effect: .lift(effect.preview), shape: shape)
        }
        button.contentHorizontalAlignment = .leading
        _ = button.effectiveContentHorizontalAlignment
        let link = CADisplayLink(target: self, selector: OrientationAwareController.step)
        link.frameInterval = 2
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        _ = UIDevice.current.identifierForVendor?.uuidString ?? UIDevice.current.systemVersion
    }

    func orientationChanged(_ notification: Notification) {
        if UIDevice.current.orientation.isLandscape {
            view.setNeedsLayout()
        }
    }

    func hovered(_ hover: UIHoverGestureRecognizer) {
        switch hover.state {
        case .began, .changed: view.alpha = 0.8
        default: view.alpha = 1
        }
    }

    func step() {}

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        request.modifiers.contains(.shift) ? nil : UIPointerRegion(rect: defaultRegion.rect, identifier: "all")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)),
                              shape: .roundedRect(view.bounds, radius: UIPointerShape.defaultCornerRadius))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        animator.addAnimations { self.view.alpha = 0.9 }
    }
}
