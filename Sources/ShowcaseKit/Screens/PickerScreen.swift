import UIKit

/// A table turned into a picker: 300-pt rows, one showing at a time, that a
/// fling leaves resting on the nearest row (the delegate adjusts the target
/// offset in `scrollViewWillEndDragging`, as iOS apps do), with chevron
/// buttons above and below that scroll one row.
public enum PickerScreen: ShowcaseScreen {
    public static let name = "picker"
    public static let summary = "A table of 300-pt rows that snaps to a row; chevrons step"

    public static func makeViewController() -> UIViewController {
        PickerViewController()
    }

    public enum Identifier {
        public static let table = "picker-table"
        public static let up = "picker-up"
        public static let down = "picker-down"
    }

    /// The height of one row and of the table that shows one row, in points.
    public static let rowHeight: CGFloat = 300
    public static let rowCount = 24
    static let colors: [UIColor] = [.systemBlue, .systemTeal, .systemGreen, .systemOrange, .systemPink, .systemPurple]

    /// The offset a fling should rest at: the row boundary nearest to where
    /// it would have stopped, within the content.
    public static func snappedOffset(_ proposed: CGFloat, rowCount: Int) -> CGFloat {
        let row = min(max(0, (proposed / rowHeight).rounded()), CGFloat(rowCount - 1))
        return row * rowHeight
    }

    final class PickerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: .zero, style: .plain)
        let upButton = UIButton(type: .system)
        let downButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let top = max(130, (view.bounds.height - PickerScreen.rowHeight) / 2)
            tableView.frame = CGRect(x: 24, y: top, width: view.bounds.width - 48, height: PickerScreen.rowHeight)
            tableView.autoresizingMask = [.flexibleWidth]
            tableView.rowHeight = PickerScreen.rowHeight
            tableView.separatorStyle = .none
            tableView.showsVerticalScrollIndicator = false
            tableView.decelerationRate = .fast
            tableView.layer.cornerRadius = 20
            tableView.clipsToBounds = true
            tableView.accessibilityIdentifier = Identifier.table
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "number")
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
            for (button, symbol, identifier, y) in [(upButton, "chevron.up", Identifier.up, top - 56),
                                                     (downButton, "chevron.down", Identifier.down,
                                                      top + PickerScreen.rowHeight + 8)] {
                button.frame = CGRect(x: (view.bounds.width - 64) / 2, y: y, width: 64, height: 48)
                button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
                let configuration = UIImage.SymbolConfiguration(pointSize: 28, weight: .bold)
                button.setImage(UIImage(systemName: symbol, withConfiguration: configuration), for: .normal)
                button.accessibilityIdentifier = identifier
                view.addSubview(button)
            }
            upButton.addTarget(self, action: PickerViewController.stepUp, for: .touchUpInside)
            downButton.addTarget(self, action: PickerViewController.stepDown, for: .touchUpInside)
        }

        /// The row resting in the window.
        var currentRow: Int {
            Int((tableView.contentOffset.y / PickerScreen.rowHeight).rounded())
        }

        func stepUp() { step(by: -1) }
        func stepDown() { step(by: 1) }

        private func step(by rows: Int) {
            let row = min(max(0, currentRow + rows), PickerScreen.rowCount - 1)
            tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: true)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { PickerScreen.rowCount }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
            cell.backgroundColor = PickerScreen.colors[indexPath.row % PickerScreen.colors.count]
            cell.selectionStyle = .none
            cell.textLabel?.text = "\(indexPath.row + 1)"
            cell.textLabel?.font = .systemFont(ofSize: 96, weight: .bold)
            cell.textLabel?.textColor = .white
            cell.textLabel?.textAlignment = .center
            return cell
        }

        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            targetContentOffset.pointee.y = PickerScreen.snappedOffset(targetContentOffset.pointee.y,
                                                                       rowCount: PickerScreen.rowCount)
        }
    }
}
