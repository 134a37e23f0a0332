/// Rule 8: the app's entry and its scene delegate, which Kumiki makes without
/// an Info.plist or the Objective-C runtime (docs/PORTING.md).
///
/// A class adopting `UISceneDelegate` or `UIWindowSceneDelegate` becomes
/// `final`: UIKit makes it from `UISceneConfiguration.delegateClass` through
/// the `init()` that Kumiki's `UISceneDelegate` requires, which a non-final
/// class answers only with a `required` initializer. An `@main` class
/// adopting `UIApplicationDelegate` that does not start `SDLHost` itself is
/// reported: it needs the `main()` UIKit supplies on iOS, and its
/// configuration must name the scene delegate an Info.plist named.
struct SceneDelegateRule {
    static let sceneDelegateProtocols: Set<String> = ["UISceneDelegate", "UIWindowSceneDelegate"]

    static func apply(to rewrite: inout FileRewrite) {
        let file = rewrite.file
        for index in file.tokens.indices where file.tokens[index].isWord("class") {
            guard let nameIndex = file.next(after: index), file.tokens[nameIndex].kind == .identifier,
                  let colon = file.next(after: nameIndex), file.tokens[colon].isSymbol(":") else { continue }
            var inherited: Set<String> = []
            var cursor = colon
            var bodyOpen: Int?
            while let next = file.next(after: cursor) {
                let token = file.tokens[next]
                if token.isSymbol("{") { bodyOpen = next; break }
                if token.isWord("where") { break }
                if token.kind == .identifier { inherited.insert(token.text) }
                cursor = next
            }
            let start = Declarations.modifierRunStart(before: index, in: file)
            let modifiers = file.tokens[start..<index].filter { !$0.isTrivia }.map(\.text)
            if !inherited.isDisjoint(with: sceneDelegateProtocols) && !modifiers.contains("final") {
                let offset = file.tokens[index].range.lowerBound
                rewrite.edits.add(TextEdit(range: offset..<offset, replacement: "final "))
            }
            if inherited.contains("UIApplicationDelegate") && modifiers.contains("@main"),
               let open = bodyOpen, let close = file.partner[open],
               !file.tokens[open...close].contains(where: { $0.isWord("SDLHost") }) {
                let name = file.tokens[nameIndex].text
                rewrite.report(at: index, "@main app delegate: add `static func main() throws { try "
                    + "SDLHost.main(applicationDelegate: \(name)()) }`, and set `configuration.delegateClass` "
                    + "to the scene delegate in application(_:configurationForConnecting:options:) "
                    + "(Kumiki reads no Info.plist)")
            }
        }
    }
}
