import Foundation
import Synchronization

/// A group of images that are the same picture for different traits (light and
/// dark, high contrast, scales), from which the one for a trait collection is
/// taken.
///
/// An image loaded from an asset catalog (`UIImage(named:)`) carries the asset
/// of its image set, which loads the set's variant for any traits on demand;
/// `register(_:with:)` builds an asset by hand. A view that shows an image
/// re-asks `image.imageAsset` when its traits change.
///
/// Deviation: a UIImage is immutable here, so registering an image does not
/// change that image's own `imageAsset`; the images the asset returns carry it.
public final class UIImageAsset: NSObject, @unchecked Sendable {
    /// An image set in an asset catalog: loaded per traits, not registered.
    private struct CatalogSource {
        let name: String
        let directory: URL
    }

    private struct Registration {
        let traits: UITraitCollection
        /// The image without an asset (the asset is attached when returned, so
        /// the asset does not hold images that hold it).
        let image: UIImage
    }

    private let catalog: CatalogSource?
    private let registrations = Mutex<[Registration]>([])

    public override init() {
        catalog = nil
        super.init()
    }

    init(catalogName name: String, directory: URL) {
        catalog = CatalogSource(name: name, directory: directory)
        super.init()
    }

    /// Adds `image` as the asset's image for `traitCollection`, replacing any
    /// image registered for equal traits.
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let bare = image.copy { $0.asset = nil }
        registrations.withLock { list in
            list.removeAll { $0.traits == traitCollection }
            list.append(Registration(traits: traitCollection, image: bare))
        }
    }

    /// Removes the image registered for traits equal to `traitCollection`.
    public func unregisterImage(with traitCollection: UITraitCollection) {
        registrations.withLock { list in list.removeAll { $0.traits == traitCollection } }
    }

    /// The image for `traitCollection`.
    ///
    /// A catalog asset loads its set's best entry for the traits (see
    /// `UIImage(named:in:compatibleWith:)`). A hand-built asset takes, among the
    /// images registered with traits that `traitCollection` contains, the one
    /// registered with the most traits; an unspecified style counts as light;
    /// when nothing matches, the image registered with the fewest traits (UIKit
    /// too answers some image rather than none). An asset with nothing
    /// registered answers an empty image.
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        if let catalog {
            return UIImage.loadNamed(catalog.name, in: catalog.directory, screenScale: UIImage.currentScreenScale,
                                     traits: traitCollection) ?? UIImage()
        }
        let list = registrations.withLock { $0 }
        guard !list.isEmpty else { return UIImage() }
        let chosen = Self.best(in: list, for: traitCollection)
            ?? (traitCollection.userInterfaceStyle == .unspecified
                ? Self.best(in: list, for: traitCollection.modifyingTraits { $0.userInterfaceStyle = .light })
                : nil)
            ?? list.min { $0.traits.values.entries.count < $1.traits.values.entries.count }!
        return chosen.image.copy { $0.asset = self }
    }

    private static func best(in list: [Registration], for traits: UITraitCollection) -> Registration? {
        var best: Registration?
        for entry in list where traits.containsTraits(in: entry.traits) {
            if best == nil || entry.traits.values.entries.count > best!.traits.values.entries.count { best = entry }
        }
        return best
    }
}
