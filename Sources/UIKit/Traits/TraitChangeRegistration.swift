import Foundation

/// One `registerForTraitChanges` registration: the traits it watches and
/// what runs when one of them changes.
@MainActor
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: [UITrait]
    let action: (UITraitEnvironment, UITraitCollection) -> Void

    init(traits: [UITrait], action: @escaping (UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.action = action
    }

    /// Whether a trait it watches is among `changed`.
    func watches(any changed: [any UITraitDefinition.Type]) -> Bool {
        traits.contains { watched in changed.contains { ObjectIdentifier($0) == ObjectIdentifier(watched) } }
    }
}
