import Foundation

/// What a cell keeps for its configurations: the hosted content, the
/// background configuration and its view, and the state last applied.
@MainActor
struct CellConfigurationStorage {
    var content = HostedContentConfiguration()
    var background: UIBackgroundConfiguration?
    var backgroundView: ConfigurationBackgroundView?
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
    /// The background is a list cell's default for its place (the app has
    /// not set one).
    var backgroundFollowsPlacement = false
    /// `setNeedsUpdateConfiguration()` was called (a new cell starts so).
    var needsUpdate = true
    var appliedState: UICellConfigurationState?
    /// An update is running (setting configurations inside it does not ask
    /// for another).
    var isUpdating = false

    /// Shows the background configuration behind `host`'s other subviews
    /// (nil removes its view).
    mutating func showBackground(in host: UIView) {
        guard let background else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        if let backgroundView {
            backgroundView.apply(background)
        } else {
            let made = ConfigurationBackgroundView(configuration: background)
            made.frame = host.bounds
            backgroundView = made
        }
        if let backgroundView, backgroundView.superview !== host || host.subviews.first !== backgroundView {
            host.insertSubview(backgroundView, at: 0)
        }
    }
}
