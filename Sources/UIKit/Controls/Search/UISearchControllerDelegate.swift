import Foundation

/// Hears a search controller becoming active and inactive. The calls come in
/// UIKit's order: `willPresentSearchController` before the results show,
/// `didPresentSearchController` when the presentation's animation ends, and
/// likewise for dismissing.
///
/// Absent: `presentSearchController(_:)` (presenting the controller yourself).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

/// UIKit's behavior where a delegate implements nothing.
extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Updates the results as the search changes: asked when the controller
/// becomes active and inactive, at each change of the bar's text the user
/// makes, and when the scope changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
