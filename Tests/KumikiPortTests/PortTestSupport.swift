import Foundation
import Testing
@testable import KumikiPort

/// One file ported on its own: the rewritten text and the report's messages
/// with their lines (of the original text).
struct PortedSource {
    var text: String
    var findings: [Finding]

    var messages: [String] { findings.map(\.message) }
    var lines: [Int] { findings.map(\.line) }
}

/// Ports `source` as the only file of a tree.
func port(_ source: String, path: String = "App.swift") -> PortedSource {
    let result = Porter.port([path: source])
    #expect(result.failures.isEmpty, "\(result.failures)")
    return PortedSource(text: result.files.first?.rewrittenText ?? "", findings: result.findings)
}

/// Ports several files together; the rewritten texts by path.
func port(files: [String: String]) -> (texts: [String: String], findings: [Finding]) {
    let result = Porter.port(files)
    #expect(result.failures.isEmpty, "\(result.failures)")
    var texts: [String: String] = [:]
    for file in result.files { texts[file.path] = file.rewrittenText }
    return (texts, result.findings)
}

/// A fresh directory under the temporary directory holding `files`
/// (relative paths), removed by the caller with `FileManager.removeItem`.
func temporaryTree(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("kumiki-port-tests-\(UUID().uuidString)", isDirectory: true)
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return root
}

/// The text of `path` under `root`.
func contents(_ root: URL, _ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// A fixture file under Tests/KumikiPortTests/Fixtures (named `*.swift.txt`
/// so SwiftPM does not compile it).
func fixture(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
}
