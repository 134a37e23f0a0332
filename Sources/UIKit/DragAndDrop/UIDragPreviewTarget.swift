import Foundation

/// Where a drag preview sits (a container and a center in it).
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}
