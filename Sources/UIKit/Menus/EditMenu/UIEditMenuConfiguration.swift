import CoreGraphics
import Foundation

/// Where and for what an edit menu is presented (`UIEditMenuInteraction.presentEditMenu(with:)`).
@preconcurrency @MainActor
public final class UIEditMenuConfiguration: NSObject {
    /// Tells the delegate which menu it is asked about; a unique value when
    /// none was given.
    public let identifier: AnyHashable
    /// The point in the interaction's view the menu is for: it presents from
    /// here unless the delegate gives a target rectangle.
    public let sourcePoint: CGPoint
    /// Where the arrow should point; `.automatic` by default.
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.sourcePoint = sourcePoint
        super.init()
    }
}
