import Foundation
import UIKit

// Table views as iOS code writes them: a cell subclass, a header-footer view,
// a controller with editing, swipe actions and self-sizing rows, a plain data
// source with the classic dequeue pattern, and the table's properties.

final class SongCell: UITableViewCell {
    static let reuseIdentifier = "SongCell"
    let durationLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        durationLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(durationLabel)
        NSLayoutConstraint.activate([
            durationLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            durationLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        accessoryType = .disclosureIndicator
        selectionStyle = .default
        separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        durationLabel.text = nil
        imageView?.image = nil
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        durationLabel.textColor = selected ? .systemBlue : .secondaryLabel
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        contentView.alpha = highlighted ? 0.8 : 1
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        durationLabel.isHidden = editing
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        textLabel?.font = .preferredFont(forTextStyle: .headline)
    }
}

final class LetterHeader: UITableViewHeaderFooterView {
    static let reuseIdentifier = "LetterHeader"
    let badge = UIView()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
        backgroundView = UIView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }
}

final class PlaylistViewController: UITableViewController {
    var songs: [[String]] = [["Intro", "Outro"], ["Bonus"]]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SongCell.self, forCellReuseIdentifier: SongCell.reuseIdentifier)
        tableView.register(LetterHeader.self, forHeaderFooterViewReuseIdentifier: LetterHeader.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.separatorStyle = .singleLine
        tableView.separatorColor = .separator
        tableView.separatorInsetReference = .fromCellEdges
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.tableFooterView = UIView()
        clearsSelectionOnViewWillAppear = false
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: PlaylistViewController.reload, for: .valueChanged)
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .middle)
        tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: true)
        if let visible = tableView.indexPathsForVisibleRows, let first = visible.first {
            tableView.reloadRows(at: [first], with: .fade)
        }
    }

    func reload() {
        tableView.reloadData()
        refreshControl?.endRefreshing()
    }

    func addSong(_ title: String) {
        songs[0].append(title)
        tableView.performBatchUpdates({
            self.tableView.insertRows(at: [IndexPath(row: self.songs[0].count - 1, section: 0)], with: .automatic)
        }, completion: { finished in
            _ = finished
        })
        tableView.beginUpdates()
        tableView.endUpdates()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { songs.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        songs[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SongCell.reuseIdentifier, for: indexPath)
        guard let songCell = cell as? SongCell else { return cell }
        songCell.textLabel?.text = songs[indexPath.section][indexPath.row]
        songCell.detailTextLabel?.text = "3:12"
        return songCell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: LetterHeader.reuseIdentifier)
        header?.textLabel?.text = section == 0 ? "Album" : "Extras"
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? 44 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        min(index, songs.count - 1)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
        let song = songs[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        songs[destinationIndexPath.section].insert(song, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            songs[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .left)
        } else if editingStyle == .insert {
            songs[indexPath.section].insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .right)
        }
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle {
        indexPath.section == 1 ? .insert : .delete
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
            self?.songs[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        delete.image = UIImage(systemName: "trash")
        let share = UIContextualAction(style: .normal, title: "Share") { _, sourceView, completionHandler in
            _ = sourceView.bounds
            completionHandler(false)
        }
        share.backgroundColor = .systemBlue
        let configuration = UISwipeActionsConfiguration(actions: [delete, share])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        sourceIndexPath.section == proposedDestinationIndexPath.section ? proposedDestinationIndexPath : sourceIndexPath
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.allowsSelection = !editing
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        _ = scrollView.contentOffset
    }
}

/// The classic pattern: a plain object as data source and delegate, cells made
/// when the pool is empty.
final class SettingsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "cell")
        cell.textLabel?.text = "Setting"
        cell.detailTextLabel?.text = "On"
        cell.accessoryView = indexPath.row == 0 ? UISwitch() : nil
        cell.indentationLevel = 1
        return cell
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footnote" }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 52 }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 0 ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}

    func install(in view: UIView) {
        let table = UITableView(frame: view.bounds, style: .grouped)
        table.dataSource = self
        table.delegate = self
        table.prefetchDataSource = self
        table.tableHeaderView = UILabel()
        view.addSubview(table)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        _ = cell.flatMap(table.indexPath(for:))
        _ = table.indexPathForSelectedRow
        _ = table.rect(forSection: 0).union(table.rectForRow(at: IndexPath(row: 0, section: 0)))
        _ = table.headerView(forSection: 0)
        table.sectionIndexColor = .systemGray
        table.sectionIndexBackgroundColor = .clear
        table.sectionIndexTrackingBackgroundColor = .systemGray6
        table.sectionIndexMinimumDisplayRowCount = 20
        table.reloadSectionIndexTitles()
        table.setEditing(true, animated: true)
    }
}
