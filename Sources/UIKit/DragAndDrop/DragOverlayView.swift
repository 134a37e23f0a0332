import Foundation

/// The layer of the window the drag previews move in, above everything;
/// touches pass through it.
final class DragOverlayView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
