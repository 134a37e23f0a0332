import Foundation

/// A list row's hairline separator, in the system separator color.
final class ListSeparatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
