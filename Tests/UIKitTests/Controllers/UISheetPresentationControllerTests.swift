import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UISheetPresentationController")
struct UISheetPresentationControllerTests {
    /// iPhone 15 Pro: 852 pt tall, safe area 59 / 34.
    private let screenHeight: CGFloat = 852

    private func presentingSheet(configure: (UISheetPresentationController) -> Void = { _ in },
                                 log: CallbackList = CallbackList())
        -> (host: UITestHost, presenter: UIViewController, sheet: LifecycleRecorder) {
        let host = UITestHost()
        let presenter = UIViewController()
        presenter.view.backgroundColor = .systemBlue
        host.rootViewController = presenter
        let sheet = LifecycleRecorder("sheet", log: log)
        sheet.loadViewIfNeeded()
        sheet.view.backgroundColor = .white
        if let controller = sheet.sheetPresentationController { configure(controller) }
        presenter.present(sheet, animated: true)
        host.runUntilIdle()
        return (host, presenter, sheet)
    }

    @Test("automatic, page sheet and form sheet present a sheet presentation controller on iPhone")
    func sheetStyles() {
        for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController != nil)
            #expect(controller.sheetPresentationController === controller.presentationController)
        }
        let fullScreen = UIViewController()
        fullScreen.modalPresentationStyle = .fullScreen
        #expect(fullScreen.sheetPresentationController == nil)
        #expect(fullScreen.presentationController?.presentationStyle == .fullScreen)
    }

    @Test("the large card's top sits 10 pt below the top safe area; the presenter shrinks back with rounded corners")
    func largeDetentGeometry() {
        let (host, presenter, sheet) = presentingSheet()
        #expect(sheet.view.frame == CGRect(x: 0, y: 59 + 10, width: 393, height: screenHeight - 69))
        #expect(sheet.view.layer.cornerRadius == 10)
        #expect(presenter.view.transform.a < 1)
        #expect(presenter.view.layer.cornerRadius == 10)
        // The presenter's top lands on the top safe area.
        #expect(abs(presenter.view.frame.minY - 59) < 0.01)
        #expect(abs(presenter.view.frame.minX - 16) < 0.01)
        _ = host
    }

    @Test("a medium sheet rests at half the largest detent above the bottom safe area, the presenter unscaled")
    func mediumDetentGeometry() {
        let (_, presenter, sheet) = presentingSheet { $0.detents = [.medium()] }
        let maximum = screenHeight - 69 - 34
        let value = (maximum / 2).rounded()
        #expect(sheet.view.frame.minY == screenHeight - 34 - value)
        #expect(presenter.view.transform == .identity)
    }

    @Test("custom detents resolve against the largest value; nil leaves a detent out")
    func customDetents() {
        let (_, _, sheet) = presentingSheet {
            $0.detents = [.custom { _ in nil }, .custom(identifier: .init("small")) { _ in 200 }]
        }
        #expect(sheet.view.frame.minY == screenHeight - 34 - 200)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == nil)
    }

    @Test("selecting a detent inside animateChanges moves the card there, animated")
    func animatedDetentChange() {
        let (host, _, sheet) = presentingSheet { $0.detents = [.medium(), .large()] }
        let mediumTop = sheet.view.frame.minY
        sheet.sheetPresentationController?.animateChanges {
            sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        }
        #expect(sheet.view.frame.minY == 69)
        host.runFrame()
        let shown = sheet.view.layer.presentation()?.frame.minY ?? 0
        #expect(shown > 69 && shown < mediumTop)
        host.runUntilIdle()
    }

    @Test("dragging a medium sheet up past halfway settles it at large, and the delegate hears of the change")
    func draggingBetweenDetents() {
        let delegate = SheetDelegateRecorder()
        let (host, _, sheet) = presentingSheet {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        let top = sheet.view.frame.minY
        host.drag(from: CGPoint(x: 200, y: top + 40), to: CGPoint(x: 200, y: 200), duration: 0.4)
        host.runUntilIdle()
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame.minY == 69)
        #expect(delegate.events == ["didChangeSelectedDetent"])
    }

    @Test("swiping a sheet down past the middle dismisses it: should, will, the disappearance, did")
    func swipeToDismiss() {
        let delegate = SheetDelegateRecorder()
        let log = CallbackList()
        let (host, presenter, sheet) = presentingSheet(configure: { $0.delegate = delegate }, log: log)
        log.entries.removeAll()
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), duration: 0.4)
        host.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(presenter.view.transform == .identity)
        #expect(delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(log.withoutLayout == ["sheet viewWillDisappear [beingDismissed]", "sheet viewDidDisappear [beingDismissed]"])
    }

    @Test("a short, slow swipe lets the sheet spring back: it disappears and appears again, and stays presented")
    func abandonedSwipe() {
        let delegate = SheetDelegateRecorder()
        let log = CallbackList()
        let (host, presenter, sheet) = presentingSheet(configure: { $0.delegate = delegate }, log: log)
        log.entries.removeAll()
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 400), duration: 0.5)
        host.advance(by: 0.3)
        finger.up()
        host.runUntilIdle()
        #expect(presenter.presentedViewController === sheet)
        #expect(sheet.view.frame.minY == 69)
        #expect(delegate.events == ["shouldDismiss", "willDismiss"])
        #expect(log.withoutLayout == ["sheet viewWillDisappear [beingDismissed]", "sheet viewWillAppear [beingDismissed]",
                                      "sheet viewIsAppearing", "sheet viewDidAppear [beingDismissed]"])
    }

    @Test("a sheet modal in presentation resists the swipe and reports the attempt on release")
    func modalInPresentation() {
        let delegate = SheetDelegateRecorder()
        let log = CallbackList()
        let (host, presenter, sheet) = presentingSheet(configure: { $0.delegate = delegate }, log: log)
        sheet.isModalInPresentation = true
        log.entries.removeAll()
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 800), duration: 0.3)
        // Banded: the card follows far less than the finger.
        #expect(sheet.view.frame.minY < 69 + 300)
        finger.up()
        host.runUntilIdle()
        #expect(presenter.presentedViewController === sheet)
        #expect(sheet.view.frame.minY == 69)
        #expect(delegate.events == ["didAttemptToDismiss"])
        #expect(log.withoutLayout.isEmpty)
    }

    @Test("a delegate that refuses dismissal is asked once and hears the attempt")
    func delegateRefuses() {
        let delegate = SheetDelegateRecorder()
        delegate.allowsDismissal = false
        let (host, presenter, sheet) = presentingSheet { $0.delegate = delegate }
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), duration: 0.2)
        host.runUntilIdle()
        #expect(presenter.presentedViewController === sheet)
        #expect(delegate.events == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("a tap on the dimmed area above a medium sheet dismisses it")
    func tapOutsideDismisses() {
        let delegate = SheetDelegateRecorder()
        let (host, presenter, _) = presentingSheet {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        host.tap(at: CGPoint(x: 200, y: 150))
        host.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        #expect(delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("below the largest undimmed detent nothing is dimmed and the presenter takes touches")
    func undimmedDetent() {
        let (host, presenter, _) = presentingSheet {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        var tapped = false
        let button = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        presenter.view.addSubview(button)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(tapped)
        #expect(presenter.presentedViewController != nil)
    }

    @Test("a sheet at its large detent")
    func largeSheetSnapshot() {
        let (host, _, _) = presentingSheet { $0.prefersGrabberVisible = true }
        assertSnapshot(of: host, named: "large")
    }

    @Test("a medium sheet over a dimmed presenter")
    func mediumSheetSnapshot() {
        let (host, _, _) = presentingSheet {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
        }
        assertSnapshot(of: host, named: "medium")
    }

    @Test("a sheet halfway through its presentation")
    func sheetMidFlightSnapshot() {
        let host = UITestHost()
        let presenter = UIViewController()
        presenter.view.backgroundColor = .systemBlue
        host.rootViewController = presenter
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        presenter.present(sheet, animated: true)
        host.advance(by: 0.25)
        assertSnapshot(of: host, named: "mid-flight")
    }
}

@MainActor
private final class SheetDelegateRecorder: UISheetPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        events.append("didChangeSelectedDetent")
    }
}

@MainActor
@Suite("UISheetPresentationController with scroll views and devices")
struct UISheetPresentationControllerContentTests {
    private func presentList(host: UITestHost, detents: [UISheetPresentationController.Detent])
        -> (UIViewController, UIScrollView) {
        let presenter = UIViewController()
        host.rootViewController = presenter
        let sheet = UIViewController()
        let scrollView = UIScrollView(frame: sheet.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 393, height: 3_000)
        sheet.view.addSubview(scrollView)
        sheet.sheetPresentationController?.detents = detents
        presenter.present(sheet, animated: false)
        host.runUntilIdle()
        return (sheet, scrollView)
    }

    @Test("pushing a scroll view at its top up expands a medium sheet before anything scrolls")
    func scrollingExpandsAtTheEdge() {
        let host = UITestHost()
        let (sheet, scrollView) = presentList(host: host, detents: [.medium(), .large()])
        let top = sheet.view.frame.minY
        host.drag(from: CGPoint(x: 200, y: top + 100), to: CGPoint(x: 200, y: top - 250), duration: 0.3)
        host.runUntilIdle()
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(scrollView.contentOffset.y == -scrollView.adjustedContentInset.top)
    }

    @Test("at the largest detent a scroll view in the sheet scrolls as usual")
    func scrollingAtTheLargestDetent() {
        let host = UITestHost()
        let (sheet, scrollView) = presentList(host: host, detents: [.large()])
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        host.runUntilIdle()
        #expect(sheet.view.frame.minY == 69)
        #expect(scrollView.contentOffset.y > 200)
    }

    @Test("pulling a scrolled-down list down scrolls it instead of moving the sheet")
    func pullingAScrolledList() {
        let host = UITestHost()
        let (sheet, scrollView) = presentList(host: host, detents: [.large()])
        scrollView.contentOffset = CGPoint(x: 0, y: 1_000)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
        host.runUntilIdle()
        #expect(sheet.presentingViewController != nil)
        #expect(sheet.view.frame.minY == 69)
        #expect(scrollView.contentOffset.y < 1_000)
    }

    @Test("on an iPad a form sheet is a 540 × 620 card in the middle of the screen")
    func iPadFormSheet() {
        let host = UITestHost(device: .iPadPro11)
        let presenter = UIViewController()
        host.rootViewController = presenter
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        presenter.present(form, animated: false)
        host.runUntilIdle()
        let frame = form.view.frame
        #expect(frame.size == CGSize(width: 540, height: 620))
        #expect(abs(frame.midX - 834 / 2) <= 0.5)
        #expect(presenter.view.transform == .identity)
    }

    @Test("a rotation moves the card and keeps the presenter scaled to the new screen")
    func rotation() {
        let host = UITestHost()
        let presenter = UIViewController()
        host.rootViewController = presenter
        let sheet = UIViewController()
        presenter.present(sheet, animated: false)
        host.runUntilIdle()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(sheet.view.frame.width == host.window.bounds.width)
        #expect(sheet.view.frame.maxY == host.window.bounds.height)
        #expect(abs(presenter.view.frame.minX - 16) < 0.5)
    }
}

@MainActor
@Suite("UISheetPresentationController releases")
struct UISheetPresentationControllerReleaseTests {
    private func presentedSheet() -> (UITestHost, UIViewController, UIViewController) {
        let host = UITestHost()
        let presenter = UIViewController()
        host.rootViewController = presenter
        let sheet = UIViewController()
        presenter.present(sheet, animated: false)
        host.runUntilIdle()
        return (host, presenter, sheet)
    }

    @Test("a short, fast flick down dismisses: the release projects past the middle")
    func fastFlickDismisses() {
        let (host, presenter, _) = presentedSheet()
        // 120 pt in 0.05 s: about 2,400 pt/s, projected some 1,200 pt further.
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.05)
        host.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
    }

    @Test("the same distance dragged slowly, the finger resting before it lifts, springs back")
    func slowReleaseStays() {
        let (host, presenter, sheet) = presentedSheet()
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        finger.move(to: CGPoint(x: 200, y: 420), duration: 0.5)
        host.advance(by: 0.3)
        finger.up()
        host.runUntilIdle()
        #expect(presenter.presentedViewController === sheet)
    }
}
