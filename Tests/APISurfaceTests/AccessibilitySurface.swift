import Foundation
import UIKit

// Accessibility: the overrides, elements, custom actions, notifications and
// settings as Apple declares them (Objective-C selectors become method references).

final class SurfaceRatingView: UIView {
    var rating = 3
    var bars: [UIAccessibilityElement] = []

    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { "Rating" }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { "\(rating) of 5" }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { [.adjustable, .updatesFrequently] }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get { UIAccessibility.convertToScreenCoordinates(bounds.insetBy(dx: -4, dy: -4), in: self) }
        set { super.accessibilityFrame = newValue }
    }

    override var accessibilityActivationPoint: CGPoint {
        get { CGPoint(x: accessibilityFrame.minX, y: accessibilityFrame.midY) }
        set { super.accessibilityActivationPoint = newValue }
    }

    override var accessibilityElements: [Any]? {
        get { bars }
        set { super.accessibilityElements = newValue }
    }

    override func accessibilityIncrement() {
        rating += 1
        UIAccessibility.post(notification: .layoutChanged, argument: self)
    }

    override func accessibilityDecrement() {
        rating -= 1
    }

    override func accessibilityActivate() -> Bool { false }
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { direction == .next }
    override func accessibilityPerformEscape() -> Bool { false }
    override func accessibilityPerformMagicTap() -> Bool { true }
    override func accessibilityElementCount() -> Int { bars.count }
    override func accessibilityElement(at index: Int) -> Any? { bars[index] }
    override func index(ofAccessibilityElement element: Any) -> Int { NSNotFound }
}

final class SurfaceSheetController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Close", target: self, selector: SurfaceSheetController.close),
            UIAccessibilityCustomAction(name: "Share", target: self, selector: SurfaceSheetController.share(_:)),
            UIAccessibilityCustomAction(name: "Pin", image: UIImage(systemName: "pin")) { _ in true },
            UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Teilen")) { _ in true },
        ]
        NotificationCenter.default.addObserver(self, selector: SurfaceSheetController.voiceOverChanged,
                                               name: UIAccessibility.voiceOverStatusDidChangeNotification,
                                               object: nil)
        UIAccessibility.post(notification: .screenChanged, argument: view)
        UIAccessibility.post(notification: .announcement, argument: "Sheet opened")
    }

    func close() -> Bool { true }
    func share(_ action: UIAccessibilityCustomAction) -> Bool { action.name == "Share" }

    func voiceOverChanged() {
        view.alpha = UIAccessibility.isVoiceOverRunning || UIAccessibility.isReduceTransparencyEnabled ? 1 : 0.9
        _ = UIAccessibility.isReduceMotionEnabled || UIAccessibility.isBoldTextEnabled
            || UIAccessibility.isDarkerSystemColorsEnabled
    }

    override func accessibilityPerformEscape() -> Bool { true }
}

final class SurfaceBarElement: UIAccessibilityElement {
    override var accessibilityLabel: String? {
        get { "March" }
        set { super.accessibilityLabel = newValue }
    }

    override func accessibilityActivate() -> Bool { true }
}

func accessibilityElements(in chart: UIView) -> [Any] {
    let bar = SurfaceBarElement(accessibilityContainer: chart)
    bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 80)
    bar.accessibilityTraits = [.image, .button]
    bar.accessibilityIdentifier = "march"
    let plain = UIAccessibilityElement(accessibilityContainer: chart)
    plain.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(chart.bounds, in: chart)
    plain.accessibilityHint = "Shows the month"
    plain.accessibilityLanguage = "en-GB"
    plain.isAccessibilityElement = false
    plain.accessibilityElementsHidden = true
    let identified: [UIAccessibilityIdentification] = [chart, bar]
    chart.accessibilityElements = [bar, plain]
    let traits: UIAccessibilityTraits = [.button, .link, .header, .searchField, .image, .selected, .playsSound,
                                         .keyboardKey, .staticText, .summaryElement, .notEnabled,
                                         .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .tabBar,
                                         .toggleButton, .supportsZoom]
    let notifications: [UIAccessibility.Notification] = [.screenChanged, .layoutChanged, .announcement, .pageScrolled]
    let names: [Notification.Name] = [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.reduceTransparencyStatusDidChangeNotification,
        UIAccessibility.boldTextStatusDidChangeNotification,
        UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
        UIAccessibility.announcementDidFinishNotification,
    ]
    let keys = [UIAccessibility.announcementStringValueUserInfoKey, UIAccessibility.announcementWasSuccessfulUserInfoKey]
    return [identified, traits, notifications, names, keys, UIAccessibilityScrollDirection.previous]
}
