import CCairo
import Foundation

/// Pictures of subtrees that moved without changing, kept at device
/// resolution so that a subtree moved again by whole device pixels (a
/// scrolled list, a dragged card) is copied into place instead of drawn
/// again (`LayerPainter+RasterCache.swift`).
///
/// A picture shows one layer's subtree, or a run of sibling subtrees that
/// moved together (the cells of a scrolled list, in one copy).
///
/// A picture is drawn again when anything in its subtree changes, or it is
/// placed with another scale, rotation, skew, fraction of a pixel or
/// opacity (the key). Pictures take at most `budget` bytes; the least
/// recently used go first, and a picture whose layer is gone goes at the
/// end of the frame.
///
/// Locked: the pieces of a frame are painted on several threads at once. A
/// picture in use stays alive while its `Entry` is held, even if another
/// thread drops it from the cache meanwhile.
final class RasterCache {
    /// Which picture: of a layer's subtree, or of a run of its sublayers'
    /// subtrees (numbered by the first of them).
    struct PictureID: Hashable {
        let layer: UInt64
        let firstSublayer: UInt64?
    }

    /// What a picture shows: the subtree's `subtreeVersion` (for a run, a
    /// hash of each sublayer's with its number), and everything of its
    /// placement but whole-pixel translation.
    struct Key: Equatable {
        let subtreeVersion: UInt64
        let xx: Double, yx: Double, xy: Double, yy: Double
        /// The translation's fractions of a device pixel.
        let fractionX: Double, fractionY: Double
        /// The opacity the subtree is painted with (its ancestors').
        let alpha: Double

        init(subtreeVersion: UInt64, matrix: cairo_matrix_t, alpha: Double) {
            self.subtreeVersion = subtreeVersion
            xx = matrix.xx
            yx = matrix.yx
            xy = matrix.xy
            yy = matrix.yy
            fractionX = matrix.x0 - matrix.x0.rounded(.down)
            fractionY = matrix.y0 - matrix.y0.rounded(.down)
            self.alpha = alpha
        }
    }

    /// One picture: its pixels cover `rect` (device pixels) when the
    /// layer's translation is `translation`.
    final class Entry {
        let key: Key
        let surface: OpaquePointer
        let rect: DamageRegion.PixelRect
        let translation: (x: Double, y: Double)
        weak var layer: CALayer?
        fileprivate var lastUsed: Int

        fileprivate init(key: Key, surface: OpaquePointer, rect: DamageRegion.PixelRect,
                         translation: (x: Double, y: Double), layer: CALayer, frame: Int) {
            self.key = key
            self.surface = surface
            self.rect = rect
            self.translation = translation
            self.layer = layer
            lastUsed = frame
        }

        var bytes: Int { rect.area * 4 }

        deinit {
            cairo_surface_destroy(surface)
        }
    }

    /// Bytes the pictures may take together.
    let budget: Int
    /// The frame buffer's pixels.
    let frame: DamageRegion.PixelRect
    private let lock = NSLock()
    private var entries: [PictureID: Entry] = [:]
    /// Frames ended so far (when each picture was last used).
    private var frameNumber = 0
    private var storedBytes = 0

    init(budget: Int, frame: DamageRegion.PixelRect) {
        self.budget = budget
        self.frame = frame
    }

    /// Bytes the pictures take now.
    var bytes: Int { locked { storedBytes } }

    var count: Int { locked { entries.count } }

    /// How many pictures show a run of sibling subtrees.
    var runPictureCount: Int { locked { entries.keys.filter { $0.firstSublayer != nil }.count } }

    /// Whether a picture of `layer`'s subtree is kept (for any key).
    func holdsPicture(of layer: CALayer) -> Bool {
        locked { entries[PictureID(layer: layer.renderSerial, firstSublayer: nil)] != nil }
    }

    /// The picture of `layer`'s subtree for `key`, marked used this frame;
    /// a picture for another key is dropped.
    func entry(for layer: CALayer, key: Key) -> Entry? {
        entry(PictureID(layer: layer.renderSerial, firstSublayer: nil), key: key)
    }

    /// The picture `id` for `key`, marked used this frame; a picture for
    /// another key is dropped.
    func entry(_ id: PictureID, key: Key) -> Entry? {
        locked {
            guard let entry = entries[id] else { return nil }
            guard entry.key == key else {
                remove(id)
                return nil
            }
            entry.lastUsed = frameNumber
            return entry
        }
    }

    /// Keeps a new picture of `layer`'s subtree (ARGB32 `surface`, which
    /// the cache now owns). Nil, and the surface destroyed, when it alone
    /// would take more than a quarter of the budget.
    @discardableResult
    func store(_ surface: OpaquePointer, of layer: CALayer, key: Key, rect: DamageRegion.PixelRect,
               translation: (x: Double, y: Double)) -> Entry? {
        store(surface, as: PictureID(layer: layer.renderSerial, firstSublayer: nil), key: key, rect: rect,
              translation: translation, keptWhile: layer)
    }

    /// Keeps a new picture `id`, which goes when `owner` (a layer it shows) is gone.
    @discardableResult
    func store(_ surface: OpaquePointer, as id: PictureID, key: Key, rect: DamageRegion.PixelRect,
               translation: (x: Double, y: Double), keptWhile owner: CALayer) -> Entry? {
        guard admits(area: rect.area) else {
            cairo_surface_destroy(surface)
            return nil
        }
        return locked {
            remove(id)
            let entry = Entry(key: key, surface: surface, rect: rect, translation: translation, layer: owner,
                              frame: frameNumber)
            entries[id] = entry
            storedBytes += entry.bytes
            return entry
        }
    }

    /// Whether a picture of `area` device pixels may be made.
    func admits(area: Int) -> Bool {
        area > 0 && area * 4 <= budget / 4
    }

    /// Ends a frame: drops pictures whose layer is gone, then the least
    /// recently used while over budget.
    func endFrame() {
        locked {
            for (id, entry) in entries where entry.layer == nil { remove(id) }
            if storedBytes > budget {
                // Oldest first; among pictures last used in the same frame, by
                // layer, so that which go never depends on the dictionary's order.
                let oldestFirst = entries.sorted { lhs, rhs in
                    (lhs.value.lastUsed, lhs.key.layer, lhs.key.firstSublayer ?? 0)
                        < (rhs.value.lastUsed, rhs.key.layer, rhs.key.firstSublayer ?? 0)
                }
                for (id, _) in oldestFirst where storedBytes > budget {
                    remove(id)
                }
            }
            frameNumber += 1
        }
    }

    /// Drops every picture.
    func removeAll() {
        locked {
            entries.removeAll()
            storedBytes = 0
        }
    }

    /// Drops picture `id`; with the lock held.
    private func remove(_ id: PictureID) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        storedBytes -= entry.bytes
    }

    /// `body`'s result, with the lock held.
    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
