import Foundation

/// The machinery behind `UITraitEnvironment`: every environment keeps its
/// last collection, computes a new one from what it inherits plus its own
/// overrides, and when that differs tells itself (callbacks, colors) and
/// passes the update down. A node whose collection did not change stops the
/// walk: what is below derives from it alone.
@MainActor
protocol TraitNode: UITraitEnvironment {
    /// The last collection computed; nil until first needed.
    var traitStorage: UITraitCollection? { get set }
    /// What the node inherits, before its own overrides.
    var inheritedTraitCollection: UITraitCollection { get }
    /// The node's own overrides (`overrideUserInterfaceStyle`,
    /// `traitOverrides`).
    var ownTraitValues: TraitValues { get }
    /// The environments that inherit from this one.
    var traitChildren: [any TraitNode] { get }
    /// Registered handlers.
    var traitRegistrations: [TraitChangeRegistration] { get }
    /// Runs the node's reactions to a change (with `current` set): UIKit's
    /// callback, the registrations, then anything the node keeps up to date.
    func traitsDidChange(from previous: UITraitCollection)
}

extension TraitNode {
    /// The collection now: the stored one, computed the first time.
    var currentTraitCollection: UITraitCollection {
        if let traitStorage { return traitStorage }
        let computed = computeTraitCollection()
        traitStorage = computed
        return computed
    }

    func computeTraitCollection() -> UITraitCollection {
        let inherited = inheritedTraitCollection
        let own = ownTraitValues
        guard !own.entries.isEmpty else { return inherited }
        let combined = inherited.values.applying(own)
        return combined == inherited.values ? inherited : UITraitCollection(values: combined)
    }

    /// Recomputes the collection; on a change, reacts and updates what
    /// inherits from this node.
    func updateTraitCollection() {
        let previous = traitStorage
        let next = computeTraitCollection()
        traitStorage = next
        if let previous {
            guard previous !== next, previous != next else { return }
            next.withCurrent { traitsDidChange(from: previous) }
        }
        for child in traitChildren { child.updateTraitCollection() }
    }

    /// UIKit's callback, then each registration watching a trait that changed.
    func notifyTraitChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        guard !traitRegistrations.isEmpty else { return }
        let changed = currentTraitCollection.changedTraits(from: previous)
        for registration in traitRegistrations where registration.watches(any: changed) {
            registration.action(self, previous)
        }
    }
}
