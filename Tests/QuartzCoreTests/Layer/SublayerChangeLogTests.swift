import CoreGraphics
@testable import QuartzCore
import Testing

/// A layer lists the sublayers whose subtrees changed lately, so that damage
/// recording can visit only those; whatever it cannot list (a sublayer
/// joining or leaving, too many changes) leaves earlier questions unanswered.
@Suite struct SublayerChangeLogTests {
    @Test("lists each sublayer changed after a version once, oldest change first")
    func listsTheSublayersChangedAfterAVersion() {
        var log = SublayerChangeLog()
        log.noteChange(ofSublayer: 7, at: 1)
        log.noteChange(ofSublayer: 8, at: 2)
        log.noteChange(ofSublayer: 7, at: 3)
        #expect(log.sublayersChanged(after: 0) == [8, 7])
        #expect(log.sublayersChanged(after: 2) == [7])
        #expect(log.sublayersChanged(after: 3) == [])
    }

    @Test("past its capacity, only questions after the dropped change are answered")
    func pastItsCapacityOlderQuestionsGoUnanswered() {
        var log = SublayerChangeLog()
        for serial in 1...UInt64(SublayerChangeLog.capacity + 1) { log.noteChange(ofSublayer: serial, at: serial) }
        #expect(log.sublayersChanged(after: 0) == nil)
        #expect(log.sublayersChanged(after: 1) == Array(2...UInt64(SublayerChangeLog.capacity + 1)))
    }

    @Test("a change it cannot list leaves every question before it unanswered")
    func anUnlistedChangeEndsEarlierAnswers() {
        var log = SublayerChangeLog()
        log.noteChange(ofSublayer: 7, at: 1)
        log.noteUnlistedChange(through: 2)
        log.noteChange(ofSublayer: 8, at: 3)
        #expect(log.sublayersChanged(after: 1) == nil)
        #expect(log.sublayersChanged(after: 2) == [8])
    }

    @Test("a change deep in the tree is listed by each ancestor as the sublayer it came through")
    func ancestorsListTheSublayerTheChangeCameThrough() {
        let root = CALayer(), card = CALayer(), dot = CALayer(), other = CALayer()
        root.addSublayer(card)
        root.addSublayer(other)
        card.addSublayer(dot)
        let rootVersion = root.subtreeVersion, cardVersion = card.subtreeVersion
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        #expect(root.sublayerChanges.sublayersChanged(after: rootVersion) == [card.renderSerial])
        #expect(card.sublayerChanges.sublayersChanged(after: cardVersion) == [dot.renderSerial])
    }

    @Test("a sublayer joining, leaving or moving in the order cannot be listed")
    func changesOfTheSublayerListAreNotListed() {
        let root = CALayer(), first = CALayer(), second = CALayer()
        root.addSublayer(first)
        var version = root.subtreeVersion
        root.addSublayer(second)
        #expect(root.sublayerChanges.sublayersChanged(after: version) == nil)
        version = root.subtreeVersion
        #expect(root.sublayerChanges.sublayersChanged(after: version) == [])
        root.insertSublayer(second, at: 0)
        #expect(root.sublayerChanges.sublayersChanged(after: version) == nil)
        version = root.subtreeVersion
        second.removeFromSuperlayer()
        #expect(root.sublayerChanges.sublayersChanged(after: version) == nil)
    }

    @Test("a mask's change is the masked layer's own, not a sublayer's")
    func aMasksChangeIsNotASublayers() {
        let root = CALayer(), card = CALayer(), mask = CALayer()
        root.addSublayer(card)
        card.mask = mask
        let rootVersion = root.subtreeVersion, cardVersion = card.subtreeVersion
        mask.opacity = 0.5
        #expect(card.sublayerChanges.sublayersChanged(after: cardVersion) == nil)
        #expect(root.sublayerChanges.sublayersChanged(after: rootVersion) == [card.renderSerial])
    }
}
