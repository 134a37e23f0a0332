/// Something a layer runs when one of its properties changes (an implicit
/// animation, typically). `CAAnimation` conforms once animations exist.
public protocol CAAction: AnyObject {
    /// Called after the property named `event` changed on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` returned from an action lookup means "no action, stop searching",
/// exactly as in Core Animation.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
