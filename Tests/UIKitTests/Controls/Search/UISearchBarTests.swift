import Testing
@testable import UIKit
import UIKitTesting

/// The search bar: its field tells the bar's delegate what the user does,
/// Cancel and the scope bar report their taps, code changes stay quiet, and
/// it looks like iOS's.
@MainActor
@Suite("UISearchBar")
struct UISearchBarTests {
    let host = UITestHost(device: .iPhone15Pro)

    final class Recorder: UISearchBarDelegate {
        var log: [String] = []
        var allowsDigits = true
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            allowsDigits || !text.contains(where: \.isNumber)
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search \(searchBar.text ?? "")") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            log.append("scope \(selectedScope)")
        }
    }

    /// A search bar across the top of the screen, under the status bar (y = 59).
    func makeBar(_ recorder: Recorder) -> UISearchBar {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let bar = UISearchBar(frame: CGRect(x: 0, y: 59, width: 393, height: 56))
        bar.delegate = recorder
        controller.view.addSubview(bar)
        host.rootViewController = controller
        host.runUntilIdle()
        return bar
    }

    @Test("56 pt tall with a 36 pt field 8 pt in; the placeholder says Search")
    func layout() {
        let bar = makeBar(Recorder())
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 377, height: 36))
        #expect(bar.placeholder == nil)
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.searchTextField.returnKeyType == .search)
        #expect(bar.searchTextField.accessibilityTraits.contains(.searchField))
    }

    @Test("typing tells the delegate each change, and the Search key what was typed")
    func typing() {
        let recorder = Recorder()
        let bar = makeBar(recorder)
        host.tap(at: CGPoint(x: 200, y: 87))
        #expect(bar.isFirstResponder)
        host.typeText("ab\n")
        #expect(recorder.log == ["begin", "text a", "text ab", "search ab"])
        // Code changes tell nothing.
        bar.text = "cats"
        #expect(recorder.log.count == 4)
    }

    @Test("the delegate can refuse a change")
    func refusingChanges() {
        let recorder = Recorder()
        recorder.allowsDigits = false
        let bar = makeBar(recorder)
        host.tap(at: CGPoint(x: 200, y: 87))
        host.typeText("a1b")
        #expect(bar.text == "ab")
    }

    @Test("Cancel slides in, narrowing the field, and a tap on it reaches the delegate")
    func cancelButton() {
        let recorder = Recorder()
        let bar = makeBar(recorder)
        bar.setShowsCancelButton(true, animated: true)
        host.runUntilIdle()
        #expect(bar.showsCancelButton)
        let field = bar.searchTextField.frame
        #expect(field.minX == 8 && field.width < 377 - 40)
        // Cancel sits after the field, 8 pt from it.
        host.tap(at: CGPoint(x: bar.frame.maxX - 30, y: 87))
        #expect(recorder.log == ["cancel"])
        bar.showsCancelButton = false
        #expect(bar.searchTextField.frame.width == 377)
    }

    @Test("the scope bar shows its titles under the field and reports the user's choice")
    func scopeBar() throws {
        let recorder = Recorder()
        let bar = makeBar(recorder)
        bar.scopeButtonTitles = ["All", "Mail", "Files"]
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        bar.frame.size.height = 100
        bar.layoutIfNeeded()
        #expect(bar.selectedScopeButtonIndex == 0)
        bar.selectedScopeButtonIndex = 1
        #expect(recorder.log.isEmpty)
        // The third segment of the 377 pt scope bar, at y 59 + 56 + 16.
        host.tap(at: CGPoint(x: 8 + 377 * 5 / 6, y: 59 + 56 + 10))
        #expect(recorder.log == ["scope 2"])
        #expect(bar.selectedScopeButtonIndex == 2)
    }

    @Test("drawn like iOS: a rounded gray field with a magnifying glass, Cancel, a scope bar")
    func looksLikeIOS() {
        let bar = makeBar(Recorder())
        bar.scopeButtonTitles = ["All", "Mail", "Files"]
        bar.showsScopeBar = true
        bar.frame.size.height = 100
        bar.showsCancelButton = true
        bar.text = "kumiki"
        assertSnapshot(of: host, named: "search-bar")
    }
}
