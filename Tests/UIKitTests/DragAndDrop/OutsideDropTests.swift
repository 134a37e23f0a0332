import Foundation
import Testing
import UIKit
import UIKitTesting

/// A drop target that proposes `operation` and logs what it hears.
@MainActor
private final class OutsideTarget: UIDropInteractionDelegate {
    var operation: UIDropOperation
    var log: [String] = []
    var strings: [String] = []
    var localDragSessionWasNil = false
    var allowedMove = true

    init(_ operation: UIDropOperation) {
        self.operation = operation
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.append("canHandle")
        return true
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        log.append("didEnter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        log.append("didUpdate")
        return UIDropProposal(dropOperation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        log.append("didExit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log.append("performDrop")
        localDragSessionWasNil = session.localDragSession == nil
        allowedMove = session.allowsMoveOperation
        session.loadObjects(ofClass: String.self) { self.strings = $0 }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        log.append("concludeDrop")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        log.append("didEnd")
    }
}

@MainActor
@Suite("Drops from outside the app")
struct OutsideDropTests {
    private func host(with target: OutsideTarget) -> UITestHost {
        let host = UITestHost()
        let root = UIViewController()
        let box = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 200))
        box.addInteraction(UIDropInteraction(delegate: target))
        root.view.addSubview(box)
        host.rootViewController = root
        host.runUntilIdle()
        return host
    }

    @Test("a copy from another app: enter, update, drop, conclude, end; no local drag session, no move")
    func copyFromOutside() {
        let target = OutsideTarget(.copy)
        let host = host(with: target)
        let operation = host.dropFromOutsideApp([NSItemProvider(object: "from the desktop" as NSString)],
                                                at: CGPoint(x: 150, y: 300))
        #expect(operation == .copy)
        #expect(target.log == ["canHandle", "didEnter", "didUpdate", "performDrop", "concludeDrop", "didEnd"])
        #expect(target.strings == ["from the desktop"])
        #expect(target.localDragSessionWasNil)
        #expect(!target.allowedMove)
    }

    @Test("a move from another app acts as a cancel: the target hears it leave, never performDrop")
    func moveFromOutsideCancels() {
        let target = OutsideTarget(.move)
        let host = host(with: target)
        let operation = host.dropFromOutsideApp([NSItemProvider(object: "x" as NSString)], at: CGPoint(x: 150, y: 300))
        #expect(operation == .cancel)
        #expect(target.log == ["canHandle", "didEnter", "didUpdate", "didExit", "didEnd"])
    }

    @Test("a drop where no view takes it does nothing")
    func nowhere() {
        let target = OutsideTarget(.copy)
        let host = host(with: target)
        #expect(host.dropFromOutsideApp([NSItemProvider(object: "x" as NSString)], at: CGPoint(x: 350, y: 700)) == .cancel)
        #expect(target.log.isEmpty)
    }
}
