/// Rule 2: drops the attributes that only matter to the Objective-C runtime or
/// to Interface Builder — `@objc` (and `@objc(name)`), `@objcMembers`,
/// `@nonobjc`, `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable` —
/// and `dynamic` when it comes with `@objc` (it asks for Objective-C message
/// dispatch, which only the runtime provides).
///
/// Without the runtime none of these changes what the code does, so dropping
/// them is never reported. An `@objc` protocol loses its `@objc` here; the
/// optional-requirement rule adds the `AnyObject` constraint it implied.
struct AttributeRule {
    static let dropped: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
    ]

    static func apply(to rewrite: inout FileRewrite) {
        let file = rewrite.file
        for index in file.tokens.indices where file.tokens[index].kind == .attribute {
            guard dropped.contains(file.tokens[index].text) else { continue }
            var last = index
            if index + 1 < file.tokens.count, file.tokens[index + 1].isSymbol("("), let close = file.partner[index + 1] {
                last = close
            }
            rewrite.remove(index, through: last)
            if file.tokens[index].text == "@objc" { removeDynamic(around: index, last: last, in: &rewrite) }
        }
    }

    /// Removes `dynamic` from the modifiers written with this `@objc`, before or after it.
    private static func removeDynamic(around index: Int, last: Int, in rewrite: inout FileRewrite) {
        let file = rewrite.file
        var cursor = last
        while let next = file.next(after: cursor) {
            let token = file.tokens[next]
            if token.kind == .attribute {
                cursor = next
                if let open = file.next(after: next), open == next + 1, file.tokens[open].isSymbol("("),
                   let close = file.partner[open] { cursor = close }
                continue
            }
            guard token.kind == .identifier, Declarations.modifiers.contains(token.text) else { break }
            if token.text == "dynamic" { rewrite.remove(next, through: next) }
            cursor = next
        }
        let start = Declarations.modifierRunStart(before: index, in: file)
        for earlier in start..<index where file.tokens[earlier].isWord("dynamic") {
            rewrite.remove(earlier, through: earlier)
        }
    }
}
