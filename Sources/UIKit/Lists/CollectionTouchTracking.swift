import Foundation

/// The finger a collection view follows toward a tap: which touch, and the
/// item it highlighted (nil once it left the item or was refused).
struct CollectionTouchTracking {
    var touch: ObjectIdentifier
    var highlighted: IndexPath?
}
