import UIKit

/// A long vertical list written the way an iOS app without table views writes
/// it: a `UIScrollView` holding 200 plain rows (a view with a label each),
/// laid out by frames, with pull to refresh. A refresh that the user starts
/// "loads" for a second (`DispatchQueue.main.asyncAfter`, as app code waits on
/// a network reply) and then adds three rows at the top and ends refreshing.
public enum LongListScreen: ShowcaseScreen {
    public static let name = "list"
    public static let summary = "200 plain rows in a scroll view; pull down to refresh"

    public static func makeViewController() -> UIViewController {
        LongListViewController()
    }

    public enum Identifier {
        /// The scroll view.
        public static let list = "list"
        /// Every row (the row's label is its accessibility label).
        public static let row = "list-row"
    }

    /// The rows the list starts with.
    public static let initialRowCount = 200
    /// The height of one row, in points.
    public static let rowHeight: CGFloat = 44
    /// The rows one refresh adds at the top.
    public static let rowsPerRefresh = 3
    /// How long a refresh "loads", in seconds, before its rows appear.
    public static let refreshDuration: TimeInterval = 1
    /// The list starts this far down: at the top of the screen's view (the
    /// navigation bar's bottom).
    static let top: CGFloat = 0

    final class LongListViewController: UIViewController {
        let scrollView = UIScrollView()
        /// The rows, top to bottom.
        private(set) var rows: [ListRowView] = []
        /// How many rows refreshes have added so far (they are numbered on).
        private var newRowCount = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            scrollView.frame = CGRect(x: 0, y: LongListScreen.top, width: view.bounds.width,
                                      height: view.bounds.height - LongListScreen.top)
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.backgroundColor = .systemBackground
            scrollView.accessibilityIdentifier = Identifier.list
            view.addSubview(scrollView)
            for index in 1...LongListScreen.initialRowCount {
                let row = ListRowView(title: "Row \(index)", accent: Self.accent(index))
                rows.append(row)
                scrollView.addSubview(row)
            }
            let refreshControl = UIRefreshControl()
            refreshControl.addTarget(self, action: LongListViewController.refresh, for: .valueChanged)
            scrollView.refreshControl = refreshControl
            layoutRows()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layoutRows()
        }

        /// Stacks the rows at full width and sizes the content to hold them.
        func layoutRows() {
            let width = scrollView.bounds.width
            for (index, row) in rows.enumerated() {
                row.frame = CGRect(x: 0, y: CGFloat(index) * LongListScreen.rowHeight, width: width,
                                   height: LongListScreen.rowHeight)
            }
            scrollView.contentSize = CGSize(width: width, height: CGFloat(rows.count) * LongListScreen.rowHeight)
        }

        /// The user pulled far enough: "load" for a second, as app code waits
        /// on a reply, then show what came in.
        func refresh() {
            DispatchQueue.main.asyncAfter(deadline: .now() + LongListScreen.refreshDuration) { [weak self] in
                self?.finishRefreshing()
            }
        }

        /// Adds the new rows above the old ones (numbered on from the last
        /// refresh, in reading order) and lets the content go back up.
        func finishRefreshing() {
            let titles = (1...LongListScreen.rowsPerRefresh).map { "New row \(newRowCount + $0)" }
            newRowCount += LongListScreen.rowsPerRefresh
            let added = titles.map { ListRowView(title: $0, accent: .systemOrange) }
            for row in added { scrollView.addSubview(row) }
            rows.insert(contentsOf: added, at: 0)
            layoutRows()
            scrollView.refreshControl?.endRefreshing()
        }

        /// A dot color per row, cycling, so that scrolling is easy to follow.
        static func accent(_ index: Int) -> UIColor {
            let colors: [UIColor] = [.systemBlue, .systemGreen, .systemPink, .systemPurple, .systemTeal]
            return colors[index % colors.count]
        }
    }

    /// One row: a colored dot, the title, and a hairline at the bottom.
    final class ListRowView: UIView {
        let label = UILabel()

        init(title: String, accent: UIColor) {
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: LongListScreen.rowHeight))
            backgroundColor = .systemBackground
            accessibilityIdentifier = Identifier.row
            accessibilityLabel = title
            let dot = UIView(frame: CGRect(x: 20, y: 16, width: 12, height: 12))
            dot.backgroundColor = accent
            dot.layer.cornerRadius = 6
            addSubview(dot)
            label.frame = CGRect(x: 44, y: 0, width: bounds.width - 60, height: LongListScreen.rowHeight)
            label.text = title
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
            label.autoresizingMask = [.flexibleWidth]
            addSubview(label)
            let separator = UIView(frame: CGRect(x: 44, y: LongListScreen.rowHeight - 1, width: bounds.width - 44,
                                                 height: 1))
            separator.backgroundColor = .systemGray5
            separator.autoresizingMask = [.flexibleWidth]
            addSubview(separator)
        }

        required init?(coder: NSCoder) {
            return nil
        }
    }
}
