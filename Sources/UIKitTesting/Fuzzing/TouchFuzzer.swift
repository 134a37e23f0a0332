import UIKit

/// Seeded random touches over a `UITestHost`: sequences of one to five fingers
/// — taps, long presses, drags, flings, pinches, several fingers at once,
/// cancellations, touches landing mid-animation — each followed by a check of
/// `FuzzInvariants` once every finger is up and the app is idle. A sequence
/// that breaks an invariant is shrunk to a minimal one and reported as Swift
/// test code, ready to paste as a regression test.
///
/// ```swift
/// var fuzzer = TouchFuzzer(seed: 42)
/// if let failure = fuzzer.run(sequences: 100, makeHost: { … }) { print(failure) }
/// ```
@MainActor
public struct TouchFuzzer {
    /// Why a sequence failed, and the smallest sequence that still fails.
    public struct Failure: CustomStringConvertible, Sendable {
        public let seed: UInt64
        public let sequenceIndex: Int
        public let violations: [String]
        public let minimalSequence: [FuzzAction]

        public init(seed: UInt64, sequenceIndex: Int, violations: [String], minimalSequence: [FuzzAction]) {
            self.seed = seed
            self.sequenceIndex = sequenceIndex
            self.violations = violations
            self.minimalSequence = minimalSequence
        }

        public var description: String {
            testCode(makingHost: "<the host the fuzzer made>")
        }

        /// The failure as a Swift Testing test, ready to paste: `hostCode` is
        /// the expression that makes the host the fuzzer started from (what
        /// `makeHost` does), for example
        /// `UITestHost(device: .iPhone15Pro)`. The test replays the minimal
        /// sequence on it, lets the app settle as the fuzzer does, and expects
        /// no broken invariant.
        public func testCode(makingHost hostCode: String) -> String {
            """
            Fuzzing seed \(seed), sequence \(sequenceIndex): \(violations.joined(separator: "; "))
            A minimal reproduction:
                /// Seed \(seed), sequence \(sequenceIndex): \(violations.first ?? "")
                @Test func fuzzSeed\(seed)Sequence\(sequenceIndex)() {
                    let host = \(hostCode)
            \(minimalSequence.map { "        \($0)" }.joined(separator: "\n"))
                    host.runUntilIdle(limit: TouchFuzzer.settleLimit)
                    #expect(FuzzInvariants.violations(in: host) == [])
                }
            """
        }
    }

    public let seed: UInt64
    private var generator: SeededGenerator
    /// Actions performed so far (a multi-finger action counts once).
    public private(set) var actionCount = 0
    /// Touch samples sent so far (every finger's down, move, up and cancel).
    public private(set) var eventCount = 0

    public init(seed: UInt64) {
        self.seed = seed
        generator = SeededGenerator(seed: seed)
    }

    /// Runs `sequences` sequences of one to eight actions, each on the host
    /// `makeHost` returns (called again after a failure, to shrink on a fresh
    /// app). Returns the first failure, shrunk, or nil.
    public mutating func run(sequences: Int, makeHost: () -> UITestHost) -> Failure? {
        run(sequences: sequences, events: .max, makeHost: makeHost)
    }

    /// Runs sequences until `events` touch samples have been sent; returns the
    /// first failure, shrunk, or nil. `hostReplaced` hears the number of touch
    /// samples sent so far each time the fuzzer has dropped its app for a
    /// fresh one (`make fuzz` measures the process's memory there, where one
    /// app just made is alive, whatever screen the last one was on).
    public mutating func run(events: Int, makeHost: () -> UITestHost,
                             hostReplaced: (_ eventCount: Int) -> Void = { _ in }) -> Failure? {
        run(sequences: .max, events: events, makeHost: makeHost, hostReplaced: hostReplaced)
    }

    private mutating func run(sequences: Int, events: Int, makeHost: () -> UITestHost,
                              hostReplaced: (Int) -> Void = { _ in }) -> Failure? {
        var host = makeHost()
        var index = 0
        while index < sequences && eventCount < events {
            defer { index += 1 }
            let sequence = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                randomAction(in: host.window.bounds)
            }
            actionCount += sequence.count
            let samplesBefore = host.touchSampleCount
            let problems = Self.play(sequence, on: host)
            eventCount += host.touchSampleCount - samplesBefore
            if !problems.isEmpty {
                let minimal = Self.shrink(sequence, makeHost: makeHost)
                return Failure(seed: seed, sequenceIndex: index, violations: problems, minimalSequence: minimal)
            }
            // A fresh app now and then, as the next test's would be.
            if index % 50 == 49 {
                host = makeHost()
                hostReplaced(eventCount)
            }
        }
        return nil
    }

    /// How long an app may take to settle after a sequence, in virtual
    /// seconds. A fast fling coasts for seconds: momentum at 0.998 per ms
    /// falls from v points per second to rest (half a pixel) in about
    /// ln(v / 0.33) / 2 s — 4.9 s from 6,000 pt/s, 5.5 s from 20,000 — and the
    /// scroll indicators fade for 0.25 s after that.
    public static let settleLimit: TimeInterval = 10

    /// Plays `sequence`, lets the app settle, and returns the broken invariants.
    public static func play(_ sequence: [FuzzAction], on host: UITestHost) -> [String] {
        for action in sequence { action.perform(on: host) }
        host.runUntilIdle(limit: settleLimit)
        return FuzzInvariants.violations(in: host)
    }

    /// The shortest sub-sequence (actions removed one at a time while it still
    /// fails on a fresh host) of a failing sequence.
    public static func shrink(_ sequence: [FuzzAction], makeHost: () -> UITestHost) -> [FuzzAction] {
        var current = sequence
        var index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if !candidate.isEmpty, !play(candidate, on: makeHost()).isEmpty {
                current = candidate
            } else {
                index += 1
            }
        }
        return current
    }

    // MARK: Random actions

    private mutating func randomAction(in bounds: CGRect) -> FuzzAction {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<30: return .tap(point(in: bounds))
        case 30..<40: return .longPress(point(in: bounds), duration: seconds(0.3...1.2))
        case 40..<60: return .drag(from: point(in: bounds), to: point(in: bounds), duration: seconds(0.05...0.6))
        case 60..<70:
            // A pinch or a spread: two fingers moving apart or together about a center.
            let center = point(in: bounds)
            let from = CGFloat.random(in: 20...120, using: &generator)
            let to = CGFloat.random(in: 20...120, using: &generator)
            return .fingers([.init(from: offset(center, -from), to: offset(center, -to)),
                             .init(from: offset(center, from), to: offset(center, to))],
                            duration: seconds(0.1...0.5), cancelled: false)
        case 70..<85:
            let count = Int.random(in: 1...5, using: &generator)
            let paths = (0..<count).map { _ in FuzzAction.FingerPath(from: point(in: bounds), to: point(in: bounds)) }
            return .fingers(paths, duration: seconds(0.02...0.4), cancelled: Bool.random(using: &generator))
        default:
            return .wait(seconds(0.02...0.8))
        }
    }

    /// A point in `bounds`, to a hundredth of a point (so printed sequences replay exactly).
    private mutating func point(in bounds: CGRect) -> CGPoint {
        CGPoint(x: hundredths(CGFloat.random(in: bounds.minX...bounds.maxX, using: &generator)),
                y: hundredths(CGFloat.random(in: bounds.minY...bounds.maxY, using: &generator)))
    }

    private mutating func seconds(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &generator) * 100).rounded() / 100
    }

    private func offset(_ point: CGPoint, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: hundredths(point.x + distance), y: point.y)
    }

    private func hundredths(_ value: CGFloat) -> CGFloat {
        (value * 100).rounded() / 100
    }
}
