import Foundation

/// The segmented control's geometry and look: segment widths, the pill, the
/// separators, and the title attributes of each state.
///
/// Sources of the numbers: Apple publishes none of them. "Apple's design
/// kit" is the iOS 17 UI kit Apple distributes for design tools (its
/// segmented control), "screenshots" means read off iOS 17 screenshots; the
/// react-native-segmented-control project's JavaScript recreation of the
/// iOS 13 control is cited where it is the only written figure. Every value
/// marked uncertain is kept here, in one place (docs/BEHAVIOR.md).
extension UISegmentedControl {
    // MARK: Constants

    /// The height of the control (and of `intrinsicContentSize`) since
    /// iOS 13, in points (Apple's design kit; Xcode's default segmented
    /// control is 32 pt high since Xcode 11). Earlier iOS used 28–29 pt.
    static let standardHeight: CGFloat = 32
    /// The track's corner radius, in points (uncertain: Apple's design kit
    /// shows about 9).
    static let cornerRadius: CGFloat = 9
    /// How far the pill sits inside its segment on every side, in points
    /// (uncertain: Apple's design kit and screenshots show 2).
    static let selectionInset: CGFloat = 2
    /// The pill's corner radius, concentric with the track's (9 − 2), in points.
    static let selectionCornerRadius: CGFloat = cornerRadius - selectionInset
    /// The pill's shadow: 12 % black, 3 pt down, radius 4 (a CSS blur of
    /// 8 px is a Gaussian of σ 4), and a hairline edge of 0.5 pt at 4 % black
    /// (uncertain: Apple's design kit, as for UISwitch's thumb).
    static let selectionShadowOpacity: Float = 0.12
    static let selectionShadowRadius: CGFloat = 4
    static let selectionShadowOffset = CGSize(width: 0, height: 3)
    static let selectionBorderWidth: CGFloat = 0.5
    static let selectionBorderAlpha: CGFloat = 0.04
    /// Room on each side of an automatically sized segment's content, in
    /// points (uncertain: with San Francisco's widths it puts "First |
    /// Second" within a few points of the 121 pt of Xcode's default control,
    /// and iOS 9's "Standard | Hybrid | Satellite", measured at 212 pt, fits
    /// 8–9 pt too; Kumiki's fonts make those 128 and 222 pt).
    static let contentPadding: CGFloat = 8
    /// Titles are 13 pt, regular, and semibold when selected (UIKit's
    /// defaults since iOS 13, as apps that restyle the control quote them).
    static let titleFontSize: CGFloat = 13
    /// Separators: 1 pt wide, half the control's height, centered on the
    /// boundary (uncertain: screenshots; the React Native recreation uses
    /// the same 1 pt × 50 %).
    static let separatorWidth: CGFloat = 1
    static let separatorHeightFraction: CGFloat = 0.5
    /// The content of a segment under the finger (before lifting) is drawn
    /// at this alpha (uncertain: screenshots).
    static let highlightedContentAlpha: CGFloat = 0.35
    /// The content of a disabled segment, or of every segment of a disabled
    /// control, is drawn at this alpha (uncertain: screenshots; it matches
    /// `.tertiaryLabel`'s 30 %).
    static let disabledContentAlpha: CGFloat = 0.3
    /// A pill pressed by a finger shrinks to this scale (uncertain: screenshots).
    static let pressedSelectionScale: CGFloat = 0.95
    /// How long the pill takes to slide to another segment, in seconds,
    /// ease-in-out (uncertain: read off screen recordings; the React Native
    /// recreation uses 0.3 s).
    static let selectionAnimationDuration: TimeInterval = 0.3
    /// How long an animated insertion or removal takes, in seconds (Kumiki's
    /// choice: UIKit's is not published).
    static let segmentAnimationDuration: TimeInterval = 0.25

    /// The track: `.tertiarySystemFill` (118, 118, 128) at 12 % (light) or
    /// 24 % (dark), which over white is the (239, 239, 240) of screenshots.
    static var trackColor: UIColor { .tertiarySystemFill }
    /// The pill when `selectedSegmentTintColor` is nil: white, and (99, 99,
    /// 102) in dark mode (uncertain: screenshots).
    static let defaultSelectionColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }
    /// Separators: (209, 209, 212) light, (63, 63, 66) dark (uncertain: the
    /// React Native recreation's colors, which match screenshots).
    static let separatorColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 63 / 255, green: 63 / 255, blue: 66 / 255, alpha: 1)
            : UIColor(red: 209 / 255, green: 209 / 255, blue: 212 / 255, alpha: 1)
    }

    // MARK: Widths

    /// The width a segment's content needs (its image's, or its title's in
    /// the wider of the normal and selected attributes), in points.
    func contentWidth(of segment: UISegment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        return [UIControl.State.normal, .selected].map { state in
            ceil(NSAttributedString(string: title, attributes: resolvedTitleAttributes(for: state)).size().width)
        }.max() ?? 0
    }

    /// A segment's width at the control's natural size: its fixed width, or
    /// its content plus padding.
    func naturalWidth(of segment: UISegment) -> CGFloat {
        segment.fixedWidth > 0 ? segment.fixedWidth : contentWidth(of: segment) + 2 * Self.contentPadding
    }

    /// The control's natural width: fixed widths, plus automatic segments
    /// each as wide as the widest of them (or as their own content when
    /// apportioning).
    func naturalTotalWidth() -> CGFloat {
        let automatic = segments.filter { $0.fixedWidth == 0 }.map(naturalWidth(of:))
        let fixed = segments.reduce(0) { $0 + $1.fixedWidth }
        let automaticTotal = apportionsSegmentWidthsByContent
            ? automatic.reduce(0, +)
            : CGFloat(automatic.count) * (automatic.max() ?? 0)
        return fixed + automaticTotal
    }

    /// Each segment's width in `totalWidth` points: fixed widths as set; the
    /// rest shared by the automatic segments equally, or in proportion to
    /// their natural widths when `apportionsSegmentWidthsByContent`.
    func segmentWidths(totalWidth: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(0) { $0 + $1.fixedWidth }
        let remaining = max(0, totalWidth - fixed)
        let automatic = segments.filter { $0.fixedWidth == 0 }
        let weights = automatic.map { apportionsSegmentWidthsByContent ? naturalWidth(of: $0) : 1 }
        let weightTotal = weights.reduce(0, +)
        var weightIndex = 0
        return segments.map { segment in
            guard segment.fixedWidth == 0 else { return segment.fixedWidth }
            defer { weightIndex += 1 }
            guard weightTotal > 0 else { return remaining / CGFloat(automatic.count) }
            return remaining * weights[weightIndex] / weightTotal
        }
    }

    /// The segments' frames in the control's bounds, left to right.
    func segmentFrames() -> [CGRect] {
        var x: CGFloat = 0
        return segmentWidths(totalWidth: bounds.width).map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The separator at the right edge of `frame`, on whole points.
    func separatorFrame(after frame: CGRect) -> CGRect {
        let height = (bounds.height * Self.separatorHeightFraction).rounded()
        return CGRect(x: (frame.maxX - Self.separatorWidth / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                      width: Self.separatorWidth, height: height)
    }

    // MARK: Layout

    /// The segment the pill is under: the one being dragged to, else the
    /// selected one (none in a momentary control).
    var displayedSelectionIndex: Int? {
        if case .draggingSelection(let index)? = tracking, segments.indices.contains(index) { return index }
        guard !isMomentary, segments.indices.contains(selectedIndexStorage) else { return nil }
        return selectedIndexStorage
    }

    func layoutContents() {
        backgroundView.frame = bounds
        backgroundView.layer.cornerRadius = min(Self.cornerRadius, bounds.height / 2)
        let frames = segmentFrames()
        for (segment, frame) in zip(segments, frames) {
            segment.frame = frame
            layoutContent(of: segment)
        }
        syncSeparatorViews()
        for (separator, frame) in zip(separatorViews, frames) {
            separator.frame = separatorFrame(after: frame)
        }
        layoutSelection()
    }

    /// The segment's title or image, centered and moved by its content offset.
    func layoutContent(of segment: UISegment) {
        let bounds = segment.bounds
        let offset = segment.contentOffset
        segment.imageView.isHidden = !segment.showsImage
        segment.titleLabel.isHidden = segment.showsImage
        if let image = segment.image {
            var size = image.size
            let room = CGSize(width: max(0, bounds.width - 2 * Self.contentPadding),
                              height: max(0, bounds.height - 2 * Self.selectionInset))
            if size.width > room.width || size.height > room.height {
                let scale = min(room.width / max(size.width, 1), room.height / max(size.height, 1))
                size = CGSize(width: size.width * scale, height: size.height * scale)
            }
            segment.imageView.frame = CGRect(x: bounds.midX - size.width / 2 + offset.width,
                                             y: bounds.midY - size.height / 2 + offset.height,
                                             width: size.width, height: size.height)
        } else {
            segment.titleLabel.frame = CGRect(x: Self.contentPadding + offset.width, y: offset.height,
                                              width: max(0, bounds.width - 2 * Self.contentPadding),
                                              height: bounds.height)
        }
    }

    /// Puts the pill under `displayedSelectionIndex` (hidden when there is
    /// none; a pill that was hidden appears in place rather than sliding in)
    /// and hides the separators beside it.
    func layoutSelection() {
        let frames = segmentFrames()
        let index = displayedSelectionIndex
        for (separatorIndex, separator) in separatorViews.enumerated() {
            separator.alpha = index == separatorIndex || index == separatorIndex + 1 ? 0 : 1
        }
        guard let index, frames.indices.contains(index) else {
            selectionView.alpha = 0
            return
        }
        // A segment narrower than the insets (a control not laid out yet) gets an empty pill at its middle.
        let segment = frames[index]
        let inset = segment.insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
        let frame = inset.isNull ? CGRect(x: segment.midX, y: segment.midY, width: 0, height: 0) : inset
        let place = {
            self.selectionView.bounds = CGRect(origin: .zero, size: frame.size)
            self.selectionView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        if selectionView.alpha == 0 { UIView.performWithoutAnimation(place) } else { place() }
        selectionView.alpha = 1
    }

    // MARK: Appearance

    /// The state a segment is drawn in: disabled, selected (under the pill),
    /// highlighted (under the finger, or its pill pressed).
    func displayState(ofSegmentAt index: Int) -> UIControl.State {
        var state = UIControl.State.normal
        if !isEnabled || !segments[index].isEnabled { state.insert(.disabled) }
        if index == displayedSelectionIndex { state.insert(.selected) }
        switch tracking {
        case .highlighting(let highlighted)? where highlighted == index: state.insert(.highlighted)
        case .draggingSelection(let dragged)? where dragged == index: state.insert(.highlighted)
        default: break
        }
        return state
    }

    /// The defaults for `state` (13 pt, semibold when selected; `.label`),
    /// then the app's `.normal` attributes, then its attributes for each of
    /// `state`'s flags (selected, highlighted, disabled), then for `state`
    /// exactly.
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: Self.titleFontSize, weight: state.contains(.selected) ? .semibold : .regular),
            .foregroundColor: UIColor.label,
        ]
        var layers: [UIControl.State] = [.normal]
        layers += [UIControl.State.selected, .highlighted, .disabled].filter { state.contains($0) }
        if !layers.contains(state) { layers.append(state) }
        for layer in layers {
            attributes.merge(titleAttributesByState[layer.rawValue] ?? [:]) { $1 }
        }
        return attributes
    }

    /// Whether the app gave attributes for a state with `flag`, which then
    /// replace Kumiki's dimming for it.
    private func hasCustomAttributes(for flag: UIControl.State) -> Bool {
        titleAttributesByState.contains { UIControl.State(rawValue: $0.key).contains(flag) }
    }

    /// Colors of the track, pill and separators; each segment's title
    /// attributes, image tint and dimming for its state.
    func updateAppearance() {
        backgroundView.backgroundColor = Self.trackColor
        selectionView.backgroundColor = selectedSegmentTintColor ?? Self.defaultSelectionColor
        for separator in separatorViews { separator.backgroundColor = Self.separatorColor }
        for (index, segment) in segments.enumerated() {
            let state = displayState(ofSegmentAt: index)
            let attributes = resolvedTitleAttributes(for: state)
            segment.titleLabel.attributedText = NSAttributedString(string: segment.title ?? "", attributes: attributes)
            let color = attributes[.foregroundColor] as? UIColor ?? .label
            segment.imageView.image = segment.shownImage
            segment.imageView.tintColor = color
            var alpha: CGFloat = 1
            if state.contains(.disabled) && !hasCustomAttributes(for: .disabled) {
                alpha = Self.disabledContentAlpha
            } else if state.contains(.highlighted) && !state.contains(.selected) && !hasCustomAttributes(for: .highlighted) {
                alpha = Self.highlightedContentAlpha
            }
            segment.titleLabel.alpha = alpha
            segment.imageView.alpha = alpha
        }
    }
}
