import Foundation

/// Threads that paint the pieces of one frame at the same time
/// (`LayerCompositor.paintsInBands`). The thread that asks for a frame paints
/// pieces too, and runs whatever a piece may only do on it — drawing a
/// tiled layer's tile through its delegate, starting an emitter — while it
/// waits: app code never runs on a rendering thread.
///
/// One set of threads serves the process, started on first use and kept. A
/// frame asked for while another is being painted (two hosts on two
/// threads, or a tile's drawing compositing an image of its own) is painted
/// by its own thread alone.
package final class RenderingThreads: @unchecked Sendable {
    static let shared = RenderingThreads()
    /// The machine's cores.
    package static let available = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// How many threads a window paints with: `KUMIKI_RENDERING_THREADS`
    /// when set to a positive number (1: the asking thread alone), else
    /// every core.
    package static let preferred: Int = {
        if let text = ProcessInfo.processInfo.environment["KUMIKI_RENDERING_THREADS"], let count = Int(text), count > 0 {
            return count
        }
        return available
    }()

    private let condition = NSCondition()
    /// Jobs not yet taken, last first.
    private var pending: [() -> Void] = []
    /// Jobs of the current batch not yet finished.
    private var unfinished = 0
    /// Rendering threads started so far, and how many may take jobs now.
    private var started = 0
    private var allowed = 0
    private var busy = 0
    /// Calls waiting for the thread that asked for the frame.
    private var callerWork: [CallerCall] = []
    /// The thread running a batch now, if any.
    private var caller: pthread_t?
    /// The rendering threads started.
    private var workers: [pthread_t] = []

    private final class CallerCall {
        let body: () -> Void
        var done = false
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs every job on up to `threads` threads, the calling one among
    /// them, and returns once all have finished. Jobs run in no particular
    /// order; each must touch only what no other touches, or what is locked.
    func run(_ jobs: [() -> Void], threads: Int) {
        condition.lock()
        guard threads > 1, jobs.count > 1, caller == nil else {
            condition.unlock()
            for job in jobs { job() }
            return
        }
        caller = pthread_self()
        while started < min(threads, Self.available) - 1 { startThread() }
        pending = jobs.reversed()
        unfinished = jobs.count
        allowed = threads - 1
        condition.broadcast()
        while unfinished > 0 {
            if let call = callerWork.popLast() {
                condition.unlock()
                call.body()
                condition.lock()
                call.done = true
                condition.broadcast()
            } else if let job = pending.popLast() {
                condition.unlock()
                job()
                condition.lock()
                unfinished -= 1
            } else {
                condition.wait()
            }
        }
        allowed = 0
        caller = nil
        condition.unlock()
    }

    /// Runs `body` on the thread that asked for the frame being painted, and
    /// returns its result: from a rendering thread, once that thread has run
    /// it; from any other thread (the asking one, or one painting a batch
    /// of its own alone), at once.
    func onCallingThread<Result>(_ body: @escaping () -> Result) -> Result {
        condition.lock()
        let current = pthread_self()
        guard caller != nil, workers.contains(where: { pthread_equal($0, current) != 0 }) else {
            condition.unlock()
            return body()
        }
        var result: Result?
        let call = CallerCall { result = body() }
        callerWork.append(call)
        condition.broadcast()
        while !call.done { condition.wait() }
        condition.unlock()
        return result!
    }

    private func startThread() {
        started += 1
        let thread = Thread { [self] in work() }
        thread.name = "Kumiki rendering \(started)"
        // Pieces nest groups and patterns deeply in Cairo and Pango: the
        // main thread's stack size, not a secondary thread's 512 KiB.
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func work() {
        condition.lock()
        workers.append(pthread_self())
        while true {
            while pending.isEmpty || busy >= allowed { condition.wait() }
            let job = pending.removeLast()
            busy += 1
            condition.unlock()
            job()
            condition.lock()
            busy -= 1
            unfinished -= 1
            condition.broadcast()
        }
    }
}
