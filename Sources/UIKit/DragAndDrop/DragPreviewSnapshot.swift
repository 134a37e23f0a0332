import Foundation

/// What a drag preview shows: the view drawn into an image at the screen's
/// scale (as it is now, sublayers included), over the parameters'
/// background color.
@MainActor
enum DragPreviewSnapshot {
    static func make(of view: UIView, background: UIColor?) -> UIView {
        let size = view.bounds.size
        let format = UIGraphicsImageRendererFormat()
        format.scale = view.window?.screen.scale ?? UIScreen.main.scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            if let background {
                background.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
            context.cgContext.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            view.layer.render(in: context.cgContext)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: size)
        return snapshot
    }
}
