import Foundation
import Testing
import TestSupport
@testable import UIKit
import UIKitTesting

/// Saved settings reach disk the way an iOS app's do: without
/// `synchronize()`, shortly after a change and at exit, atomically, and
/// each test host starts from empty defaults of its own.
@MainActor
@Suite("UserDefaults: persistence")
struct UserDefaultsPersistenceTests {
    /// A directory for one test's "installed app", removed afterwards.
    static func makeDirectory(_ name: String) -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kumiki-defaults-test-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        return directory
    }

    @Test("a value set without synchronize() is on disk shortly after the loop turns, and a relaunch reads it")
    func savedShortlyAfterAChange() throws {
        let directory = Self.makeDirectory("shortly")
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = UITestHost(defaultsDirectory: directory)
        UserDefaults.standard.set(["Maps", "Mail"], forKey: "order")
        let file = host.defaultsDirectory.appendingPathComponent(UserDefaultsPersistence.defaultIdentity + ".plist")
        host.runFrame()
        host.advance(by: UserDefaultsPersistence.checkInterval)
        let stored = try #require(NSDictionary(contentsOf: file))
        #expect(stored["order"] as? [String] == ["Maps", "Mail"])
    }

    @Test("a launch reads the settings an earlier launch left in its directory")
    func launchReadsTheFile() throws {
        let directory = Self.makeDirectory("launch")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(UserDefaultsPersistence.defaultIdentity + ".plist")
        NSDictionary(dictionary: ["order": ["Notes", "Maps"]]).write(to: file, atomically: true)
        let host = UITestHost(defaultsDirectory: directory)
        #expect(UserDefaults.standard.stringArray(forKey: "order") == ["Notes", "Maps"])
        _ = host
    }

    @Test("each test host starts from empty defaults of its own")
    func hostsAreIsolated() {
        let first = UITestHost()
        UserDefaults.standard.set(7, forKey: "isolation-probe")
        first.runFrame()
        let second = UITestHost()
        #expect(UserDefaults.standard.object(forKey: "isolation-probe") == nil)
        #expect(second.defaultsDirectory != first.defaultsDirectory)
    }

    @Test("a new process reads what an app saved before it exited, with no frame after the change")
    func savedAtExitReadByANewProcess() async throws {
        let directory = Self.makeDirectory("exit")
        defer { try? FileManager.default.removeItem(at: directory) }
        setenv("KUMIKI_TEST_DEFAULTS_DIRECTORY", directory.path, 1)
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let path = ProcessInfo.processInfo.environment["KUMIKI_TEST_DEFAULTS_DIRECTORY"] ?? ""
                _ = UITestHost(defaultsDirectory: URL(fileURLWithPath: path))
                UserDefaults.standard.set("dark", forKey: "theme")
                UserDefaults(suiteName: "group.dev.kumiki.tests")?.set(3, forKey: "widgets")
                exit(0)
            }
        }
        let host = UITestHost(defaultsDirectory: directory)
        #expect(UserDefaults.standard.string(forKey: "theme") == "dark")
        // The app group suite is shared with the process that names it.
        #expect(UserDefaults(suiteName: "group.dev.kumiki.tests")?.integer(forKey: "widgets") == 3)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("group.dev.kumiki.tests.plist").path))
        _ = host
    }

    @Test("a write replaces the file by renaming a new one over it: a reader of the old file keeps the whole old file")
    func writesReplaceTheFile() throws {
        let directory = Self.makeDirectory("rename")
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = UITestHost(defaultsDirectory: directory)
        let file = host.defaultsDirectory.appendingPathComponent(UserDefaultsPersistence.defaultIdentity + ".plist")
        UserDefaults.standard.set("first", forKey: "value")
        host.advance(by: UserDefaultsPersistence.checkInterval)
        let old = try FileHandle(forReadingFrom: file)
        defer { try? old.close() }
        UserDefaults.standard.set("second", forKey: "value")
        host.advance(by: UserDefaultsPersistence.checkInterval)
        // The open handle still reads the first write in full: the second
        // went to a new file that took the old one's name.
        let oldContents = try #require(try old.readToEnd())
        let oldPlist = try PropertyListSerialization.propertyList(from: oldContents, format: nil) as? [String: Any]
        #expect(oldPlist?["value"] as? String == "first")
        #expect(NSDictionary(contentsOf: file)?["value"] as? String == "second")
    }

    @Test("killing the process while it writes leaves the old file or the new one, never a torn one")
    func killDuringWrite() throws {
        let directory = Self.makeDirectory("kill")
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0])
        var killedMidWrite = 0
        let trials = 8
        for trial in 0..<trials {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["--testing-library", "swift-testing", "--filter", "writesUntilKilled"]
            var environment = ProcessInfo.processInfo.environment
            environment["KUMIKI_DEFAULTS_WRITER_DIRECTORY"] = directory.path
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill it as its write number `2 + trial % 3` begins.
            var lines = 0
            var buffer = Data()
            while lines < 2 + trial % 3 {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                lines = String(decoding: buffer, as: UTF8.self).components(separatedBy: "writing").count - 1
            }
            // Then a little work of growing length before the kill, so that
            // the kills fall at different points of the write (the result
            // must not depend on where).
            var spin = 0
            for step in 0..<(trial * 500_000) { spin &+= step }
            kill(process.processIdentifier, SIGKILL)
            _ = spin
            process.waitUntilExit()
            let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            if leftovers.contains(where: { !$0.hasSuffix(".plist") }) { killedMidWrite += 1 }
            for leftover in leftovers where !leftover.hasSuffix(".plist") {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(leftover))
            }
            let file = directory.appendingPathComponent("KumikiDefaultsWriter.plist")
            let stored = try #require(NSDictionary(contentsOf: file), "trial \(trial): the file does not parse")
            let payload = try #require(stored["payload"] as? String)
            #expect(payload.utf8.count == Self.payloadLength, "trial \(trial): a partial write")
            #expect(payload.hasPrefix("version "))
        }
        print("kill during write: \(killedMidWrite) of \(trials) kills left a temporary file behind")
    }

    /// The writer's value: one long string, so that most of a write's time
    /// is spent writing the file.
    static let payloadLength = 1 << 20

    /// The writer the test above kills: only runs in its child process.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["KUMIKI_DEFAULTS_WRITER_DIRECTORY"] != nil))
    func writesUntilKilled() {
        let path = ProcessInfo.processInfo.environment["KUMIKI_DEFAULTS_WRITER_DIRECTORY"] ?? ""
        let persistence = UserDefaultsPersistence.activate(directory: URL(fileURLWithPath: path),
                                                           identity: "KumikiDefaultsWriter")
        for version in 0..<10_000 {
            let mark = "version \(version % 10) "
            UserDefaults.standard.set(mark + String(repeating: "x", count: Self.payloadLength - mark.utf8.count),
                                      forKey: "payload")
            FileHandle.standardOutput.write(Data("writing \(version)\n".utf8))
            persistence.flush()
        }
    }
}
