/// The numbers alerts and action sheets are drawn with, in points (light
/// appearance). Apple publishes none of them: they are read from iOS 17
/// screenshots and are uncertain where docs/BEHAVIOR.md "Alerts" says so.
enum AlertMetrics {
    // MARK: Alerts

    /// The alert card's width.
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    /// Between the card's sides and its title and message.
    static let alertTextSideInset: CGFloat = 20
    /// Above the title (or the message without a title), and below the text.
    static let alertTextTopInset: CGFloat = 20
    static let alertTextBottomInset: CGFloat = 20
    /// Between the title and the message (uncertain).
    static let alertTitleMessageSpacing: CGFloat = 4
    static let alertTitleFontSize: CGFloat = 17
    static let alertMessageFontSize: CGFloat = 13
    /// An alert button's height and title size.
    static let alertButtonHeight: CGFloat = 44
    static let alertButtonFontSize: CGFloat = 17
    /// Room kept on each side of a button's title; two titles that do not
    /// fit side by side with it are stacked.
    static let buttonTitleSideInset: CGFloat = 8
    /// How far the card stays from the safe area's edges when its content is
    /// taller than the screen (it is then cut short, not scrolled).
    static let alertScreenMargin: CGFloat = 20

    // MARK: Action sheets

    /// Between the sheet's groups and the screen's sides (and the bottom
    /// edge when the safe area has no bottom inset), and between the groups.
    static let sheetMargin: CGFloat = 8
    static let sheetCornerRadius: CGFloat = 13
    /// A sheet button's height and title size (uncertain: 57 pt and 20 pt).
    static let sheetButtonHeight: CGFloat = 57
    static let sheetButtonFontSize: CGFloat = 20
    /// The header: 13-pt title (semibold) and message, gray, with 14 pt above
    /// and below, 16 pt at the sides and 2 pt between them (uncertain).
    static let sheetTextFontSize: CGFloat = 13
    static let sheetTextVerticalInset: CGFloat = 14
    static let sheetTextSideInset: CGFloat = 16
    static let sheetTitleMessageSpacing: CGFloat = 2

    // MARK: Both

    /// What shows behind: black at 20 % opacity (uncertain).
    static let dimmingAlpha: CGFloat = 0.2
    /// The card's color: the gray iOS blurs the content behind with, drawn
    /// solid (alerts do not use `UIVisualEffectView` yet: docs/PORTING.md); light gray in light mode,
    /// dark gray in dark mode (uncertain).
    static let backgroundColor = UIColor(system: SystemColorVariants(light: SRGB8(0.95 * 255, 0.95 * 255, 0.95 * 255),
                                                                     dark: SRGB8(37, 37, 37)))
    /// A pressed button darkens by black at 10 % in light mode and lightens by
    /// white at 10 % in dark mode (uncertain).
    static let highlightColor = UIColor(system: SystemColorVariants(light: SRGB8(0, 0, 0, 0.1),
                                                                    dark: SRGB8(255, 255, 255, 0.1)))
}
