/// `view.keyboardLayoutGuide` (iOS 15).
extension UIView {
    /// The guide that follows the keyboard over this view, made the first
    /// time it is asked for and kept among `layoutGuides`
    /// (see `UIKeyboardLayoutGuide`).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.attach(to: self)
        let application = window?.application ?? .shared
        KeyboardController.of(application).track(guide)
        return guide
    }
}
