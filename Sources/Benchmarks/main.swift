import CCairo
import Foundation
import QuartzCore

/// Kumiki's benchmarks. Each figure is printed next to a baseline measured in the
/// same run on the same machine, and their ratio; docs/PERFORMANCE.md keeps them.
/// Build in release: `make bench`.

/// Median wall time of `body` in milliseconds over `runs` runs, after `warmUp` runs.
func medianMilliseconds(runs: Int = 30, warmUp: Int = 3, _ body: () -> Void) -> Double {
    for _ in 0..<warmUp { body() }
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func report(_ name: String, _ value: Double, unit: String, baselineName: String, _ baseline: Double) {
    let ratio = value / baseline
    print(String(format: "%@: %.3f %@ | baseline (%@): %.3f %@ | ratio %.2f",
                 name, value, unit, baselineName, baseline, unit, ratio))
}

print("Kumiki benchmarks (\(ProcessInfo.processInfo.processorCount) cores)")
MainActor.assumeIsolated {
    PresentingBenchmark.run()  // first: it measures an idle window, which needs no other app's layers changing
    CompositorBenchmark.run()
    ViewBenchmark.run()
    GestureBenchmark.run()
    AnimationBenchmark.run()
    TextBenchmark.run()
    ScrollBenchmark.run()
}
