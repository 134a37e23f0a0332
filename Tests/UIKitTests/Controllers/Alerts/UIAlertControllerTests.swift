import Foundation
import TestSupport
import Testing
import UIKit
import UIKitTesting

/// Records what happens, in order, so tests can check when handlers run.
@MainActor
final class AlertLog {
    var entries: [String] = []
}

/// A white presenter on an iPhone 15 Pro (393 × 852 pt, safe area 59/34).
@MainActor
func makeAlertStage() -> (UITestHost, UIViewController) {
    let host = UITestHost(device: .iPhone15Pro)
    let presenter = UIViewController()
    host.rootViewController = presenter
    presenter.view.backgroundColor = .white
    return (host, presenter)
}

/// The view behind the accessibility button named `title`.
@MainActor
func alertButtonView(_ host: UITestHost, _ title: String) -> UIView? {
    host.buttons[title].underlyingObject as? UIView
}

@MainActor
@Suite("UIAlertController")
struct UIAlertControllerTests {
    // MARK: API

    @Test("styles have UIKit's raw values")
    func rawValues() {
        #expect(UIAlertController.Style.actionSheet.rawValue == 0)
        #expect(UIAlertController.Style.alert.rawValue == 1)
        #expect(UIAlertAction.Style.default.rawValue == 0)
        #expect(UIAlertAction.Style.cancel.rawValue == 1)
        #expect(UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test("the initializer keeps the title, message and style; actions keep the order they were added in")
    func initializerAndActions() {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(delete)
        alert.addAction(cancel)
        #expect(alert.title == "Delete?")
        #expect(alert.message == "It cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions == [delete, cancel])
        #expect(alert.preferredAction == nil)
        #expect(delete.title == "Delete" && delete.style == .destructive && delete.isEnabled)
    }

    @Test("an alert controller presents itself through a custom presentation and its own transitioning delegate")
    func presentsThroughCustomPresentation() {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .actionSheet)
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.transitioningDelegate != nil)
    }

    @Test("a second cancel action stops the app with UIKit's message")
    func secondCancelStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Close", style: .cancel))
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'UIAlertController can only have one action with a style of UIAlertActionStyleCancel'"))
    }

    @Test("a preferred action that was not added first stops the app")
    func foreignPreferredActionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                alert.preferredAction = UIAlertAction(title: "Other", style: .default)
            }
        }
        #expect(standardError(of: result).contains("uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'The -preferredAction of an alert controller must be contained in the -actions array or be nil.'"))
    }

    // MARK: Presentation

    @Test("presenting shows the alert centered over the presenter, which stays in the window")
    func presentingShowsTheAlert() {
        let (host, presenter) = makeAlertStage()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: true)
        #expect(host.runUntilIdle())
        #expect(presenter.presentedViewController === alert)
        #expect(alert.presentingViewController === presenter)
        #expect(alert.view.window === host.window)
        #expect(presenter.view.window === host.window)
        let frame = alert.view.convert(alert.view.bounds, to: nil)
        #expect(frame.width == CGFloat(270))
        #expect(isClose(frame.midX, CGFloat(393) / 2, tolerance: 1.0 / 3))
        #expect(isClose(frame.midY, CGFloat(852) / 2, tolerance: 1.0 / 3))
        #expect(alert.view.alpha == 1 && alert.view.transform == .identity)
    }

    @Test("tapping an action dismisses the alert, and the handler runs once the dismissal has ended")
    func tappingAnActionDismissesThenRunsTheHandler() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            log.entries.append("handler \(action.title ?? "") presented=\(presenter.presentedViewController != nil)")
        })
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        host.buttons["OK"].tap()
        #expect(log.entries.isEmpty)   // the alert is still fading out
        #expect(presenter.presentedViewController === alert)
        host.runUntilIdle()
        #expect(log.entries == ["handler OK presented=false"])
        #expect(alert.viewIfLoaded?.window == nil)
    }

    @Test("presenting and dismissing without animation work at once")
    func notAnimated() {
        let (host, presenter) = makeAlertStage()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: false)
        #expect(alert.view.window === host.window)
        #expect(alert.view.frame.width == CGFloat(270))
        alert.dismiss(animated: false)
        #expect(alert.view.window == nil)
        #expect(presenter.presentedViewController == nil)
    }

    @Test("an alert dismissed by an action can be presented again")
    func presentedAgain() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.entries.append("OK") })
        for _ in 0..<2 {
            presenter.present(alert, animated: true)
            host.runUntilIdle()
            host.buttons["OK"].tap()
            host.runUntilIdle()
        }
        #expect(log.entries == ["OK", "OK"])
        #expect(presenter.presentedViewController == nil)
    }

    @Test("changing the message of a shown alert resizes it and keeps it centered")
    func messageChangeWhileShown() {
        let (host, presenter) = makeAlertStage()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        let before = alert.view.frame
        alert.message = "A message long enough to take two lines in the alert."
        host.runFrame()
        #expect(alert.view.frame.height > before.height)
        #expect(isClose(alert.view.frame.midY, CGFloat(852) / 2, tolerance: 1.0 / 3))
        #expect(host.staticTexts["A message long enough to take two lines in the alert."].exists)
    }

    @Test("the presenter stays on screen: it hears no disappearance while an alert shows")
    func presenterKeepsAppearing() {
        final class Presenter: UIViewController {
            var calls: [String] = []
            override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
        }
        let host = UITestHost(device: .iPhone15Pro)
        let presenter = Presenter()
        host.rootViewController = presenter
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        host.buttons["OK"].tap()
        host.runUntilIdle()
        #expect(presenter.calls.isEmpty)
    }

    @Test("turning the device keeps the alert centered and the action sheet at the bottom")
    func rotation() {
        let (host, presenter) = makeAlertStage()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: true)
        host.runUntilIdle()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        let bounds = host.window.bounds
        let safeArea = host.window.safeAreaInsets
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(bounds.width > bounds.height)
        #expect(isClose(frame.maxY, bounds.height - max(safeArea.bottom, 8), tolerance: 1e-6))
        #expect(isClose(frame.minX, safeArea.left + 8, tolerance: 1e-6))
        #expect(isClose(frame.maxX, bounds.width - safeArea.right - 8, tolerance: 1e-6))
    }

    @Test("a tap outside an alert does nothing, and nothing behind it gets the touch")
    func tapOutsideAnAlertDoesNothing() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let behind = UIButton(type: .system)
        behind.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        behind.addAction(UIAction { _ in log.entries.append("behind") }, for: .touchUpInside)
        presenter.view.addSubview(behind)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 70, y: 122))
        host.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(presenter.presentedViewController === alert)
    }

    @Test("a tap outside an action sheet chooses its cancel action")
    func tapOutsideASheetCancels() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in log.entries.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
            log.entries.append("cancel presented=\(presenter.presentedViewController != nil)")
        })
        presenter.present(sheet, animated: true)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 196, y: 200))
        host.runUntilIdle()
        #expect(log.entries == ["cancel presented=false"])
    }

    @Test("a tap outside an action sheet without a cancel action does nothing")
    func tapOutsideASheetWithoutCancel() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in log.entries.append("share") })
        presenter.present(sheet, animated: true)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 196, y: 200))
        host.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(presenter.presentedViewController === sheet)
    }

    @Test("a disabled action is dimmed, marked not enabled, and ignores taps")
    func disabledAction() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in log.entries.append("save") }
        save.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        #expect(!host.buttons["Save"].isEnabled)
        let label = alertButtonView(host, "Save")?.subviews.first as? UILabel
        #expect(label?.textColor == .tertiaryLabel)
        host.buttons["Save"].tap()
        host.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(presenter.presentedViewController === alert)

        save.isEnabled = true
        #expect(host.buttons["Save"].isEnabled)
        #expect(label?.textColor == alertButtonView(host, "Save")?.tintColor)
        host.buttons["Save"].tap()
        host.runUntilIdle()
        #expect(log.entries == ["save"])
    }

    @Test("the button under a finger highlights, the highlight follows the finger, and the lift chooses")
    func highlightFollowsTheFinger() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        for title in ["One", "Two", "Three"] {
            alert.addAction(UIAlertAction(title: title, style: .default) { _ in log.entries.append(title) })
        }
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        let one = host.buttons["One"], two = host.buttons["Two"]
        let oneView = alertButtonView(host, "One"), twoView = alertButtonView(host, "Two")
        let touch = host.touchDown(at: one.activationPoint)
        #expect(oneView?.backgroundColor != nil && twoView?.backgroundColor == nil)
        touch.move(to: two.activationPoint)
        #expect(oneView?.backgroundColor == nil && twoView?.backgroundColor != nil)
        touch.up()
        host.runUntilIdle()
        #expect(log.entries == ["Two"])
    }

    @Test("lifting a finger that slid off the buttons chooses nothing")
    func liftingOffTheButtonsChoosesNothing() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.entries.append("OK") })
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        let okView = alertButtonView(host, "OK")
        let touch = host.touchDown(at: host.buttons["OK"].activationPoint)
        touch.move(to: host.staticTexts["Title"].activationPoint)
        #expect(okView?.backgroundColor == nil)
        touch.up()
        host.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(presenter.presentedViewController === alert)
    }

    // MARK: Emphasis and order

    @Test("the preferred action is bold; without one an alert's cancel action is")
    func emphasis() {
        let (host, presenter) = makeAlertStage()
        let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        presenter.present(alert, animated: false)
        let font = { (title: String) in (alertButtonView(host, title)?.subviews.first as? UILabel)?.font }
        #expect(font("Cancel") == semibold)
        #expect(font("OK") == UIFont.systemFont(ofSize: 17))
        alert.preferredAction = ok
        #expect(font("OK") == semibold)
        #expect(font("Cancel") == UIFont.systemFont(ofSize: 17))
    }

    @Test("an action sheet draws its cancel action bold and does not use the preferred action")
    func sheetEmphasis() {
        let (host, presenter) = makeAlertStage()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let share = UIAlertAction(title: "Share", style: .default)
        sheet.addAction(share)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.preferredAction = share
        presenter.present(sheet, animated: false)
        let font = { (title: String) in (alertButtonView(host, title)?.subviews.first as? UILabel)?.font }
        #expect(font("Cancel") == UIFont.systemFont(ofSize: 20, weight: .semibold))
        #expect(font("Share") == UIFont.systemFont(ofSize: 20))
    }

    @Test("an alert puts its cancel action on the left beside one other, and at the bottom below two or more")
    func cancelPlacement() {
        let (host, presenter) = makeAlertStage()
        let two = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        two.addAction(UIAlertAction(title: "OK", style: .default))
        two.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(two, animated: false)
        #expect(host.buttons["Cancel"].frame.minX < host.buttons["OK"].frame.minX)
        #expect(host.buttons["Cancel"].frame.minY == host.buttons["OK"].frame.minY)
        two.dismiss(animated: false)

        let three = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        three.addAction(UIAlertAction(title: "Keep", style: .default))
        three.addAction(UIAlertAction(title: "Delete", style: .destructive))
        presenter.present(three, animated: false)
        let frames = ["Keep", "Delete", "Cancel"].map { host.buttons[$0].frame }
        #expect(frames.map(\.minY) == frames.map(\.minY).sorted())
        #expect(frames.allSatisfy { $0.width == CGFloat(270) && $0.height == CGFloat(44) })
    }

    @Test("two actions whose titles do not fit side by side are stacked")
    func longTitlesStack() {
        let (host, presenter) = makeAlertStage()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Remove from this device only", style: .destructive))
        alert.addAction(UIAlertAction(title: "Keep", style: .default))
        presenter.present(alert, animated: false)
        let long = host.buttons["Remove from this device only"].frame, keep = host.buttons["Keep"].frame
        #expect(long.width == CGFloat(270) && keep.width == CGFloat(270))
        #expect(keep.minY == long.maxY)
    }

    // MARK: Accessibility

    @Test("VoiceOver reads the title and message and activates the actions as buttons")
    func accessibility() {
        let (host, presenter) = makeAlertStage()
        let log = AlertLog()
        let behind = UILabel()
        behind.text = "Behind"
        behind.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        presenter.view.addSubview(behind)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.entries.append("OK") })
        presenter.present(alert, animated: true)
        host.runUntilIdle()
        #expect(host.staticTexts["Title"].exists)
        #expect(host.staticTexts["Message"].exists)
        #expect(!host.staticTexts["Behind"].exists)   // the alert is modal
        #expect(host.buttons["OK"].traits.contains(.button))
        host.buttons["OK"].activate()
        host.runUntilIdle()
        #expect(log.entries == ["OK"])
    }
}
