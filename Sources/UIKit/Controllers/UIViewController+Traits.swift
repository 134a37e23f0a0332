import Foundation

/// A controller's traits: its parent's (with the parent's override for it),
/// else its presenter's (elevated in a sheet, a form sheet or a popover),
/// else those of the view its view sits in (a window's root controller: the
/// window's, also while a full-screen presentation has taken its view off),
/// else the screen's — with `overrideUserInterfaceStyle` and
/// `traitOverrides` on top. Its view, children and presented controller
/// inherit them.
extension UIViewController: UITraitEnvironment, TraitNode {
    public var traitCollection: UITraitCollection { currentTraitCollection }

    /// Traits set on the controller for itself and what it contains.
    public var traitOverrides: any UITraitOverrides {
        get { ownTraitValues }
        set {
            guard let values = newValue as? TraitValues else { return }
            ownTraitValues = values
            updateTraitCollection()
        }
    }

    var inheritedTraitCollection: UITraitCollection {
        if let parent {
            let inherited = parent.traitCollection
            guard let override = parent.overrideTraitCollection(forChild: self) else { return inherited }
            return UITraitCollection(traitsFrom: [inherited, override])
        }
        if let presenter = presentingStorage {
            let inherited = presenter.traitCollection
            guard Self.elevatesContent(presentationControllerStorage?.presentationStyle ?? modalPresentationStyle) else {
                return inherited
            }
            return inherited.modifyingTraits { $0.userInterfaceLevel = .elevated }
        }
        if let superview = viewIfLoaded?.superview { return superview.traitCollection }
        // A window's root controller whose view a full-screen presentation took off.
        if let window = UIApplication.current.windows.first(where: { $0.rootViewController === self }) {
            return window.traitCollection
        }
        return UIApplication.current.screen.traitCollection
    }

    /// Whether content presented with `style` sits above its presenter (a
    /// card or a popover), which elevates it.
    static func elevatesContent(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .pageSheet, .formSheet, .popover, .automatic: true
        default: false
        }
    }

    var traitChildren: [any TraitNode] {
        var children: [any TraitNode] = childList
        if let view = viewIfLoaded { children.append(view) }
        if let presentedStorage { children.append(presentedStorage) }
        return children
    }

    func traitsDidChange(from previous: UITraitCollection) {
        notifyTraitChange(from: previous)
    }

    /// Runs `handler` with the controller and its previous collection
    /// whenever one of `traits` changes.
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
