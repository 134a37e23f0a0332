import Testing
import TestSupport
import UIKit
import UIKitTesting

/// A view that, touched by two fingers at once, starts an animation it never
/// ends: a planted bug for the fuzzer to find.
@MainActor
private final class LeakyAnimationView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touches.count >= 2 else { return }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        fade.duration = 1_000
        layer.add(fade, forKey: "stuck")
    }
}

@MainActor
@Suite("Touch fuzzing: seeded actions, invariants, shrinking")
struct TouchFuzzerTests {
    private func makeHost(with view: UIView? = nil) -> UITestHost {
        let host = UITestHost(device: .iPhoneSE)
        host.rootViewController = UIViewController()
        if let view { host.rootViewController?.view.addSubview(view) }
        return host
    }

    @Test("the generator gives the same numbers for the same seed, different ones for another")
    func seededGenerator() {
        var a = SeededGenerator(seed: 7)
        var b = SeededGenerator(seed: 7)
        var c = SeededGenerator(seed: 8)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        #expect(first != (0..<5).map { _ in c.next() })
    }

    @Test("actions print as the host calls that replay them")
    func actionsAsCode() {
        #expect(FuzzAction.tap(CGPoint(x: 10.5, y: 20)).description == "host.tap(at: CGPoint(x: 10.5, y: 20))")
        #expect(FuzzAction.drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), duration: 0.25).description
            == "host.drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), duration: 0.25)")
        #expect(FuzzAction.fingers([.init(from: .zero, to: CGPoint(x: 5, y: 5))], duration: 0.1, cancelled: true)
            .description == "host.moveFingers([(CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5))], duration: 0.1, cancelled: true)")
    }

    @Test("a healthy app keeps every invariant through a hundred random sequences")
    func healthyAppPasses() {
        var fuzzer = TouchFuzzer(seed: 2026)
        let failure = fuzzer.run(sequences: 20) {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 50, y: 100, width: 200, height: 300)
            let host = makeHost(with: button)
            button.addGestureRecognizer(UIPanGestureRecognizer())
            button.addGestureRecognizer(UILongPressGestureRecognizer())
            return host
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
        #expect(fuzzer.eventCount > 100)
    }

    @Test("a planted bug is found, reported and shrunk to the one action that causes it")
    func plantedBugIsShrunk() throws {
        let makeHost = { () -> UITestHost in
            let view = LeakyAnimationView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            view.isMultipleTouchEnabled = true
            return self.makeHost(with: view)
        }
        let sequence: [FuzzAction] = [
            .tap(CGPoint(x: 100, y: 100)), .wait(0.2),
            .fingers([.init(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 20)),
                      .init(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 210, y: 310))], duration: 0.1, cancelled: false),
            .drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 400), duration: 0.2),
        ]
        let problems = TouchFuzzer.play(sequence, on: makeHost())
        #expect(problems == ["LeakyAnimationView still runs the animation 'stuck'"])
        let minimal = TouchFuzzer.shrink(sequence, makeHost: makeHost)
        #expect(minimal.count == 1)
        guard case .fingers = try #require(minimal.first) else {
            Issue.record("the two-finger action should remain")
            return
        }
    }

    @Test("a failure prints as a Swift test that makes the host, replays the minimal sequence and expects no violation")
    func failurePrintsATest() {
        let failure = TouchFuzzer.Failure(seed: 7, sequenceIndex: 12, violations: ["UIScrollView is still tracking"],
                                          minimalSequence: [.tap(CGPoint(x: 1, y: 2)), .wait(0.5)])
        #expect(failure.testCode(makingHost: "UITestHost()") == """
            Fuzzing seed 7, sequence 12: UIScrollView is still tracking
            A minimal reproduction:
                /// Seed 7, sequence 12: UIScrollView is still tracking
                @Test func fuzzSeed7Sequence12() {
                    let host = UITestHost()
                    host.tap(at: CGPoint(x: 1, y: 2))
                    host.advance(by: 0.5)
                    host.runUntilIdle(limit: TouchFuzzer.settleLimit)
                    #expect(FuzzInvariants.violations(in: host) == [])
                }
            """)
    }
}
