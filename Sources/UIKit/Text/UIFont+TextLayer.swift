import QuartzCore

/// A `UIFont` stands in for the `CTFont` that iOS code hands a `CATextLayer`.
extension UIFont: TextLayerFont {
    package var textLayerFace: TextLayerFontFace {
        TextLayerFontFace(family: familyName, weight: Int(weight.openTypeWeight), italic: isItalic, size: pointSize)
    }
}

/// A `UIColor` in a text layer's attributed string.
extension UIColor: TextLayerColor {
    package var textLayerColor: CGColor { cgColor }
}
