import Foundation

/// The `kumiki-port` command: reads every `.swift` file under a directory,
/// ports them together, and either rewrites them in place or prints a unified
/// diff; then reports what it could not do.
///
/// The diff goes to standard output and the report to standard error, like a
/// compiler's diagnostics, so `kumiki-port App --diff > port.patch` yields a
/// patch that applies as is.
public struct PortCommand: Sendable {
    public var directory: String
    /// Print a diff and change nothing, instead of rewriting files.
    public var diffOnly: Bool

    /// Where a relative `directory` is, when not the current directory (tests
    /// use this rather than changing the process's current directory).
    var baseDirectory: String?

    public init(directory: String, diffOnly: Bool) {
        self.directory = directory
        self.diffOnly = diffOnly
    }

    public static let usage = """
        usage: kumiki-port <directory> [--diff]

        Applies Kumiki's mechanical porting edits to every .swift file under <directory>:
        #selector(f) becomes Type.f, @objc and Interface Builder attributes are dropped,
        overrides in extensions move into their class, @objc optional requirements get
        default implementations. Rewrites the files in place, or with --diff prints a unified
        diff and changes nothing. Then lists, one per line as path:line: message, what
        needs a person. See docs/PORTING.md.
        """

    /// Reads the command line (without the program name); nil when it is not usable.
    public init?(arguments: [String]) {
        var directory: String?
        var diffOnly = false
        for argument in arguments {
            if argument == "--diff" {
                diffOnly = true
            } else if argument.hasPrefix("-") || directory != nil {
                return nil
            } else {
                directory = argument
            }
        }
        guard let directory else { return nil }
        self.init(directory: directory, diffOnly: diffOnly)
    }

    /// What a run printed and how it ended.
    public struct Outcome: Sendable {
        /// The unified diff (`--diff`), or a summary of the files rewritten.
        public var standardOutput: String
        /// The report: one `path:line: message` per line.
        public var standardError: String
        /// 0, or 1 when a file could not be read or parsed.
        public var exitCode: Int32
        public var result: PortResult
    }

    /// The command's directory does not exist or is a file.
    public struct NotADirectory: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path) is not a directory" }
    }

    /// Runs the command; throws `NotADirectory` when there is nothing to list.
    public func run() throws -> Outcome {
        let root = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var unreadable: [Finding] = []
        var sources: [(path: String, bytes: [UInt8])] = []
        let base = root.hasPrefix("/") ? nil : baseDirectory
        let onDisk = { (path: String) in base.map { $0 + "/" + path } ?? path }
        for relative in try Self.swiftFiles(under: onDisk(root)) {
            let path = root == "." ? relative : root + "/" + relative
            guard let data = FileManager.default.contents(atPath: onDisk(path)) else {
                unreadable.append(Finding(path: path, line: 1, message: "could not read this file"))
                continue
            }
            let bytes = [UInt8](data)
            guard String(validating: bytes, as: UTF8.self) != nil else {
                unreadable.append(Finding(path: path, line: 1, message: "not UTF-8 text; it was left unchanged"))
                continue
            }
            sources.append((path, bytes))
        }
        let result = Porter.port(sources)
        var output = ""
        var failures = unreadable + result.failures
        if diffOnly {
            for file in result.files where file.isChanged {
                let absolute = file.path.hasPrefix("/")
                output += UnifiedDiff.diff(old: file.original, new: file.rewritten,
                                           oldPath: absolute ? file.path : "a/" + file.path,
                                           newPath: absolute ? file.path : "b/" + file.path)
            }
        } else {
            var rewritten = 0
            for file in result.files where file.isChanged {
                do {
                    try Data(file.rewritten).write(to: URL(fileURLWithPath: onDisk(file.path)))
                    rewritten += 1
                } catch {
                    failures.append(Finding(path: file.path, line: 1, message: "could not write this file: \(error)"))
                }
            }
            output = "kumiki-port: rewrote \(rewritten) of \(result.files.count) files\n"
        }
        let findings = diffOnly ? result.findings : result.findingsAfterRewrite
        let report = (failures + findings).map { $0.description + "\n" }.joined()
        return Outcome(standardOutput: output, standardError: report, exitCode: failures.isEmpty ? 0 : 1,
                       result: result)
    }

    /// The `.swift` files under `root`, relative to it, sorted; hidden
    /// directories (`.build`, `.git`) are skipped.
    static func swiftFiles(under root: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw NotADirectory(path: root)
        }
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted()
    }
}
