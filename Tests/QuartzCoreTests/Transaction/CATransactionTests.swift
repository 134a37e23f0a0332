@testable import QuartzCore
import Testing

/// Transactions are global (per main thread). Layer changes made by other tests
/// open the implicit transaction and nothing runs a main loop here, so a test
/// that needs a clean slate ends the turn first, as the main loop would.
@MainActor
private func endTurn() {
    CATransaction.flush()
}

@MainActor
@Suite("CATransaction")
struct CATransactionTests {
    // MARK: Values

    @Test("defaults: duration 0.25 s, actions enabled, no timing function, no completion block")
    func defaults() {
        endTurn()
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.disableActions() == false)
        #expect(CATransaction.animationTimingFunction() == nil)
        #expect(CATransaction.completionBlock() == nil)
        CATransaction.commit()
    }

    @Test("setters are read back through the typed getters and value(forKey:)")
    func settersAndGetters() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationTimingFunction(easeIn)
        #expect(CATransaction.animationDuration() == 1.5)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == easeIn)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 1.5)
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        CATransaction.commit()
    }

    @Test("a nested transaction sees the outer values until it sets its own")
    func nestedTransactionInheritsOuterValues() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.disableActions())
        CATransaction.setAnimationDuration(5)
        #expect(CATransaction.animationDuration() == 5)
        CATransaction.commit()
        CATransaction.commit()
    }

    @Test("committing a nested transaction restores the outer values")
    func commitRestoresOuterValues() {
        endTurn()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        CATransaction.setAnimationDuration(5)
        CATransaction.setDisableActions(true)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.disableActions() == false)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    // MARK: Completion

    @Test("the completion block runs at commit when no animation was added")
    func completionRunsAtCommit() {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("completed") }
        #expect(CATransaction.completionBlock() != nil)
        #expect(log.entries.isEmpty)
        CATransaction.commit()
        #expect(log.entries == ["completed"])
    }

    @Test("the completion block waits for every animation that entered its group")
    func completionWaitsForPendingAnimations() throws {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("completed") }
        let group = try #require(CATransaction.currentCompletionGroup())
        group.enter()
        group.enter()
        CATransaction.commit()
        #expect(log.entries.isEmpty)
        group.leave()
        #expect(log.entries.isEmpty)
        group.leave()
        #expect(log.entries == ["completed"])
    }

    @Test("an animation finishing before commit does not run the block early")
    func completionWaitsForCommit() throws {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("completed") }
        let group = try #require(CATransaction.currentCompletionGroup())
        group.enter()
        group.leave()
        #expect(log.entries.isEmpty)
        CATransaction.commit()
        #expect(log.entries == ["completed"])
    }

    @Test("the completion block runs only once")
    func completionRunsOnce() throws {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("completed") }
        let group = try #require(CATransaction.currentCompletionGroup())
        CATransaction.commit()
        group.enter()
        group.leave()
        #expect(log.entries == ["completed"])
    }

    @Test("a nested transaction's completion block runs at the nested commit")
    func nestedCompletionRunsAtNestedCommit() {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("inner") }
        CATransaction.commit()
        #expect(log.entries == ["inner"])
        CATransaction.commit()
        #expect(log.entries == ["inner", "outer"])
    }

    @Test("an outer completion block also waits for animations added in a nested transaction")
    func outerCompletionWaitsForNestedAnimations() {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("outer") }
        CATransaction.begin()
        let groups = CATransaction.enclosingCompletionGroups()
        #expect(groups.count == 1)
        groups.forEach { $0.enter() }
        CATransaction.commit()
        CATransaction.commit()
        #expect(log.entries.isEmpty)
        groups.forEach { $0.leave() }
        #expect(log.entries == ["outer"])
    }

    @Test("a completion block replaced before any animation joined it never runs")
    func replacedBlockWithoutAnimationsIsDropped() {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("first") }
        CATransaction.setCompletionBlock { log.entries.append("second") }
        CATransaction.commit()
        #expect(log.entries == ["second"])
    }

    @Test("a replaced completion block still runs once the animations added under it finish")
    func replacedBlockWaitsForItsAnimations() throws {
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("first") }
        let first = try #require(CATransaction.currentCompletionGroup())
        first.enter()
        CATransaction.setCompletionBlock { log.entries.append("second") }
        CATransaction.commit()
        #expect(log.entries == ["second"])
        first.leave()
        #expect(log.entries == ["second", "first"])
    }

    // MARK: Implicit transactions

    @Test("changing a layer outside any transaction opens the implicit transaction; flush commits it")
    func layerChangeOpensImplicitTransaction() {
        endTurn()
        #expect(!CATransaction.isOpen)
        let layer = CALayer()
        layer.opacity = 0.5
        #expect(CATransaction.isOpen)
        CATransaction.flush()
        #expect(!CATransaction.isOpen)
    }

    @Test("flush runs the implicit transaction's completion block")
    func flushRunsImplicitCompletion() {
        endTurn()
        let log = EventLog()
        CATransaction.setCompletionBlock { log.entries.append("completed") }
        #expect(log.entries.isEmpty)
        CATransaction.flush()
        #expect(log.entries == ["completed"])
    }

    @Test("flush leaves an explicit transaction open")
    func flushDoesNotCommitExplicitTransaction() {
        endTurn()
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("completed") }
        CATransaction.flush()
        #expect(CATransaction.isOpen)
        #expect(log.entries.isEmpty)
        CATransaction.commit()
        #expect(log.entries == ["completed"])
        #expect(!CATransaction.isOpen)
    }

    @Test("flush does nothing while an explicit transaction is nested in the implicit one")
    func flushWaitsForNestedExplicitTransaction() {
        endTurn()
        let layer = CALayer()
        layer.opacity = 0.5 // opens the implicit transaction
        CATransaction.begin()
        CATransaction.flush()
        CATransaction.commit()
        #expect(CATransaction.isOpen, "the implicit transaction is still open")
        CATransaction.flush()
        #expect(!CATransaction.isOpen)
    }

    @Test("a commit without a begin is ignored")
    func unbalancedCommitIsIgnored() {
        endTurn()
        CATransaction.commit()
        #expect(!CATransaction.isOpen)
        CATransaction.begin()
        #expect(CATransaction.isOpen)
        CATransaction.commit()
        #expect(!CATransaction.isOpen)
    }

    // MARK: Actions

    @Test("setDisableActions(true) stops layer actions from running")
    func disableActionsStopsLayerActions() {
        let log = EventLog()
        let layer = CALayer()
        layer.actions = ["opacity": RecordingAction(log: log)]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(log.entries.isEmpty)
        #expect(layer.opacity == 0.5)

        CATransaction.begin()
        layer.opacity = 0.25
        CATransaction.commit()
        #expect(log.entries == ["run opacity"], "with actions enabled again, the same change runs the action")
    }
}
