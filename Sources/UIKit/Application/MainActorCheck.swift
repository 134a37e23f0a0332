import Foundation

/// Whether the caller runs on the main actor, where the app (and its system
/// traits) may be read. The main thread is; so is any thread draining the
/// main dispatch queue, which is how the main actor runs under a test runner
/// that keeps the process's first thread for itself.
enum MainActorCheck {
    private nonisolated(unsafe) static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isOnMainActor: Bool {
        Thread.isMainThread || (marked && DispatchQueue.getSpecific(key: key) == true)
    }
}
