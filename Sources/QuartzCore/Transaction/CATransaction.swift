/// Keys of the per-transaction values.
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer changes. Explicit transactions come from `begin()`/`commit()`;
/// a change made outside any opens an implicit transaction that the main loop
/// commits at the end of the turn (`flush()`).
///
/// Values set in a transaction (duration, timing function, disabled actions) are
/// seen by the transactions nested inside it. A completion block runs once every
/// animation added while it was the current block has finished, or at commit when
/// there were none.
///
/// As in Core Animation, transactions belong to the thread that opens them:
/// each thread has its own stack (a layer configured on a background thread
/// never joins the main thread's transaction).
public final class CATransaction: NSObject {
    private struct Frame {
        var values: [String: Any] = [:]
        var isImplicit: Bool
        var completionGroup: CompletionGroup?
    }

    /// One thread's open transactions, innermost last.
    private final class Stack {
        var frames: [Frame] = []
    }

    private static let stacks = ThreadLocal { Stack() }

    private static var frames: [Frame] {
        get { stacks.value.frames }
        _modify { yield &stacks.value.frames }
    }

    /// Default duration of implicit animations, in seconds.
    public static let defaultAnimationDuration: CFTimeInterval = 0.25

    private override init() {}

    public class func begin() {
        frames.append(Frame(isImplicit: false))
    }

    /// Commits the innermost transaction. A commit without a matching `begin()` is
    /// ignored (Core Animation logs it).
    public class func commit() {
        guard let frame = frames.popLast() else { return }
        frame.completionGroup?.seal()
    }

    /// Commits the implicit transaction, if one is open and no explicit
    /// transaction is in progress. The main loop calls this once per turn.
    public class func flush() {
        guard frames.count == 1, frames[0].isImplicit else { return }
        commit()
    }

    /// Opens the implicit transaction if no transaction is open; layers call this
    /// whenever they change.
    package class func ensureTransaction() {
        if frames.isEmpty { frames.append(Frame(isImplicit: true)) }
    }

    public class func value(forKey key: String) -> Any? {
        for frame in frames.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    public class func setValue(_ value: Any?, forKey key: String) {
        ensureTransaction()
        frames[frames.count - 1].values[key] = value
        if key == kCATransactionCompletionBlock {
            // A replaced block still runs for the animations added while it was
            // current; with none, it is simply dropped.
            if let replaced = frames[frames.count - 1].completionGroup, replaced.hasEntered { replaced.seal() }
            frames[frames.count - 1].completionGroup =
                (value as? () -> Void).map(CompletionGroup.init(block:))
        }
    }

    /// Seconds; 0.25 unless set.
    public class func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? defaultAnimationDuration
    }

    public class func setAnimationDuration(_ duration: CFTimeInterval) {
        setValue(duration, forKey: kCATransactionAnimationDuration)
    }

    /// nil unless set (animations then use their own default).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their actions (implicit animations).
    public class func disableActions() -> Bool {
        value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }

    public class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    public class func completionBlock() -> (() -> Void)? {
        frames.last?.completionGroup?.block
    }

    /// Replaces the current transaction's completion block.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// The completion group that an animation added now must report to, if any:
    /// the animation calls `enter()` when added and `leave()` when it finishes.
    package class func currentCompletionGroup() -> CompletionGroup? {
        frames.last?.completionGroup
    }

    /// Every completion group an animation added now belongs to, innermost first:
    /// an outer transaction's block also waits for animations added in nested ones.
    package class func enclosingCompletionGroups() -> [CompletionGroup] {
        frames.reversed().compactMap(\.completionGroup)
    }

    /// Whether a transaction (explicit or implicit) is open.
    package class var isOpen: Bool { !frames.isEmpty }
}

/// Counts the animations a transaction's completion block waits for. The block
/// runs once the group is sealed (its transaction committed or its block
/// replaced) and no animation is pending.
package final class CompletionGroup {
    package let block: () -> Void
    private var pending = 0
    private var sealed = false
    private var finished = false

    init(block: @escaping () -> Void) {
        self.block = block
    }

    package func enter() {
        pending += 1
        hasEntered = true
    }

    /// Whether any animation ever joined the group.
    package private(set) var hasEntered = false

    package func leave() {
        pending -= 1
        runIfDone()
    }

    func seal() {
        sealed = true
        runIfDone()
    }

    private func runIfDone() {
        guard sealed, pending == 0, !finished else { return }
        finished = true
        block()
    }
}
