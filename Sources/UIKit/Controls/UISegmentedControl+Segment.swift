import Foundation

/// One segment of a `UISegmentedControl` (UIKit's private class has this
/// name too): its content (a title or an image, or an action supplying one),
/// its fixed width, content offset and enabled state, and the views showing
/// the content. The control lays it out and colors it; it never takes touches
/// itself (the control tracks them).
///
/// It is the segment's accessibility element: labelled with its title, a
/// button, `.selected` while selected and `.notEnabled` while it (or the
/// control) is disabled. Its value is "2 of 3", its position: VoiceOver
/// announces the position of segments (Kumiki's choice to make that the
/// value; UIKit's own value for a segment is not documented).
final class UISegment: UIView {
    /// The control the segment belongs to; nil once removed.
    weak var control: UISegmentedControl?
    var title: String?
    var image: UIImage? {
        didSet { shownImage = Self.shown(image) }
    }
    /// `image` as drawn: a template unless it asks for its original colors
    /// (made once, not at every restyling).
    private(set) var shownImage: UIImage?
    var action: UIAction?
    /// Points, 0 for automatic.
    var fixedWidth: CGFloat = 0
    var contentOffset = CGSize.zero
    var isEnabled = true

    let titleLabel = UILabel(frame: .zero)
    let imageView = UIImageView(frame: .zero)

    /// A segment showing `image`, else `title`.
    init(title: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.image = image
        shownImage = Self.shown(image)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.isAccessibilityElement = false
        imageView.contentMode = .scaleAspectFit
        imageView.isAccessibilityElement = false
        addSubview(titleLabel)
        addSubview(imageView)
    }

    /// A segment for `action`: its image, else its title.
    convenience init(action: UIAction) {
        self.init()
        configure(action: action)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Takes `action`'s title and image (the image is shown when there is one).
    func configure(action: UIAction) {
        self.action = action
        title = action.title
        image = action.image
    }

    private static func shown(_ image: UIImage?) -> UIImage? {
        image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
    }

    /// Where the segment is in its control, nil once removed.
    var index: Int? { control?.segments.firstIndex { $0 === self } }

    /// What the segment shows: its image, else its title.
    var showsImage: Bool { image != nil }

    // MARK: Accessibility

    override var implicitIsAccessibilityElement: Bool { index != nil }
    override var implicitAccessibilityLabel: String? { title }

    override var implicitAccessibilityTraits: UIAccessibilityTraits {
        var traits = UIAccessibilityTraits.button
        guard let control, let index else { return traits }
        if index == control.selectedSegmentIndex { traits.insert(.selected) }
        if !isEnabled || !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// "n of count" unless set.
    override var accessibilityValue: String? {
        get {
            if let customAccessibilityValue { return customAccessibilityValue }
            guard let control, let index else { return nil }
            return "\(index + 1) of \(control.numberOfSegments)"
        }
        set { customAccessibilityValue = newValue }
    }
    private var customAccessibilityValue: String?
}

/// Making, adding and removing segment views.
extension UISegmentedControl {
    func setUpSubviews() {
        isOpaque = false
        backgroundView.isUserInteractionEnabled = false
        backgroundView.layer.cornerRadius = Self.cornerRadius
        selectionView.isUserInteractionEnabled = false
        selectionView.layer.cornerRadius = Self.selectionCornerRadius
        selectionView.layer.borderWidth = Self.selectionBorderWidth
        selectionView.layer.borderColor = UIColor(white: 0, alpha: Self.selectionBorderAlpha).cgColor
        selectionView.layer.shadowOpacity = Self.selectionShadowOpacity
        selectionView.layer.shadowRadius = Self.selectionShadowRadius
        selectionView.layer.shadowOffset = Self.selectionShadowOffset
        selectionView.alpha = 0
        addSubview(backgroundView)
        addSubview(selectionView)
        updateAppearance()
    }

    /// Adds the view of a segment already in `segments`, in index order
    /// above the pill (so that VoiceOver reads the segments in order).
    func addSegmentView(_ segment: UISegment) {
        segment.control = self
        guard let index = segment.index else { return }
        insertSubview(segment, aboveSubview: index == 0 ? selectionView : segments[index - 1])
    }

    /// Inserts `segment` at `index` (pinned), keeping the selected segment
    /// selected. Animated, it grows from nothing and fades in while the
    /// others make room.
    func insert(_ segment: UISegment, at index: Int, animated: Bool) {
        let position = pinnedInsertionIndex(index)
        segments.insert(segment, at: position)
        if selectedIndexStorage != Self.noSegment && selectedIndexStorage >= position {
            selectedIndexStorage += 1
        }
        tracking = nil
        addSegmentView(segment)
        segmentsDidChange()
        guard animated, window != nil else { return }
        let target = segmentFrames()[position]
        UIView.performWithoutAnimation {
            segment.frame = CGRect(x: target.midX, y: 0, width: 0, height: bounds.height)
            layoutContent(of: segment)
            segment.alpha = 0
        }
        UIView.animate(withDuration: Self.segmentAnimationDuration, delay: 0, options: [.beginFromCurrentState]) {
            segment.alpha = 1
            self.layoutIfNeeded()
        }
    }

    /// Takes a removed segment's view away; animated, it fades out while the
    /// others close the gap (it is no longer an accessibility element meanwhile).
    func removeSegmentView(_ segment: UISegment, animated: Bool) {
        segment.control = nil
        segmentsDidChange()
        guard animated, window != nil else {
            segment.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: Self.segmentAnimationDuration, delay: 0, options: [.beginFromCurrentState],
                       animations: {
                           segment.alpha = 0
                           self.layoutIfNeeded()
                       }, completion: { _ in segment.removeFromSuperview() })
    }

    /// After segments or their content changed: new size, layout and look.
    func segmentsDidChange() {
        syncSeparatorViews()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateAppearance()
    }

    /// After something changed that moves segments but not their look.
    func layoutDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// One separator between each pair of neighbours; new ones start where
    /// they belong, not at the origin.
    func syncSeparatorViews() {
        let count = max(0, segments.count - 1)
        while separatorViews.count > count { separatorViews.removeLast().removeFromSuperview() }
        guard separatorViews.count < count else { return }
        let frames = segmentFrames()
        UIView.performWithoutAnimation {
            while separatorViews.count < count {
                let separator = UIView()
                separator.isUserInteractionEnabled = false
                separator.backgroundColor = Self.separatorColor
                separator.frame = separatorFrame(after: frames[separatorViews.count])
                insertSubview(separator, belowSubview: selectionView)
                separatorViews.append(separator)
            }
        }
    }
}
