import Foundation

/// What a painter on one of `RenderingThreads`' threads does not do itself
/// (`LayerPainter.piece`): it writes nothing that another piece's painter
/// reads. Layers it painted are marked rendered once every piece is done,
/// and app code (a tiled layer's delegate drawing a tile) and state shared
/// between pieces (an emitter's start) run on the thread that asked for the
/// frame.
final class PiecePainting {
    let threads: RenderingThreads
    /// The thread that asked for the frame.
    private let caller = pthread_self()
    /// The layers painted, in painting order.
    private(set) var painted: [CALayer] = []

    init(threads: RenderingThreads) {
        self.threads = threads
    }

    var isOnCallingThread: Bool { pthread_equal(caller, pthread_self()) != 0 }

    func notePainted(_ layer: CALayer) {
        painted.append(layer)
    }

    /// Marks the painted layers rendered; on the thread that asked for the frame.
    func finish() {
        precondition(pthread_equal(caller, pthread_self()) != 0, "a frame's pieces finish on the thread that asked for it")
        for layer in painted { layer.hasBeenRendered = true }
        painted.removeAll()
    }
}

extension LayerPainter {
    /// Marks `layer` as having been on screen (what `hasBeenRendered`
    /// says), now or, on a rendering thread, once the frame is done.
    func markRendered(_ layer: CALayer) {
        if let piece { piece.notePainted(layer) } else { layer.hasBeenRendered = true }
    }

    /// `body`'s result, run on the thread that asked for the frame.
    func onCallingThread<Result>(_ body: @escaping () -> Result) -> Result {
        guard let piece, !piece.isOnCallingThread else { return body() }
        return piece.threads.onCallingThread(body)
    }
}
