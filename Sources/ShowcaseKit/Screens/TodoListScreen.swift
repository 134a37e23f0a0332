import UIKit

/// An editable list: swipe a task left to delete it or right to mark it
/// done; Edit shows delete controls and reorder controls to drag tasks into
/// a new order — a `UITableViewController`, with the controller's
/// `editButtonItem` in the navigation bar.
public enum TodoListScreen: ShowcaseScreen {
    public static let name = "todo"
    public static let summary = "Swipe to delete or finish; Edit to delete and reorder"

    public static func makeViewController() -> UIViewController {
        TodoContainer()
    }

    public enum Identifier {
        public static let table = "todo-table"
        public static let edit = "todo-edit"
    }

    public static let initialTasks = ["Buy milk", "Call the bank", "Book flights", "Water the plants",
                                      "Return library books", "Fix the bike", "Plan the party", "Pay rent",
                                      "Write thank-you notes", "Renew passport", "Clean the gutters", "Back up photos"]

    final class TodoContainer: UIViewController {
        let list = TodoViewController(style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let tableView: UIView = list.view
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            // The bar's Edit button: "Done" while the list edits.
            editButtonItem.accessibilityIdentifier = Identifier.edit
            navigationItem.rightBarButtonItem = editButtonItem
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            list.setEditing(editing, animated: animated)
        }
    }

    final class TodoViewController: UITableViewController {
        var tasks = TodoListScreen.initialTasks
        var finished: Set<String> = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.accessibilityIdentifier = Identifier.table
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tasks.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
            let task = tasks[indexPath.row]
            let done = finished.contains(task)
            cell.textLabel?.text = task
            cell.textLabel?.textColor = done ? .secondaryLabel : .label
            cell.accessoryType = done ? .checkmark : .none
            return cell
        }

        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            finished.remove(tasks.remove(at: indexPath.row))
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }

        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                                to destinationIndexPath: IndexPath) {
            let task = tasks.remove(at: sourceIndexPath.row)
            tasks.insert(task, at: destinationIndexPath.row)
        }

        override func tableView(_ tableView: UITableView,
                                leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration? {
            let task = tasks[indexPath.row]
            let done = finished.contains(task)
            let toggle = UIContextualAction(style: .normal, title: done ? "Undo" : "Done") { [weak self] _, _, complete in
                guard let self else { return complete(false) }
                if done { self.finished.remove(task) } else { self.finished.insert(task) }
                tableView.reloadRows(at: [indexPath], with: .none)
                complete(true)
            }
            toggle.backgroundColor = .systemGreen
            return UISwipeActionsConfiguration(actions: [toggle])
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }
}
