import Testing
@testable import KumikiPort

@Suite("Rule 8: scene delegates become final; an @main app delegate is told how to start")
struct SceneDelegateRuleTests {
    @Test("Xcode's scene delegate gains final; a final one, or another class, stays as it was")
    func sceneDelegatesBecomeFinal() {
        let ported = port("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            public final class Other: UIResponder, UISceneDelegate {}
            @MainActor class Plain: UIResponder {}
            class Helper { class func make() -> Helper { Helper() } }
            """)
        #expect(ported.text == """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            public final class Other: UIResponder, UISceneDelegate {}
            @MainActor class Plain: UIResponder {}
            class Helper { class func make() -> Helper { Helper() } }
            """)
        #expect(ported.findings.isEmpty)
    }

    @Test("modifiers and attributes stay before final")
    func modifiersKept() {
        let ported = port("@MainActor public class Scenes: UIResponder, UIWindowSceneDelegate {}\n")
        #expect(ported.text == "@MainActor public final class Scenes: UIResponder, UIWindowSceneDelegate {}\n")
    }

    @Test("an @main app delegate without a main() is reported with the line to add")
    func mainAppDelegateReported() {
        let ported = port("""
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication) {}
            }
            """)
        #expect(ported.lines == [2])
        #expect(ported.messages.first?.contains("SDLHost.main(applicationDelegate: AppDelegate())") == true)
    }

    @Test("an @main app delegate that starts SDLHost itself is not reported")
    func startedAppDelegateNotReported() {
        let ported = port("""
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static func main() throws { try SDLHost.main(applicationDelegate: AppDelegate()) }
            }
            """)
        #expect(ported.findings.isEmpty)
    }
}
