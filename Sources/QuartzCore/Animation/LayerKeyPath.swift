import CoreGraphics

/// Reads and writes the animatable layer properties named by Core Animation key
/// paths, including the components Core Animation accepts
/// (`"position.y"`, `"bounds.size.width"`, `"transform.rotation.z"`,
/// `"transform.scale"`, `"transform.translation.x"` …).
///
/// Transform components work on the decomposed affine transform (see
/// `TransformInterpolation`): setting `"transform.rotation.z"` keeps the
/// transform's scale and translation and replaces its rotation.
enum LayerKeyPath {
    static func value(_ path: String, in p: CALayerProperties) -> AnimatableValue? {
        switch path {
        case "position": return .point(p.position)
        case "position.x": return .scalar(Double(p.position.x))
        case "position.y": return .scalar(Double(p.position.y))
        case "bounds": return .rect(p.bounds)
        case "bounds.origin": return .point(p.bounds.origin)
        case "bounds.origin.x": return .scalar(Double(p.bounds.minX))
        case "bounds.origin.y": return .scalar(Double(p.bounds.minY))
        case "bounds.size": return .size(p.bounds.size)
        case "bounds.size.width": return .scalar(Double(p.bounds.width))
        case "bounds.size.height": return .scalar(Double(p.bounds.height))
        case "anchorPoint": return .point(p.anchorPoint)
        case "anchorPoint.x": return .scalar(Double(p.anchorPoint.x))
        case "anchorPoint.y": return .scalar(Double(p.anchorPoint.y))
        case "zPosition": return .scalar(Double(p.zPosition))
        case "opacity": return .scalar(Double(p.opacity))
        case "borderWidth": return .scalar(Double(p.borderWidth))
        case "cornerRadius": return .scalar(Double(p.cornerRadius))
        case "backgroundColor": return .color(p.backgroundColor)
        case "borderColor": return .color(p.borderColor)
        case "shadowColor": return .color(p.shadowColor)
        case "shadowOpacity": return .scalar(Double(p.shadowOpacity))
        case "shadowOffset": return .size(p.shadowOffset)
        case "shadowOffset.width": return .scalar(Double(p.shadowOffset.width))
        case "shadowOffset.height": return .scalar(Double(p.shadowOffset.height))
        case "shadowRadius": return .scalar(Double(p.shadowRadius))
        case "shadowPath": return .path(p.shadowPath)
        case "path": return p.shape.map { .path($0.path) }
        case "fillColor": return p.shape.map { .color($0.fillColor) }
        case "strokeColor": return p.shape.map { .color($0.strokeColor) }
        case "lineWidth": return p.shape.map { .scalar(Double($0.lineWidth)) }
        case "miterLimit": return p.shape.map { .scalar(Double($0.miterLimit)) }
        case "lineDashPhase": return p.shape.map { .scalar(Double($0.lineDashPhase)) }
        case "strokeStart": return p.shape.map { .scalar(Double($0.strokeStart)) }
        case "strokeEnd": return p.shape.map { .scalar(Double($0.strokeEnd)) }
        case "instanceDelay": return p.replicator.map { .scalar($0.instanceDelay) }
        case "instanceTransform": return p.replicator.map { .transform($0.instanceTransform) }
        case "instanceColor": return p.replicator.map { .color($0.instanceColor) }
        case "instanceRedOffset": return p.replicator.map { .scalar(Double($0.instanceRedOffset)) }
        case "instanceGreenOffset": return p.replicator.map { .scalar(Double($0.instanceGreenOffset)) }
        case "instanceBlueOffset": return p.replicator.map { .scalar(Double($0.instanceBlueOffset)) }
        case "instanceAlphaOffset": return p.replicator.map { .scalar(Double($0.instanceAlphaOffset)) }
        case "colors": return p.gradient.map { .colors($0.colors) }
        case "fontSize": return p.text.map { .scalar(Double($0.fontSize)) }
        case "foregroundColor": return p.text.map { .color($0.foregroundColor) }
        case "locations": return p.gradient.map { .numbers($0.locations?.map(\.doubleValue)) }
        case "startPoint": return p.gradient.map { .point($0.startPoint) }
        case "endPoint": return p.gradient.map { .point($0.endPoint) }
        case "contents": return .image(p.contents as? CGImage)
        case "contentsRect": return .rect(p.contentsRect)
        case "contentsCenter": return .rect(p.contentsCenter)
        case "rasterizationScale": return .scalar(Double(p.rasterizationScale))
        case "hidden": return .flag(p.isHidden)
        case "doubleSided": return .flag(p.isDoubleSided)
        case "anchorPointZ": return .scalar(Double(p.anchorPointZ))
        case "masksToBounds": return .flag(p.masksToBounds)
        case "transform": return .transform(p.transform)
        case "sublayerTransform": return .transform(p.sublayerTransform)
        default:
            if let (base, component) = transformComponent(path) {
                let matrix = base == "transform" ? p.transform : p.sublayerTransform
                if component.isPlanar, CATransform3DIsAffine(matrix) {
                    return component.read(TransformInterpolation.decompose(matrix.affinePart))
                }
                return Transform3DDecomposition(matrix).map(component.read) ?? .scalar(0)
            }
            return nil
        }
    }

    /// Writes `value` at `path`; false for an unknown path or a value of the wrong kind.
    @discardableResult
    static func set(_ path: String, _ value: AnimatableValue, in p: inout CALayerProperties) -> Bool {
        switch (path, value) {
        case ("position", .point(let v)): p.position = v
        case ("position.x", .scalar(let v)): p.position.x = CGFloat(v)
        case ("position.y", .scalar(let v)): p.position.y = CGFloat(v)
        case ("bounds", .rect(let v)): p.bounds = v
        case ("bounds.origin", .point(let v)): p.bounds.origin = v
        case ("bounds.origin.x", .scalar(let v)): p.bounds.origin.x = CGFloat(v)
        case ("bounds.origin.y", .scalar(let v)): p.bounds.origin.y = CGFloat(v)
        case ("bounds.size", .size(let v)): p.bounds.size = v
        case ("bounds.size.width", .scalar(let v)): p.bounds.size.width = CGFloat(v)
        case ("bounds.size.height", .scalar(let v)): p.bounds.size.height = CGFloat(v)
        case ("anchorPoint", .point(let v)): p.anchorPoint = v
        case ("anchorPoint.x", .scalar(let v)): p.anchorPoint.x = CGFloat(v)
        case ("anchorPoint.y", .scalar(let v)): p.anchorPoint.y = CGFloat(v)
        case ("zPosition", .scalar(let v)): p.zPosition = CGFloat(v)
        case ("opacity", .scalar(let v)): p.opacity = Float(v)
        case ("borderWidth", .scalar(let v)): p.borderWidth = CGFloat(v)
        case ("cornerRadius", .scalar(let v)): p.cornerRadius = CGFloat(v)
        case ("backgroundColor", .color(let v)): p.backgroundColor = v
        case ("borderColor", .color(let v)): p.borderColor = v
        case ("shadowColor", .color(let v)): p.shadowColor = v
        case ("shadowOpacity", .scalar(let v)): p.shadowOpacity = Float(v)
        case ("shadowOffset", .size(let v)): p.shadowOffset = v
        case ("shadowOffset.width", .scalar(let v)): p.shadowOffset.width = CGFloat(v)
        case ("shadowOffset.height", .scalar(let v)): p.shadowOffset.height = CGFloat(v)
        case ("shadowRadius", .scalar(let v)): p.shadowRadius = CGFloat(v)
        case ("shadowPath", .path(let v)): p.shadowPath = v
        case ("path", .path(let v)) where p.shape != nil: p.shape?.path = v
        case ("fillColor", .color(let v)) where p.shape != nil: p.shape?.fillColor = v
        case ("strokeColor", .color(let v)) where p.shape != nil: p.shape?.strokeColor = v
        case ("lineWidth", .scalar(let v)) where p.shape != nil: p.shape?.lineWidth = CGFloat(v)
        case ("miterLimit", .scalar(let v)) where p.shape != nil: p.shape?.miterLimit = CGFloat(v)
        case ("lineDashPhase", .scalar(let v)) where p.shape != nil: p.shape?.lineDashPhase = CGFloat(v)
        case ("strokeStart", .scalar(let v)) where p.shape != nil: p.shape?.strokeStart = CGFloat(v)
        case ("strokeEnd", .scalar(let v)) where p.shape != nil: p.shape?.strokeEnd = CGFloat(v)
        case ("instanceDelay", .scalar(let v)) where p.replicator != nil: p.replicator?.instanceDelay = v
        case ("instanceTransform", .transform(let v)) where p.replicator != nil: p.replicator?.instanceTransform = v
        case ("instanceColor", .color(let v)) where p.replicator != nil: p.replicator?.instanceColor = v
        case ("instanceRedOffset", .scalar(let v)) where p.replicator != nil: p.replicator?.instanceRedOffset = Float(v)
        case ("instanceGreenOffset", .scalar(let v)) where p.replicator != nil: p.replicator?.instanceGreenOffset = Float(v)
        case ("instanceBlueOffset", .scalar(let v)) where p.replicator != nil: p.replicator?.instanceBlueOffset = Float(v)
        case ("instanceAlphaOffset", .scalar(let v)) where p.replicator != nil: p.replicator?.instanceAlphaOffset = Float(v)
        case ("colors", .colors(let v)) where p.gradient != nil: p.gradient?.colors = v
        case ("fontSize", .scalar(let v)) where p.text != nil: p.text?.fontSize = CGFloat(v)
        case ("foregroundColor", .color(let v)) where p.text != nil: p.text?.foregroundColor = v
        case ("locations", .numbers(let v)) where p.gradient != nil: p.gradient?.locations = v?.map { NSNumber(value: $0) }
        case ("startPoint", .point(let v)) where p.gradient != nil: p.gradient?.startPoint = v
        case ("endPoint", .point(let v)) where p.gradient != nil: p.gradient?.endPoint = v
        case ("contents", .image(let v)): p.contents = v
        case ("contentsRect", .rect(let v)): p.contentsRect = v
        case ("contentsCenter", .rect(let v)): p.contentsCenter = v
        case ("rasterizationScale", .scalar(let v)): p.rasterizationScale = CGFloat(v)
        case ("hidden", .flag(let v)): p.isHidden = v
        case ("doubleSided", .flag(let v)): p.isDoubleSided = v
        case ("anchorPointZ", .scalar(let v)): p.anchorPointZ = CGFloat(v)
        case ("masksToBounds", .flag(let v)): p.masksToBounds = v
        case ("transform", .transform(let v)): p.transform = v
        case ("sublayerTransform", .transform(let v)): p.sublayerTransform = v
        default:
            guard let (base, component) = transformComponent(path), case .scalar(let v) = value else { return false }
            let current = base == "transform" ? p.transform : p.sublayerTransform
            let matrix: CATransform3D
            if component.isPlanar, CATransform3DIsAffine(current) {
                var parts = TransformInterpolation.decompose(current.affinePart)
                component.write(CGFloat(v), into: &parts)
                matrix = CATransform3DMakeAffineTransform(TransformInterpolation.compose(parts))
            } else {
                // A collapsed matrix has no parts to keep: the component alone.
                var parts = Transform3DDecomposition(current) ?? Transform3DDecomposition(CATransform3DIdentity)!
                component.write(v, into: &parts)
                matrix = parts.matrix
            }
            if base == "transform" { p.transform = matrix } else { p.sublayerTransform = matrix }
        }
        return true
    }

    static func isAnimatable(_ path: String) -> Bool {
        value(path, in: CALayerProperties()) != nil
    }

    enum TransformComponent {
        case scale, scaleX, scaleY, scaleZ, rotation, rotationX, rotationY, translationX, translationY, translationZ

        /// Read and written through the 2-D parts while the matrix is affine.
        var isPlanar: Bool {
            switch self {
            case .scaleZ, .rotationX, .rotationY, .translationZ: false
            default: true
            }
        }

        func read(_ parts: Transform3DDecomposition) -> AnimatableValue {
            switch self {
            case .scale: .scalar((parts.scale.x + parts.scale.y + parts.scale.z) / 3)
            case .scaleX: .scalar(parts.scale.x)
            case .scaleY: .scalar(parts.scale.y)
            case .scaleZ: .scalar(parts.scale.z)
            case .rotation: .scalar(parts.eulerAngles.z)
            case .rotationX: .scalar(parts.eulerAngles.x)
            case .rotationY: .scalar(parts.eulerAngles.y)
            case .translationX: .scalar(parts.translation.x)
            case .translationY: .scalar(parts.translation.y)
            case .translationZ: .scalar(parts.translation.z)
            }
        }

        func write(_ value: Double, into parts: inout Transform3DDecomposition) {
            switch self {
            case .scale: parts.scale = (value, value, value)
            case .scaleX: parts.scale.x = value
            case .scaleY: parts.scale.y = value
            case .scaleZ: parts.scale.z = value
            case .rotation: parts.eulerAngles.z = value
            case .rotationX: parts.eulerAngles.x = value
            case .rotationY: parts.eulerAngles.y = value
            case .translationX: parts.translation.x = value
            case .translationY: parts.translation.y = value
            case .translationZ: parts.translation.z = value
            }
        }

        func read(_ parts: TransformInterpolation.Parts) -> AnimatableValue {
            switch self {
            case .scale: .scalar(Double((parts.scale.width + parts.scale.height) / 2))
            case .scaleX: .scalar(Double(parts.scale.width))
            case .scaleY: .scalar(Double(parts.scale.height))
            case .rotation: .scalar(Double(parts.rotation))
            case .translationX: .scalar(Double(parts.translation.x))
            case .translationY: .scalar(Double(parts.translation.y))
            case .scaleZ: .scalar(1)
            case .rotationX, .rotationY, .translationZ: .scalar(0)
            }
        }

        func write(_ value: CGFloat, into parts: inout TransformInterpolation.Parts) {
            switch self {
            case .scale: parts.scale = CGSize(width: value, height: value)
            case .scaleX: parts.scale.width = value
            case .scaleY: parts.scale.height = value
            case .rotation: parts.rotation = value
            case .translationX: parts.translation.x = value
            case .translationY: parts.translation.y = value
            case .scaleZ, .rotationX, .rotationY, .translationZ: break  // never planar
            }
        }
    }

    /// `"transform.rotation.z"` → ("transform", .rotation) and so on.
    static func transformComponent(_ path: String) -> (String, TransformComponent)? {
        for base in ["transform", "sublayerTransform"] where path.hasPrefix(base + ".") {
            let rest = path.dropFirst(base.count + 1)
            let component: TransformComponent? = switch rest {
            case "scale": .scale
            case "scale.x": .scaleX
            case "scale.y": .scaleY
            case "scale.z": .scaleZ
            case "rotation", "rotation.z": .rotation
            case "rotation.x": .rotationX
            case "rotation.y": .rotationY
            case "translation.z": .translationZ
            case "translation.x": .translationX
            case "translation.y": .translationY
            default: nil
            }
            if let component { return (base, component) }
        }
        return nil
    }
}
