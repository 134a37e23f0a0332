import Foundation

/// A drop target's answer to `dropInteraction(_:sessionDidUpdate:)`: what a
/// drop there would do.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// What dropping now would do.
    public let operation: UIDropOperation
    /// Whether the target wants precise positioning (iOS offsets the touch
    /// point above the finger); kept and reported, the drop point is the
    /// finger's in Kumiki. false by default.
    open var isPrecise = false
    /// Whether the preview should show at full size over this target. false
    /// by default.
    open var prefersFullSizePreview = false

    public init(dropOperation operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }

    /// A proposal of `operation` (the Swift name Apple's SDK gives the
    /// initializer).
    public convenience init(operation: UIDropOperation) {
        self.init(dropOperation: operation)
    }

}
