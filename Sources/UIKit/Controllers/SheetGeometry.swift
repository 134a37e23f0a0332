/// Where a sheet's card and what is behind it sit, for a container of a
/// given size and safe area (a pure type; docs/BEHAVIOR.md, "Sheets").
///
/// On a phone (and in compact width) the card is attached to the bottom
/// edge and spans the width. A detent's value is the height of the card
/// above the bottom safe area, as Apple defines detent values; the card
/// itself reaches the container's bottom. The largest value, the `.large`
/// detent, leaves `topGap` points between the top safe area and the card;
/// `.medium` is half of it (Apple: "approximately half the height of the
/// screen"; for the iPhone 15 Pro the card's top lands at 443 pt of 852).
///
/// On an iPad in regular width the card is a centered form sheet of
/// `formSheetSize` (Apple's default preferred size for form sheets) or a
/// page sheet as wide as a portrait iPad's readable width, each clamped to
/// the container; detents do not apply there.
struct SheetGeometry {
    /// Points between the top safe area and a full-height card (docs/BEHAVIOR.md).
    static let topGap: CGFloat = 10
    /// The corner radius of the card and of the presenter drawn behind it
    /// (iOS 13–18's sheets; uncertain).
    static let cornerRadius: CGFloat = 10
    /// How far the scaled-back presenter's sides move in, per side (uncertain:
    /// measured from simulator screenshots).
    static let presenterSideInset: CGFloat = 16
    /// Form sheets' default size on iPad.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// Page sheets' width on iPad (uncertain).
    static let pageSheetWidth: CGFloat = 704

    enum Kind {
        /// Attached to the bottom edge, full width, with detents.
        case bottomAttached
        /// A centered card (iPad form sheet).
        case formSheet
        /// A tall centered card (iPad page sheet).
        case pageSheet
    }

    let containerSize: CGSize
    let safeAreaInsets: UIEdgeInsets
    let kind: Kind

    /// The `.large` detent's value: the tallest a card gets above the bottom
    /// safe area.
    var maximumDetentValue: CGFloat {
        max(0, containerSize.height - safeAreaInsets.top - Self.topGap - safeAreaInsets.bottom)
    }

    var mediumDetentValue: CGFloat { (maximumDetentValue / 2).rounded() }

    /// The card's frame for a detent value (bottom-attached), or the
    /// centered card (iPad).
    func cardFrame(detentValue: CGFloat) -> CGRect {
        switch kind {
        case .bottomAttached:
            let height = min(max(0, detentValue), maximumDetentValue) + safeAreaInsets.bottom
            return CGRect(x: 0, y: containerSize.height - height, width: containerSize.width, height: height)
        case .formSheet, .pageSheet:
            let top = safeAreaInsets.top + Self.topGap
            let available = CGSize(width: containerSize.width, height: max(0, containerSize.height - top - safeAreaInsets.bottom))
            let wanted = kind == .formSheet ? Self.formSheetSize
                : CGSize(width: Self.pageSheetWidth, height: available.height)
            let size = CGSize(width: min(wanted.width, available.width), height: min(wanted.height, available.height))
            let y = kind == .formSheet ? top + (available.height - size.height) / 2 : top
            return CGRect(x: ((containerSize.width - size.width) / 2).rounded(), y: y.rounded(),
                          width: size.width, height: size.height)
        }
    }

    /// The card's top for a detent value.
    func top(forDetentValue value: CGFloat) -> CGFloat {
        cardFrame(detentValue: value).minY
    }

    /// The detent value whose card top is `top`.
    func detentValue(forTop top: CGFloat) -> CGFloat {
        containerSize.height - safeAreaInsets.bottom - top
    }

    /// The presenter scaled back behind a full-height card: its sides in by
    /// `presenterSideInset`, its top on the top safe area, about its center.
    func presenterTransform(presenterFrame: CGRect) -> CGAffineTransform {
        guard presenterFrame.width > 0, presenterFrame.height > 0 else { return .identity }
        let scale = (presenterFrame.width - 2 * Self.presenterSideInset) / presenterFrame.width
        let scaledTop = presenterFrame.midY - presenterFrame.height * scale / 2
        let lift = safeAreaInsets.top - scaledTop
        return CGAffineTransform(translationX: 0, y: lift).scaledBy(x: scale, y: scale)
    }

    /// Where a card released at `top` moving at `velocity` (points per second,
    /// down positive) would come to rest on its own: the projection of a
    /// deceleration at `UIScrollView.DecelerationRate.normal` (0.998 per
    /// millisecond), v / 1000 · r / (1 − r), as Apple's "Designing Fluid
    /// Interfaces" (WWDC 2018) projects a release.
    static func projectedTop(_ top: CGFloat, velocity: CGFloat) -> CGFloat {
        let rate: CGFloat = 0.998
        return top + velocity / 1000 * rate / (1 - rate)
    }

    /// The resting place nearest to `projected` among `candidates`.
    static func nearest(to projected: CGFloat, among candidates: [CGFloat]) -> Int? {
        candidates.indices.min { abs(candidates[$0] - projected) < abs(candidates[$1] - projected) }
    }
}
