import Foundation
import Testing
import UIKit
import UIKitTesting

/// A drag source that logs every callback and lifts one string item.
@MainActor
final class DragSourceRecorder: UIDragInteractionDelegate {
    var log: [String] = []
    /// `sessionDidMove` calls (one per finger move once lifted).
    var moves = 0
    var items: () -> [UIDragItem] = { [UIDragItem(itemProvider: NSItemProvider(object: "Hello" as NSString))] }
    var allowsMove = true
    /// Put in the session's `localContext` as the drag begins.
    var context: Any?

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        log.append("itemsForBeginning")
        return items()
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        log.append("previewForLifting")
        return nil
    }
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        log.append("willAnimateLift")
        animator.addCompletion { _ in self.log.append("lift done") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        log.append("sessionWillBegin")
        session.localContext = context
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        allowsMove
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        moves += 1
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation) {
        log.append("willEndWith \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("didEndWith \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating) {
        log.append("willAnimateCancel")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        log.append("sessionDidTransferItems")
    }
}

/// A drop target that logs every callback into a shared log and proposes
/// `operation`; a drop loads the strings.
@MainActor
final class DropTargetRecorder: UIDropInteractionDelegate {
    let name: String
    let shared: DragSourceRecorder
    var operation: UIDropOperation
    var canHandle = true
    var dropped: [String] = []
    var localContext: Any?

    init(_ name: String, log shared: DragSourceRecorder, operation: UIDropOperation) {
        self.name = name
        self.shared = shared
        self.operation = operation
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        shared.log.append("\(name) canHandle")
        return canHandle
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        shared.log.append("\(name) didEnter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if shared.log.last != "\(name) didUpdate" { shared.log.append("\(name) didUpdate") }
        return UIDropProposal(dropOperation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        shared.log.append("\(name) didExit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        shared.log.append("\(name) performDrop")
        localContext = session.localDragSession?.localContext
        session.loadObjects(ofClass: String.self) { strings in self.dropped = strings }
    }
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating) {
        shared.log.append("\(name) willAnimateDrop")
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        shared.log.append("\(name) concludeDrop")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        shared.log.append("\(name) didEnd")
    }
}

@MainActor
@Suite("UIDragInteraction and UIDropInteraction")
struct UIDragInteractionTests {
    /// A source square at the top left and two targets below it, on an
    /// iPhone 15 Pro (393 × 852 pt).
    @MainActor
    struct Scene {
        let host = UITestHost()
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        let left = UIView(frame: CGRect(x: 20, y: 500, width: 160, height: 160))
        let right = UIView(frame: CGRect(x: 210, y: 500, width: 160, height: 160))
        let recorder = DragSourceRecorder()
        let dragInteraction: UIDragInteraction
        let leftTarget: DropTargetRecorder
        let rightTarget: DropTargetRecorder

        init(leftOperation: UIDropOperation = .copy, rightOperation: UIDropOperation = .copy) {
            let root = UIViewController()
            root.view.backgroundColor = .white
            source.backgroundColor = .systemBlue
            left.backgroundColor = .systemGray5
            right.backgroundColor = .systemGray4
            for view in [source, left, right] { root.view.addSubview(view) }
            dragInteraction = UIDragInteraction(delegate: recorder)
            dragInteraction.isEnabled = true
            source.addInteraction(dragInteraction)
            leftTarget = DropTargetRecorder("left", log: recorder, operation: leftOperation)
            rightTarget = DropTargetRecorder("right", log: recorder, operation: rightOperation)
            left.addInteraction(UIDropInteraction(delegate: leftTarget))
            right.addInteraction(UIDropInteraction(delegate: rightTarget))
            host.rootViewController = root
            host.runUntilIdle()
        }

        /// Holds on the source past the lift, then drags to `end`, resting there.
        func lift() -> UITestTouch {
            let finger = host.touchDown(at: CGPoint(x: 70, y: 150))
            host.advance(by: 0.6)
            return finger
        }
    }

    @Test("disabled by default on iPhone, as UIKit's isEnabledByDefault; a long press then lifts nothing")
    func disabledOnIPhone() {
        let recorder = DragSourceRecorder()
        let interaction = UIDragInteraction(delegate: recorder)
        #expect(!UIDragInteraction.isEnabledByDefault)
        #expect(!interaction.isEnabled)
        let scene = Scene()
        scene.dragInteraction.isEnabled = false
        let finger = scene.lift()
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.recorder.log.isEmpty)
    }

    @Test("a copy drop: lift, enter, update, drop and conclude in UIKit's order, and the strings arrive")
    func copyDropOrder() {
        let scene = Scene()
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.3)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.recorder.log == [
            "itemsForBeginning", "previewForLifting", "willAnimateLift", "sessionWillBegin",
            "lift done", "left canHandle", "left didEnter", "left didUpdate", "willEndWith copy", "left performDrop",
            "sessionDidTransferItems", "left willAnimateDrop", "left concludeDrop", "didEndWith copy", "left didEnd",
        ])
        #expect(scene.leftTarget.dropped == ["Hello"])
        #expect(scene.recorder.moves > 10)
    }

    @Test("moving from one target to another exits the first; both hear the end")
    func exitAndEnter() {
        let scene = Scene()
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
        finger.move(to: CGPoint(x: 300, y: 560), duration: 0.2)
        finger.up()
        scene.host.runUntilIdle()
        let log = scene.recorder.log
        #expect(log.firstIndex(of: "left didExit")! < log.firstIndex(of: "right didEnter")!)
        #expect(log.contains("right performDrop"))
        #expect(!log.contains("left performDrop"))
        #expect(log.suffix(2) == ["left didEnd", "right didEnd"])
        #expect(scene.rightTarget.dropped == ["Hello"])
    }

    @Test("a forbidden or cancel proposal, or no target, ends as a cancel without performDrop")
    func cancelledDrops() {
        for operation in [UIDropOperation.forbidden, .cancel] {
            let scene = Scene(leftOperation: operation)
            let finger = scene.lift()
            finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
            finger.up()
            scene.host.runUntilIdle()
            #expect(!scene.recorder.log.contains("left performDrop"))
            #expect(scene.recorder.log.contains("willEndWith cancel"))
            #expect(scene.recorder.log.suffix(4) == ["left didExit", "willAnimateCancel", "didEndWith cancel", "left didEnd"])
        }
        let scene = Scene()
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 200, y: 350), duration: 0.2)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.recorder.log.suffix(3) == ["willEndWith cancel", "willAnimateCancel", "didEndWith cancel"])
    }

    @Test("a move proposal drops as a move only when the session allows moving")
    func moveNeedsPermission() {
        let allowed = Scene(leftOperation: .move)
        var finger = allowed.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
        finger.up()
        allowed.host.runUntilIdle()
        #expect(allowed.recorder.log.contains("didEndWith move"))
        let refused = Scene(leftOperation: .move)
        refused.recorder.allowsMove = false
        finger = refused.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
        finger.up()
        refused.host.runUntilIdle()
        #expect(!refused.recorder.log.contains("left performDrop"))
        #expect(refused.recorder.log.contains("didEndWith cancel"))
    }

    @Test("a target that cannot handle the drag is asked once and passes it to the view behind")
    func canHandleIsAskedOnce() {
        let scene = Scene()
        scene.leftTarget.canHandle = false
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
        finger.move(to: CGPoint(x: 110, y: 580), duration: 0.2)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.recorder.log.filter { $0 == "left canHandle" }.count == 1)
        #expect(!scene.recorder.log.contains("left didEnter"))
        #expect(scene.recorder.log.contains("didEndWith cancel"))
        #expect(!scene.recorder.log.contains("left didEnd"), "a target that said no took no part in the drag")
    }

    @Test("no items: no drag begins")
    func noItemsNoDrag() {
        let scene = Scene()
        scene.recorder.items = { [] }
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.recorder.log == ["itemsForBeginning"])
    }

    @Test("the local context and local objects reach a drop target in the same app")
    func localContextAndObjects() {
        let scene = Scene()
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Hello" as NSString))
        item.localObject = 42
        scene.recorder.items = { [item] }
        scene.recorder.context = "from the source"
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.leftTarget.localContext as? String == "from the source")
        #expect(item.localObject as? Int == 42)
    }

    @Test("the preview follows the finger above everything while dragging, and is gone after the drop")
    func previewFollowsTheFinger() throws {
        let scene = Scene()
        let window = scene.host.window
        let before = window.subviews.count
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 270, y: 400), duration: 0.3)
        scene.host.advance(by: 0.3)
        // The previews ride in a layer added on top of the window, which touches pass through.
        #expect(window.subviews.count == before + 1)
        let overlay = try #require(window.subviews.last)
        #expect(!overlay.isUserInteractionEnabled)
        let snapshot = try #require(overlay.subviews.first)
        // Grabbed at the source's center (70, 150): the preview's center is under the finger,
        // lifted to 105 %.
        #expect(snapshot.center == CGPoint(x: 270, y: 400))
        #expect(abs(snapshot.transform.a - 1.05) < 1e-9)
        #expect(snapshot.bounds.size == CGSize(width: 100, height: 100))
        assertSnapshot(of: scene.host, named: "dragging")
        finger.up()
        scene.host.runUntilIdle()
        #expect(window.subviews.count == before)
    }

    @Test("a cancelled drag flies back to where it was lifted, then the preview goes")
    func cancelFliesBack() throws {
        let scene = Scene()
        let window = scene.host.window
        let before = window.subviews.count
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 270, y: 400), duration: 0.3)
        finger.up()
        scene.host.advance(by: 0.15)
        let snapshot = try #require(window.subviews.last?.subviews.first)
        let center = snapshot.layer.presentation()?.position ?? .zero
        // On its way from the finger (270, 400) back to the source's center (70, 150).
        #expect(center.x > 70 && center.x < 270 && center.y > 150 && center.y < 400)
        scene.host.runUntilIdle()
        #expect(window.subviews.count == before)
        #expect(scene.recorder.log.last == "didEndWith cancel")
    }

    @Test("a cancelled touch ends the drag as a cancel")
    func touchCancelled() {
        let scene = Scene()
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
        finger.cancel()
        scene.host.runUntilIdle()
        #expect(!scene.recorder.log.contains("left performDrop"))
        #expect(scene.recorder.log.suffix(3) == ["willAnimateCancel", "didEndWith cancel", "left didEnd"])
    }

    @Test("a drop session answers for its items: types, classes, and objects loaded in item order")
    func sessionQueries() {
        let scene = Scene()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        scene.recorder.items = {
            [UIDragItem(itemProvider: NSItemProvider(object: "one" as NSString)),
             UIDragItem(itemProvider: NSItemProvider(object: image)),
             UIDragItem(itemProvider: NSItemProvider(object: "two" as NSString))]
        }
        final class Inspector: UIDropInteractionDelegate {
            var answers: [Bool] = []
            var strings: [String] = []
            func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
                UIDropProposal(dropOperation: .copy)
            }
            func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
                answers = [session.hasItemsConforming(toTypeIdentifiers: ["public.png"]),
                           session.hasItemsConforming(toTypeIdentifiers: ["public.movie"]),
                           session.canLoadObjects(ofClass: String.self), session.canLoadObjects(ofClass: UIColor.self),
                           session.localDragSession != nil, session.allowsMoveOperation]
                session.loadObjects(ofClass: String.self) { self.strings = $0 }
            }
        }
        let inspector = Inspector()
        scene.left.interactions = [UIDropInteraction(delegate: inspector)]
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 100, y: 560), duration: 0.2)
        finger.up()
        scene.host.runUntilIdle()
        #expect(inspector.answers == [true, false, true, false, true, true])
        #expect(inspector.strings == ["one", "two"])
    }

    @Test("once lifted, an item's previewProvider replaces the lifted snapshot under the finger")
    func previewProviderAfterTheLift() throws {
        let scene = Scene()
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Hello" as NSString))
        item.previewProvider = {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            badge.backgroundColor = .systemOrange
            return UIDragPreview(view: badge)
        }
        scene.recorder.items = { [item] }
        let window = scene.host.window
        let finger = scene.lift()
        finger.move(to: CGPoint(x: 270, y: 400), duration: 0.3)
        scene.host.advance(by: 0.3)
        let snapshot = try #require(window.subviews.last?.subviews.first)
        #expect(snapshot.bounds.size == CGSize(width: 40, height: 30))
        #expect(snapshot.center == CGPoint(x: 270, y: 400))
        finger.up()
        scene.host.runUntilIdle()
        #expect(scene.leftTarget.dropped.isEmpty)
        #expect(scene.recorder.log.last == "didEndWith cancel")
    }
}
