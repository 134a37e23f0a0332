import CoreGraphics
import Testing
@testable import UIKit

/// Where an edit menu goes: above its target with the arrow down, below
/// when there is no room, centered and kept inside the area.
@MainActor
@Suite struct EditMenuPlacementTests {
    let area = CGRect(x: 0, y: 59, width: 393, height: 759)

    @Test func theMenuSitsAboveItsTargetCentered() {
        let target = CGRect(x: 100, y: 300, width: 80, height: 20)
        let placement = EditMenuPlacement(barWidth: 120, target: target, area: area, preferred: .automatic)
        // 36 bar + 8 arrow, 4 above the target's top.
        #expect(placement.frame == CGRect(x: 80, y: 300 - 4 - 44, width: 120, height: 44))
        #expect(!placement.arrowPointsUp)
        #expect(placement.arrowX == 60)
        #expect(placement.barFrame == CGRect(x: 0, y: 0, width: 120, height: 36))
    }

    @Test func withoutRoomAboveTheMenuGoesBelowPointingUp() {
        let target = CGRect(x: 100, y: 80, width: 80, height: 20)
        let placement = EditMenuPlacement(barWidth: 120, target: target, area: area, preferred: .automatic)
        #expect(placement.frame.minY == 104)
        #expect(placement.arrowPointsUp)
        #expect(placement.barFrame.minY == 8)
    }

    @Test func anUpArrowIsHonoredWhenThereIsRoomBelow() {
        let target = CGRect(x: 100, y: 300, width: 80, height: 20)
        let placement = EditMenuPlacement(barWidth: 120, target: target, area: area, preferred: .up)
        #expect(placement.frame.minY == 324)
        #expect(placement.arrowPointsUp)
    }

    @Test func nearAnEdgeTheMenuStaysInsideAndItsArrowStillPointsAtTheTarget() {
        let target = CGRect(x: 350, y: 300, width: 0, height: 20)
        let placement = EditMenuPlacement(barWidth: 200, target: target, area: area, preferred: .automatic)
        // Kept 8 pt from the right edge: 393 - 8 - 200; the arrow at 350 - 185.
        #expect(placement.frame.minX == 185)
        #expect(placement.arrowX == 165)
        let far = EditMenuPlacement(barWidth: 200, target: CGRect(x: 392, y: 300, width: 0, height: 20),
                                    area: area, preferred: .automatic)
        // The arrow keeps clear of the rounded corner: 200 - 8 - 8.
        #expect(far.arrowX == 184)
    }
}
