import Synchronization

/// What Core Animation keeps for one running app: its media clock, the layer
/// trees attached to it (and a generation number that moves whenever anything
/// in them changes), its animation engine and its display links.
///
/// Every app (UIKit's `UIApplication`, one per host) owns one; `current` is the
/// one running now — a single reference that a host swaps when its app runs,
/// so `CACurrentMediaTime()` and the other doors read the right app. A layer
/// finds its context through the tree it is in, not through `current`.
///
/// Kumiki addition: on iOS the system owns these.
package final class CoreAnimationContext: @unchecked Sendable {
    package let clock = MediaClock()
    package private(set) var animationEngine: CAAnimationEngine!
    /// Display links scheduled on this app's main loop (main thread only).
    package var displayLinks: [CADisplayLink] = []
    /// The app this context belongs to (UIKit's `UIApplication`).
    package weak var owner: AnyObject?
    /// Holds the owner when nothing else does: the process's default app,
    /// made before any host ran one, lives as long as its context.
    package var retainedOwner: AnyObject?
    private let generation = Atomic<UInt64>(0)
    private let scaleBits = Atomic<UInt64>(Double(3).bitPattern)

    package init() {
        animationEngine = CAAnimationEngine(context: self)
    }

    /// Moves whenever a layer attached to this context changes in a way that can
    /// change what it looks like: hosts composite a new frame only when it moved.
    package var renderGeneration: UInt64 { generation.load(ordering: .relaxed) }

    package func noteChange() {
        generation.add(1, ordering: .relaxed)
    }

    /// Pixels per point of the display this app draws on (its screen's scale;
    /// 3 until a host says otherwise). Readable from any thread, for drawing
    /// done off the main thread (image renderers, image loading).
    package var displayScale: Double {
        get { Double(bitPattern: scaleBits.load(ordering: .relaxed)) }
        set { scaleBits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    private static let running = Mutex(CoreAnimationContext())

    /// The context of the app that is running now.
    package static var current: CoreAnimationContext {
        get { running.withLock { $0 } }
        set { running.withLock { $0 = newValue } }
    }
}
