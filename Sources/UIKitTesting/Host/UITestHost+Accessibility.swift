import UIKit

/// The accessibility side of the host: element queries as XCUITest offers
/// them, the user's accessibility settings, and what the app posted to
/// assistive apps.
///
/// Queries see exactly what VoiceOver reads (see `accessibilityElements(matching:)`),
/// so a test that finds and drives a screen through them proves the screen
/// works with VoiceOver too. Kumiki: XCUITest also lists views that are no
/// accessibility element (an image view without a label is in `images`);
/// here they are found once they are elements.
extension UITestHost {
    // MARK: Queries

    /// The accessibility elements of the visible windows whose traits include
    /// every trait of `traits` (all elements for `.none`), in reading order:
    /// windows back to front, then the hierarchy depth first (subviews back to
    /// front), with `accessibilityElements` replacing a view's subviews. Hidden
    /// views, views with alpha at or below 0.01 and `accessibilityElementsHidden`
    /// subtrees are skipped; an element hides what is inside it; a shown
    /// `accessibilityViewIsModal` view hides its siblings.
    ///
    /// Kumiki: siblings are read in hierarchy order, where VoiceOver sorts them
    /// by position on screen.
    public func accessibilityElements(matching traits: UIAccessibilityTraits = .none) -> UITestElementQuery {
        let description = traits.isEmpty ? "accessibilityElements" : "accessibilityElements(matching: \(traits))"
        return UITestElementQuery(host: self, description: description) { $0.accessibilityTraits.isSuperset(of: traits) }
    }

    /// Elements with the `.button` trait.
    public var buttons: UITestElementQuery { query("buttons", .button) }
    /// Elements with the `.staticText` trait.
    public var staticTexts: UITestElementQuery { query("staticTexts", .staticText) }
    /// Elements with the `.image` trait.
    public var images: UITestElementQuery { query("images", .image) }
    /// Elements with the `.link` trait.
    public var links: UITestElementQuery { query("links", .link) }
    /// Elements with the `.header` trait (Kumiki addition: XCUITest has no header type).
    public var headers: UITestElementQuery { query("headers", .header) }
    /// Elements with the `.searchField` trait.
    public var searchFields: UITestElementQuery { query("searchFields", .searchField) }
    /// Adjustable elements (the `.adjustable` trait), as XCUITest lists sliders.
    public var sliders: UITestElementQuery { query("sliders", .adjustable) }
    /// Elements with the `.keyboardKey` trait.
    public var keys: UITestElementQuery { query("keys", .keyboardKey) }
    /// Elements with the `.tabBar` trait.
    public var tabBars: UITestElementQuery { query("tabBars", .tabBar) }
    /// Elements with the `.toggleButton` trait.
    public var toggles: UITestElementQuery { query("toggles", .toggleButton) }

    private func query(_ name: String, _ trait: UIAccessibilityTraits) -> UITestElementQuery {
        UITestElementQuery(host: self, description: name) { $0.accessibilityTraits.contains(trait) }
    }

    /// The elements in reading order now, after a layout pass of the visible
    /// windows (no time passes), so frames are current.
    func currentAccessibilityElements() -> [AccessibilityNode] {
        activate()
        for window in application.windows where !window.isHidden { window.layoutIfNeeded() }
        return AccessibilityTree.elements(of: application)
    }

    /// The elements VoiceOver reads, one per line in reading order: traits,
    /// label, value, identifier and frame (screen coordinates). Free of
    /// pointers, for assertions, references and debugging.
    public func accessibilityTreeDescription() -> String {
        currentAccessibilityElements().map { node in
            var parts = [node.accessibilityTraits.description]
            if let label = node.accessibilityLabel { parts.append("label=\"\(label)\"") }
            if let value = node.accessibilityValue { parts.append("value=\"\(value)\"") }
            if let identifier = node.accessibilityIdentifier { parts.append("id=\"\(identifier)\"") }
            parts.append(Self.format(node.accessibilityFrame))
            return parts.joined(separator: " ")
        }.joined(separator: "\n")
    }

    // MARK: Settings (as the user sets them in Settings ▸ Accessibility)

    /// VoiceOver on or off for the app (`UIAccessibility.isVoiceOverRunning`);
    /// a change posts `UIAccessibility.voiceOverStatusDidChangeNotification`.
    /// Nothing is spoken: announcements are recorded, and while VoiceOver runs
    /// each is reported read at the next turn.
    public var isVoiceOverRunning: Bool {
        get { application.accessibilitySettings.isVoiceOverRunning }
        set { setAccessibilitySetting(.voiceOver, to: newValue) }
    }

    /// Reduce Motion; a change posts `reduceMotionStatusDidChangeNotification`.
    public var isReduceMotionEnabled: Bool {
        get { application.accessibilitySettings.isReduceMotionEnabled }
        set { setAccessibilitySetting(.reduceMotion, to: newValue) }
    }

    /// Reduce Transparency; a change posts `reduceTransparencyStatusDidChangeNotification`.
    public var isReduceTransparencyEnabled: Bool {
        get { application.accessibilitySettings.isReduceTransparencyEnabled }
        set { setAccessibilitySetting(.reduceTransparency, to: newValue) }
    }

    /// Bold Text; a change posts `boldTextStatusDidChangeNotification`.
    public var isBoldTextEnabled: Bool {
        get { application.accessibilitySettings.isBoldTextEnabled }
        set { setAccessibilitySetting(.boldText, to: newValue) }
    }

    /// Increase Contrast; a change posts `darkerSystemColorsStatusDidChangeNotification`.
    public var isDarkerSystemColorsEnabled: Bool {
        get { application.accessibilitySettings.isDarkerSystemColorsEnabled }
        set { setAccessibilitySetting(.darkerSystemColors, to: newValue) }
    }

    private func setAccessibilitySetting(_ setting: AccessibilitySetting, to value: Bool) {
        activate()
        application.setAccessibilitySetting(setting, to: value)
    }

    // MARK: What the app told assistive apps

    /// Every notification the app posted with `UIAccessibility.post(notification:argument:)`,
    /// oldest first.
    public var accessibilityNotifications: [UITestAccessibilityNotification] {
        application.postedAccessibilityNotifications.map {
            UITestAccessibilityNotification(notification: $0.notification, argument: $0.argument)
        }
    }

    /// The texts of the app's `.announcement` notifications, oldest first.
    public var accessibilityAnnouncements: [String] {
        accessibilityNotifications.filter { $0.notification == .announcement }.compactMap(\.text)
    }
}
