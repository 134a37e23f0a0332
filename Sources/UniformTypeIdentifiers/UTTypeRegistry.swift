import Foundation
import Synchronization

/// Every declared type of the process: Kumiki's table (UTTypeTable.swift) plus
/// the types an app declares at run time with `UTType(exportedAs:)` and
/// `UTType(importedAs:)`. Lookups are thread-safe.
final class UTTypeRegistry: Sendable {
    static let shared = UTTypeRegistry()

    private struct State {
        var byIdentifier: [String: UTTypeDeclaration] = [:]
        /// Declaration order: tag lookups prefer earlier declarations.
        var order: [String] = []
        var systemIdentifiers: Set<String> = []
    }

    private let state: Mutex<State>

    private init() {
        var initial = State()
        for declaration in UTTypeTable.declarations {
            let key = declaration.identifier.lowercased()
            initial.byIdentifier[key] = declaration
            initial.order.append(key)
            initial.systemIdentifiers.insert(key)
        }
        state = Mutex(initial)
    }

    /// The declaration of `identifier` (case-insensitive, as type identifiers are).
    func declaration(_ identifier: String) -> UTTypeDeclaration? {
        state.withLock { $0.byIdentifier[identifier.lowercased()] }
    }

    func isSystemDeclared(_ identifier: String) -> Bool {
        state.withLock { $0.systemIdentifiers.contains(identifier.lowercased()) }
    }

    /// Declares `declaration` unless a type with that identifier is already
    /// declared (the table and the first declaration win, as a system declaration
    /// wins over an app's on Apple platforms). Returns the declaration in effect.
    @discardableResult
    func declare(_ declaration: UTTypeDeclaration) -> UTTypeDeclaration {
        state.withLock { state in
            let key = declaration.identifier.lowercased()
            if let existing = state.byIdentifier[key] { return existing }
            state.byIdentifier[key] = declaration
            state.order.append(key)
            return declaration
        }
    }

    /// The declared types carrying `tag` in `tagClass`, in declaration order
    /// (tags compare case-insensitively).
    func declarations(withTag tag: String, tagClass: UTTagClass) -> [UTTypeDeclaration] {
        let wanted = tag.lowercased()
        return state.withLock { state in
            state.order.compactMap { key -> UTTypeDeclaration? in
                guard let declaration = state.byIdentifier[key] else { return nil }
                let tags = tagClass == .filenameExtension ? declaration.filenameExtensions : declaration.mimeTypes
                return tags.contains { $0.lowercased() == wanted } ? declaration : nil
            }
        }
    }

    /// The identifiers `identifier` conforms to directly: its declaration's, or
    /// for a dynamic type the supertype encoded in it.
    func directSupertypes(of identifier: String) -> [String] {
        if let declaration = declaration(identifier) { return declaration.conformsTo }
        if let dynamic = UTTypeDynamicIdentifier(decoding: identifier) { return [dynamic.supertype] }
        return []
    }

    /// All types `identifier` conforms to, directly or through its supertypes,
    /// not counting itself (lowercased identifiers).
    func allSupertypes(of identifier: String) -> [String] {
        var seen: Set<String> = [identifier.lowercased()]
        var result: [String] = []
        var pending = directSupertypes(of: identifier)
        while let next = pending.popLast() {
            let key = next.lowercased()
            guard seen.insert(key).inserted else { continue }
            result.append(declaration(key)?.identifier ?? next)
            pending.append(contentsOf: directSupertypes(of: next))
        }
        return result
    }
}

/// A dynamic type's identifier: `dyn.k` followed by the hexadecimal UTF-8 bytes of
/// `<tag class>=<tag>;<supertype>`. Kumiki's encoding differs from Apple's
/// (`dyn.a…`): dynamic identifiers are process-local on both platforms and are
/// not meant to be stored, so only the `dyn.` prefix is relied upon.
struct UTTypeDynamicIdentifier {
    static let prefix = "dyn.k"
    let tagClass: UTTagClass
    let tag: String
    let supertype: String

    init(tagClass: UTTagClass, tag: String, supertype: String) {
        self.tagClass = tagClass
        self.tag = tag
        self.supertype = supertype
    }

    init?(decoding identifier: String) {
        guard identifier.lowercased().hasPrefix(Self.prefix) else { return nil }
        let hex = Array(identifier.dropFirst(Self.prefix.count).utf8)
        guard hex.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var index = 0
        while index < hex.count {
            guard let byte = UInt8(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            bytes.append(byte)
            index += 2
        }
        let payload = String(decoding: bytes, as: UTF8.self)
        guard let equals = payload.firstIndex(of: "="), let semicolon = payload.lastIndex(of: ";"),
              equals < semicolon else { return nil }
        tagClass = UTTagClass(rawValue: String(payload[..<equals]))
        tag = String(payload[payload.index(after: equals)..<semicolon])
        supertype = String(payload[payload.index(after: semicolon)...])
        guard !tag.isEmpty, !supertype.isEmpty else { return nil }
    }

    var identifier: String {
        let payload = "\(tagClass.rawValue)=\(tag);\(supertype)"
        return Self.prefix + payload.utf8.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
