import Foundation

/// What a drag preview shows: the view drawn into an image at the screen's
/// scale (as it is now, sublayers included), over the parameters'
/// background color, cut to their visible path.
@MainActor
enum DragPreviewSnapshot {
    /// The lifted preview's shadow: 20 % black, radius 10, 5 pt down
    /// (uncertain: read off iOS 17 screen recordings).
    static let liftShadowOpacity: Float = 0.2
    static let liftShadowRadius: CGFloat = 10
    static let liftShadowOffset = CGSize(width: 0, height: 5)

    static func make(of view: UIView, parameters: UIPreviewParameters) -> UIView {
        let size = view.bounds.size
        let format = UIGraphicsImageRendererFormat()
        format.scale = view.window?.screen.scale ?? UIScreen.main.scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            parameters.visiblePath?.addClip()
            if let background = parameters.backgroundColor {
                background.setFill()
                context.fill(view.bounds)
            }
            view.layer.render(in: context.cgContext)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: size)
        return snapshot
    }

    /// Gives a lifted preview its shadow, shaped by the parameters' shadow
    /// path, else their visible path, else what the preview shows.
    static func castLiftShadow(from snapshot: UIView, of view: UIView, parameters: UIPreviewParameters) {
        snapshot.layer.shadowOpacity = liftShadowOpacity
        snapshot.layer.shadowRadius = liftShadowRadius
        snapshot.layer.shadowOffset = liftShadowOffset
        guard let path = parameters.shadowPath ?? parameters.visiblePath else { return }
        // From the view's coordinates to the snapshot's (its bounds origin at zero).
        var shift = CGAffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
        snapshot.layer.shadowPath = path.cgPath.copy(using: &shift)
    }
}
