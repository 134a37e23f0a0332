import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Text that costs memory only once. swift-corelibs-foundation never frees an
/// `NSAttributedString` (its attribute runs and the fonts and colors in
/// them), so Kumiki makes as few as it can: a label makes one when its text or
/// attributes change, not on every layout, and labels showing the same text
/// alike share one. `make fuzz`'s memory check found what these guard
/// (docs/RELIABILITY.md): a table's section index that set its titles' color
/// on every layout pass leaked megabytes a minute while the table scrolled.
@MainActor
@Suite("Reliability: text is laid out, and attributed, once")
struct TextReliabilityTests {
    @Test("a label given the text and color it already shows is neither laid out nor drawn again")
    func equalValuesChangeNothing() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        label.text = "Unchanged"
        label.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        root.view.addSubview(label)
        host.runFrame()
        let shaped = TextLayout.shapedCount
        for _ in 0..<100 {
            label.text = "Unchanged"
            label.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)  // an equal color, another object
            host.runFrame()
        }
        #expect(TextLayout.shapedCount == shaped)
        label.textColor = .systemRed
        host.runFrame()
        #expect(TextLayout.shapedCount > shaped, "a new color is laid out and drawn")
    }

    @Test("a section index given its color on every layout pass lays its titles out once")
    func sectionIndexTitlesAreLaidOutOnce() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        let index = TableSectionIndexView(frame: CGRect(x: 355, y: 20, width: 16, height: 400))
        index.setTitles((65...90).map { String(UnicodeScalar($0)!) })
        index.titleColor = .systemBlue
        root.view.addSubview(index)
        host.runFrame()
        let shaped = TextLayout.shapedCount
        for _ in 0..<100 {
            index.titleColor = .systemBlue  // what UITableView.layoutSectionIndex does on every pass
            index.setNeedsLayout()
            host.runFrame()
        }
        #expect(TextLayout.shapedCount == shaped)
    }

    @Test("labels showing the same text in the same font and color share one attributed string")
    func plainTextIsShared() {
        let first = PlainTextStrings.string("Settings", font: .systemFont(ofSize: 17),
                                            color: UIColor(white: 0, alpha: 1))
        let again = PlainTextStrings.string("Settings", font: .systemFont(ofSize: 17),
                                            color: UIColor(white: 0, alpha: 1))
        #expect(first === again)
        #expect(PlainTextStrings.string("Settings", font: .systemFont(ofSize: 17), color: .systemRed) !== first)
        #expect(PlainTextStrings.string("Settings", font: .boldSystemFont(ofSize: 17), color: UIColor(white: 0, alpha: 1))
            !== first)
        #expect(first.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17))
    }
}
