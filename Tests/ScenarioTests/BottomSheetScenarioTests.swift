import ShowcaseKit
import Testing
import UIKit
import UIKitTesting

/// The bottom sheet: its top constraint follows the finger, then snaps to a
/// detent in an animation driven by `layoutIfNeeded()`.
@MainActor
@Suite struct BottomSheetScenarioTests {
    let host = UITestHost(device: .iPhone15Pro)
    let sheet: UIView

    init() throws {
        host.rootViewController = BottomSheetScreen.makeViewController()
        sheet = try #require(host.view(withAccessibilityIdentifier: BottomSheetScreen.Identifier.sheet))
    }

    /// The sheet's top on screen (its presentation, mid-animation).
    var visibleTop: CGFloat { sheet.layer.presentation()?.frame.minY ?? sheet.frame.minY }

    @Test func theSheetStartsCollapsed() {
        #expect(sheet.frame.minY == 852 - BottomSheetScreen.collapsedHeight)
        assertSnapshot(of: host, named: "sheet-collapsed")
    }

    @Test func theSheetFollowsTheFingerThenSnapsOpenPastTheMiddle() {
        let finger = host.touchDown(at: CGPoint(x: 200, y: 660))
        for step in 1...20 { finger.move(to: CGPoint(x: 200, y: 660 - CGFloat(step) * 15)) }
        // 300 pt up from 632, less the pan's 10 pt start: the finger's movement since recognition.
        let dragged = sheet.frame.minY
        #expect(dragged < 400 && dragged > 320)
        host.advance(by: 0.3)
        finger.up()
        host.advance(by: 0.05)
        #expect(sheet.frame.minY == BottomSheetScreen.expandedTop)
        #expect(visibleTop > BottomSheetScreen.expandedTop)
        host.advance(by: 1)
        #expect(visibleTop == BottomSheetScreen.expandedTop)
        assertSnapshot(of: host, named: "sheet-expanded")
    }

    @Test func aShortDragFallsBackAndAFlickGoesTheWayItWasThrown() {
        host.drag(from: CGPoint(x: 200, y: 660), to: CGPoint(x: 200, y: 600), duration: 0.6)
        host.advance(by: 1)
        #expect(sheet.frame.minY == 852 - BottomSheetScreen.collapsedHeight)
        host.swipe(from: CGPoint(x: 200, y: 660), to: CGPoint(x: 200, y: 600))
        host.advance(by: 1)
        #expect(sheet.frame.minY == BottomSheetScreen.expandedTop)
        host.swipe(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 260))
        host.advance(by: 1)
        #expect(sheet.frame.minY == 852 - BottomSheetScreen.collapsedHeight)
    }
}
