/// Something kumiki-port could not do by itself, at a line of a file: printed
/// as `path:line: message`, like a compiler diagnostic, so editors can jump to it.
public struct Finding: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}

/// A finding while its file is being rewritten: a byte offset in the original
/// text, turned into a line (of the original or the rewritten file) at the end.
struct PendingFinding: Sendable, Equatable {
    var offset: Int
    var message: String
}
