import Foundation

/// Measuring and drawing attributed strings in the current UIKit context.
/// Missing fonts default to the system font at 12 pt and missing colors to black.
extension NSAttributedString {
    /// The size of the string on one line per paragraph (no wrapping), in points.
    public func size() -> CGSize {
        TextLayout(self, .init()).size
    }

    /// The bounding box of the string laid out in `size`: wrapped to its width
    /// when `options` has `.usesLineFragmentOrigin`, one line otherwise. The
    /// origin is zero; sizes are fractional (round up to use them for views).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let layout = TextLayout(self, TextAttributesLayout.configuration(for: size, options: options))
        return CGRect(origin: .zero, size: layout.size)
    }

    /// Draws on one line per paragraph with the top-left at `point`.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(self, .init()).draw(in: context, at: point)
    }

    /// Draws wrapped to `rect`'s width, clipped to `rect`.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout(self, TextAttributesLayout.configuration(for: rect.size, options: options))
        cgContext.saveGState()
        cgContext.clip(to: rect)
        layout.draw(in: cgContext, at: rect.origin)
        cgContext.restoreGState()
    }
}

enum TextAttributesLayout {
    static func configuration(for size: CGSize, options: NSStringDrawingOptions) -> TextLayout.Configuration {
        var configuration = TextLayout.Configuration()
        if options.contains(.usesLineFragmentOrigin) {
            configuration.width = size.width > 0 && size.width.isFinite ? size.width : nil
        } else if options.contains(.truncatesLastVisibleLine), size.width > 0, size.width.isFinite {
            configuration.maximumLines = 1
            configuration.width = size.width
            configuration.lineBreakMode = .byTruncatingTail
        } else {
            // One line per paragraph, as long as it is.
            configuration.width = nil
        }
        return configuration
    }
}

/// The same for plain strings with attributes (UIKit's NSString additions).
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }
}

extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }
}
