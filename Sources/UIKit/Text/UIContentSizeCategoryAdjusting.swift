import Foundation

/// An element whose text follows the user's text size.
///
/// With `adjustsFontForContentSizeCategory` on, the element replaces its font
/// whenever its trait collection's `preferredContentSizeCategory` (or
/// `legibilityWeight`) changes: a font from
/// `UIFont.preferredFont(forTextStyle:)` becomes the style's font at the new
/// size, a font from `UIFontMetrics.scaledFont(for:)` is scaled again from its
/// base font, and any other font stays as it is (Kumiki does this in
/// `UIFont.adjusted(for:)`). The default is `false`, as in UIKit.
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the element updates its font when the content size category
    /// changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
