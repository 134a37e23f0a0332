import Foundation
import ShowcaseKit
import UIKit
import UIKitTesting

/// `make fuzz`'s memory check: the process's resident memory once it has
/// warmed up, after 10,000 touch events, against the same at the end of the
/// run; more than 10 % growth means something the fuzzed apps made stays
/// alive (docs/RELIABILITY.md).
///
/// Memory is always read in one state: the fuzzer has just dropped its app for
/// a fresh one on the home screen (it does every fifty sequences; the end is
/// measured with a fresh app too), so what the last app had on screen — a
/// photo grid's images, a million-item list — does not count, only what
/// outlived it.
@MainActor
final class MemoryCheck {
    /// Touch events before the first figure.
    static let checkpointEvents = 10_000
    /// How far above the first figure the end may be.
    static let growthLimit = 0.10
    /// A figure is printed every so many events, to show how memory grows.
    static let traceInterval = 100_000

    private(set) var checkpoint: ResidentMemory?
    /// The touch events sent when the checkpoint was read (the first app
    /// replacement at or after `checkpointEvents`).
    private var checkpointEventCount = 0
    private var nextTrace = traceInterval

    /// Every showcase screen shown once, its first frames drawn, before the
    /// fuzzing starts. The first time a process shows a screen it pages in
    /// fonts and code and fills its caches (glyphs, symbol images, shared
    /// strings): growth that is no leak. Warmed up, the figure after 10,000
    /// events is the app's steady state.
    static func warmUp() {
        ResidentMemory.returnLargeBlocksWhenFreed()
        for screen in [ShowcaseCatalog.home] + ShowcaseCatalog.screens {
            let host = UITestHost(device: .iPhone15Pro)
            host.rootViewController = ShowcaseCatalog.makeNavigableViewController(for: screen)
            host.runUntilIdle(limit: 2)
        }
    }

    /// The fuzzer has just replaced its app: the checkpoint, or a trace line.
    func appReplaced(at eventCount: Int) {
        if checkpoint == nil {
            guard eventCount >= Self.checkpointEvents, let memory = ResidentMemory.read() else { return }
            checkpoint = memory
            checkpointEventCount = eventCount
            print("memory: \(memory) after \(eventCount) touch events")
        } else if eventCount >= nextTrace {
            while nextTrace <= eventCount { nextTrace += Self.traceInterval }
            if let memory = ResidentMemory.read() { print("memory: \(memory) after \(eventCount)") }
        }
    }

    /// The end of the run, with a fresh app made by `makeApp`, against the
    /// checkpoint: true when within the limit, or when the run was too short
    /// to have a checkpoint (or memory cannot be read here).
    func finish(makeApp: () -> UITestHost) -> Bool {
        let host = makeApp()
        host.runFrame()
        defer { withExtendedLifetime(host) {} }
        guard let end = ResidentMemory.read() else {
            print("memory: not measured (no /proc/self/status)")
            return true
        }
        guard let checkpoint else {
            print("memory: \(end) at the end; fewer than \(Self.checkpointEvents) touch events, no check")
            return true
        }
        let growth = Double(end.total - checkpoint.total) / Double(checkpoint.total)
        let limit = Int(Self.growthLimit * 100)
        let summary = "memory: \(end) at the end, " + String(format: "%+.1f %%", growth * 100)
            + " against \(megabytes(checkpoint.total)) after \(checkpointEventCount) events"
        guard growth <= Self.growthLimit else {
            print(summary)
            print("memory: FAILED: the end is more than \(limit) % above the figure after \(Self.checkpointEvents) "
                  + "events: something the fuzzed apps made stays alive (docs/RELIABILITY.md shows how to find it)")
            return false
        }
        print(summary + " (limit +\(limit) %)")
        return true
    }
}

/// The process's resident memory (/proc/self/status: `VmRSS`, split into
/// `RssAnon` — what it allocated — and `RssFile` — code and fonts paged in),
/// read after the allocator has handed its free pages back to the system
/// (glibc's `malloc_trim`), so that what is counted is what the program still
/// holds. Linux only.
struct ResidentMemory: CustomStringConvertible {
    let total: Int
    let anonymous: Int
    let fileBacked: Int

    static func read() -> ResidentMemory? {
        trimMallocArenas()
        let status = statusFields(["VmRSS", "RssAnon", "RssFile"])
        guard let total = status["VmRSS"] else { return nil }
        return ResidentMemory(total: total, anonymous: status["RssAnon"] ?? 0, fileBacked: status["RssFile"] ?? 0)
    }

    /// The most address space the process has ever had (`VmPeak`), in bytes:
    /// unlike resident memory it counts reservations never touched, such as a
    /// decoder's buffer sized from a damaged header.
    static func peakAddressSpace() -> Int? {
        statusFields(["VmPeak"])["VmPeak"]
    }

    /// The named kilobyte fields of /proc/self/status, in bytes (none when it
    /// cannot be read).
    private static func statusFields(_ names: Set<String>) -> [String: Int] {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return [:] }
        var fields: [String: Int] = [:]
        for line in status.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })  // "VmRSS:\t  2428 kB"
            guard let name = parts.first?.dropLast(), names.contains(String(name)), parts.count > 1,
                  let kilobytes = Int(parts[1]) else { continue }
            fields[String(name)] = kilobytes * 1_024
        }
        return fields
    }

    var description: String {
        "\(megabytes(total)) resident (\(megabytes(anonymous)) allocated, \(megabytes(fileBacked)) code and fonts)"
    }

    /// Makes glibc's allocator map every block of 128 KiB or more on its own
    /// and unmap it when freed (`mallopt(M_MMAP_THRESHOLD, 128 KiB)`, the
    /// default's starting value, kept fixed). By default the threshold rises
    /// to the largest block freed, up to 32 MiB, so after the first frame
    /// buffer (12 MB at 3×) is freed, layer bitmaps come from the heap. A
    /// screen that draws many (200 list rows: 150 MB) leaves the heap full of
    /// holes between the long-lived objects allocated meanwhile, and pages
    /// that no trim can return: readings jumped by 11 MB once such a screen
    /// had been shown while the bytes in use did not change (seed 7 read
    /// +15 % with no leak). With the threshold fixed, readings count what the
    /// program holds.
    static func returnLargeBlocksWhenFreed() {
        #if os(Linux)
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
        guard let symbol = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallocOption.self)(mmapThreshold, 128 << 10)
        #endif
    }

    /// glibc's `malloc_trim(0)`, which Swift's Glibc module does not declare:
    /// looked up by name, skipped where it does not exist.
    private static func trimMallocArenas() {
        #if os(Linux)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}

func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_048_576)
}
