/// The model values of a layer, kept together so that a presentation copy (and
/// later, the animation engine) can take them in one assignment.
struct CALayerProperties {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var isHidden = false
    var opacity: Float = 1
    var allowsGroupOpacity = true
    var masksToBounds = false
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                       .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var backgroundColor: CGColor?
    var contents: Any?
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var isOpaque = false
    var needsDisplayOnBoundsChange = false
    var name: String?
}
