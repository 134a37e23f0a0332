import Foundation

/// A content configuration's view inside a cell's (or header's) content
/// view, pinned to its edges with Auto Layout so that self-sizing measures
/// it as UIKit does.
@MainActor
struct HostedContentConfiguration {
    private(set) var configuration: (any UIContentConfiguration)?
    private(set) var view: (any UIView & UIContentView)?

    /// The hosted view when it is a list content view.
    var listView: UIListContentView? { view as? UIListContentView }

    /// Shows `configuration` in `container`: through the current view when
    /// it is for the same type of configuration and supports this one, else
    /// in a new view made by the configuration (nil removes the view).
    mutating func show(_ configuration: (any UIContentConfiguration)?, in container: UIView) {
        self.configuration = configuration
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, ObjectIdentifier(type(of: view.configuration)) == ObjectIdentifier(type(of: configuration)),
           view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        container.insertSubview(made, at: 0)
        container.setNeedsLayout()
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            made.topAnchor.constraint(equalTo: container.topAnchor),
            made.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        view = made
    }

    /// Where the hosted list content's text begins, in `view`'s coordinates
    /// (nil: no list content, or no text).
    func textLeading(in coordinateSpace: UIView) -> CGFloat? {
        guard let list = listView, list.listConfiguration.shownText != nil || list.listConfiguration.shownSecondaryText != nil,
              let leading = list.textLeading else { return nil }
        return list.convert(CGPoint(x: leading, y: 0), to: coordinateSpace).x
    }

    /// Whether the hosted content is a list row (rows are at least 44 pt).
    var isListRow: Bool { listView?.listConfiguration.style.isCell ?? false }
}
