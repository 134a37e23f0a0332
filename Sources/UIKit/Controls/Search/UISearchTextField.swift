import Foundation

/// The text field of a search bar: a rounded gray field with a magnifying
/// glass before the text, a clear button while editing, and the Search key.
/// Tokens (`UISearchToken`) are absent (docs/COVERAGE.md).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// Points: the field's height and corner radius (uncertain, read off iOS 17).
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10

    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass",
                                               withConfiguration: UIImage.SymbolConfiguration(pointSize: 15)))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: Self.height)
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        font = .systemFont(ofSize: 17)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.searchField) }
        set { super.accessibilityTraits = newValue }
    }
}
