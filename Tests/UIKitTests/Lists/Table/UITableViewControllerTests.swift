import Testing
@testable import UIKit
import UIKitTesting

/// A controller whose table it serves: overridden methods are the ones the
/// table calls; selection clears when the view appears again; editing
/// passes to the table.
@MainActor
@Suite("UITableViewController")
struct UITableViewControllerTests {
    final class Songs: UITableViewController {
        var songs = ["Blue", "Green", "Red"]
        var selected: [IndexPath] = []
        var deleted: [String] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
            cell.textLabel?.text = songs[indexPath.row]
            return cell
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "song")
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }

        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            deleted.append(songs.remove(at: indexPath.row))
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    let host = UITestHost(device: tableStageDevice)

    @Test("its table view is its view, with the controller as data source and delegate")
    func tableIsView() {
        host.activate()
        let controller = Songs(style: .insetGrouped)
        host.rootViewController = controller
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(shownTitles(controller.tableView) == ["Blue", "Green", "Red"])
    }

    @Test("overridden delegate methods hear taps")
    func overrides() {
        host.activate()
        let controller = Songs(style: .plain)
        host.rootViewController = controller
        host.tap(at: CGPoint(x: 100, y: 66))
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
    }

    @Test("the selection is cleared each time the view is about to appear")
    func clearsSelection() {
        host.activate()
        let controller = Songs(style: .plain)
        host.rootViewController = controller
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test("editing the controller puts its table in editing mode")
    func editing() {
        host.activate()
        let controller = Songs(style: .plain)
        host.rootViewController = controller
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(controller.tableView.visibleCells.first?.editingStyle == .delete)
    }

    @Test("an overridden commit gives rows the swipe-to-delete action")
    func swipeToDelete() {
        host.activate()
        let controller = Songs(style: .plain)
        host.rootViewController = controller
        host.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 20, y: 22), duration: 0.3)
        host.runUntilIdle()
        #expect(controller.deleted == ["Blue"])
        #expect(shownTitles(controller.tableView) == ["Green", "Red"])
    }

    @Test("the refresh control is the table view's")
    func refreshControl() {
        host.activate()
        let controller = Songs(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
    }
}
