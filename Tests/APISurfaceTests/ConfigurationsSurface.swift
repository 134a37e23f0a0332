import Foundation
import UIKit

// Cell configurations and list layouts as iOS 14+ code writes them: a cell
// subclass that configures itself for its state with a custom state, a
// custom content configuration and view, list cells with accessories, a
// list layout and list sections from a section provider.

extension UIConfigurationStateCustomKey {
    static let isFavorite = UIConfigurationStateCustomKey("com.example.isFavorite")
}

final class ConfiguredSongCell: UICollectionViewListCell {
    var isFavorite = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isFavorite] = isFavorite
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Song"
        content.secondaryText = "Artist"
        content.image = UIImage(systemName: "music.note")
        content.imageProperties.tintColor = (state[.isFavorite] as? Bool) == true ? .systemPink : nil
        content.imageProperties.maximumSize = CGSize(width: 40, height: 40)
        content.imageProperties.reservedLayoutSize = CGSize(width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
        content.textProperties.numberOfLines = 1
        content.textProperties.transform = .none
        content.secondaryTextProperties.colorTransformer = .grayscale
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        content.axesPreservingSuperviewLayoutMargins = [.horizontal]
        contentConfiguration = content

        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        if state.isHighlighted || state.isSelected { background.backgroundColor = .systemYellow }
        background.cornerRadius = 8
        background.strokeWidth = 1
        background.strokeColor = .separator
        backgroundConfiguration = background
    }
}

struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var count = 0
    var color: UIColor = .systemRed

    func makeContentView() -> UIView & UIContentView {
        BadgeView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        if state.isSelected { updated.color = .white }
        return updated
    }
}

final class BadgeView: UIView, UIContentView {
    private let label = UILabel()

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(label)
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is BadgeConfiguration
    }

    private func apply() {
        guard let badge = configuration as? BadgeConfiguration else { return }
        label.text = "\(badge.count)"
        label.textColor = badge.color
    }
}

final class LibraryViewController: UIViewController {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .none
        configuration.showsSeparators = true
        configuration.backgroundColor = .systemGroupedBackground
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [
                .disclosureIndicator(),
                .checkmark(displayed: .whenNotEditing, options: .init(isHidden: true, tintColor: .systemGreen)),
                .delete(displayed: .whenEditing, actionHandler: { print("delete \(title)") }),
                .reorder(displayed: .whenEditing, options: .init(showsVerticalSeparator: false)),
                .multiselect(),
                .label(text: "12", options: .init(font: .preferredFont(forTextStyle: .footnote))),
                .customView(configuration: .init(customView: UISwitch(), placement: .trailing(displayed: .always))),
                .customView(configuration: .init(customView: UIView(), placement: .leading(at: { _ in 0 }),
                                                 reservedLayoutWidth: .custom(30), maintainsFixedSize: true)),
            ]
            cell.indentationLevel = 1
            cell.indentationWidth = 12
            cell.indentsAccessories = false
            cell.configurationUpdateHandler = { cell, state in
                cell.contentView.alpha = state.isEditing ? 0.8 : 1
            }
            _ = cell.separatorLayoutGuide.leadingAnchor
        }
        _ = registration
        _ = UICellAccessory.Placement.position(after: .disclosureIndicator())
        _ = UICellAccessory.Placement.position(before: .checkmark())
    }

    func makeSidebarLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let appearance: UICollectionLayoutListConfiguration.Appearance = index == 0 ? .sidebar : .sidebarPlain
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

final class SettingsCell: UITableViewCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Wi-Fi"
        content.secondaryText = state.isEditing ? nil : "Home"
        content.prefersSideBySideTextAndSecondaryText = true
        content.textToSecondaryTextHorizontalPadding = 10
        content.textToSecondaryTextVerticalPadding = 2
        content.imageToTextPadding = 12
        contentConfiguration = content
        automaticallyUpdatesContentConfiguration = false
        backgroundConfiguration = defaultBackgroundConfiguration().updated(for: state)
        automaticallyUpdatesBackgroundConfiguration = true
    }
}

final class SettingsHeader: UITableViewHeaderFooterView {
    func configure(title: String) {
        var content = defaultContentConfiguration()
        content.text = title
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.textProperties.color = .label
        content.textProperties.alignment = .natural
        content.textProperties.lineBreakMode = .byTruncatingTail
        content.textProperties.adjustsFontSizeToFitWidth = true
        content.textProperties.minimumScaleFactor = 0.5
        contentConfiguration = content
    }
}

func standaloneListContent() -> UIView {
    var content = UIListContentConfiguration.valueCell()
    content.text = "Version"
    content.secondaryText = "1.0"
    let view = UIListContentView(configuration: content)
    view.configuration = UIListContentConfiguration.subtitleCell()
    _ = view.supports(content)
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.configurationUpdateHandler = { cell, state in
        cell.backgroundConfiguration = state.isSelected ? .listPlainCell() : .clear()
    }
    return view
}
