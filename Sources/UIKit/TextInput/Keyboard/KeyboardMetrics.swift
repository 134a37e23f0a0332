import CoreGraphics

/// The system keyboard's height on each kind of device, in points, bottom
/// safe area included (the keyboard's frame reaches the screen's bottom edge,
/// and on Face ID devices the strip under the space bar is part of it).
///
/// Apple publishes none of these numbers; they are the heights that
/// `keyboardFrameEndUserInfoKey` is widely reported to give for the English
/// keyboard with its suggestion (QuickType) bar, and are **uncertain** to a
/// few points (docs/BEHAVIOR.md, "Keyboard"). The keys themselves are the
/// same height on every iPhone, so an iPhone's keyboard is its panel plus
/// the screen's bottom safe area:
///
/// | device | portrait | landscape |
/// |---|---|---|
/// | iPhone with a home button (SE) | 260 = 216 keys + 44 bar | 200 (uncertain) |
/// | iPhone with Face ID (15 Pro) | 336 = 302 + 34 safe area | 209 = 188 + 21 (uncertain) |
/// | iPad Pro 11" | 320 = 300 + 20 (uncertain) | 405 = 385 + 20 (uncertain) |
struct KeyboardMetrics: Equatable {
    /// The keyboard's part above the bottom safe area: suggestion bar and keys.
    var panelHeight: CGFloat
    /// The screen's bottom safe area inset, which the keyboard covers too.
    var bottomInset: CGFloat

    /// The whole keyboard.
    var height: CGFloat { panelHeight + bottomInset }

    /// The height of the suggestion bar at the panel's top (drawn empty).
    static let suggestionBarHeight: CGFloat = 44

    /// The keyboard for a screen of `size` (points, as the interface is turned
    /// now) with `safeArea` insets, on a phone or a pad. A phone whose safe
    /// area is deeper than a 20 pt status bar on some side has Face ID (its
    /// sensor housing or home indicator), else a home button.
    static func forScreen(size: CGSize, safeArea: UIEdgeInsets, isPad: Bool) -> KeyboardMetrics {
        let landscape = size.width > size.height
        let bottomInset = safeArea.bottom
        let hasFaceID = max(safeArea.top, safeArea.left, safeArea.bottom, safeArea.right) > 20
        let panel: CGFloat
        if isPad {
            panel = landscape ? 385 : 300
        } else if hasFaceID {
            // Face ID iPhones: 302 above the home indicator in portrait (336
            // on a 34 pt inset); 188 above it in landscape (209 on 21 pt).
            panel = landscape ? 188 : 302
        } else {
            // Home-button iPhones: the classic 216 / 162 pt keys plus the
            // suggestion bar (44 in portrait, 38 in landscape).
            panel = landscape ? 200 : 260
        }
        return KeyboardMetrics(panelHeight: panel, bottomInset: bottomInset)
    }
}
