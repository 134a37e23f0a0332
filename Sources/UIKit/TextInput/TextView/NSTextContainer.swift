import Foundation

/// The region a text view lays its text out in: as wide as the text view
/// less its `textContainerInset` (with `widthTracksTextView`), with
/// `lineFragmentPadding` kept clear at both ends of every line.
///
/// Kumiki's container holds these settings only; there is no layout manager
/// or exclusion path (docs/COVERAGE.md).
@MainActor
open class NSTextContainer: NSObject {
    /// Points kept clear at the start and end of each line; 5 by default.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { textView?.textLayoutDidChange() }
    }

    /// The container's size; its width follows the text view while
    /// `widthTracksTextView`, and the height is unlimited (a huge number).
    open var size: CGSize {
        didSet { textView?.textLayoutDidChange() }
    }

    /// Whether `size.width` follows the text view's width; true by default.
    open var widthTracksTextView = true {
        didSet { textView?.textLayoutDidChange() }
    }

    /// Whether `size.height` follows the text view's height; false by default.
    open var heightTracksTextView = false

    /// Lines shown at most; 0 (the default) for as many as the text needs.
    open var maximumNumberOfLines = 0 {
        didSet { textView?.textLayoutDidChange() }
    }

    /// How the last line that fits ends; `.byWordWrapping` by default.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping {
        didSet { textView?.textLayoutDidChange() }
    }

    /// The text view laying text out in this container.
    weak var textView: UITextView?

    /// The largest height TextKit gives an unlimited container.
    static let unlimited: CGFloat = 10_000_000

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: .zero)
    }
}
