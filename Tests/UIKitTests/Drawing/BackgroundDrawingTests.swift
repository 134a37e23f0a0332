import Foundation
import Testing
import UIKit

/// What UIKit lets apps do off the main thread — render images, measure and
/// draw text, build layers and animations — works on a background queue too,
/// with each thread's drawing context and text engine its own.
@Suite("Drawing off the main thread")
struct BackgroundDrawingTests {
    /// Runs `work` on a global queue and returns its result to the test.
    private func onBackgroundQueue<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    @Test("an image renderer draws colors, text and images on a background queue")
    func rendererOffMain() async {
        let summary = await onBackgroundQueue { () -> [String] in
            #expect(!Thread.isMainThread)
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format)
            let image = renderer.image { context in
                UIColor.systemRed.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
                ("Hi" as NSString).draw(at: CGPoint(x: 32, y: 4),
                                        withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
            }
            let pixel = image.cgImage!.pixel(atX: 10, y: 10)
            let size = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17)]).size()
            return ["\(image.size.width)x\(image.size.height)@\(image.scale)", "\(pixel.red),\(pixel.green),\(pixel.blue)",
                    size.width > 30 && size.height > 15 ? "measured" : "not measured",
                    UIFont.systemFont(ofSize: 17).lineHeight > 0 ? "metrics" : "no metrics"]
        }
        #expect(summary == ["60.0x30.0@2.0", "255,59,48", "measured", "metrics"])
    }

    @Test("text measured on two threads at once gives the same sizes as on the main thread")
    func concurrentMeasuring() async {
        @Sendable func measure() -> CGRect {
            NSAttributedString(string: "The quick brown fox jumps over the lazy dog",
                               attributes: [.font: UIFont.systemFont(ofSize: 15)])
                .boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                              options: .usesLineFragmentOrigin, context: nil)
        }
        let expected = await MainActor.run { measure() }
        async let first = onBackgroundQueue { (0..<20).map { _ in measure() } }
        async let second = onBackgroundQueue { (0..<20).map { _ in measure() } }
        let results = await first + second
        #expect(results.count == 40)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test("layers and animations are built and drawn on a background queue")
    func layersOffMain() async {
        let pixel = await onBackgroundQueue { () -> CGImage.Pixel in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.backgroundColor = UIColor.systemBlue.cgColor
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            // Held at its start: other tests' hosts move the shared media
            // clock while this one runs, and the pixel must not depend on it.
            fade.speed = 0
            layer.add(fade, forKey: "fade")
            #expect(layer.animationKeys() == ["fade"])
            return LayerCompositor.image(of: layer, size: CGSize(width: 10, height: 10), scale: 1).pixel(atX: 5, y: 5)
        }
        #expect(pixel == CGImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
    }
}
