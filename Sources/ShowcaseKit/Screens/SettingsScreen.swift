import UIKit

/// A Settings-style inset-grouped table: rows with colored icons, values and
/// disclosure chevrons, a switch in its accessory view, and section headers
/// and footers — a `UITableViewController` filling the screen.
public enum SettingsScreen: ShowcaseScreen {
    public static let name = "settings"
    public static let summary = "An inset-grouped table with icons, values and switches"

    public static func makeViewController() -> UIViewController {
        SettingsContainer()
    }

    public enum Identifier {
        public static let table = "settings-table"
        public static let airplaneSwitch = "settings-airplane"
    }

    /// One row: its title, icon color and symbol, and what it shows at its
    /// trailing edge.
    struct Row {
        enum Trailing { case chevron(value: String?), toggle }
        var title: String
        var symbol: String
        var color: UIColor
        var trailing: Trailing
    }

    static let sections: [(header: String?, rows: [Row], footer: String?)] = [
        (nil, [
            Row(title: "Airplane Mode", symbol: "paperplane", color: .systemOrange, trailing: .toggle),
            Row(title: "Wi-Fi", symbol: "wifi", color: .systemBlue, trailing: .chevron(value: "Home")),
            Row(title: "Bluetooth", symbol: "bolt", color: .systemBlue, trailing: .chevron(value: "On")),
            Row(title: "Cellular", symbol: "phone.fill", color: .systemGreen,
                trailing: .chevron(value: nil)),
        ], nil),
        ("Alerts", [
            Row(title: "Notifications", symbol: "bell.fill", color: .systemRed, trailing: .chevron(value: nil)),
            Row(title: "Sounds & Haptics", symbol: "speaker.wave.2", color: .systemPink,
                trailing: .chevron(value: nil)),
            Row(title: "Focus", symbol: "moon", color: .systemIndigo, trailing: .chevron(value: nil)),
        ], "Focus silences notifications while you work or sleep."),
        (nil, [
            Row(title: "General", symbol: "gear", color: .systemGray, trailing: .chevron(value: nil)),
            Row(title: "Display & Brightness", symbol: "sun.max", color: .systemBlue,
                trailing: .chevron(value: nil)),
        ], nil),
    ]

    final class SettingsContainer: UIViewController {
        let settings = SettingsViewController(style: .insetGrouped)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let tableView: UIView = settings.view
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
        }
    }

    final class SettingsViewController: UITableViewController {
        let airplaneSwitch = UISwitch()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.accessibilityIdentifier = Identifier.table
            airplaneSwitch.accessibilityIdentifier = Identifier.airplaneSwitch
        }

        override func numberOfSections(in tableView: UITableView) -> Int { SettingsScreen.sections.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            SettingsScreen.sections[section].rows.count
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            SettingsScreen.sections[section].header
        }

        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            SettingsScreen.sections[section].footer
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = SettingsScreen.sections[indexPath.section].rows[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "setting")
                ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
            cell.textLabel?.text = row.title
            cell.imageView?.image = SettingsScreen.icon(row.symbol, color: row.color)
            switch row.trailing {
            case .toggle:
                cell.detailTextLabel?.text = nil
                cell.accessoryType = .none
                cell.accessoryView = airplaneSwitch
                cell.selectionStyle = .none
            case .chevron(let value):
                cell.detailTextLabel?.text = value
                cell.accessoryView = nil
                cell.accessoryType = .disclosureIndicator
                cell.selectionStyle = .default
            }
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    /// A 29-pt rounded square in `color` with a white symbol: Settings' icons.
    /// Drawn once for light and once for dark mode into an image asset, so
    /// the image view showing it picks the variant of its appearance.
    static func icon(_ symbol: String, color: UIColor) -> UIImage {
        let asset = UIImageAsset()
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            asset.register(icon(symbol, fill: color.resolvedColor(with: traits)), with: traits)
        }
        return asset.image(with: UITraitCollection.current)
    }

    private static func icon(_ symbol: String, fill color: UIColor) -> UIImage {
        let size = CGSize(width: 29, height: 29)
        return UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            if let context = UIGraphicsGetCurrentContext() {
                context.addPath(CGPath(roundedRect: CGRect(origin: .zero, size: size), cornerWidth: 7, cornerHeight: 7,
                                       transform: nil))
                context.fillPath()
            }
            let configuration = UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold)
            if let glyph = UIImage(systemName: symbol, withConfiguration: configuration)?
                .withTintColor(.white) {
                let glyphSize = glyph.size
                glyph.draw(in: CGRect(x: (size.width - glyphSize.width) / 2, y: (size.height - glyphSize.height) / 2,
                                      width: glyphSize.width, height: glyphSize.height))
            }
        }
    }
}

