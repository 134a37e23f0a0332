/// Leading and trailing: which side of a view content starts from.
///
/// A view's direction comes from its own `semanticContentAttribute` and the
/// app's `userInterfaceLayoutDirection`; as on iOS the attribute is not
/// inherited, so each view that must not flip says so itself. The app's
/// direction is also what every trait collection's `layoutDirection` says
/// (the window scene sets it).
extension UIView {
    /// The direction a view with `attribute` lays out its content in, in the
    /// running app.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a view with `attribute` lays out its content in, in an
    /// interface reading `layoutDirection`: unspecified follows it, playback
    /// and spatial content always read left to right, the forced ones as they
    /// say.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view's own content is laid out in: its semantic
    /// content attribute in its app's direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let application = window?.application ?? .shared
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute,
                                                   relativeTo: application.userInterfaceLayoutDirection)
    }

    /// Whether this view's content reads right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
