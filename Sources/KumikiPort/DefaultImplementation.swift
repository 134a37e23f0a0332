/// The body a default implementation of a former `@objc optional` requirement
/// gets, chosen from the declared type so that it behaves as a missing
/// optional method did: nothing happens, or the neutral value comes back.
enum DefaultImplementation {
    static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat", "TimeInterval",
        "CFTimeInterval", "NSInteger", "NSUInteger", "Decimal",
    ]

    /// The body, braces included, for a member of type `type` (a function's
    /// return type, empty when it has none); nil when there is no neutral value
    /// to write (`CGSize`, a class, a closure) and a person must choose one.
    static func body(returning type: String) -> String? {
        let type = type.trimmingWhitespace
        if type.isEmpty || type == "Void" || type == "()" { return "{}" }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "{ nil }" }
        if type == "Bool" { return "{ false }" }
        if numericTypes.contains(type) { return "{ 0 }" }
        if type == "String" { return "{ \"\" }" }
        if type.hasPrefix("[") && type.hasSuffix("]") {
            return hasTopLevelColon(type.dropFirst().dropLast()) ? "{ [:] }" : "{ [] }"
        }
        if type.hasPrefix("Array<") || type.hasPrefix("Set<") { return "{ [] }" }
        if type.hasPrefix("Dictionary<") { return "{ [:] }" }
        return nil
    }

    /// Whether a `:` appears outside nested brackets, which makes `[K: V]` a dictionary.
    private static func hasTopLevelColon(_ text: Substring) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
