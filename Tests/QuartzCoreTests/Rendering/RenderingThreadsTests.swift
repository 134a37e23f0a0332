import Foundation
@testable import QuartzCore
import Testing

/// The threads that paint a frame's pieces: every job runs once, work handed
/// back runs on the thread that asked, and a batch asked for during another
/// runs on its asker alone.
@Suite struct RenderingThreadsTests {
    /// Thread identities, noted from any thread.
    final class Notebook: @unchecked Sendable {
        private let lock = NSLock()
        private var notes: [Int: pthread_t] = [:]

        func note(_ job: Int, _ thread: pthread_t = pthread_self()) {
            lock.lock()
            notes[job] = thread
            lock.unlock()
        }

        var entries: [Int: pthread_t] {
            lock.lock()
            defer { lock.unlock() }
            return notes
        }
    }

    @Test("every job runs exactly once before run returns")
    func everyJobRuns() {
        let notebook = Notebook()
        let count = 12
        RenderingThreads.shared.run((0..<count).map { job in { notebook.note(job) } }, threads: 2)
        #expect(notebook.entries.keys.sorted() == Array(0..<count))
    }

    @Test("work a job hands back runs on the thread that asked for the batch")
    func handedBackWorkRunsOnTheCaller() {
        let notebook = Notebook()
        let threads = RenderingThreads.shared
        threads.run((0..<6).map { job in { notebook.note(job, threads.onCallingThread { pthread_self() }) } },
                    threads: 2)
        let caller = pthread_self()
        #expect(notebook.entries.count == 6)
        #expect(notebook.entries.values.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    @Test("a batch asked for while another runs is run by its asker alone")
    func nestedBatchesRunOnTheirAsker() {
        let notebook = Notebook()
        let threads = RenderingThreads.shared
        let caller = pthread_self()
        threads.run([
            {
                threads.onCallingThread {
                    threads.run((0..<4).map { job in { notebook.note(job) } }, threads: 2)
                }
            },
            {},
        ], threads: 2)
        #expect(notebook.entries.count == 4)
        #expect(notebook.entries.values.allSatisfy { pthread_equal($0, caller) != 0 })
    }
}
