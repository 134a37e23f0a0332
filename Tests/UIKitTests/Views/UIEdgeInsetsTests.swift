import Testing
import UIKit

@MainActor
@Suite("UIEdgeInsets")
struct UIEdgeInsetsTests {
    @Test("UIEdgeInsets() and .zero have every edge at zero")
    func zeroInsets() {
        #expect(UIEdgeInsets() == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
    }

    @Test("inset(by:) moves each edge inward by its inset")
    func insetShrinks() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        // x 10 + 2, y 20 + 1, width 100 − 2 − 4, height 200 − 1 − 3.
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 196))
    }

    @Test("negative insets grow the rectangle")
    func negativeInsetsGrow() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
        let insets = UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)
        #expect(rect.inset(by: insets) == CGRect(x: 5, y: 15, width: 110, height: 210))
    }

    @Test("zero insets leave the rectangle unchanged")
    func zeroInsetsKeepRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
        #expect(rect.inset(by: .zero) == rect)
    }

}
