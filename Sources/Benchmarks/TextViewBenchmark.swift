import Foundation
import UIKit
import UIKitTesting

/// The cost of editing long text.
///
/// - Typing: one character typed into the middle of a text view holding
///   100 KB of prose (Latin with some Japanese and emoji, a paragraph every
///   ~400 characters), then one main-loop turn that lays out, draws and
///   composites the frame — next to showing the same text once: a new text
///   view with it appearing in its first frame (laying all of it out and
///   drawing a screenful).
/// - Memory: heap bytes held by a text view showing 1 MB of the same prose,
///   next to the bytes of the text itself in UTF-8.
@MainActor
enum TextViewBenchmark {
    static let paragraph = "Kumiki lays out long text in pieces and draws only the lines on screen, "
        + "so a notes screen keeps up with typing. 日本語の文章も混ざります。 Emoji too 👍🏽🇯🇵. "
        + "Each paragraph here is a few hundred characters long, like a note someone would keep "
        + "on their phone, with words of ordinary length and punctuation.\n"

    /// About `bytes` of prose in UTF-8.
    static func prose(bytes: Int) -> String {
        String(repeating: paragraph, count: max(1, bytes / paragraph.utf8.count))
    }

    static func run() {
        let text = prose(bytes: 100_000)
        let shown = medianMilliseconds(runs: 10, warmUp: 2) {
            let host = UITestHost(device: .iPhone15Pro)
            host.composesEveryFrame = true
            _ = makeTextView(in: host, text: text)
            host.runFrame()
        }
        let host = UITestHost(device: .iPhone15Pro)
        host.composesEveryFrame = true
        let textView = makeTextView(in: host, text: text)
        host.runFrame()
        _ = textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: (text as NSString).length / 2, length: 0)
        host.runFrame()
        let typing = medianMilliseconds(runs: 40, warmUp: 3) {
            textView.insertText("a")
            host.runFrame()
        }
        report("type one character into a text view of 100 KB (layout, draw, composite)", typing, unit: "ms",
               baselineName: "showing the same text once in a new text view", shown)
        memory()
    }

    static func makeTextView(in host: UITestHost, text: String) -> UITextView {
        let textView = UITextView(frame: host.window.bounds)
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        host.window.addSubview(textView)
        host.window.makeKeyAndVisible()
        return textView
    }

    static func memory() {
        let text = prose(bytes: 1_000_000)
        let host = UITestHost(device: .iPhone15Pro)
        host.window.makeKeyAndVisible()
        host.runFrame()
        let before = CollectionBenchmark.allocatedBytes()
        let textView = makeTextView(in: host, text: text)
        host.runFrame()
        textView.contentOffset = CGPoint(x: 0, y: textView.contentSize.height / 2)
        host.runFrame()
        let after = CollectionBenchmark.allocatedBytes()
        withExtendedLifetime((textView, host)) {}
        report("text view heap showing 1 MB of text (laid out, scrolled to the middle)", Double(after - before) / 1024,
               unit: "KiB", baselineName: "the text in UTF-8", Double(text.utf8.count) / 1024)
    }
}
