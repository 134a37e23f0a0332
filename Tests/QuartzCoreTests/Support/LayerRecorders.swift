import QuartzCore

/// An ordered list of what happened, shared by the recorders below.
@MainActor
final class EventLog {
    var entries: [String] = []
}

/// A `CAAction` that logs its key and, through `read`, the value the layer has
/// when the action runs.
@MainActor
final class RecordingAction: CAAction {
    let log: EventLog
    let read: @MainActor (CALayer) -> String
    private(set) var objects: [AnyObject] = []

    init(log: EventLog, reading read: @escaping @MainActor (CALayer) -> String = { _ in "" }) {
        self.log = log
        self.read = read
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        objects.append(anObject as AnyObject)
        let value = (anObject as? CALayer).map(read) ?? ""
        log.entries.append(value.isEmpty ? "run \(event)" : "run \(event): \(value)")
    }
}
