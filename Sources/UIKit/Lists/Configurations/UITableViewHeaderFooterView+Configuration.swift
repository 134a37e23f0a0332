import Foundation

/// Content configurations on table headers and footers (iOS 14): the
/// configuration's view inside `contentView`, its text at the table's
/// margins, and the default configuration following where the table view
/// shows the view.
///
/// Absent: the view's configuration state, `updateConfiguration(using:)`,
/// `configurationUpdateHandler`, `automaticallyUpdatesContentConfiguration`
/// and the background configuration (a header's state never changes in
/// Kumiki's table view).
extension UITableViewHeaderFooterView {
    /// A list content configuration in the look of the table view's headers
    /// or footers where this view is shown: `.plainHeader()`,
    /// `.plainFooter()`, `.groupedHeader()` or `.groupedFooter()`. A view
    /// not shown yet gets `.plainHeader()`; when the table view then shows it
    /// as another kind, the configuration set from this one takes that look
    /// (keeping its text and whatever the app changed).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: Self.contentStyle(for: role))
        configuration.followsPlacement = true
        return configuration
    }

    static func contentStyle(for role: TableHeaderFooterRole) -> ListContentStyle {
        switch role {
        case .plainHeader: .plainHeader
        case .plainFooter: .plainFooter
        case .groupedHeader: .groupedHeader
        case .groupedFooter: .groupedFooter
        }
    }

    func showContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        var shown = configuration
        if var list = configuration as? UIListContentConfiguration, list.followsPlacement {
            list = list.restyled(as: Self.contentStyle(for: role))
            shown = list
        }
        hostedContent.show(shown, in: contentView)
        applyConfigurationMargins()
        setNeedsLayout()
    }

    /// The table view showed the view as another kind of header or footer,
    /// or at other margins.
    func configurationPlacementChanged() {
        if let list = hostedContent.configuration as? UIListContentConfiguration, list.followsPlacement {
            showContentConfiguration(list)
        } else {
            applyConfigurationMargins()
        }
    }

    /// The text keeps to the table's margin on both sides, as the standard
    /// title label does.
    func applyConfigurationMargins() {
        guard hostedContent.view != nil else { return }
        let current = contentView.layoutMargins
        if current.left != margin || current.right != margin {
            contentView.layoutMargins = UIEdgeInsets(top: current.top, left: margin, bottom: current.bottom, right: margin)
        }
        hostedContent.listView?.superviewMarginsMayHaveChanged()
    }
}
