import Foundation

/// A view's traits: its controller's if it is a controller's view, else its
/// superview's, else (a window) its window scene's, else (not in a
/// hierarchy) the screen's — with `overrideUserInterfaceStyle` and
/// `traitOverrides` on top.
///
/// Views lay out (`layoutSubviews` and the controller's layout callbacks)
/// and draw (`draw(_:)`) with their collection as `UITraitCollection.current`,
/// so dynamic colors resolve for them. When the collection changes the view
/// first adjusts what UIKit keeps up to date — fonts that follow the text
/// size, its background and drawing when colors resolve differently (a
/// `CGColor` the app stored in a layer stays as set, as on iOS) — then hears
/// `traitCollectionDidChange(_:)` and its registrations.
extension UIView: UITraitEnvironment, TraitNode {
    public var traitCollection: UITraitCollection { currentTraitCollection }

    /// Traits set on this view for itself and what it contains.
    public var traitOverrides: any UITraitOverrides {
        get { ownTraitValues }
        set {
            guard let values = newValue as? TraitValues else { return }
            ownTraitValues = values
            updateTraitCollection()
        }
    }

    var inheritedTraitCollection: UITraitCollection {
        if let owningViewController { return owningViewController.traitCollection }
        if let superview = superviewStorage { return superview.traitCollection }
        if let window = self as? UIWindow { return window.sceneTraitCollection }
        return UIApplication.current.screen.traitCollection
    }

    var traitChildren: [any TraitNode] {
        var children = subviewList.map { subview -> any TraitNode in
            if let controller = subview.owningViewController { return controller }
            return subview
        }
        // A root controller stays the window's while a full-screen
        // presentation has taken its view off.
        if let root = (self as? UIWindow)?.rootViewController { children.append(root) }
        return children
    }

    /// UIKit's own adjustments first (fonts for the text size, colors for
    /// the appearance), then the app's callbacks, which see them done.
    func traitsDidChange(from previous: UITraitCollection) {
        let traits = traitCollection
        if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            contentSizeCategoryDidChange()
        }
        if traits.hasDifferentColorAppearance(comparedTo: previous) { colorAppearanceDidChange() }
        notifyTraitChange(from: previous)
    }

    /// After moving: a controller's view updates through its controller.
    func updateTraitsAfterMove() {
        if let owningViewController { owningViewController.updateTraitCollection() } else { updateTraitCollection() }
    }

    /// Runs `handler` with the view and its previous collection whenever one
    /// of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.make(traits, handler: handler)
        traitRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}
