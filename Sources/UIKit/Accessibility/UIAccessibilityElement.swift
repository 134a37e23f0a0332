import Foundation

/// Something on screen that is not a view but should reach assistive apps: a
/// bar of a chart, a region of a drawn map. A container view lists its
/// elements in `accessibilityElements`.
///
/// An element is an accessibility element by default (`isAccessibilityElement`
/// is true). Give it a place either in screen coordinates (`accessibilityFrame`,
/// fixed) or in its container view's coordinates
/// (`accessibilityFrameInContainerSpace`), which follows the container as it
/// moves, scrolls or transforms.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view (or element) that contains this element; held weakly.
    open weak var accessibilityContainer: AnyObject?

    /// Whether assistive apps see this element. true by default.
    open var isAccessibilityElement = true
    /// What the element is called. nil by default.
    open var accessibilityLabel: String?
    /// What activating it does. nil by default.
    open var accessibilityHint: String?
    /// Its current value. nil by default.
    open var accessibilityValue: String?
    /// Its language as a BCP 47 tag; nil: the app's.
    open var accessibilityLanguage: String?
    /// Identifies it in UI tests. nil by default.
    open var accessibilityIdentifier: String?
    /// How it behaves. `.none` by default.
    open var accessibilityTraits = UIAccessibilityTraits.none
    /// Extra actions assistive apps offer on it; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The elements it contains, when it is a container rather than an element.
    open var accessibilityElements: [Any]?
    /// Hides it and everything in it from assistive apps. false by default.
    open var accessibilityElementsHidden = false
    /// While it is shown, assistive apps ignore its siblings. false by default.
    open var accessibilityViewIsModal = false
    /// Reads its elements together. false by default.
    open var shouldGroupAccessibilityChildren = false

    /// The frame in the container view's coordinates (points), or `.null` (the
    /// default) to use `accessibilityFrame` as set. Setting `accessibilityFrame`
    /// makes it `.null` again.
    open var accessibilityFrameInContainerSpace = CGRect.null

    private var screenFrame = CGRect.zero
    private var activationPointStorage: CGPoint?

    /// `container` is usually the view that lists this element in its
    /// `accessibilityElements`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = accessibilityIdentity(of: container) != nil ? container as AnyObject : nil
        super.init()
    }

    /// The frame in screen coordinates (points); `.zero` until set. While
    /// `accessibilityFrameInContainerSpace` is set it is that rectangle
    /// converted from the container view (from a containing element's frame
    /// origin, when the container is an element), recomputed on every read.
    /// Kumiki: with no container left, the container-space rectangle is taken
    /// as it is.
    open var accessibilityFrame: CGRect {
        get {
            let local = accessibilityFrameInContainerSpace
            guard !local.isNull else { return screenFrame }
            switch accessibilityContainer {
            case let view as UIView:
                return view.layer.convert(local, to: nil)
            case let element as UIAccessibilityElement:
                let origin = element.accessibilityFrame.origin
                return local.offsetBy(dx: origin.x, dy: origin.y)
            default:
                return local
            }
        }
        set {
            screenFrame = newValue
            accessibilityFrameInContainerSpace = .null
        }
    }

    /// Where activation taps, in screen coordinates; until set, the center of
    /// `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get { activationPointStorage ?? accessibilityFrame.accessibilityCenter }
        set { activationPointStorage = newValue }
    }

    /// Activation by an assistive app: do it and answer true. The default
    /// answers false, and the app taps the activation point.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value. Does nothing by default.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value. Does nothing by default.
    open func accessibilityDecrement() {}
    /// Scrolls by a page; the default answers false (the container is asked next).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// How many elements `accessibilityElements` holds (0 when nil).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` of `accessibilityElements`, nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is in `accessibilityElements` (by identity), else `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        guard let identity = accessibilityIdentity(of: element) else { return NSNotFound }
        return accessibilityElements?.firstIndex { accessibilityIdentity(of: $0) == identity } ?? NSNotFound
    }
}
