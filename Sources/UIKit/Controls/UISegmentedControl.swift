import Foundation

/// A horizontal row of segments, each a mutually exclusive button, drawn as
/// iOS 13 and later draw it: a rounded gray track, thin separators between
/// unselected neighbours, and the selected segment raised as a white pill
/// (a lighter gray in dark mode) with a soft shadow. Titles are 13 pt, the
/// selected one semibold.
///
/// The user changes the selection by lifting a finger inside a segment other
/// than the selected one, or by pressing the pill and dragging it to another
/// segment; the control then runs that segment's `UIAction` (if it has one)
/// and sends `.valueChanged` and `.primaryActionTriggered` once. Changes made
/// in code (`selectedSegmentIndex`, inserting or removing segments) send
/// nothing. A momentary control (`isMomentary`) sends on every tap and keeps
/// no selection afterward.
///
/// Geometry, colors and timing are in `UISegmentedControl+Layout.swift`
/// (the constants, with their sources); touch handling is in
/// `UISegmentedControl+Tracking.swift`; each segment is a `UISegment` view
/// (`UISegmentedControl+Segment.swift`), which is also its accessibility
/// element.
///
/// Misuse stops the app as UIKit's exceptions do: a segment index out of
/// range in `setTitle(_:forSegmentAt:)` and the other per-segment accessors
/// raises `NSRangeException` with the message of the array underneath, as
/// iOS does (Open Radar 14692011, iOS 6; a published iOS 9 crash log of
/// `titleForSegmentAtIndex:`), although Apple's reference says such indexes
/// are pinned. Inserting and removing do pin the index, as documented, and
/// keep the selected segment selected (removing it leaves `noSegment`).
/// Setting `selectedSegmentIndex` to an index that names no segment stops the
/// same way (uncertain: Apple documents nothing for it).
///
/// Kumiki: absent are the bar-metrics appearance API (`setBackgroundImage`,
/// `setDividerImage`, `setContentPositionAdjustment`, `UISegmentedControl.Segment`)
/// and the deprecated `segmentedControlStyle`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment is selected": −1, as in UIKit.
    public class var noSegment: Int { -1 }

    var segments: [UISegment] = []
    var selectedIndexStorage = UISegmentedControl.noSegment
    /// Title attributes the app set, by `UIControl.State` raw value.
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// What a finger is doing (nil when no finger is down; see +Tracking).
    var tracking: Tracking?

    /// The rounded gray track under everything.
    let backgroundView = UIView()
    /// The raised pill under the selected segment's content.
    let selectionView = UIView()
    /// The thin lines between segments (one fewer than the segments).
    var separatorViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    /// A control with a segment for each item (a `String` title, a `UIImage`
    /// or a `UIAction`), sized to fit them (`intrinsicContentSize`) at the
    /// origin. Any other kind of item raises `NSInvalidArgumentException`
    /// (Kumiki's wording: Apple documents only the three kinds).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpSubviews()
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(UISegment(title: title))
            case let image as UIImage: segments.append(UISegment(image: image))
            case let action as UIAction: segments.append(UISegment(action: action))
            default:
                UncaughtException.raise("NSInvalidArgumentException", reason:
                    "UISegmentedControl items must be NSString, UIImage or UIAction objects, not \(type(of: item))")
            }
        }
        for segment in segments { addSegmentView(segment) }
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
        segmentsDidChange()
    }

    /// A control with a segment for each action at `frame`. Choosing a
    /// segment runs its action's handler, then sends `.valueChanged` and
    /// `.primaryActionTriggered`.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            let segment = UISegment(action: action)
            segments.append(segment)
            addSegmentView(segment)
        }
        segmentsDidChange()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Configuration

    /// Whether a chosen segment stays selected (false, the default) or only
    /// flashes while the finger is down, leaving `selectedSegmentIndex` at
    /// `noSegment`. A momentary control shows no pill, even for an index set
    /// in code (UIKit "ignores" the property then).
    open var isMomentary = false {
        didSet { updateAppearance() }
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Whether automatically sized segments (width 0) share the width in
    /// proportion to their content (true) or equally (false, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { layoutDidChange() }
    }

    /// The selected segment's index, or `noSegment` (−1, the default). Set
    /// in code it sends no action and moves the pill at once (or with the
    /// enclosing animation block's animation). An index below −1 or beyond
    /// the last segment raises `NSRangeException` (uncertain: Apple documents
    /// no behavior; Kumiki stops with the per-segment accessors' message
    /// rather than keep an index that names no segment).
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            if newValue != Self.noSegment { checkSegmentIndex(newValue) }
            selectedIndexStorage = newValue
            updateAppearance()
            layoutSelection()
        }
    }

    /// The pill's color; nil (the default) is white in light mode and
    /// (99, 99, 102) in dark mode.
    open var selectedSegmentTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    open override var isEnabled: Bool {
        didSet { updateAppearance() }
    }

    // MARK: Segments

    /// Inserts a titled segment before `segment` (pinned to 0…`numberOfSegments`;
    /// a negative index, UIKit's `NSUInteger` wrapped, appends). A selection at
    /// or after it moves along, keeping the same segment selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(UISegment(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` before `segment` (pinned as for titles).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(UISegment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` (its image, else its title) before
    /// `segment`. A segment that already has an action with the same
    /// identifier is updated when it is at that index, and removed otherwise,
    /// as Apple documents.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let existing = segmentIndex(identifiedBy: action.identifier)
        if existing != NSNotFound {
            if existing == segment {
                segments[existing].configure(action: action)
                segmentsDidChange()
                return
            }
            removeSegment(at: existing, animated: false)
        }
        insert(UISegment(action: action), at: segment, animated: animated)
    }

    /// Removes a segment (`segment` pinned to the last one; nothing happens
    /// when there are none). Removing the selected segment leaves no
    /// selection; removing one before it keeps the same segment selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard !segments.isEmpty else { return }
        let index = Int(min(UInt(bitPattern: segment), UInt(segments.count - 1)))
        let removed = segments.remove(at: index)
        if selectedIndexStorage == index {
            selectedIndexStorage = Self.noSegment
        } else if selectedIndexStorage > index {
            selectedIndexStorage -= 1
        }
        tracking = nil
        removeSegmentView(removed, animated: animated)
    }

    /// Removes every segment; no segment is selected afterward.
    open func removeAllSegments() {
        for segment in segments { segment.removeFromSuperview() }
        segments.removeAll()
        selectedIndexStorage = Self.noSegment
        tracking = nil
        segmentsDidChange()
    }

    /// The segment with an action whose identifier is `actionIdentifier`,
    /// else `NSNotFound`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? NSNotFound
    }

    // MARK: Per-segment content

    /// Shows `title` in the segment (replacing an image: a segment shows one
    /// or the other).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        checkSegmentIndex(segment)
        segments[segment].title = title
        if title != nil { segments[segment].image = nil }
        segmentsDidChange()
    }

    open func titleForSegment(at segment: Int) -> String? {
        checkSegmentIndex(segment)
        return segments[segment].title
    }

    /// Shows `image` in the segment (replacing a title). Images of automatic
    /// rendering mode are drawn as templates in the title color, as on iOS 13+.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        checkSegmentIndex(segment)
        segments[segment].image = image
        if image != nil { segments[segment].title = nil }
        segmentsDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        checkSegmentIndex(segment)
        return segments[segment].image
    }

    /// Gives the segment `action` (shown as its image, else its title). The
    /// identifier must be the segment's current action's or unused by the
    /// other segments; otherwise UIKit asserts, and Kumiki raises
    /// `NSInternalInconsistencyException` (the wording is Kumiki's).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        checkSegmentIndex(segment)
        let owner = segmentIndex(identifiedBy: action.identifier)
        if owner != NSNotFound && owner != segment {
            UncaughtException.raise("NSInternalInconsistencyException", reason:
                "The action's identifier \(action.identifier.rawValue) already belongs to the segment at index "
                + "\(owner); identifiers must be unique within a segmented control")
        }
        segments[segment].configure(action: action)
        segmentsDidChange()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        checkSegmentIndex(segment)
        return segments[segment].action
    }

    /// Fixes the segment's width in points; 0 (the default) sizes it
    /// automatically. A negative width counts as 0.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        checkSegmentIndex(segment)
        segments[segment].fixedWidth = max(0, width)
        layoutDidChange()
    }

    /// The width set with `setWidth(_:forSegmentAt:)` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        checkSegmentIndex(segment)
        return segments[segment].fixedWidth
    }

    /// Moves the segment's title or image by `offset` points from its centered place.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        checkSegmentIndex(segment)
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        checkSegmentIndex(segment)
        return segments[segment].contentOffset
    }

    /// A disabled segment is dimmed and ignores touches (true by default).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        checkSegmentIndex(segment)
        segments[segment].isEnabled = enabled
        updateAppearance()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        checkSegmentIndex(segment)
        return segments[segment].isEnabled
    }

    // MARK: Title attributes

    /// Attributes for titles in `state` (`.normal`, `.selected`,
    /// `.highlighted`, `.disabled`, or a combination); keys the app leaves out
    /// come from `.normal`'s, then from the defaults (13 pt system font,
    /// semibold when selected; `.label`). Every attribute UILabel draws is
    /// honored, `.font` and `.foregroundColor` included.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// What `setTitleTextAttributes(_:for:)` set for exactly `state` (nil if nothing).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    // MARK: Size and layout

    /// 32 pt high (iOS 13 and later); as wide as the segments need: fixed
    /// widths as set, automatic ones their content plus 8 pt a side, all as
    /// wide as the widest unless `apportionsSegmentWidthsByContent`.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalTotalWidth(), height: Self.standardHeight)
    }

    /// The intrinsic size, whatever size is offered (UIKit sizes a segmented
    /// control to its content).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContents()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAppearance()
    }

    // MARK: Tracking (see UISegmentedControl+Tracking.swift)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginSegmentTracking(at: touch.location(in: self))
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        followFinger(to: touch.location(in: self))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { followFinger(to: touch.location(in: self)) }
        finishSegmentTracking(choosing: isTouchInside)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishSegmentTracking(choosing: false)
    }

    // MARK: Index checks

    /// Stops with the message iOS prints for a segment index out of range
    /// (the underlying array's, with the index as an unsigned number).
    func checkSegmentIndex(_ index: Int) {
        guard !segments.indices.contains(index) else { return }
        let bounds = segments.isEmpty ? "for empty array" : "beyond bounds [0 .. \(segments.count - 1)]"
        UncaughtException.raise("NSRangeException", reason:
            "*** -[__NSArrayM objectAtIndex:]: index \(UInt(bitPattern: index)) \(bounds)")
    }

    /// Where an insertion at `index` lands: 0…count, a negative index (a huge
    /// `NSUInteger` in UIKit) appending.
    func pinnedInsertionIndex(_ index: Int) -> Int {
        Int(min(UInt(bitPattern: index), UInt(segments.count)))
    }
}
