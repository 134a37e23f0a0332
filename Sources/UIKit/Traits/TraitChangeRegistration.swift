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

    /// A registration running `handler` with the environment as the type
    /// the caller wrote (`(self: Self, previous) in …`).
    static func make<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { environment, previous in
            handler(environment as! Environment, previous)
        }
    }

    /// Whether a trait it watches is among `changed`.
    func watches(any changed: [any UITraitDefinition.Type]) -> Bool {
        traits.contains { watched in changed.contains { ObjectIdentifier($0) == ObjectIdentifier(watched) } }
    }
}
