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
    // In order; presenting first: it measures an idle window, which needs no
    // other app's layers changing. Names on the command line run only those
    // (`swift run -c release Benchmarks scroll`).
    let benchmarks: [(String, () -> Void)] = [
        ("presenting", PresentingBenchmark.run), ("compositor", CompositorBenchmark.run), ("view", ViewBenchmark.run),
        ("gesture", GestureBenchmark.run), ("animation", AnimationBenchmark.run), ("text", TextBenchmark.run),
        ("scroll", ScrollBenchmark.run), ("layout", LayoutBenchmark.run),
        ("flings", ScrollBenchmark.runFlings), ("collection", CollectionBenchmark.run),
        ("collection-scroll", CollectionBenchmark.scrollFrame), ("table", TableBenchmark.run),
        ("table-scroll", TableBenchmark.scrollFrame), ("text-view", TextViewBenchmark.run),
        ("effects", EffectsBenchmark.run), ("layer-classes", LayerClassesBenchmark.run),
    ]
    let chosen = Set(CommandLine.arguments.dropFirst())
    for (name, run) in benchmarks where chosen.isEmpty || chosen.contains(name) {
        run()
    }
}
