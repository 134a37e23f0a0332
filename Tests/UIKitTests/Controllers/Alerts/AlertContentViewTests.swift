import Foundation
import TestSupport
import Testing
import UIKit
import UIKitTesting

/// The alert's and action sheet's looks: sizes from docs/BEHAVIOR.md
/// "Alerts", and snapshots to compare with iOS by eye.
@MainActor
@Suite("Alert layout")
struct AlertContentViewTests {
    private func alert(actions titles: [(String, UIAlertAction.Style)], style: UIAlertController.Style = .alert,
                       title: String? = "Delete Photo?",
                       message: String? = "This photo will be deleted from all your devices.") -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: style)
        for (title, style) in titles { alert.addAction(UIAlertAction(title: title, style: style)) }
        return alert
    }

    @Test("one action fills the card's width under the text, 44 pt tall")
    func oneAction() {
        let (host, presenter) = makeAlertStage()
        let alert = alert(actions: [("OK", .default)])
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        let card = alert.view.convert(alert.view.bounds, to: nil)
        let ok = host.buttons["OK"].frame
        #expect(ok.width == CGFloat(270) && ok.height == CGFloat(44))
        #expect(ok.minX == card.minX && ok.maxY == card.maxY)
        assertSnapshot(of: host, named: "alert-1-action")
    }

    @Test("two actions sit side by side, 135 pt each")
    func twoActions() {
        let (host, presenter) = makeAlertStage()
        presenter.present(alert(actions: [("Delete", .destructive), ("Cancel", .cancel)]), animated: true)
        host.runUntilIdle()
        let cancel = host.buttons["Cancel"].frame, delete = host.buttons["Delete"].frame
        #expect(isClose(cancel.width, 135, tolerance: 1e-6) && isClose(delete.width, 135, tolerance: 1e-6))
        #expect(isClose(cancel.maxX, delete.minX, tolerance: 1e-6) && cancel.minY == delete.minY)
        assertSnapshot(of: host, named: "alert-2-actions")
    }

    @Test("three actions are stacked")
    func threeActions() {
        let (host, presenter) = makeAlertStage()
        let alert = alert(actions: [("Save", .default), ("Don’t Save", .destructive), ("Cancel", .cancel)],
                          title: "Save Changes?", message: nil)
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        let frames = ["Save", "Don’t Save", "Cancel"].map { host.buttons[$0].frame }
        #expect(frames[1].minY == frames[0].maxY && frames[2].minY == frames[1].maxY)
        assertSnapshot(of: host, named: "alert-3-actions")
    }

    @Test("an action sheet runs 8 pt from the sides above the safe area, its cancel button 8 pt below the rest")
    func actionSheet() {
        let (host, presenter) = makeAlertStage()
        let sheet = alert(actions: [("Share", .default), ("Delete", .destructive), ("Cancel", .cancel)],
                          style: .actionSheet, title: "Photo", message: "Choose what to do with this photo.")
        presenter.present(sheet, animated: true)
        host.runUntilIdle()
        let cancel = host.buttons["Cancel"].frame, delete = host.buttons["Delete"].frame
        let share = host.buttons["Share"].frame
        #expect(cancel == CGRect(x: 8, y: 852 - 34 - 57, width: 393 - 16, height: 57))
        #expect(delete.maxY == cancel.minY - 8 && delete.height == CGFloat(57))
        #expect(share.maxY == delete.minY)
        assertSnapshot(of: host, named: "action-sheet-with-cancel")
    }

    @Test("a disabled action is dimmed and a pressed one darkened")
    func disabledAndPressed() {
        let (host, presenter) = makeAlertStage()
        let alert = alert(actions: [("Cancel", .cancel), ("Rename", .default)], title: "Rename Album",
                          message: "Enter a new name for this album.")
        alert.actions[1].isEnabled = false
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        let touch = host.touchDown(at: host.buttons["Cancel"].activationPoint)
        assertSnapshot(of: host, named: "alert-disabled-and-pressed")
        touch.cancel()
    }

    @Test("an alert appears fading in from 1.2 times its size")
    func appearing() {
        let (host, presenter) = makeAlertStage()
        let alert = alert(actions: [("Delete", .destructive), ("Cancel", .cancel)])
        presenter.present(alert, animated: true)
        host.advance(by: 0.1)
        let scale = alert.view.layer.presentation()?.affineTransform().a ?? 0
        let opacity = alert.view.layer.presentation()?.opacity ?? 0
        #expect(scale > 1 && scale < 1.2)
        #expect(opacity > 0 && opacity < 1)
        assertSnapshot(of: host, named: "alert-appearing")
        host.runUntilIdle()
        #expect(alert.view.layer.presentation()?.opacity == 1)
    }

    @Test("an alert fades out in place when dismissed, the dimming with it")
    func disappearing() {
        let (host, presenter) = makeAlertStage()
        let alert = alert(actions: [("OK", .default)])
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        alert.dismiss(animated: true)
        host.advance(by: 0.1)
        let layer = alert.view.layer.presentation()
        #expect((layer?.opacity ?? 0) > 0 && (layer?.opacity ?? 1) < 1)
        #expect(layer?.affineTransform() == .identity)
        let dimming = alert.view.superview?.subviews.first?.layer.presentation()
        #expect((dimming?.opacity ?? 0) > 0 && (dimming?.opacity ?? 1) < 1)
        host.runUntilIdle()
        #expect(alert.viewIfLoaded?.window == nil)
        #expect(presenter.presentedViewController == nil)
    }

    @Test("an action sheet slides up from below the screen")
    func sheetSlidesUp() {
        let (host, presenter) = makeAlertStage()
        let sheet = alert(actions: [("Share", .default), ("Cancel", .cancel)], style: .actionSheet)
        presenter.present(sheet, animated: true)
        host.runFrame()
        let start = sheet.view.layer.presentation()?.frame.minY ?? 0
        #expect(start > 700)
        host.runUntilIdle()
        #expect(sheet.view.frame.maxY == CGFloat(852 - 34))
    }
}
