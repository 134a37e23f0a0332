import Foundation
import Testing
import UIKit
import UIKitTesting

/// A drag source whose view lifts its own word and adds it, when tapped by
/// another finger, to a drag in flight; it logs into a shared recorder.
@MainActor
final class AddingSource: UIDragInteractionDelegate {
    let word: String
    let shared: DragSourceRecorder
    /// What `sessionForAddingItems` answers; nil when not implemented.
    var choosesSession: (([any UIDragSession]) -> (any UIDragSession)?)?
    var adds = true
    /// The touch points `itemsForAddingTo` was asked about (view coordinates).
    var addPoints: [CGPoint] = []

    init(_ word: String, log shared: DragSourceRecorder) {
        self.word = word
        self.shared = shared
    }

    private func item() -> UIDragItem {
        UIDragItem(itemProvider: NSItemProvider(object: word as NSString))
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        shared.log.append("\(word) itemsForBeginning")
        return [item()]
    }
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        shared.log.append("\(word) itemsForAddingTo")
        addPoints.append(point)
        return adds ? [item()] : []
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        shared.log.append("\(word) previewForLifting")
        return nil
    }
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                         willAnimateCancelWith animator: any UIDragAnimating) {
        shared.log.append("\(word) willAnimateCancel")
    }
}

/// The lifting source of `UIDragInteractionTests` that also hears items join.
@MainActor
final class JoiningSource: UIDragInteractionDelegate {
    let recorder: DragSourceRecorder

    init(_ recorder: DragSourceRecorder) {
        self.recorder = recorder
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        recorder.log.append("itemsForBeginning")
        return recorder.items()
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction) {
        recorder.log.append("willAdd \(items.count) (session has \(session.items.count))")
    }
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                         willAnimateCancelWith animator: any UIDragAnimating) {
        recorder.log.append("willAnimateCancel")
    }
}

@MainActor
@Suite("Adding items to a drag in flight with another finger")
struct DragAddRecognizerTests {
    /// A source square lifting "Hello", a second square tapping in "World",
    /// and a copy target below, on an iPhone 15 Pro (393 × 852 pt).
    @MainActor
    struct Scene {
        let host = UITestHost()
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 220, y: 100, width: 100, height: 100))
        let target = UIView(frame: CGRect(x: 20, y: 500, width: 300, height: 160))
        let recorder = DragSourceRecorder()
        let joining: JoiningSource
        let adding: AddingSource
        let dropTarget: DropTargetRecorder
        let otherInteraction: UIDragInteraction

        init(targetOperation: UIDropOperation = .copy) {
            let root = UIViewController()
            root.view.backgroundColor = .white
            source.backgroundColor = .systemBlue
            other.backgroundColor = .systemOrange
            target.backgroundColor = .systemGray5
            for view in [source, other, target] { root.view.addSubview(view) }
            joining = JoiningSource(recorder)
            adding = AddingSource("World", log: recorder)
            let sourceInteraction = UIDragInteraction(delegate: joining)
            sourceInteraction.isEnabled = true
            source.addInteraction(sourceInteraction)
            otherInteraction = UIDragInteraction(delegate: adding)
            otherInteraction.isEnabled = true
            other.addInteraction(otherInteraction)
            dropTarget = DropTargetRecorder("target", log: recorder, operation: targetOperation)
            target.addInteraction(UIDropInteraction(delegate: dropTarget))
            host.rootViewController = root
            host.runUntilIdle()
        }

        /// Lifts the source and carries it to the middle of the screen.
        func lift() -> UITestTouch {
            let finger = host.touchDown(at: CGPoint(x: 70, y: 150))
            host.advance(by: 0.6)
            finger.move(to: CGPoint(x: 200, y: 350), duration: 0.2)
            return finger
        }
    }

    @Test("a tap on another draggable view adds its items; the drag's delegate hears willAdd first; both drop")
    func tapAddsItems() {
        let scene = Scene()
        let finger = scene.lift()
        scene.host.tap(at: CGPoint(x: 250, y: 130))
        #expect(scene.adding.addPoints == [CGPoint(x: 30, y: 30)], "the touch point is in the adding view")
        let log = scene.recorder.log
        #expect(Array(log.suffix(3)) == ["World itemsForAddingTo", "willAdd 1 (session has 1)", "World previewForLifting"])
        finger.move(to: CGPoint(x: 150, y: 580), duration: 0.2)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.dropTarget.dropped == ["Hello", "World"])
    }

    @Test("the added item's preview flies under the dragging finger and follows it")
    func addedPreviewFollows() throws {
        let scene = Scene()
        let finger = scene.lift()
        scene.host.tap(at: CGPoint(x: 250, y: 130))
        scene.host.advance(by: 0.5)
        finger.move(to: CGPoint(x: 180, y: 400), duration: 0.2)
        scene.host.runFrame()
        let overlay = scene.host.window.subviews.last!
        #expect(overlay.subviews.count == 2)
        let centers = overlay.subviews.map(\.center)
        // Both were grabbed at their centers: they pile under the finger, the added one behind
        // and 6 pt down and right.
        #expect(centers == [CGPoint(x: 186, y: 406), CGPoint(x: 180, y: 400)])
        assertSnapshot(of: scene.host, named: "two items under the finger")
        finger.up()
        scene.host.runUntilIdle()
    }

    @Test("a cancelled drag sends each item back by its own interaction's delegate")
    func cancelReturnsEachItem() {
        let scene = Scene(targetOperation: .forbidden)
        let finger = scene.lift()
        scene.host.tap(at: CGPoint(x: 250, y: 130))
        finger.up()
        scene.host.runUntilIdle()
        let log = scene.recorder.log
        #expect(log.contains("willAnimateCancel"))
        #expect(log.contains("World willAnimateCancel"))
        #expect(scene.dropTarget.dropped.isEmpty)
    }

    @Test("a tap that adds nothing, or a tap with no drag in flight, asks nothing of the drag")
    func tapsThatAddNothing() {
        let scene = Scene()
        scene.host.tap(at: CGPoint(x: 250, y: 130))
        #expect(scene.recorder.log.isEmpty, "no drag in flight: the tap is just a tap")
        scene.adding.adds = false
        let finger = scene.lift()
        scene.host.tap(at: CGPoint(x: 250, y: 130))
        #expect(scene.recorder.log.last == "World itemsForAddingTo")
        finger.move(to: CGPoint(x: 150, y: 580), duration: 0.2)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.dropTarget.dropped == ["Hello"])
    }

    @Test("with two drags in flight a tap adds only where sessionForAddingItems chooses; by default to neither")
    func twoDragsInFlight() {
        let scene = Scene()
        let third = UIView(frame: CGRect(x: 150, y: 250, width: 80, height: 60))
        scene.source.superview!.addSubview(third)
        let thirdSource = AddingSource("Third", log: scene.recorder)
        let thirdInteraction = UIDragInteraction(delegate: thirdSource)
        thirdInteraction.isEnabled = true
        third.addInteraction(thirdInteraction)
        let first = scene.lift()
        let second = scene.host.touchDown(at: CGPoint(x: 270, y: 150))
        scene.host.advance(by: 0.6)
        second.move(to: CGPoint(x: 300, y: 420), duration: 0.2)
        #expect(scene.recorder.log.contains("World itemsForBeginning"))
        scene.host.tap(at: CGPoint(x: 190, y: 280))
        #expect(!scene.recorder.log.contains("Third itemsForAddingTo"), "the default chooses no session")
        var offered = 0
        thirdSource.choosesSession = { sessions in
            offered = sessions.count
            return sessions.first
        }
        scene.host.tap(at: CGPoint(x: 190, y: 280))
        #expect(offered == 2)
        #expect(scene.recorder.log.contains("willAdd 1 (session has 1)"), "added to the first drag")
        first.move(to: CGPoint(x: 150, y: 580), duration: 0.2)
        first.up()
        second.up()
        scene.host.runUntilIdle()
        // The second drag ends away from the target, as a cancel.
        #expect(scene.dropTarget.dropped == ["Hello", "Third"])
    }
}

extension AddingSource {
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
                         withTouchAt point: CGPoint) -> (any UIDragSession)? {
        choosesSession?(sessions)
    }
}
