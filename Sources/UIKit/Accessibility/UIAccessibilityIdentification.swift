/// What carries an identifier for UI tests (`UIKitTesting`'s queries,
/// XCUITest on iOS): views and accessibility elements. The identifier is never
/// read out to the user.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element in tests; nil by default.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
