import Foundation

/// An Xvfb server started by the window tests and the presenting benchmark:
/// `Xvfb :99 -screen 0 1280x1024x24`
/// (the next free display number when :99 is taken). `DISPLAY` points at it
/// (set with `setenv`, before SDL starts video) until `stop()`, which kills it.
///
/// The server is spawned with `posix_spawn` and an empty signal mask: test
/// code runs on dispatch worker threads, which block SIGTERM, and a child
/// inherits its parent thread's mask (Foundation's `Process` does not reset it,
/// so its `terminate()` could never stop the server).
@MainActor
package final class VirtualDisplay {
    package let name: String
    private let pid: pid_t
    private let number: Int
    private let previousDisplay: String?
    private let previousDriver: String?

    /// Longest wait for the server's socket, polled every 20 ms.
    static let startupLimit: Duration = .seconds(5)
    /// Longest wait for the server to exit after SIGTERM before SIGKILL.
    static let shutdownLimit: Duration = .seconds(2)

    private init(number: Int, pid: pid_t) {
        name = ":\(number)"
        self.number = number
        self.pid = pid
        previousDisplay = ProcessInfo.processInfo.environment["DISPLAY"]
        previousDriver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("DISPLAY", name, 1)
        setenv("SDL_VIDEODRIVER", "x11", 1)
    }

    /// Starts a server, or returns why none could start (no Xvfb installed, no
    /// free display number, the server died or did not come up in time). Waits
    /// (at most `startupLimit`) for the server process to come up: a wait for a
    /// process, not UI timing, which reads only the media clock.
    package static func start() -> Result<VirtualDisplay, StartFailure> {
        guard let executable = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) else {
            return .failure(StartFailure("Xvfb is not installed (apt-get install xvfb, or `make test`)"))
        }
        var reasons: [String] = []
        for number in 99...108 {
            let lock = "/tmp/.X\(number)-lock"
            let socket = "/tmp/.X11-unix/X\(number)"
            if isHeld(lock: lock) { continue }
            // A server killed with its test process leaves its lock and its
            // socket: cleared, so that the socket waited for below is the
            // new server's.
            try? FileManager.default.removeItem(atPath: lock)
            try? FileManager.default.removeItem(atPath: socket)
            let pid: pid_t
            switch spawn(executable, [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]) {
            case .success(let spawned): pid = spawned
            case .failure(let failure): return .failure(failure)
            }
            let clock = ContinuousClock()
            let deadline = clock.now + startupLimit
            var exitStatus: Int32?
            while clock.now < deadline {
                exitStatus = reap(pid)
                if exitStatus != nil || FileManager.default.fileExists(atPath: socket) { break }
                usleep(20_000)
            }
            if exitStatus == nil && FileManager.default.fileExists(atPath: socket) {
                return .success(VirtualDisplay(number: number, pid: pid))
            }
            if let exitStatus {
                reasons.append(":\(number) exited (status \(exitStatus))")
            } else {
                kill(pid, SIGKILL)
                _ = waitForExit(pid, limit: shutdownLimit)
                reasons.append(":\(number) did not come up within \(startupLimit)")
            }
        }
        return .failure(StartFailure("Xvfb did not start (\(reasons.joined(separator: "; ")))"))
    }

    /// Whether an X server's lock file names a process that is still
    /// running. A lock left by a server that was killed with its test
    /// process is stale: Xvfb replaces it, so its display number is free.
    package nonisolated static func isHeld(lock path: String) -> Bool {
        guard let contents = FileManager.default.contents(atPath: path) else { return false }
        guard let text = String(data: contents, encoding: .utf8),
              let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0 else {
            // Unreadable: assume a server is starting and writing it.
            return true
        }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Stops the server (SIGTERM, then SIGKILL if it lingers) and puts `DISPLAY` back.
    package func stop() {
        kill(pid, SIGTERM)
        if !Self.waitForExit(pid, limit: Self.shutdownLimit) {
            kill(pid, SIGKILL)
            _ = Self.waitForExit(pid, limit: Self.shutdownLimit)
            // A killed server leaves its lock and socket behind.
            unlink("/tmp/.X\(number)-lock")
            unlink("/tmp/.X11-unix/X\(number)")
        }
        if let previousDisplay { setenv("DISPLAY", previousDisplay, 1) } else { unsetenv("DISPLAY") }
        if let previousDriver { setenv("SDL_VIDEODRIVER", previousDriver, 1) } else { unsetenv("SDL_VIDEODRIVER") }
    }

    /// The server's user + system CPU time so far, from /proc (seconds).
    package func serverCPUSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime 14 and stime 15 (1-based).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    package struct StartFailure: Error, CustomStringConvertible {
        package let description: String
        init(_ description: String) { self.description = description }
    }

    /// Spawns `path` with `arguments`, default signal handling and an empty
    /// signal mask, output to /dev/null.
    private static func spawn(_ path: String, _ arguments: [String]) -> Result<pid_t, StartFailure> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard status == 0 else { return .failure(StartFailure("Xvfb could not be spawned: \(String(cString: strerror(status)))")) }
        return .success(pid)
    }

    /// The exit status when `pid` has exited (and is reaped now), else nil.
    private static func reap(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? status : nil
    }

    /// Polls for `pid`'s exit for at most `limit`. Returns whether it exited.
    private static func waitForExit(_ pid: pid_t, limit: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if reap(pid) != nil { return true }
            usleep(10_000)
        }
        return false
    }
}
