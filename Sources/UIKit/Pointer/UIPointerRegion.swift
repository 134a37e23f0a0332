/// A part of a view over which the pointer keeps one style: leaving it (or
/// entering another region with another identifier) updates the style.
@preconcurrency @MainActor
public final class UIPointerRegion: NSObject {
    /// The region in the interaction's view's coordinates.
    public let rect: CGRect
    /// Tells regions apart; two regions with the same identifier are one.
    public let identifier: AnyHashable?
    /// Axes along which the region follows the pointer (iOS 15).
    public var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// Whether two regions are the same region: same identifier, or without
    /// identifiers the same rectangle.
    func isSameRegion(as other: UIPointerRegion) -> Bool {
        if identifier != nil || other.identifier != nil { return identifier == other.identifier }
        return rect == other.rect
    }
}

/// Where the pointer is, as a pointer interaction's delegate is asked about it.
@preconcurrency @MainActor
public final class UIPointerRegionRequest: NSObject {
    /// The pointer, in the interaction's view's coordinates.
    public let location: CGPoint
    /// Modifier keys held down.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
