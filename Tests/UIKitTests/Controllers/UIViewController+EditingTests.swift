import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that records the editing calls it receives.
@MainActor
private final class EditingRecorder: UIViewController {
    var calls: [(editing: Bool, animated: Bool)] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append((editing, animated))
    }
}

@MainActor
@Suite("UIViewController editing")
struct UIViewControllerEditingTests {
    @Test("editButtonItem is one item, titled Edit, and bold Done while editing")
    func editButtonItemFollowsTheMode() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(controller.editButtonItem === item)
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        controller.isEditing = true
        #expect(item.title == "Done")
        #expect(item.style == .done)
        controller.setEditing(false, animated: true)
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
    }

    @Test("tapping the edit button in the bar calls setEditing(!isEditing, animated: true)")
    func tappingToggles() throws {
        let host = UITestHost()
        let controller = EditingRecorder()
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        host.rootViewController = UINavigationController(rootViewController: controller)
        host.runUntilIdle()
        // The right item sits at the bar's trailing edge, under the 59-pt status bar area.
        host.tap(at: CGPoint(x: 393 - 30, y: 59 + 22))
        #expect(controller.isEditing)
        #expect(controller.calls.map(\.editing) == [true])
        #expect(controller.calls.map(\.animated) == [true])
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 393 - 30, y: 59 + 22))
        #expect(!controller.isEditing)
        #expect(controller.editButtonItem.title == "Edit")
    }
}
