import CoreGraphics

/// Key-value coding, as Core Animation's layers answer it: the animatable
/// properties by name and by component (`"position.x"`,
/// `"transform.rotation.z"`), and any other key as a value the layer keeps for
/// the app (`layer.setValue("card", forKey: "kind")`).
///
/// Setting a property this way is the same as setting it directly: actions
/// (implicit animations) run, invalid geometry stops. Kumiki implements this on
/// `CALayer` itself because Foundation on Linux has no key-value coding.
extension CALayer {
    public func value(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// The model value at `keyPath`, or a value stored with `setValue(_:forKey:)`.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let known = LayerKeyPath.value(keyPath, in: properties) { return known.anyValue }
        switch keyPath {
        case "name": return name
        case "contentsScale": return contentsScale
        case "allowsGroupOpacity": return allowsGroupOpacity
        case "allowsEdgeAntialiasing": return allowsEdgeAntialiasing
        case "cornerCurve": return cornerCurve
        case "geometryFlipped": return isGeometryFlipped
        case "compositingFilter": return compositingFilter
        case "shouldRasterize": return shouldRasterize
        case "minificationFilter": return minificationFilter
        case "magnificationFilter": return magnificationFilter
        default: return keyedValues[keyPath]
        }
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        var values = properties
        if let animatable = AnimatableValue(value), LayerKeyPath.set(keyPath, animatable, in: &values) {
            // Through the property's own setter, so that its checks and action run.
            switch keyPath.split(separator: ".").first.map(String.init) ?? keyPath {
            case "position": position = values.position
            case "bounds": bounds = values.bounds
            case "anchorPoint": anchorPoint = values.anchorPoint
            case "zPosition": zPosition = values.zPosition
            case "opacity": opacity = values.opacity
            case "borderWidth": borderWidth = values.borderWidth
            case "cornerRadius": cornerRadius = values.cornerRadius
            case "backgroundColor": backgroundColor = values.backgroundColor
            case "borderColor": borderColor = values.borderColor
            case "shadowColor": shadowColor = values.shadowColor
            case "shadowOpacity": shadowOpacity = values.shadowOpacity
            case "shadowOffset": shadowOffset = values.shadowOffset
            case "shadowRadius": shadowRadius = values.shadowRadius
            case "shadowPath": shadowPath = values.shadowPath
            case let key where ShapeLayerProperties.animatableKeys.contains(key):
                setProperty(key, \.shape, values.shape)
            case let key where ReplicatorLayerProperties.animatableKeys.contains(key):
                setProperty(key, \.replicator, values.replicator)
            case let key where GradientLayerProperties.animatableKeys.contains(key):
                setProperty(key, \.gradient, values.gradient)
            case let key where TextLayerProperties.animatableKeys.contains(key):
                setProperty(key, \.text, values.text)
            case "contents": contents = values.contents
            case "contentsRect": contentsRect = values.contentsRect
            case "contentsCenter": contentsCenter = values.contentsCenter
            case "rasterizationScale": rasterizationScale = values.rasterizationScale
            case "hidden": isHidden = values.isHidden
            case "doubleSided": isDoubleSided = values.isDoubleSided
            case "anchorPointZ": anchorPointZ = values.anchorPointZ
            case "masksToBounds": masksToBounds = values.masksToBounds
            case "transform": transform = values.transform
            case "sublayerTransform": sublayerTransform = values.sublayerTransform
            default: break
            }
            return
        }
        switch (keyPath, value) {
        case ("name", let name as String?): self.name = name
        case ("contentsScale", let scale as CGFloat): contentsScale = scale
        case ("allowsGroupOpacity", let flag as Bool): allowsGroupOpacity = flag
        case ("allowsEdgeAntialiasing", let flag as Bool): allowsEdgeAntialiasing = flag
        case ("cornerCurve", let curve as CALayerCornerCurve): cornerCurve = curve
        case ("geometryFlipped", let flag as Bool): isGeometryFlipped = flag
        case ("compositingFilter", let filter): compositingFilter = filter
        case ("shouldRasterize", let flag as Bool): shouldRasterize = flag
        case ("minificationFilter", let filter as CALayerContentsFilter): minificationFilter = filter
        case ("magnificationFilter", let filter as CALayerContentsFilter): magnificationFilter = filter
        default: keyedValues[keyPath] = value
        }
    }
}
