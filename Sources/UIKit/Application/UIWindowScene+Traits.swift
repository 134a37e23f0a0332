import Foundation

/// A window scene's traits: the screen's with the size classes of the
/// device and orientation, the app's layout direction and the base level;
/// `traitOverrides` on top. Its windows inherit them.
///
/// Size classes as iOS reports them: iPad regular × regular; iPhone in
/// portrait compact width and regular height; in landscape compact height,
/// and a regular width on the large phones (a portrait width of 414 pt or
/// more: the Plus and Max models) and compact on the others.
extension UIWindowScene: UITraitEnvironment, TraitNode {
    public var traitCollection: UITraitCollection { currentTraitCollection }

    /// Traits set on the scene for every window in it.
    public var traitOverrides: any UITraitOverrides {
        get { ownTraitValues }
        set {
            guard let values = newValue as? TraitValues else { return }
            ownTraitValues = values
            updateTraitCollection()
        }
    }

    var inheritedTraitCollection: UITraitCollection {
        let screen = screen
        let sizeClasses = Self.sizeClasses(idiom: screen.traitCollection.userInterfaceIdiom,
                                           portraitWidth: min(screen.bounds.width, screen.bounds.height),
                                           landscape: interfaceOrientation.isLandscape)
        let direction: UITraitEnvironmentLayoutDirection =
            (application ?? .current).userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return screen.traitCollection.modifyingTraits { traits in
            traits.horizontalSizeClass = sizeClasses.horizontal
            traits.verticalSizeClass = sizeClasses.vertical
            traits.layoutDirection = direction
            traits.userInterfaceLevel = .base
        }
    }

    /// The size classes (width, height) of a full-screen scene.
    static func sizeClasses(idiom: UIUserInterfaceIdiom, portraitWidth: CGFloat, landscape: Bool)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        guard idiom == .phone else { return (.regular, .regular) }
        guard landscape else { return (.compact, .regular) }
        return (portraitWidth >= 414 ? .regular : .compact, .compact)
    }

    var traitChildren: [any TraitNode] { windows }

    func traitsDidChange(from previous: UITraitCollection) {
        notifyTraitChange(from: previous)
    }

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

extension UIWindow {
    /// What a window inherits: its scene's traits, or the screen's.
    var sceneTraitCollection: UITraitCollection {
        windowScene?.traitCollection ?? UIApplication.current.screen.traitCollection
    }
}
