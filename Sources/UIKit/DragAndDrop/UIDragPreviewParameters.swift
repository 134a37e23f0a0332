import Foundation

/// How a drag preview draws its view.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}
