import Testing
import UIKit
import UIKitTesting

/// Which of two windows holds the scroll view: the host's own (made first) or
/// a second one over the lower half of the screen (made later).
enum ScrollViewWindow: String, CaseIterable, Sendable {
    case first, second
}

/// A host with a second window over the lower half of the screen and a scroll
/// view (content taller than itself) filling the upper half of the first
/// window or the whole second one. Returns the point on the scroll view and
/// a point in the other window.
@MainActor
private func hostWithTwoWindows(scrollViewIn place: ScrollViewWindow)
    -> (host: UITestHost, scrollView: UIScrollView, lower: UIWindow, onScrollView: CGPoint, elsewhere: CGPoint) {
    let host = UITestHost()
    let root = UIViewController()
    host.rootViewController = root
    let lower = UIWindow(windowScene: host.windowScene)
    lower.frame = CGRect(x: 0, y: 400, width: 393, height: 452)
    lower.isHidden = false
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 393, height: 2_000)
    let upper = CGPoint(x: 100, y: 200)
    let below = CGPoint(x: 100, y: 600)
    switch place {
    case .first:
        scrollView.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
        root.view.addSubview(scrollView)
        host.runFrame()
        return (host, scrollView, lower, upper, below)
    case .second:
        scrollView.frame = lower.bounds
        lower.addSubview(scrollView)
        host.runFrame()
        return (host, scrollView, lower, below, upper)
    }
}

@MainActor
@Suite("TouchDelivery: recognizers across windows")
struct TouchDeliveryTests {
    /// The app delivers an event one window at a time. A finger lifting in the
    /// window delivered second is already `.ended` while the first window's
    /// gestures are settled; the scroll view's recognizers must still hear it
    /// (they were once reset before it arrived, and the scroll view stayed
    /// `isTracking` for good: `make fuzz` found it).
    @Test("fingers lifting together in two windows: the scroll view hears its finger lift",
          arguments: ScrollViewWindow.allCases)
    func fingersLiftingInTwoWindows(_ place: ScrollViewWindow) {
        let setup = hostWithTwoWindows(scrollViewIn: place)
        withExtendedLifetime(setup.lower) {
            setup.host.moveFingers([(setup.elsewhere, setup.elsewhere), (setup.onScrollView, setup.onScrollView)],
                                   duration: 0.1)
            #expect(!setup.scrollView.isTracking)
            setup.host.runUntilIdle()
            #expect(FuzzInvariants.violations(in: setup.host) == [])
        }
    }

    @Test("fingers cancelled together in two windows: the scroll view stops tracking and dragging",
          arguments: ScrollViewWindow.allCases)
    func fingersCancelledInTwoWindows(_ place: ScrollViewWindow) {
        let setup = hostWithTwoWindows(scrollViewIn: place)
        withExtendedLifetime(setup.lower) {
            let dragTo = CGPoint(x: setup.onScrollView.x, y: setup.onScrollView.y - 100)
            setup.host.moveFingers([(setup.elsewhere, setup.elsewhere), (setup.onScrollView, dragTo)],
                                   duration: 0.2, cancelled: true)
            #expect(!setup.scrollView.isTracking && !setup.scrollView.isDragging)
            setup.host.runUntilIdle()
            #expect(FuzzInvariants.violations(in: setup.host) == [])
        }
    }

    @Test("a scroll view tracks while its finger is down, whichever window it is in",
          arguments: ScrollViewWindow.allCases)
    func tracksWhileDown(_ place: ScrollViewWindow) {
        let setup = hostWithTwoWindows(scrollViewIn: place)
        withExtendedLifetime(setup.lower) {
            let finger = setup.host.touchDown(at: setup.onScrollView)
            #expect(setup.scrollView.isTracking)
            finger.up()
            #expect(!setup.scrollView.isTracking)
        }
    }
}
