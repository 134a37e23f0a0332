import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A drag source and drop target in one, as an app's controller often is; it
/// keeps what the drop delivered.
@MainActor
private final class DragPartner: UIDragInteractionDelegate, UIDropInteractionDelegate {
    let tracker: LeakTracker
    var dropped: [String] = []
    var ended = 0

    init(tracker: LeakTracker) { self.tracker = tracker }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Hello" as NSString))
        item.localObject = interaction.view  // app objects ride along on the item
        tracker.track(item, item.itemProvider, session)
        return [item]
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        session.localContext = self
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation) {
        ended += 1
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(dropOperation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        tracker.track(session)
        session.loadObjects(ofClass: String.self) { strings in self.dropped += strings }
    }
}

/// Editing delegate for a cycle's text controls; observes the keyboard the
/// way controllers do, through NotificationCenter method references.
@MainActor
private final class EditingObserver: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var keyboardShows = 0
    var returns = 0

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: EditingObserver.keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) { keyboardShows += 1 }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns += 1
        textField.resignFirstResponder()
        return true
    }
}

/// Answers context and edit menus with a menu of one action each.
@MainActor
private final class MenuProvider: UIContextMenuInteractionDelegate, UIEditMenuInteractionDelegate {
    var chosen = 0

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: "Favorite") { _ in self?.chosen += 1 }])
        }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: [UIAction(title: "Share") { [weak self] _ in self?.chosen += 1 }])
    }
}

/// Drag sessions, text controls becoming first responder and menus: shown,
/// used and closed, cycle after cycle on one host (a hundred in `make test`;
/// `KUMIKI_LEAK_CYCLES=1000` runs the thousand); nothing they made stays
/// alive (docs/RELIABILITY.md).
@MainActor
@Suite("Reliability: drag sessions, text input and menus do not leak")
struct InteractionsReliabilityTests {
    @Test("drags begun with a drag interaction, dropped, cancelled or closed under the finger, leave no session, item or view alive")
    func dragSessionsDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        var drops = 0
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let partner = DragPartner(tracker: tracker)
            let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
            source.backgroundColor = .systemBlue
            let target = UIView(frame: CGRect(x: 20, y: 400, width: 300, height: 200))
            target.backgroundColor = .systemGray5
            let drag = UIDragInteraction(delegate: partner)
            drag.isEnabled = true
            source.addInteraction(drag)
            let drop = UIDropInteraction(delegate: partner)
            target.addInteraction(drop)
            root.view.addSubview(source)
            root.view.addSubview(target)
            host.runFrame()

            let before = host.viewIdentifiers
            let finger = host.touchDown(at: CGPoint(x: 70, y: 150))
            host.advance(by: 0.6)  // the lift
            tracker.trackViewsAdded(to: host, since: before)  // the lifted preview
            switch index % 4 {
            case 0:
                finger.move(to: CGPoint(x: 170, y: 500), duration: 0.2)
                finger.up()  // dropped on the target
            case 1:
                finger.move(to: CGPoint(x: 300, y: 250), duration: 0.2)
                finger.up()  // dropped where nothing takes it: cancelled
            case 2:
                finger.move(to: CGPoint(x: 170, y: 500), duration: 0.2)
                finger.cancel()  // the system cancels the touch
            default:
                // The screen closes under the finger mid-drag.
                finger.move(to: CGPoint(x: 170, y: 500), duration: 0.2)
                source.removeFromSuperview()
                target.removeFromSuperview()
                finger.up()
            }
            host.runUntilIdle()
            drops += partner.dropped.count
            source.removeFromSuperview()
            target.removeFromSuperview()
            tracker.track(partner, source, target, drag, drop)
        }
        #expect(drops == (LeakCheck.shortCycles + 3) / 4)
        #expect(report.survivors.isEmpty, "\(report)")
    }

    @Test("text fields and text views that became first responder, took typing and closed all go away")
    func textInputDoesNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        var returns = 0
        let keyboards = LeakTracker()
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let observer = EditingObserver()
            let container = UIView(frame: root.view.bounds)
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 34))
            field.borderStyle = .roundedRect
            field.delegate = observer
            let textView = UITextView(frame: CGRect(x: 20, y: 160, width: 335, height: 120))
            textView.delegate = observer
            textView.text = "Some text\nover two lines"
            container.addSubview(field)
            container.addSubview(textView)
            root.view.addSubview(container)
            host.runFrame()

            let before = host.viewIdentifiers
            host.tap(at: CGPoint(x: 180, y: 117))  // the field becomes first responder; the keyboard shows
            host.typeText("Hello\n")  // Return resigns it
            host.tap(at: CGPoint(x: 180, y: 200))  // the text view
            host.typeText("abc\u{8}")
            host.runUntilIdle()
            // Carets and selection views. The app's one keyboard outlives every
            // screen, as on iOS: it is counted apart, and must be reused.
            tracker.trackViewsAdded(to: host, since: before) { $0.window is KeyboardWindow }
            keyboards.track(host.allViews.first { $0 is KeyboardWindow })
            if index % 2 == 0 {
                textView.resignFirstResponder()
                host.runUntilIdle()
            }
            // Odd cycles close the screen while the text view is still first responder.
            container.removeFromSuperview()
            host.runUntilIdle()
            returns += observer.returns
            tracker.track(observer, container, field, textView)
        }
        #expect(returns == LeakCheck.shortCycles)
        #expect(report.survivors.isEmpty, "\(report)")
        #expect(keyboards.trackedCount == LeakCheck.shortCycles)
        #expect(keyboards.survivors == ["KeyboardWindow × 1"], "one keyboard window, the same each cycle")
    }

    @Test("button menus, context menus and edit menus shown, chosen from, dismissed or orphaned, all go away")
    func menusDoNotLeak() {
        let host = UITestHost(device: .iPhoneSE)
        let root = host.installLeakCheckRoot()
        var chosen = 0
        let report = LeakCheck.run(LeakCheck.shortCycles, on: host) { index, tracker in
            let provider = MenuProvider()
            let button = UIButton(type: .system)
            button.setTitle("Sort", for: .normal)
            button.frame = CGRect(x: 40, y: 80, width: 120, height: 44)
            let sort = UIAction(title: "By Name") { [weak provider] _ in provider?.chosen += 1 }
            button.menu = UIMenu(children: [sort, UIAction(title: "By Date") { _ in }])
            button.showsMenuAsPrimaryAction = true
            let card = UIView(frame: CGRect(x: 40, y: 300, width: 200, height: 120))
            card.backgroundColor = .systemBlue
            let contextMenu = UIContextMenuInteraction(delegate: provider)
            card.addInteraction(contextMenu)
            let label = UIView(frame: CGRect(x: 40, y: 500, width: 200, height: 60))
            let editMenu = UIEditMenuInteraction(delegate: provider)
            label.addInteraction(editMenu)
            for view in [button, card, label] { root.view.addSubview(view) }
            host.runFrame()

            var before = host.viewIdentifiers
            host.tap(at: CGPoint(x: 100, y: 102))
            host.runUntilIdle()
            tracker.trackViewsAdded(to: host, since: before)  // the menu's views
            if index % 2 == 0 { host.buttons["By Name"].tap() } else { host.tap(at: CGPoint(x: 300, y: 620)) }
            host.runUntilIdle()
            before = host.viewIdentifiers
            host.longPress(at: CGPoint(x: 140, y: 360), duration: 0.8)
            host.runUntilIdle()
            tracker.trackViewsAdded(to: host, since: before)
            switch index % 3 {
            case 0: host.buttons["Favorite"].tap()
            case 1: host.tap(at: CGPoint(x: 340, y: 40))  // outside: dismissed
            default:
                // The view goes while its menu is up: the menu stays until a tap outside.
                card.removeFromSuperview()
                host.runUntilIdle()
                host.tap(at: CGPoint(x: 340, y: 40))
            }
            host.runUntilIdle()
            before = host.viewIdentifiers
            editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 10)))
            host.runUntilIdle()
            tracker.trackViewsAdded(to: host, since: before)
            switch index % 4 {
            case 0, 2: host.buttons["Share"].tap()
            case 1: host.tap(at: CGPoint(x: 300, y: 620))  // outside: dismissed
            default: break  // left up: it goes with its view
            }
            host.runUntilIdle()
            chosen += provider.chosen
            for view in [button, card, label] { view.removeFromSuperview() }
            tracker.track(provider, button, button.menu, sort, card, contextMenu, label, editMenu)
        }
        #expect(chosen == (LeakCheck.shortCycles + 1) / 2 * 2 + (LeakCheck.shortCycles + 2) / 3)
        #expect(report.survivors.isEmpty, "\(report)")
    }
}
