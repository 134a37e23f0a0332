import CCairo
import CoreGraphics

/// What one layer looked like where it was painted in a frame, as far as
/// damage goes: a signature that changes whenever its pixels may have
/// changed, where on the frame it can paint, and how far around itself it
/// reads what is behind (a backdrop blur).
struct DamageRecord: Equatable {
    let signature: Int
    let extent: DamageRegion.PixelRect
    /// For a layer whose pixels anywhere in its extent depend on pixels
    /// elsewhere in it or around it (a backdrop blurs what is behind it, a
    /// shadow blurs what casts it), how far around its extent it reads; nil
    /// for a layer whose every pixel depends only on itself.
    let readReach: Int?
}

/// Collects a frame's damage records while a painter in recording mode
/// walks the layer trees (it places every layer as it would paint it, but
/// draws nothing).
///
/// A layer's signature covers its own changes, every change of its
/// ancestors that moves or restyles their sublayers, where it is placed
/// and with what opacity. A layer whose pixels depend on its whole subtree
/// — a shadow cast by its content, a mask, a compositing filter, a
/// transition, a replicator, a raster, a projected 3-D plane — is recorded
/// as one unit: its signature covers its subtree's changes and its extent
/// everything the subtree can paint.
final class DamageRecorder {
    /// A layer where it was painted: a replicator or a depth sort can paint
    /// the same layer more than once in a frame.
    struct Key: Hashable {
        let serial: UInt64
        let occurrence: Int
    }

    /// The frame buffer's pixels.
    let frame: DamageRegion.PixelRect
    private(set) var records: [Key: DamageRecord] = [:]
    private var occurrences: [UInt64: Int] = [:]
    /// Where each layer and everything under it can paint this frame, by
    /// the layer's serial: the painting pass skips a subtree whose extent
    /// misses the rectangle it draws. A layer painted more than once (a
    /// replica) counts as reaching the whole frame.
    private(set) var subtreeExtents: [UInt64: DamageRegion.PixelRect] = [:]

    init(frame: DamageRegion.PixelRect) {
        self.frame = frame
    }

    /// Whether `layer`'s pixels depend on its whole subtree in ways that a
    /// record per sublayer would miss.
    static func paintsAsUnit(_ layer: CALayer, _ values: CALayerProperties) -> Bool {
        values.shouldRasterize || layer.mask != nil || values.compositingFilter != nil || values.transition != nil
            || values.replicator != nil || (LayerPainter.castsShadow(values) && values.shadowPath == nil)
    }

    /// Records `layer` placed by the context's current (affine) matrix.
    /// `extent` is where it can paint, in its own space; `alpha` the opacity
    /// it is painted with.
    func record(_ layer: CALayer, extent: CGRect, cairo: OpaquePointer, alpha: Double, asUnit: Bool,
                backdropRadius: CGFloat?, castsShadow: Bool) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        var hasher = Hasher()
        hasher.combine(layer.renderVersion)
        Self.combineLineage(of: layer, into: &hasher)
        hasher.combine(matrix.xx)
        hasher.combine(matrix.yx)
        hasher.combine(matrix.xy)
        hasher.combine(matrix.yy)
        hasher.combine(matrix.x0)
        hasher.combine(matrix.y0)
        hasher.combine(alpha)
        if asUnit { Self.combineSubtree(of: layer, into: &hasher) }
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        // A shadow's reach is inside its extent already.
        let reach = backdropRadius.map { Int((3 * $0 * scale).rounded(.up)) + 1 } ?? (castsShadow ? 0 : nil)
        store(layer, DamageRecord(signature: hasher.finalize(), extent: deviceRect(of: extent, cairo: cairo),
                                  readReach: reach))
    }

    /// Records `layer` as a unit that can paint anywhere on the frame (a
    /// plane projected in 3-D).
    func recordAnywhere(_ layer: CALayer, alpha: Double) {
        var hasher = Hasher()
        hasher.combine(layer.renderVersion)
        hasher.combine(alpha)
        Self.combineLineage(of: layer, into: &hasher)
        Self.combineSubtree(of: layer, into: &hasher)
        store(layer, DamageRecord(signature: hasher.finalize(), extent: frame, readReach: nil))
    }

    private func store(_ layer: CALayer, _ record: DamageRecord) {
        let occurrence = occurrences[layer.renderSerial, default: 0]
        occurrences[layer.renderSerial] = occurrence + 1
        records[Key(serial: layer.renderSerial, occurrence: occurrence)] = record
        // The layer's extent grows its own and every ancestor's subtree
        // extent; a layer painted twice (a replica) may paint anywhere.
        let reach = occurrence > 0 ? frame : record.extent
        guard !reach.isEmpty else {
            if subtreeExtents[layer.renderSerial] == nil { subtreeExtents[layer.renderSerial] = reach }
            return
        }
        var current: CALayer? = layer
        while let each = current {
            let extent = subtreeExtents[each.renderSerial]
            subtreeExtents[each.renderSerial] = extent.map { $0.isEmpty ? reach : $0.union(reach) } ?? reach
            current = each.superlayer
        }
    }

    /// The whole pixels `rect` (user space) covers on the frame, one more
    /// around for antialiased edges, cut to the frame.
    private func deviceRect(of rect: CGRect, cairo: OpaquePointer) -> DamageRegion.PixelRect {
        guard !rect.isNull else {
            return DamageRegion.PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        // The four corners' device box (no arrays: this runs for every layer, every frame).
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ pointX: CGFloat, _ pointY: CGFloat) {
            var x = Double(pointX), y = Double(pointY)
            cairo_user_to_device(cairo, &x, &y)
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        include(rect.minX, rect.minY)
        include(rect.maxX, rect.minY)
        include(rect.minX, rect.maxY)
        include(rect.maxX, rect.maxY)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return frame }
        // Far outside the frame (an emitter's reach): clamp before converting.
        let limit = Double(max(frame.width, frame.height)) * 4
        func pixel(_ value: Double, _ round: FloatingPointRoundingRule) -> Int {
            Int(min(max(value, -limit), limit).rounded(round))
        }
        let x0 = pixel(minX, .down) - 1, y0 = pixel(minY, .down) - 1
        let box = DamageRegion.PixelRect(x: x0, y: y0, width: pixel(maxX, .up) + 1 - x0, height: pixel(maxY, .up) + 1 - y0)
        return box.clipped(to: frame)
    }

    /// The ancestors' changes that move or restyle their sublayers.
    private static func combineLineage(of layer: CALayer, into hasher: inout Hasher) {
        var ancestor = layer.superlayer
        while let current = ancestor {
            hasher.combine(current.renderSerial)
            hasher.combine(current.treeVersion)
            ancestor = current.superlayer
        }
    }

    /// Every change below `layer`, its masks' included.
    private static func combineSubtree(of layer: CALayer, into hasher: inout Hasher) {
        var pending = layer.sublayerList
        if let mask = layer.mask { pending.append(mask) }
        while let current = pending.popLast() {
            hasher.combine(current.renderSerial)
            hasher.combine(current.renderVersion)
            hasher.combine(current.treeVersion)
            pending.append(contentsOf: current.sublayerList)
            if let mask = current.mask { pending.append(mask) }
        }
    }
}
