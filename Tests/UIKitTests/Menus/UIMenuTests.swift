import Testing
@testable import UIKit

/// Menus and their elements: UIKit's defaults, selection and copying with new children.
@MainActor
@Suite struct UIMenuTests {
    @Test func anActionHasUIKitsDefaults() {
        let action = UIAction(title: "Archive") { _ in }
        #expect(action.title == "Archive")
        #expect(action.subtitle == nil)
        #expect(action.image == nil)
        #expect(action.attributes == [])
        #expect(action.state == .off)
        #expect(action.discoverabilityTitle == nil)
        #expect(action.sender == nil)
        // A made-up identifier, different for every action.
        #expect(action.identifier != UIAction(title: "Archive") { _ in }.identifier)
    }

    @Test func anActionIsAMenuElementWhoseTitleAndImageChange() {
        let action = UIAction(title: "Flag") { _ in }
        let element: UIMenuElement = action
        action.title = "Unflag"
        action.image = UIImage(systemName: "flag")
        #expect(element.title == "Unflag")
        #expect(element.image != nil)
    }

    @Test func aMenuHasUIKitsDefaults() {
        let menu = UIMenu(children: [])
        #expect(menu.title == "")
        #expect(menu.options == [])
        #expect(menu.children.isEmpty)
        #expect(menu.preferredElementSize == .large)
    }

    @Test func theOptionAndAttributeValuesAreUIKits() {
        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
        #expect(UIMenuElement.State.mixed.rawValue == 2)
    }

    @Test func selectedElementsAreTheCheckedActionsIncludingInlineOnes() {
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        let bold = UIAction(title: "Bold", state: .on) { _ in }
        let nested = UIAction(title: "Nested", state: .on) { _ in }
        let menu = UIMenu(children: [
            small, large,
            UIMenu(options: .displayInline, children: [bold]),
            UIMenu(title: "More", children: [nested]),
        ])
        #expect(menu.selectedElements.map(\.title) == ["Small", "Bold"])
    }

    @Test func replacingChildrenKeepsEverythingElse() {
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection,
                          children: [UIAction(title: "Name") { _ in }])
        let copy = menu.replacingChildren([UIAction(title: "Date") { _ in }, UIAction(title: "Size") { _ in }])
        #expect(copy !== menu)
        #expect(copy.title == "Sort")
        #expect(copy.identifier == UIMenu.Identifier("sort"))
        #expect(copy.options == .singleSelection)
        #expect(copy.children.map(\.title) == ["Date", "Size"])
        #expect(menu.children.map(\.title) == ["Name"])
    }

    @Test func anEditMenuShowsVisibleActionsWithInlineChildrenInPlace() {
        let submenu = UIMenu(title: "Format", children: [UIAction(title: "Bold") { _ in }])
        let emptySubmenu = UIMenu(title: "Empty", children: [UIAction(title: "Gone", attributes: .hidden) { _ in }])
        let menu = UIMenu(children: [
            UIAction(title: "Cut") { _ in },
            UIAction(title: "Secret", attributes: .hidden) { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "Copy") { _ in }]),
            submenu, emptySubmenu,
        ])
        let titles = EditMenuEntry.entries(of: menu).map { entry -> String in
            switch entry {
            case .action(let action): action.title
            case .submenu(let menu): "\(menu.title) ›"
            default: "?"
            }
        }
        #expect(titles == ["Cut", "Copy", "Format ›"])
    }
}
