import CoreGraphics

extension CALayer {
    /// Sets one of a layer subclass's own values (a shape layer's, a gradient
    /// layer's, a replicator layer's — kept in `storage` so that they animate
    /// and present like the rest) with Core Animation's side effects.
    func setSubclassProperty<Storage, Value>(_ key: String, _ storage: WritableKeyPath<CALayerProperties, Storage?>,
                                             _ keyPath: WritableKeyPath<Storage, Value>, _ value: Value,
                                             fallback: Storage, runsAction: Bool = true) {
        var updated = properties[keyPath: storage] ?? fallback
        updated[keyPath: keyPath] = value
        setProperty(key, storage, updated, runsAction: runsAction)
    }
}
