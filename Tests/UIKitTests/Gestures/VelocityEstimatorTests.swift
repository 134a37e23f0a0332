import Testing
import TestSupport
import UIKit

@MainActor
@Suite("VelocityEstimator: recent displacement over time")
struct VelocityEstimatorTests {
    @Test("no samples or one sample give zero")
    func tooFewSamples() {
        var estimator = VelocityEstimator()
        #expect(estimator.velocity == .zero)
        estimator.add(CGPoint(x: 10, y: 20), at: 1)
        #expect(estimator.velocity == .zero)
    }

    @Test("samples on a line give its slope")
    func line() {
        // x = 3 + 250 t, y = −1 − 40 t, sampled every 1/120 s.
        var estimator = VelocityEstimator()
        for frame in 0...20 {
            let t = 1_000 + Double(frame) / 120
            let dt = CGFloat(t - 1_000)
            estimator.add(CGPoint(x: 3 + 250 * dt, y: -1 - 40 * dt), at: t)
        }
        #expect(isClose(estimator.velocity, CGPoint(x: 250, y: -40), tolerance: gestureTolerance))
    }

    @Test("only the last 0.1 s counts: an old fast stretch is dropped")
    func windowDropsOldSamples() {
        var estimator = VelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 0)
        estimator.add(CGPoint(x: 50, y: 0), at: 0.05)
        // 50 pt in 0.05 s.
        #expect(isClose(estimator.velocity.x, 1_000, tolerance: gestureTolerance))
        estimator.add(CGPoint(x: 60, y: 0), at: 0.2)
        // Both earlier samples are more than 0.1 s older than this one: one sample is left.
        #expect(estimator.velocity == .zero)
        estimator.add(CGPoint(x: 80, y: 0), at: 0.25)
        // (80 − 60) pt in 0.05 s.
        #expect(isClose(estimator.velocity.x, 400, tolerance: gestureTolerance))
    }

    @Test("a sample exactly 0.1 s older than the newest still counts")
    func windowBoundary() {
        var estimator = VelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 0)
        estimator.add(CGPoint(x: 10, y: 0), at: 0.1)
        // 10 pt in 0.1 s.
        #expect(isClose(estimator.velocity.x, 100, tolerance: gestureTolerance))
        #expect(VelocityEstimator.window == 0.1)
    }

    @Test("a finger that stopped inside the window slows the estimate: displacement over the whole span")
    func stopInsideWindow() {
        var estimator = VelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 0)
        estimator.add(CGPoint(x: 30, y: 0), at: 0.05)
        estimator.add(CGPoint(x: 30, y: 0), at: 0.1)
        // 30 pt between the oldest and newest samples, 0.1 s apart.
        #expect(isClose(estimator.velocity.x, 300, tolerance: gestureTolerance))
    }

    @Test("reset forgets every sample")
    func reset() {
        var estimator = VelocityEstimator()
        estimator.add(CGPoint(x: 0, y: 0), at: 0)
        estimator.add(CGPoint(x: 10, y: 0), at: 0.05)
        estimator.reset()
        #expect(estimator.velocity == .zero)
        #expect(estimator == VelocityEstimator())
    }

    @Test("estimators are equal when their samples are")
    func equality() {
        var a = VelocityEstimator()
        var b = VelocityEstimator()
        a.add(CGPoint(x: 1, y: 2), at: 0.5)
        #expect(a != b)
        b.add(CGPoint(x: 1, y: 2), at: 0.5)
        #expect(a == b)
    }
}
