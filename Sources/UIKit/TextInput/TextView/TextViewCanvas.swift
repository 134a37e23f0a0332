import Foundation

/// Draws a text view's text: a view over the visible rectangle (it moves as
/// the view scrolls) that draws only the lines crossing it, so a megabyte of
/// text costs what a screenful does.
final class TextViewCanvas: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext(), textView.editing.length > 0 else { return }
        let origin = textView.textOrigin
        let layout = textView.textLayout()
        // In the canvas's coordinates: the content's origin is at minus the frame's.
        let topLeft = CGPoint(x: origin.x - frame.minX, y: origin.y - frame.minY)
        layout.draw(in: context, at: topLeft, visibleRect: rect)
    }
}
