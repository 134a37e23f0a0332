import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite("SheetGeometry")
struct SheetGeometryTests {
    /// iPhone 15 Pro portrait: 393 × 852 pt, safe area 59 / 34.
    let phone = SheetGeometry(containerSize: CGSize(width: 393, height: 852),
                              safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), kind: .bottomAttached)

    @Test("the largest detent leaves 10 pt under the top safe area: 852 − 59 − 10 − 34 = 749")
    func maximumDetentValue() {
        #expect(phone.maximumDetentValue == 749)
        #expect(phone.cardFrame(detentValue: 749) == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test("medium is half the largest, rounded: 374.5 → 375, the card's top at 852 − 34 − 375 = 443")
    func mediumDetent() {
        #expect(phone.mediumDetentValue == 375)
        #expect(phone.top(forDetentValue: phone.mediumDetentValue) == 443)
    }

    @Test("detent values and card tops convert both ways; values are clamped to the largest")
    func conversions() {
        for value: CGFloat in [0, 120, 375, 749] {
            #expect(phone.detentValue(forTop: phone.top(forDetentValue: value)) == value)
        }
        #expect(phone.cardFrame(detentValue: 2_000).minY == 69)
    }

    @Test("the presenter behind a full-height card: sides 16 pt in, top on the safe area")
    func presenterTransform() {
        let frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        let transform = phone.presenterTransform(presenterFrame: frame)
        let scale = (393 - 32) / CGFloat(393)
        #expect(abs(transform.a - scale) < 1e-9)
        let shown = frame.applying(CGAffineTransform(translationX: -frame.midX, y: -frame.midY))
            .applying(transform).applying(CGAffineTransform(translationX: frame.midX, y: frame.midY))
        #expect(abs(shown.minX - 16) < 1e-9)
        #expect(abs(shown.minY - 59) < 1e-9)
    }

    @Test("a release is projected v / 1000 · 0.998 / 0.002 points further: 1,000 pt/s goes 499 pt")
    func projection() {
        #expect(abs(SheetGeometry.projectedTop(100, velocity: 1_000) - 599) < 1e-9)
        #expect(SheetGeometry.projectedTop(100, velocity: 0) == 100)
        #expect(abs(SheetGeometry.projectedTop(400, velocity: -2_000) - (400 - 998)) < 1e-9)
    }

    @Test("the nearest resting place wins; ties go to the first")
    func nearest() {
        #expect(SheetGeometry.nearest(to: 500, among: [69, 443, 852]) == 1)
        #expect(SheetGeometry.nearest(to: 700, among: [69, 443, 852]) == 2)
        #expect(SheetGeometry.nearest(to: 256, among: [69, 443]) == 0)
    }

    @Test("an iPad form sheet is 540 × 620, centered in the room below the top safe area")
    func formSheet() {
        let pad = SheetGeometry(containerSize: CGSize(width: 834, height: 1194),
                                safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), kind: .formSheet)
        let card = pad.cardFrame(detentValue: 0)
        #expect(card.size == CGSize(width: 540, height: 620))
        #expect(card.minX == 147)
        // Room: 1194 − 34 − 20 = 1140 from y 34; (1140 − 620) / 2 = 260 below it.
        #expect(card.minY == CGFloat(34 + 260))
    }
}
