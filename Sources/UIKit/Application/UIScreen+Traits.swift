import Foundation

/// The screen's traits: the system's settings (appearance, text size,
/// contrast, bold text) with the device's idiom, the screen's scale and its
/// gamut (Display P3 on every device Kumiki models). Views outside any
/// window inherit these.
extension UIScreen: UITraitEnvironment, TraitNode {
    public var traitCollection: UITraitCollection { currentTraitCollection }

    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    var inheritedTraitCollection: UITraitCollection {
        let application = self.application
        let idiom = application.device.userInterfaceIdiom
        let scale = scale
        return application.systemTraitsStorage.modifyingTraits { traits in
            traits.userInterfaceIdiom = idiom
            traits.displayScale = scale
            traits.displayGamut = .P3
        }
    }

    var ownTraitValues: TraitValues { TraitValues() }
    var traitRegistrations: [TraitChangeRegistration] { [] }

    var traitChildren: [any TraitNode] {
        application.sceneList.compactMap { $0 as? UIWindowScene }.filter { $0.screen === self }
    }

    func traitsDidChange(from previous: UITraitCollection) {
        notifyTraitChange(from: previous)
    }

    /// The app this screen belongs to.
    private var application: UIApplication {
        animationContextOwner as? UIApplication ?? .current
    }
}
