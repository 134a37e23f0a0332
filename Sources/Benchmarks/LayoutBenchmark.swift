import Foundation
import UIKit

/// Auto Layout against frames set by hand: solving a form from scratch, one
/// constant change in it, and how solving grows with the number of views.
///
/// The form is grouped as real forms are: sections of nine 44 pt rows, each
/// section as tall as its rows (its height comes from their constraints),
/// sections stacked 20 pt apart under each other, every row inset 16 pt from
/// its section's sides. The baseline lays out the same tree with the same
/// frames in `layoutSubviews`.
@MainActor
enum LayoutBenchmark {
    static let rowsPerSection = 9
    static let width: CGFloat = 390

    /// A root with `viewCount` views below it (sections and their rows), laid
    /// out by constraints; returns the root and the first section's top constraint.
    static func makeConstrainedForm(viewCount: Int) -> (UIView, NSLayoutConstraint) {
        let sections = viewCount / (rowsPerSection + 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var firstTop: NSLayoutConstraint!
        for _ in 0..<sections {
            let section = UIView()
            section.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(section)
            let top = previous.map { section.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 20) }
                ?? section.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
            if previous == nil { firstTop = top }
            constraints += [top, section.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                            section.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
            var above: UIView?
            for _ in 0..<rowsPerSection {
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                section.addSubview(row)
                constraints += [
                    row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? section.topAnchor),
                    row.leadingAnchor.constraint(equalTo: section.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: section.trailingAnchor, constant: -16),
                    row.heightAnchor.constraint(equalToConstant: 44),
                ]
                above = row
            }
            constraints.append(section.bottomAnchor.constraint(equalTo: above!.bottomAnchor))
            previous = section
        }
        NSLayoutConstraint.activate(constraints)
        return (root, firstTop)
    }

    /// The same tree laid out by hand.
    final class ManualFormView: UIView {
        var topInset: CGFloat = 20 { didSet { setNeedsLayout() } }

        override func layoutSubviews() {
            super.layoutSubviews()
            var y = topInset
            for section in subviews {
                let height = CGFloat(section.subviews.count) * 44
                section.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                for (index, row) in section.subviews.enumerated() {
                    row.frame = CGRect(x: 16, y: CGFloat(index) * 44, width: bounds.width - 32, height: 44)
                }
                y += height + 20
            }
        }
    }

    static func makeManualForm(viewCount: Int) -> ManualFormView {
        let root = ManualFormView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        for _ in 0..<viewCount / (rowsPerSection + 1) {
            let section = UIView()
            root.addSubview(section)
            for _ in 0..<rowsPerSection { section.addSubview(UIView()) }
        }
        return root
    }

    /// Median milliseconds of `measure`, each run on a fresh value from `prepare` (not timed).
    static func median<T>(runs: Int, prepare: () -> T, measure: (T) -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let value = prepare()
            let elapsed = clock.measure { measure(value) }
            samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func run() {
        let scratch = median(runs: 9, prepare: { makeConstrainedForm(viewCount: 1000).0 }) { $0.layoutIfNeeded() }
        let manual = median(runs: 9, prepare: { makeManualForm(viewCount: 1000) }) { $0.layoutIfNeeded() }
        report("Auto Layout: 1,000-view form solved and laid out from scratch", scratch, unit: "ms",
               baselineName: "the same frames set in layoutSubviews", manual)

        let (form, firstTop) = makeConstrainedForm(viewCount: 1000)
        form.layoutIfNeeded()
        var flip = false
        let change = medianMilliseconds(runs: 50) {
            flip.toggle()
            firstTop.constant = flip ? 60 : 20
            form.layoutIfNeeded()
        }
        let manualForm = makeManualForm(viewCount: 1000)
        manualForm.layoutIfNeeded()
        let manualChange = medianMilliseconds(runs: 50) {
            flip.toggle()
            manualForm.topInset = flip ? 60 : 20
            manualForm.layoutIfNeeded()
        }
        report("Auto Layout: one constant change in the 1,000-view form, re-solved and laid out", change, unit: "ms",
               baselineName: "the same move set in layoutSubviews", manualChange)

        // Growth: from scratch at 100, 1,000 and 10,000 views, each against 10× fewer.
        var previous: Double?
        for count in [100, 1000, 10_000] {
            let runs = count == 10_000 ? 3 : 9
            let time = median(runs: runs, prepare: { makeConstrainedForm(viewCount: count).0 }) { $0.layoutIfNeeded() }
            if let previous {
                report("Auto Layout: \(count)-view form from scratch", time, unit: "ms",
                       baselineName: "\(count / 10) views (linear growth is a ratio of 10)", previous)
            } else {
                let frames = median(runs: runs, prepare: { makeManualForm(viewCount: count) }) { $0.layoutIfNeeded() }
                report("Auto Layout: \(count)-view form from scratch", time, unit: "ms",
                       baselineName: "the same frames set in layoutSubviews", frames)
            }
            previous = time
        }
    }
}
