import QuartzCore

/// An ordered list of what happened, shared by the recorders below.
@MainActor
final class EventLog {
    var entries: [String] = []
}

/// A `CAAction` that logs its key and, through `read`, the value the layer has
/// when the action runs.
@MainActor
final class RecordingAction: @preconcurrency CAAction {
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

/// A layer delegate that logs every action lookup, with the value `read` sees
/// at lookup time, and answers from `answers` (nil, i.e. "keep searching", for
/// keys it has no entry for).
@MainActor
final class ActionLookupDelegate: @preconcurrency CALayerDelegate {
    let log: EventLog
    var answers: [String: CAAction]
    let read: @MainActor (CALayer) -> String

    init(log: EventLog, answers: [String: CAAction] = [:],
         reading read: @escaping @MainActor (CALayer) -> String = { _ in "" }) {
        self.log = log
        self.answers = answers
        self.read = read
    }

    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        let value = read(layer)
        log.entries.append(value.isEmpty ? "lookup \(event)" : "lookup \(event): \(value)")
        return answers[event]
    }
}
