import Testing
@testable import KumikiPort

@Suite("Rule 6: uses of the Objective-C runtime are reported, never rewritten")
struct RuntimeReportRuleTests {
    @Test("responds(to:), perform with a selector, NSClassFromString and key-value coding are each reported")
    func reportedCalls() {
        let source = """
            class Controller: UIViewController {
                func check() {
                    if delegate?.responds(to: someSelector) == true {}
                    target.perform(action, with: self)
                    perform(pendingAction)
                    let type = NSClassFromString("App.Cell")
                    let alpha = view.value(forKey: "alpha")
                    view.setValue(0.5, forKey: "alpha")
                    let origin = view.value(forKeyPath: "frame.origin")
                    layer.setValue(1, forKeyPath: "transform.scale")
                }
            }
            """
        let ported = port(source)
        #expect(ported.text == source)
        #expect(ported.lines == [3, 4, 5, 6, 7, 8, 9, 10])
        #expect(ported.messages[0].hasPrefix("responds(to:) needs the Objective-C runtime"))
        #expect(ported.messages[1].hasPrefix("perform(_:) with a selector needs the Objective-C runtime"))
        #expect(ported.messages[2].hasPrefix("perform(_:) with a selector needs the Objective-C runtime"))
        #expect(ported.messages[3].hasPrefix("NSClassFromString needs the Objective-C runtime"))
        #expect(ported.messages[4...].allSatisfy { $0.hasPrefix("key-value coding exists on CALayer and CAAnimation only") })
    }

    @Test("perform with #selector is reported and its selector still rewritten")
    func performWithSelector() {
        let ported = port("""
            class Poller {
                func start() { perform(#selector(poll), with: nil, afterDelay: 1) }
            }
            """)
        #expect(ported.text.contains("perform(Poller.poll, with: nil, afterDelay: 1)"))
        #expect(ported.lines == [2])
    }

    @Test("calls that only look alike are not reported")
    func lookalikes() {
        let ported = port("""
            UIView.perform(.delete, on: [view], options: [], animations: nil)
            queue.perform { work() }
            let value = dictionary.value
            func value(for key: String) -> Int { 0 }
            // view.value(forKey: "alpha"), responds(to:)
            let text = "NSClassFromString"
            """)
        #expect(ported.findings.isEmpty)
    }
}
