import Testing
@testable import UIKit
import UIKitTesting

/// Buttons with menus: at once on touch down as the primary action, on a
/// long press otherwise, pop-up buttons that keep one action selected, and
/// the list menu's rows, sections, submenus and dismissal.
@MainActor
@Suite("UIButton menus")
struct UIButtonMenuTests {
    let host = UITestHost(device: .iPhone15Pro)
    let controller = UIViewController()
    var log: [String] = []

    final class Log { var entries: [String] = [] }

    /// A system button "Sort" at (40, 200, 120 × 44) showing `menu`.
    func makeButton(menu: UIMenu, primary: Bool) -> UIButton {
        controller.view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 40, y: 200, width: 120, height: 44)
        button.menu = menu
        button.showsMenuAsPrimaryAction = primary
        controller.view.addSubview(button)
        host.rootViewController = controller
        return button
    }

    func actions(_ log: Log, _ titles: [String]) -> [UIAction] {
        titles.map { title in UIAction(title: title) { _ in log.entries.append(title) } }
    }

    var shownMenu: MenuPresentation? { host.window.subviews.last as? MenuPresentation }

    /// The center of the row titled `title` in the shown menu, in window coordinates.
    func row(_ title: String) -> CGPoint? {
        guard let list = shownMenu?.list,
              let row = list.rows.first(where: { $0.accessibilityLabel == title }) else { return nil }
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    }

    @Test("as the primary action the menu opens on touch down, below the button, and sends menuActionTriggered")
    func primaryActionMenu() throws {
        let log = Log()
        let button = makeButton(menu: UIMenu(children: actions(log, ["Name", "Date", "Size"])), primary: true)
        button.addAction(UIAction { _ in log.entries.append("menu shown") }, for: .menuActionTriggered)
        button.addAction(UIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
        #expect(button.isContextMenuInteractionEnabled)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 222))
        let presentation = try #require(shownMenu)
        #expect(log.entries == ["menu shown"])
        finger.up()
        host.runUntilIdle()
        // 8 pt below the button, lined up with its leading edge: three 44 pt rows.
        #expect(presentation.list.frame == CGRect(x: 40, y: 252, width: 250, height: 132))
        host.tap(at: try #require(row("Date")))
        #expect(log.entries == ["menu shown", "Date"])
        host.runUntilIdle()
        #expect(shownMenu == nil)
    }

    @Test("the finger that opens the menu can slide onto it and lift on a row, in one gesture")
    func slidingFromTheButton() throws {
        let log = Log()
        let button = makeButton(menu: UIMenu(children: actions(log, ["Name", "Date", "Size"])), primary: true)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 222))
        host.advance(by: 0.3)
        let size = try #require(row("Size"))
        finger.move(to: try #require(row("Date")), duration: 0.2)
        let date = try #require(shownMenu?.list.rows.first { $0.accessibilityLabel == "Date" })
        #expect(date.isHighlighted)
        finger.move(to: size, duration: 0.2)
        #expect(!date.isHighlighted)
        finger.up()
        #expect(log.entries == ["Size"])
        host.runUntilIdle()
        #expect(shownMenu == nil)
        // Lifted off the menu, the menu stays for a tap.
        let again = host.touchDown(at: CGPoint(x: 100, y: 222))
        again.move(to: CGPoint(x: 100, y: 600), duration: 0.2)
        again.up()
        host.runUntilIdle()
        #expect(shownMenu != nil)
        #expect(button.state == .normal)
    }

    @Test("a long-pressed menu follows the same finger onto its rows")
    func slidingAfterALongPress() throws {
        let log = Log()
        _ = makeButton(menu: UIMenu(children: actions(log, ["Name", "Date"])), primary: false)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 222))
        host.advance(by: 0.7)
        let name = try #require(row("Name"))
        finger.move(to: name, duration: 0.2)
        finger.up()
        #expect(log.entries == ["Name"])
    }

    @Test("a touch outside the menu closes it and reaches nothing else")
    func touchOutsideDismisses() {
        let log = Log()
        let button = makeButton(menu: UIMenu(children: actions(log, ["Name"])), primary: true)
        button.addAction(UIAction { _ in log.entries.append("tapped") }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 100, y: 222))
        host.runUntilIdle()
        #expect(shownMenu != nil)
        // On the button itself: the menu closes; the button hears nothing.
        host.tap(at: CGPoint(x: 100, y: 222))
        host.runUntilIdle()
        #expect(shownMenu == nil)
        #expect(log.entries.isEmpty)
    }

    @Test("without primary action a tap is a tap, and a long press opens the menu")
    func longPressMenu() {
        let log = Log()
        let button = makeButton(menu: UIMenu(children: actions(log, ["Name"])), primary: false)
        button.addAction(UIAction { _ in log.entries.append("tapped") }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 100, y: 222))
        #expect(log.entries == ["tapped"])
        #expect(shownMenu == nil)
        host.longPress(at: CGPoint(x: 100, y: 222), duration: 0.7)
        #expect(shownMenu != nil)
        #expect(log.entries == ["tapped"])
    }

    @Test("a pop-up button selects its first action, shows its title, and moves the checkmark to the one chosen")
    func popUpButton() throws {
        let log = Log()
        let choices = actions(log, ["Small", "Medium", "Large"])
        let button = makeButton(menu: UIMenu(children: choices), primary: true)
        button.changesSelectionAsPrimaryAction = true
        #expect(choices.map(\.state) == [.on, .off, .off])
        #expect(button.currentTitle == "Small")
        host.tap(at: CGPoint(x: 100, y: 222))
        host.runUntilIdle()
        host.tap(at: try #require(row("Large")))
        #expect(choices.map(\.state) == [.off, .off, .on])
        #expect(button.currentTitle == "Large")
        #expect(log.entries == ["Large"])
    }

    @Test("a configuration pop-up button shows the up-and-down chevrons after its title, unless told not to")
    func popUpIndicator() throws {
        let log = Log()
        var look = UIButton.Configuration.gray()
        look.title = "Size"
        let button = UIButton(configuration: look)
        button.menu = UIMenu(children: actions(log, ["Small", "Large"]))
        let plainWidth = button.intrinsicContentSize.width
        #expect(button.indicatorView.image == nil)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        let indicator = try #require(button.indicatorView.image)
        // The title is now "Small", with room for the chevrons and a 6 pt gap after it.
        button.configuration?.indicator = .none
        let withoutIndicator = button.intrinsicContentSize.width
        #expect(button.indicatorView.image == nil)
        button.configuration?.indicator = .automatic
        #expect(button.intrinsicContentSize.width == withoutIndicator + indicator.size.width + 6)
        #expect(plainWidth != withoutIndicator)
        button.frame = CGRect(origin: CGPoint(x: 40, y: 200), size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        // At the trailing edge, inside the configuration's 12 pt inset.
        #expect(button.indicatorView.frame.maxX == button.bounds.maxX - 12)
    }

    @Test("inline submenus are sections; other submenus open in place and a header row goes back")
    func submenus() throws {
        let log = Log()
        let menu = UIMenu(title: "Options", children: [
            UIMenu(options: .displayInline, children: actions(log, ["Copy", "Share"])),
            UIMenu(title: "Move to", children: actions(log, ["Inbox", "Archive"])),
            UIAction(title: "Delete", attributes: .destructive) { _ in log.entries.append("Delete") },
            UIAction(title: "Hidden", attributes: .hidden) { _ in },
        ])
        _ = makeButton(menu: menu, primary: true)
        host.tap(at: CGPoint(x: 100, y: 222))
        host.runUntilIdle()
        let list = try #require(shownMenu?.list)
        #expect(list.rows.compactMap(\.accessibilityLabel) == ["Options", "Copy", "Share", "Move to", "Delete"])
        // A 32 pt title, four 44 pt rows, two 8 pt gaps between the sections.
        #expect(list.bounds.height == CGFloat(32 + 4 * 44 + 2 * 8))
        host.tap(at: try #require(row("Move to")))
        #expect(list.rows.compactMap(\.accessibilityLabel) == ["Move to", "Inbox", "Archive"])
        host.tap(at: try #require(row("Move to")))
        #expect(list.rows.count == 5)
        host.tap(at: try #require(row("Move to")))
        host.tap(at: try #require(row("Archive")))
        #expect(log.entries == ["Archive"])
    }

    @Test("a finger can press one row, slide to another and lift there; disabled rows do nothing")
    func slideToChoose() throws {
        let log = Log()
        let menu = UIMenu(children: actions(log, ["One", "Two"])
                          + [UIAction(title: "Off", attributes: .disabled) { _ in log.entries.append("Off") }])
        _ = makeButton(menu: menu, primary: true)
        host.tap(at: CGPoint(x: 100, y: 222))
        host.runUntilIdle()
        host.tap(at: try #require(row("Off")))
        #expect(log.entries.isEmpty)
        #expect(shownMenu != nil)
        host.drag(from: try #require(row("One")), to: try #require(row("Two")), duration: 0.3)
        #expect(log.entries == ["Two"])
    }

    @Test("near the bottom of the screen the menu opens above its button")
    func opensAbove() {
        let log = Log()
        let button = makeButton(menu: UIMenu(children: actions(log, ["A", "B", "C"])), primary: true)
        button.frame = CGRect(x: 250, y: 700, width: 120, height: 44)
        host.tap(at: CGPoint(x: 300, y: 722))
        host.runUntilIdle()
        // Above: 700 − 8 − 132; trailing edges lined up (the button is in the right half).
        #expect(shownMenu?.list.frame == CGRect(x: 120, y: 560, width: 250, height: 132))
    }

    @Test("drawn like iOS: a blurred rounded list with a checkmark column, a destructive row, sections")
    func looksLikeIOS() {
        let log = Log()
        let sort = actions(log, ["Name", "Date"])
        sort[0].state = .on
        let menu = UIMenu(children: [
            UIMenu(options: .displayInline, children: sort),
            UIAction(title: "Select", image: UIImage(systemName: "checkmark.circle")) { _ in },
            UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
        ])
        _ = makeButton(menu: menu, primary: true)
        host.tap(at: CGPoint(x: 100, y: 222))
        host.runUntilIdle()
        assertSnapshot(of: host, named: "button-menu")
    }
}
