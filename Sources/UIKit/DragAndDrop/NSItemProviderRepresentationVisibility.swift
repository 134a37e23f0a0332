import Foundation

/// Who may load a representation registered on an `NSItemProvider` (Foundation's
/// API; Linux Foundation lacks it, so Kumiki's UIKit provides it).
///
/// Kumiki runs one app per process, so every representation is visible to the
/// app that registered it; the others matter when a drag or paste crosses into
/// another app, which the drag-and-drop layer simulates with
/// `NSItemProvider.copy(visibleTo:)`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process may load it.
    case all = 0
    /// Only apps from the same development team may load it.
    case team = 1
    /// Only the process that registered it may load it.
    case ownProcess = 3

    /// Whether a representation with this visibility reaches `audience`.
    func isVisible(to audience: NSItemProviderAudience) -> Bool {
        switch (self, audience) {
        case (.all, _), (_, .ownProcess): return true
        case (.team, .sameTeam): return true
        default: return false
        }
    }

    /// The more restrictive of two visibilities.
    func restricted(by other: NSItemProviderRepresentationVisibility) -> NSItemProviderRepresentationVisibility {
        rawValue >= other.rawValue ? self : other
    }
}

/// Options for file representations (Foundation's API).
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The file may be opened where it is instead of being copied first.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Who receives a provider's representations: the app that registered them, an
/// app of the same team, or any other app (Kumiki's drag-and-drop layer uses it
/// to simulate drops from and to other apps).
package enum NSItemProviderAudience: Sendable {
    case ownProcess
    case sameTeam
    case otherApp
}
