import UIKit

/// A long plain table: 520 songs under letter headers that stick to the top
/// while their section scrolls, subtitle cells with the artist below the
/// title, and an A–Z section index along the trailing edge.
public enum SongsScreen: ShowcaseScreen {
    public static let name = "songs"
    public static let summary = "520 songs with sticky letter headers and an A–Z index"

    public static func makeViewController() -> UIViewController {
        SongsViewController()
    }

    public enum Identifier {
        public static let table = "songs-table"
    }

    /// Twenty songs under each of the letters A to Z, made from word lists so
    /// that every run shows the same list.
    static let sections: [(letter: String, songs: [(title: String, artist: String)])] = {
        let openers = ["Blue", "Golden", "Quiet", "Electric", "Midnight", "Paper", "Silver", "Broken", "Velvet", "Summer"]
        let nouns = ["Harbor", "Letters", "Horizon", "Garden", "Signal", "Rivers", "Lanterns", "Echoes", "Skyline",
                     "Season"]
        let artists = ["The Lumens", "Nora Vale", "Static Bloom", "Ivory Coast", "Marlo", "Kite Theory"]
        let leads = ["Across", "Beneath", "Carry", "Dancing", "Every", "Falling", "Gone", "Hold", "Into", "Just",
                     "Keep", "Lost", "Moving", "Never", "Only", "Paint", "Quiet", "Run", "Slow", "Take", "Under",
                     "Vanishing", "Waiting", "Xenon", "Young", "Zero"]
        return (UnicodeScalar("A").value...UnicodeScalar("Z").value).enumerated().map { index, scalar in
            let letter = String(Character(UnicodeScalar(scalar)!))
            let songs = (0..<20).map { row in
                let noun = nouns[(row + index) % nouns.count]
                let opener = openers[(row * 3 + index) % openers.count]
                return (title: "\(leads[index]) \(opener) \(noun)",
                        artist: artists[(row + index * 2) % artists.count])
            }
            return (letter, songs)
        }
    }()

    final class SongsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: .zero, style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.accessibilityIdentifier = Identifier.table
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }

        func numberOfSections(in tableView: UITableView) -> Int { SongsScreen.sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            SongsScreen.sections[section].songs.count
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            SongsScreen.sections[section].letter
        }

        func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            SongsScreen.sections.map(\.letter)
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let song = SongsScreen.sections[indexPath.section].songs[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "song")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "song")
            cell.textLabel?.text = song.title
            cell.detailTextLabel?.text = song.artist
            cell.detailTextLabel?.textColor = .secondaryLabel
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }
}
