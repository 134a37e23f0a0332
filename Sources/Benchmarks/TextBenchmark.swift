import UIKit

/// Laying out and drawing 1,000 labels of mixed text (Latin, Japanese, emoji,
/// one to three lines), next to drawing 1,000 filled rectangles of the same
/// sizes; and the same labels drawn again unchanged, which must not re-shape.
@MainActor
enum TextBenchmark {
    static let samples = [
        "Hello, world", "Settings", "こんにちは世界", "Swipe to dismiss 👋", "A longer line of text that wraps onto a second line",
        "Ünïcödé façade", "12:45 PM", "🎉🎈🎂", "Reorder items by long press and drag", "東京 · 大阪 · 京都",
    ]

    static func run() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 393, height: 852),
                                               format: { let f = UIGraphicsImageRendererFormat(); f.scale = 3; return f }())
        var labels: [UILabel] = []
        for index in 0..<1_000 {
            let label = UILabel(frame: CGRect(x: CGFloat(index % 4) * 98, y: CGFloat(index / 4 % 40) * 21, width: 96, height: 40))
            label.text = samples[index % samples.count] + " \(index)"
            label.numberOfLines = index % 3 + 1
            label.font = .systemFont(ofSize: CGFloat(11 + index % 6))
            labels.append(label)
        }
        // Fresh labels each time: every run shapes all the text.
        let fresh = medianMilliseconds(runs: 5, warmUp: 1) {
            _ = renderer.image { _ in
                for label in labels {
                    label.text = label.text.map { $0 + "" }
                    label.font = label.font.withSize(label.font.pointSize)
                    label.drawText(in: label.frame)
                }
            }
        }
        let cached = medianMilliseconds(runs: 5, warmUp: 1) {
            _ = renderer.image { _ in
                for label in labels { label.drawText(in: label.frame) }
            }
        }
        let rectangles = medianMilliseconds(runs: 5, warmUp: 1) {
            _ = renderer.image { context in
                UIColor.systemBlue.setFill()
                for label in labels { context.fill(label.frame) }
            }
        }
        report("lay out and draw 1,000 labels (shaping every time)", fresh, unit: "ms",
               baselineName: "1,000 filled rectangles of the same sizes", rectangles)
        report("draw the same 1,000 labels unchanged (layouts cached)", cached, unit: "ms",
               baselineName: "1,000 filled rectangles of the same sizes", rectangles)
    }
}
