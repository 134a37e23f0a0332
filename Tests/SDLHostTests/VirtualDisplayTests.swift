import Foundation
import SDLHost
import Testing

/// Xvfb's display numbers: a lock file keeps a number taken only while the
/// server that wrote it runs, so servers killed with a crashed test process
/// do not use up every number (the window tests would then all be skipped).
@Suite struct VirtualDisplayTests {
    /// Writes `contents` to a fresh lock file and returns whether it holds its display.
    func isHeld(_ contents: String) throws -> Bool {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("kumiki-lock-\(UUID().uuidString)").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return VirtualDisplay.isHeld(lock: path)
    }

    /// A process id that is not running: a child that has exited and been reaped.
    func finishedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("a lock naming a running process holds its display number")
    func aRunningServersLockHolds() throws {
        // Xvfb writes its pid right-aligned in eleven characters and a newline.
        #expect(try isHeld(String(format: "%10d\n", getpid())))
    }

    @Test("a lock left by a process that is gone does not")
    func aStaleLockDoesNotHold() throws {
        #expect(try !isHeld(String(format: "%10d\n", finishedProcessID())))
    }

    @Test("no lock file leaves the number free; an unreadable one is taken as held")
    func missingAndDamagedLocks() throws {
        #expect(!VirtualDisplay.isHeld(lock: "/nonexistent/.X99-lock"))
        #expect(try isHeld("not a pid"))
    }
}
