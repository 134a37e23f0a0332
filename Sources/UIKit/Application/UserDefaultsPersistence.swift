import CoreFoundation
import Foundation

/// Keeps `UserDefaults` on disk the way iOS does, without the app calling
/// `synchronize()`. Linux Foundation holds defaults in memory until
/// `synchronize()` (and then rewrites the file in place, which a crash can
/// tear); Kumiki writes each changed domain itself, atomically (a temporary
/// file renamed over the old one), shortly after a change — when the main
/// loop's turn ends at least `checkInterval` after the last check — and when
/// the process exits.
///
/// Files: the app's own domain (`UserDefaults.standard`) is
/// `<directory>/<identity>.plist`, where the identity is the bundle
/// identifier (or the one a host sets, else the process name), so two apps
/// never share it; every suite (`UserDefaults(suiteName:)`, app groups
/// included) is `<directory>/<suite name>.plist`, shared by the processes
/// that name it, where Foundation also looks for it. The directory is
/// `$XDG_CONFIG_HOME` (else `~/.config`), Foundation's own; test hosts use a
/// directory of their own.
///
/// One per process, as `UserDefaults` is: the last host to configure it wins.
package final class UserDefaultsPersistence: @unchecked Sendable {
    /// Foundation's name for the domain of `UserDefaults.standard`.
    static let standardDomain = "kCFPreferencesCurrentApplication"
    /// How often, at most, the domains are compared with what was last
    /// written, in seconds of media time (Kumiki's choice: iOS writes
    /// "shortly" after a change and does not say how soon).
    package static let checkInterval: CFTimeInterval = 0.5

    package let directory: URL
    package let identity: String
    private let lock = NSLock()
    /// What each domain's file holds, as last read or written.
    private var written: [String: NSDictionary] = [:]
    private var lastCheck: CFTimeInterval = -.infinity
    /// Set by `retire()`: nothing more is written.
    private var isRetired = false

    nonisolated(unsafe) private static var currentStorage: UserDefaultsPersistence?
    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var exitHandlerInstalled = false

    /// The persistence in effect for this process.
    package static var current: UserDefaultsPersistence? {
        currentLock.lock()
        defer { currentLock.unlock() }
        return currentStorage
    }

    /// Foundation's defaults directory: `$XDG_CONFIG_HOME`, else `~/.config`.
    package static var standardDirectory: URL {
        if let config = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"], !config.isEmpty {
            return URL(fileURLWithPath: config, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config", isDirectory: true)
    }

    /// The app's identity: the bundle identifier if the app has one, else the
    /// process name.
    package static var defaultIdentity: String {
        Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    /// Makes this process's defaults persist in `directory` under `identity`.
    /// The app's domain is loaded from its file (replacing what is in
    /// memory); with `startingEmpty`, everything in memory is forgotten first
    /// and nothing is read (isolated test hosts).
    @discardableResult
    package static func activate(directory: URL, identity: String, startingEmpty: Bool = false) -> UserDefaultsPersistence {
        current?.flush()
        let persistence = UserDefaultsPersistence(directory: directory, identity: identity)
        if startingEmpty {
            persistence.forgetEverythingInMemory()
        }
        persistence.loadStandardDomain()
        if !startingEmpty && directory.standardizedFileURL != standardDirectory.standardizedFileURL {
            persistence.loadSuites()
        }
        currentLock.lock()
        currentStorage = persistence
        if !exitHandlerInstalled {
            exitHandlerInstalled = true
            atexit { UserDefaultsPersistence.current?.flush() }
        }
        currentLock.unlock()
        return persistence
    }

    init(directory: URL, identity: String) {
        self.directory = directory
        self.identity = identity
    }

    /// The file of a domain (`standardDomain` is the app's identity).
    package func fileURL(forDomain domain: String) -> URL {
        directory.appendingPathComponent((domain == Self.standardDomain ? identity : domain) + ".plist")
    }

    /// Called as each main-loop turn ends: flushes when `checkInterval` has
    /// passed since the last check.
    package func turnEnded(at time: CFTimeInterval) {
        lock.lock()
        let due = time - lastCheck >= Self.checkInterval || time < lastCheck
        if due { lastCheck = time }
        lock.unlock()
        if due { flush() }
    }

    /// Writes every domain whose contents differ from its file: the app's
    /// domain and every suite Foundation has in memory.
    package func flush() {
        lock.lock()
        defer { lock.unlock() }
        guard !isRetired else { return }
        for domain in [Self.standardDomain] + suiteNames() {
            let contents = NSDictionary(dictionary: UserDefaults.standard.persistentDomain(forName: domain) ?? [:])
            let known = written[domain] ?? readFile(domain) ?? NSDictionary()
            guard !contents.isEqual(known) else {
                written[domain] = known
                continue
            }
            if write(contents, domain: domain) { written[domain] = contents }
        }
    }

    /// Stops writing, and stops being the process's persistence (a test host
    /// that is going away with its temporary directory).
    package func retire() {
        lock.lock()
        isRetired = true
        lock.unlock()
        Self.currentLock.lock()
        if Self.currentStorage === self { Self.currentStorage = nil }
        Self.currentLock.unlock()
    }

    /// The suites Foundation knows (in memory or in its directory), without
    /// the process's own name (Foundation's name for the app domain's file).
    private func suiteNames() -> [String] {
        guard let list = CFPreferencesCopyApplicationList(kCFPreferencesCurrentUser, kCFPreferencesAnyHost) else { return [] }
        // Linux Foundation's CF objects are its NS objects (toll-free bridged).
        let names = unsafeBitCast(list, to: NSArray.self).compactMap { ($0 as? NSString).map(String.init) ?? ($0 as? String) }
        let processName = ProcessInfo.processInfo.processName
        return names.filter { $0 != processName && $0 != Self.standardDomain && $0 != identity }.sorted()
    }

    private func readFile(_ domain: String) -> NSDictionary? {
        guard let data = try? Data(contentsOf: fileURL(forDomain: domain)),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = plist as? [String: Any] else { return nil }
        return NSDictionary(dictionary: dictionary)
    }

    /// Writes the domain's file atomically: the whole new file or the old one.
    private func write(_ contents: NSDictionary, domain: String) -> Bool {
        guard let dictionary = contents as? [String: Any],
              let data = try? PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0) else {
            return false
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: fileURL(forDomain: domain), options: .atomic)
            return true
        } catch {
            return false
        }
    }

    private func loadStandardDomain() {
        let stored = readFile(Self.standardDomain)
        lock.lock()
        written[Self.standardDomain] = stored ?? NSDictionary()
        lock.unlock()
        Self.replaceContents(of: UserDefaults.standard, domain: Self.standardDomain, with: stored)
    }

    /// Makes a domain hold exactly `contents`, in memory only. (Foundation's
    /// `setPersistentDomain(_:forName:)` would also rewrite Foundation's own
    /// file at once, in place: key by key, nothing reaches disk.)
    private static func replaceContents(of defaults: UserDefaults, domain: String, with contents: NSDictionary?) {
        let current = UserDefaults.standard.persistentDomain(forName: domain) ?? [:]
        for key in current.keys where contents?[key] == nil {
            defaults.removeObject(forKey: key)
        }
        for case let (key as String, value) in contents ?? NSDictionary() {
            defaults.set(value, forKey: key)
        }
    }

    /// Loads every suite stored in the directory. Only for a directory of
    /// Kumiki's own (test hosts): in Foundation's directory Foundation reads
    /// each suite itself when the app first names it.
    private func loadSuites() {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "plist" {
            let suite = file.deletingPathExtension().lastPathComponent
            guard suite != identity, let contents = readFile(suite) else { continue }
            lock.lock()
            written[suite] = contents
            lock.unlock()
            if let defaults = UserDefaults(suiteName: suite) {
                Self.replaceContents(of: defaults, domain: suite, with: contents)
            }
        }
    }

    /// Empties the app domain and every suite in memory (nothing on disk is
    /// touched: files are written only by `flush()`).
    private func forgetEverythingInMemory() {
        Self.replaceContents(of: UserDefaults.standard, domain: Self.standardDomain, with: nil)
        for suite in suiteNames() {
            if let defaults = UserDefaults(suiteName: suite) {
                Self.replaceContents(of: defaults, domain: suite, with: nil)
            }
            written[suite] = NSDictionary()
        }
    }
}
