import Foundation

/// UIKit's `NSValue` additions for geometry (UIGeometry.h), so that code
/// reading keyboard frames (`(info[key] as? NSValue)?.cgRectValue`) and other
/// boxed geometry compiles as on iOS. Foundation on Linux boxes rectangles,
/// points and sizes already (`NSValue(rect:)` and friends; `NSRect` is
/// `CGRect` there); these are the names UIKit gives them.
extension NSValue {
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
