import CoreGraphics

/// Drawing. A view's layer draws through the view: backgrounds, borders and
/// corners are layer properties; `draw(_:)` output becomes the layer's contents.
extension UIView: @preconcurrency CALayerDelegate {
    /// Classes known to override `draw(_:)` (true) or not (false).
    private static var drawingClasses: [ObjectIdentifier: Bool] = [:]

    static func drawsItself(_ type: UIView.Type) -> Bool? {
        drawingClasses[ObjectIdentifier(type)]
    }

    static func markDrawsItself(_ type: UIView.Type, _ value: Bool) {
        drawingClasses[ObjectIdentifier(type)] = value
    }

}
