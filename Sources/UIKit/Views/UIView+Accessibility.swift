import Foundation

// A view's accessibility: the properties are declared in UIView's class body (so
// subclasses can override them, as on iOS); their storage and helpers live here.
//
// Defaults, as UIKit's: a plain view is no element and has no traits, and its
// `accessibilityFrame` is its bounds on screen. Classes give their own defaults
// through the `implicit…` hooks:
//
// | class         | element | label                     | traits                                      |
// |---------------|---------|---------------------------|---------------------------------------------|
// | `UIView`      | no      | nil                       | none                                        |
// | `UILabel`     | yes     | its text                  | `.staticText` (+ `.notEnabled` if disabled) |
// | `UIButton`    | yes     | its current title         | `.button` (+ `.notEnabled`, `.selected`)    |
// | `UIImageView` | no      | nil                       | `.image`                                    |
//
// Setting a property replaces the default for good (traits included: a set
// value no longer follows the control's state); setting an optional one to nil
// brings the default back.

/// The accessibility values a view was explicitly given (nil: the default).
struct AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
}

extension UIView {
    func elementOfAccessibilityElements(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    func indexInAccessibilityElements(of element: Any) -> Int {
        guard let identity = accessibilityIdentity(of: element) else { return NSNotFound }
        return accessibilityElements?.firstIndex { accessibilityIdentity(of: $0) == identity } ?? NSNotFound
    }

    /// The label when it is not the class's default (set explicitly, or
    /// computed by a subclass's override): what a view tree printout shows, so
    /// that a label's text is not printed twice.
    package var customizedAccessibilityLabel: String? {
        let label = accessibilityLabel
        return accessibilityStorage.label != nil || label != implicitAccessibilityLabel ? label : nil
    }
}

/// The identity of an object in an `accessibilityElements` array (values have none).
func accessibilityIdentity(of element: Any) -> ObjectIdentifier? {
    guard type(of: element) is AnyObject.Type else { return nil }
    return ObjectIdentifier(element as AnyObject)
}

extension CGRect {
    /// The center point, where activation taps by default.
    var accessibilityCenter: CGPoint { CGPoint(x: midX, y: midY) }
}
